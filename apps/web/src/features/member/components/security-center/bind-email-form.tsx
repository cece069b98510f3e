import { useTranslation } from 'react-i18next';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError } from '../../../../components/ui/form-status';
import { CurrentPasswordField, EmailField } from '../../../../components/ui/form-fields';
import { useFormSubmit } from '../../../../hooks/use-form-submit';
import { isValidEmail } from '../../../../lib/validators';
import { useBindEmail } from '../../api/bind-email';

/** Binds an e-mail address; the login password proves who asks. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutateAsync: bind } = useBindEmail();
  const { field, submit, busy, formError } = useFormSubmit({
    initial: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: !email.trim()
        ? t('validation.required')
        : isValidEmail(email)
          ? undefined
          : t('validation.emailInvalid'),
      password: password ? undefined : t('validation.required'),
    }),
    send: async ({ email, password }) => {
      await bind({ email: email.trim(), password });
      onDone();
    },
  });

  return (
    <form className="form security-form" noValidate onSubmit={submit} data-testid="bind-email-form">
      <EmailField label={t('fields.email')} {...field('email')} testId="bind-email-address" />
      <CurrentPasswordField
        label={t('fields.loginPassword')}
        {...field('password')}
        testId="bind-email-password"
      />
      <FormError message={formError} testId="bind-email-error" />
      <FormSubmit label={t('security.email.submit')} busy={busy} testId="bind-email-submit" />
    </form>
  );
}
