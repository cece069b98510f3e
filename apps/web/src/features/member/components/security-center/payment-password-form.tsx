import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { isValidPaymentPassword } from '../../../../lib/validators';
import { useSetPaymentPassword } from '../../api/set-payment-password';
import { FormError } from '../../../../components/ui/form-error';

type TField = 'loginPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

/** Sets or changes the six-digit payment password; the login password proves who asks. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { mutateAsync: save, isPending } = useSetPaymentPassword();
  const [values, setValues] = useState<Record<TField, string>>({
    loginPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    const found: Partial<Record<TField, string>> = {};
    if (!values.loginPassword) found.loginPassword = t('validation.required');
    if (!isValidPaymentPassword(values.newPaymentPassword))
      found.newPaymentPassword = t('validation.paymentPasswordDigits');
    if (values.confirmPaymentPassword !== values.newPaymentPassword)
      found.confirmPaymentPassword = t('validation.confirmMismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save(values);
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
      data-testid="payment-password-form"
    >
      <PasswordField
        label={t('fields.loginPassword')}
        required
        value={values.loginPassword}
        onChange={set('loginPassword')}
        error={errors.loginPassword}
        testId="payment-login-password"
        autoComplete="current-password"
        maxLength={128}
      />
      <PasswordField
        label={t('fields.newPaymentPassword')}
        required
        value={values.newPaymentPassword}
        onChange={set('newPaymentPassword')}
        error={errors.newPaymentPassword}
        testId="payment-new"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <PasswordField
        label={t('fields.confirmPaymentPassword')}
        required
        value={values.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
        testId="payment-confirm"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <FormError message={formError} testId="payment-error" />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          data-testid="payment-submit"
        >
          {isPending ? t('common.loading') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
