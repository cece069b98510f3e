import { useId, type ReactNode } from 'react';

/** What a control inside a field needs: its id (for the label) and the accessibility attributes. */
export type TFieldControl = {
  id: string;
  aria: {
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
  };
};

type TFieldShellProps = {
  label: string;
  testId: string;
  /** Marks the label with * (spec §5 "required items are marked *"). */
  required: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: TFieldControl) => ReactNode;
};

/**
 * The frame every form field shares: the label (with * when required), the control, and below it the
 * inline error (test id `<testId>-error`) or else the hint, announced through aria-describedby.
 */
export function FieldShell({ label, testId, required, error, hint, className, children }: TFieldShellProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const aria: TFieldControl['aria'] = {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': message ? messageId : undefined,
  };
  return (
    <div className={`field${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, aria })}
      {error ? (
        <p id={messageId} className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
