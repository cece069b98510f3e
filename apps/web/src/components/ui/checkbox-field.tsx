import { useId, type ReactNode } from 'react';

type TCheckboxFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId: string;
  error?: string | null;
};

export function CheckboxField({ checked, onChange, children, testId, error }: TCheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`check-field${error ? ' is-invalid' : ''}`}>
      <div className="check-field__row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
