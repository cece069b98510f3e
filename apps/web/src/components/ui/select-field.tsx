import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled native select with its inline error, styled like the text fields. */
export function SelectField({
  label,
  value,
  onChange,
  testId,
  required = false,
  error,
  hint,
  className,
  children,
  ...select
}: TSelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
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
      <div className="field__control field__control--select">
        <select
          {...select}
          id={id}
          className="field__input field__native-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid={testId}
        >
          {children}
        </select>
      </div>
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
