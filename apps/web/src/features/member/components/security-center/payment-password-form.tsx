import { useTranslation } from 'react-i18next';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError } from '../../../../components/ui/form-status';
import { CurrentPasswordField, PaymentPasswordField } from '../../../../components/ui/form-fields';
import { useFormSubmit } from '../../../../hooks/use-form-submit';
import { isValidPaymentPassword } from '../../../../lib/validators';
import { useSetPaymentPassword } from '../../api/set-payment-password';

/** Sets or changes the six-digit payment password; the login password proves who asks. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutateAsync: save } = useSetPaymentPassword();
  const { field, submit, busy, formError } = useFormSubmit({
    initial: { loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: (values) => ({
      loginPassword: values.loginPassword ? undefined : t('validation.required'),
      newPaymentPassword: isValidPaymentPassword(values.newPaymentPassword)
        ? undefined
        : t('validation.paymentPasswordDigits'),
      confirmPaymentPassword:
        values.confirmPaymentPassword === values.newPaymentPassword
          ? undefined
          : t('validation.confirmIncorrect'),
    }),
    send: async (values) => {
      await save(values);
      onDone();
    },
  });

  return (
    <form className="form security-form" noValidate onSubmit={submit} data-testid="payment-password-form">
      <CurrentPasswordField
        label={t('fields.loginPassword')}
        {...field('loginPassword')}
        testId="payment-login-password"
      />
      <PaymentPasswordField
        label={t('fields.newPaymentPassword')}
        {...field('newPaymentPassword')}
        testId="payment-new"
      />
      <PaymentPasswordField
        label={t('fields.confirmPaymentPassword')}
        {...field('confirmPaymentPassword')}
        testId="payment-confirm"
      />
      <FormError message={formError} testId="payment-error" />
      <FormSubmit label={t('common.save')} busy={busy} testId="payment-submit" />
    </form>
  );
}
