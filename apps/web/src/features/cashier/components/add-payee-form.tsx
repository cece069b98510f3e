import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useAddPayeeAccount } from '../api/add-payee-account';
import type { TPayeeAccount } from '../api/get-payee-accounts';
import { FormError } from '../../../components/ui/form-status';

type TField = 'bankName' | 'accountName' | 'accountNumber' | 'paymentPassword';
const FIELDS = ['bankName', 'accountName', 'accountNumber', 'paymentPassword'] as const;
const ACCOUNT_NUMBER = /^[0-9]{6,34}$/;

type TAddPayeeFormProps = {
  /** The member has no payee account yet: the form explains why it is there. */
  first: boolean;
  onAdded: (account: TPayeeAccount) => void;
  onCancel?: () => void;
};

/** Binds a bank account to withdraw to (POST /wps/cashier/payee-accounts). */
export function AddPayeeForm({ first, onAdded, onCancel }: TAddPayeeFormProps) {
  const { t } = useTranslation();
  const { mutateAsync: addPayee, isPending } = useAddPayeeAccount();
  const [values, setValues] = useState<Record<TField, string>>({
    bankName: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      setFormError(null);
      const request = {
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.replace(/\s+/g, ''),
        paymentPassword: values.paymentPassword,
      };
      const found: Partial<Record<TField, string>> = {};
      if (request.bankName.length < 2) found.bankName = t('cashier.payee.nameLength', { min: 2, max: 64 });
      if (request.accountName.length < 2)
        found.accountName = t('cashier.payee.nameLength', { min: 2, max: 100 });
      if (!ACCOUNT_NUMBER.test(request.accountNumber))
        found.accountNumber = t('cashier.payee.accountNumberFormat');
      if (!isValidPaymentPassword(request.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      try {
        onAdded(await addPayee(request));
      } catch (error) {
        const field = refusalField(error, FIELDS, {
          WRONG_PASSWORD: 'paymentPassword',
          WRONG_PAYMENT_PASSWORD: 'paymentPassword',
        });
        if (field) setErrors({ [field]: errorText(error) });
        else setFormError(errorText(error));
      }
    });
  };

  return (
    <form
      className="form payee-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="payee-form-title"
      data-testid="payee-form"
    >
      <h3 id="payee-form-title" className="payee-form__title">
        {t('cashier.payee.title')}
      </h3>
      {first ? <p className="form__hint">{t('cashier.payee.firstHint')}</p> : null}
      <TextField
        label={t('cashier.payee.bankName')}
        required
        value={values.bankName}
        onChange={set('bankName')}
        error={errors.bankName}
        maxLength={64}
        testId="payee-bank"
      />
      <TextField
        label={t('cashier.payee.accountName')}
        required
        value={values.accountName}
        onChange={set('accountName')}
        error={errors.accountName}
        maxLength={100}
        autoComplete="name"
        testId="payee-name"
      />
      <TextField
        label={t('cashier.payee.accountNumber')}
        required
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errors.accountNumber}
        inputMode="numeric"
        maxLength={40}
        autoComplete="off"
        testId="payee-number"
      />
      <PasswordField
        label={t('fields.paymentPassword')}
        required
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        testId="payee-password"
      />
      <FormError message={formError} testId="payee-error" />
      <div className="form__actions">
        {onCancel ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            data-testid="payee-cancel"
          >
            {t('common.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          data-testid="payee-submit"
        >
          {isPending ? t('common.sending') : t('cashier.payee.submit')}
        </button>
      </div>
    </form>
  );
}
