import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="field__control">
        {start}
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid={testId}
        />
        {end}
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
