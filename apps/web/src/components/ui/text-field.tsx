import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from './field-shell';
import { EyeIcon, EyeOffIcon } from './icons';

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Marks the label with * (spec §5 "required items are marked *"). */
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Something inside the control after the input: a send-code button, a reveal toggle. */
  end?: ReactNode;
  /** Something inside the control before the input: a dialing-code select. */
  start?: ReactNode;
};

/** A labelled input with its inline error (announced to screen readers through aria-describedby). */
export function TextField({
  label,
  value,
  onChange,
  testId,
  required = false,
  error,
  hint,
  end,
  start,
  className,
  ...input
}: TTextFieldProps) {
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
        <div className="field__control">
          {start}
          <input
            {...input}
            {...aria}
            id={id}
            className="field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid={testId}
          />
          {end}
        </div>
      )}
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TTextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      end={
        <button
          type="button"
          className="field__adornment"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

/**
 * A new password or its confirmation: always required, at most 128 characters (the server's limit), and
 * marked so browsers offer to generate and save it.
 */
export function NewPasswordField(
  props: Omit<Parameters<typeof PasswordField>[0], 'required' | 'autoComplete' | 'maxLength'>,
) {
  return <PasswordField {...props} required autoComplete="new-password" maxLength={128} />;
}
