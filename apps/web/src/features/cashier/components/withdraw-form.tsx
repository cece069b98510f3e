import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { SelectField } from '../../../components/ui/select-field';
import { PasswordField } from '../../../components/ui/text-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { checkAmount } from '../../../lib/amount';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useCreateWithdrawal, type TWithdrawalOrder } from '../api/create-withdrawal';
import { usePayeeAccounts } from '../api/get-payee-accounts';
import type { TWithdrawLimits } from '../api/get-withdraw-limits';
import { AddPayeeForm } from './add-payee-form';
import { FormError } from '../../../components/ui/form-error';

type TField = 'payeeAccountId' | 'amount' | 'paymentPassword';
const FIELDS = ['payeeAccountId', 'amount', 'paymentPassword'] as const;
const BY_CODE = {
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  WRONG_PASSWORD: 'paymentPassword',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  PAYEE_ACCOUNT_NOT_FOUND: 'payeeAccountId',
} as const;

/** Amount, payee account and payment password; the requested amount is held at once. */
export function WithdrawForm({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const payees = usePayeeAccounts();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: withdraw, isPending } = useCreateWithdrawal();
  const [payeeAccountId, setPayeeAccountId] = useState('');
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [requested, setRequested] = useState<TWithdrawalOrder | null>(null);

  const accounts = payees.data ?? [];
  const selected = accounts.find((account) => account.id === payeeAccountId) ?? accounts[0] ?? null;
  const max = Math.min(limits.maxAmount, limits.withdrawable);
  const showAddForm = adding || (payees.isSuccess && accounts.length === 0);

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      setFormError(null);
      setRequested(null);
      const check = checkAmount(amount, { min: limits.minAmount, max: limits.maxAmount });
      const overWithdrawable = check.ok && limits.withdrawable < check.amount;
      const found: Partial<Record<TField, string>> = {};
      if (!selected) found.payeeAccountId = t('cashier.withdraw.payeeRequired');
      const amountText = overWithdrawable
        ? t('amount.overBalance', { amount: money(limits.withdrawable) })
        : amountError(check);
      if (amountText) found.amount = amountText;
      if (!isValidPaymentPassword(paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      setErrors(found);
      if (!check.ok || !selected || Object.keys(found).length > 0) return;
      const request = { amount: check.amount, payeeAccountId: selected.id, paymentPassword };
      try {
        const order = await withdraw({ ...request, requestId: keyFor(request) });
        settle();
        setRequested(order);
        setAmount('');
        setPaymentPassword('');
      } catch (error) {
        failed(error);
        const field = refusalField(error, FIELDS, BY_CODE);
        if (field) setErrors({ [field]: errorText(error) });
        else setFormError(errorText(error));
      }
    });
  };

  return (
    <section className="card" aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="card__title">
        {t('cashier.withdraw.formTitle')}
      </h2>
      <div className={`withdraw-layout${accounts.length === 0 ? ' is-single' : ''}`}>
        <div className="withdraw-layout__payee">
          {accounts.length > 0 ? (
            <SelectField
              label={t('cashier.withdraw.payee')}
              required
              value={selected?.id ?? ''}
              onChange={setPayeeAccountId}
              error={errors.payeeAccountId}
              testId="withdraw-payee"
            >
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {`${account.bankName} · ${account.accountName} · ${account.accountNumber}`}
                </option>
              ))}
            </SelectField>
          ) : payees.isError ? (
            <p className="form__error" role="alert">
              {errorText(payees.error)}
            </p>
          ) : null}
          {showAddForm ? (
            <AddPayeeForm
              first={accounts.length === 0}
              onAdded={(account) => {
                setPayeeAccountId(account.id);
                setAdding(false);
                setErrors((current) => ({ ...current, payeeAccountId: undefined }));
              }}
              onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
            />
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={() => setAdding(true)}
              data-testid="withdraw-add-payee"
            >
              {t('cashier.payee.add')}
            </button>
          )}
        </div>
        {/* Without a payee account there is nowhere to send money yet: only the account form shows. */}
        {accounts.length === 0 ? null : (
          <form
            className="form withdraw-layout__form"
            noValidate
            onSubmit={(event) => void submit(event)}
            data-testid="withdraw-form"
          >
            <AmountField
              label={t('cashier.amount')}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setRequested(null);
              }}
              error={errors.amount}
              hint={t('cashier.range', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
              testId="withdraw-amount"
              end={
                <button
                  type="button"
                  className="field__action"
                  disabled={max < limits.minAmount}
                  onClick={() => setAmount(String(max))}
                  data-testid="withdraw-all"
                >
                  {t('cashier.all')}
                </button>
              }
            />
            <PasswordField
              label={t('fields.paymentPassword')}
              required
              value={paymentPassword}
              onChange={setPaymentPassword}
              error={errors.paymentPassword}
              testId="withdraw-password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
            />
            <FormError message={formError} testId="withdraw-error" />
            {requested ? (
              <p className="form__success" role="status" data-testid="withdraw-requested">
                {t('cashier.withdraw.requested', { amount: money(requested.amount) })}
              </p>
            ) : null}
            <div className="form__actions">
              <button
                type="submit"
                className="button button--primary button--lg"
                disabled={isPending}
                data-testid="withdraw-submit"
              >
                {isPending ? t('common.sending') : t('cashier.withdraw.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
