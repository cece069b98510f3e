import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

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
  return (
    <FieldShell
      label={label}
      testId={testId}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {({ id, aria }) => (
        <div className="field__control field__control--select">
          <select
            {...select}
            {...aria}
            id={id}
            className="field__input field__native-select"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid={testId}
          >
            {children}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
