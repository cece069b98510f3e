import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { PaymentPasswordField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useFormSubmit, type TFieldErrors } from '../../../hooks/use-form-submit';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { checkAmount } from '../../../lib/amount';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useMemberTotpStatus } from '../../../lib/member-totp';
import { refusalField } from '../../../lib/refusal-field';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useCreateWithdrawal, type TWithdrawalOrder } from '../api/create-withdrawal';
import { usePayeeAccounts } from '../api/get-payee-accounts';
import type { TWithdrawLimits } from '../api/get-withdraw-limits';
import { TextField } from '../../../components/ui/text-field';
import { AddPayeeForm } from './add-payee-form';

const EMPTY = { amount: '', paymentPassword: '', totpCode: '' };
const FIELDS = ['payeeAccountId', 'amount', 'paymentPassword', 'totpCode'] as const;
const BY_CODE = {
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  WRONG_PASSWORD: 'paymentPassword',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  PAYEE_ACCOUNT_NOT_FOUND: 'payeeAccountId',
  WITHDRAW_TOTP_REQUIRED: 'totpCode',
  TOTP_INVALID: 'totpCode',
} as const;
const TOTP_CODE = /^\d{6}$/;

/**
 * Amount, payee account and payment password (and the authenticator code when the brand asks members who
 * have one); the requested amount is held at once.
 */
export function WithdrawForm({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const payees = usePayeeAccounts();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: withdraw } = useCreateWithdrawal();
  const [payeeAccountId, setPayeeAccountId] = useState('');
  const [adding, setAdding] = useState(false);
  const totp = useMemberTotpStatus();
  /** The server asked for a code the status did not announce (changed meanwhile). */
  const [totpAsked, setTotpAsked] = useState(false);
  const askTotp = totpAsked || (totp.data?.enabled === true && totp.data.requiredForWithdrawals);
  const totpRef = useRef<HTMLDivElement>(null);

  const accounts = payees.data ?? [];
  const selected = accounts.find((account) => account.id === payeeAccountId) ?? accounts[0] ?? null;
  const max = Math.min(limits.maxAmount, limits.withdrawable);
  const showAddForm = adding || (payees.isSuccess && accounts.length === 0);
  const amountCheck = (amount: string) =>
    checkAmount(amount, { min: limits.minAmount, max: limits.maxAmount });

  const { field, set, setError, submit, busy, errors, formError, done, clearingDone } = useFormSubmit({
    initial: EMPTY,
    resetOnDone: true,
    validate: (values) => {
      const check = amountCheck(values.amount);
      const found: TFieldErrors<(typeof FIELDS)[number]> = {};
      if (!selected) found.payeeAccountId = t('cashier.withdraw.payeeRequired');
      const amountText =
        check.ok && limits.withdrawable < check.amount
          ? t('amount.overBalance', { amount: money(limits.withdrawable) })
          : amountError(check);
      if (amountText) found.amount = amountText;
      if (!isValidPaymentPassword(values.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      if (askTotp && !TOTP_CODE.test(values.totpCode.trim()))
        found.totpCode = t('cashier.withdraw.totpInvalid');
      return found;
    },
    send: async (values): Promise<TWithdrawalOrder | undefined> => {
      const check = amountCheck(values.amount);
      if (!check.ok || !selected) return;
      const request = {
        amount: check.amount,
        payeeAccountId: selected.id,
        paymentPassword: values.paymentPassword,
      };
      const totpCode = askTotp ? values.totpCode.trim() : undefined;
      const order = await withdraw({
        ...request,
        requestId: keyFor(request),
        ...(totpCode ? { totpCode } : {}),
      });
      settle();
      return order;
    },
    fieldOf: (error) => refusalField(error, FIELDS, BY_CODE),
    onRefused: (error) => {
      failed(error);
      if (error instanceof ApiError && error.code === 'WITHDRAW_TOTP_REQUIRED') {
        setTotpAsked(true);
        // The field may only now appear: focus it once rendered.
        setTimeout(() => totpRef.current?.querySelector('input')?.focus(), 0);
      }
    },
  });

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
                setError('payeeAccountId', undefined);
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
            onSubmit={submit}
            data-testid="withdraw-form"
          >
            <AmountField
              label={t('cashier.amount')}
              {...field('amount')}
              onChange={clearingDone(set('amount'))}
              hint={t('cashier.range', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
              testId="withdraw-amount"
              end={
                <button
                  type="button"
                  className="field__action"
                  disabled={max < limits.minAmount}
                  onClick={() => set('amount')(String(max))}
                  data-testid="withdraw-all"
                >
                  {t('cashier.all')}
                </button>
              }
            />
            <PaymentPasswordField
              label={t('fields.paymentPassword')}
              {...field('paymentPassword')}
              testId="withdraw-password"
            />
            {askTotp ? (
              <div ref={totpRef}>
                <TextField
                  label={t('cashier.withdraw.totp')}
                  required
                  {...field('totpCode')}
                  hint={t('cashier.withdraw.totpHint')}
                  testId="withdraw-totp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              </div>
            ) : null}
            <FormError message={formError} testId="withdraw-error" />
            <FormSuccess
              message={done ? t('cashier.withdraw.requested', { amount: money(done.amount) }) : null}
              testId="withdraw-requested"
            />
            <FormSubmit
              label={t('cashier.withdraw.submit')}
              busy={busy}
              busyLabel={t('common.sending')}
              testId="withdraw-submit"
              large
            />
          </form>
        )}
      </div>
    </section>
  );
}
