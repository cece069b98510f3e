import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { isValidEmail } from '../../../../lib/validators';
import { useBindEmail } from '../../api/bind-email';
import { FormError } from '../../../../components/ui/form-error';

/** Binds an e-mail address; the login password proves who asks. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutateAsync: bind, isPending } = useBindEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    const found = {
      email: !email.trim()
        ? t('validation.required')
        : isValidEmail(email)
          ? undefined
          : t('validation.emailInvalid'),
      password: password ? undefined : t('validation.required'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      await bind({ email: email.trim(), password });
      onDone();
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  return (
    <form
      className="form security-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="bind-email-form"
    >
      <TextField
        label={t('fields.email')}
        required
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        testId="bind-email-address"
        autoComplete="email"
        maxLength={254}
      />
      <PasswordField
        label={t('fields.loginPassword')}
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
        testId="bind-email-password"
        autoComplete="current-password"
        maxLength={128}
      />
      <FormError message={formError} testId="bind-email-error" />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          data-testid="bind-email-submit"
        >
          {isPending ? t('common.loading') : t('security.email.submit')}
        </button>
      </div>
    </form>
  );
}
