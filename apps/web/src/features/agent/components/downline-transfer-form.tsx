import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { PaymentPasswordField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useFormSubmit, type TFieldErrors } from '../../../hooks/use-form-submit';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { checkAmount } from '../../../lib/amount';
import { refusalField } from '../../../lib/refusal-field';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useBalance } from '../../../lib/wallet-balance';
import { useTransferToDownline, type TDownlineTransferResult } from '../api/transfer-to-downline';

/** Transfer remarks are 140 characters at most (spec §9 comment length). */
const TRANSFER_REMARK_MAX = 140;
const FIELDS = ['amount', 'paymentPassword', 'remark'] as const;
const BY_CODE = {
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  WRONG_PASSWORD: 'paymentPassword',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
} as const;

/**
 * A transfer from the agent's main wallet to one member of its team (spec §6), the member fixed by the
 * row it was opened from. The server checks the relation and the payment password.
 */
export function DownlineTransferForm({ account }: { account: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const balance = useBalance();
  const available = balance.data?.available ?? null;
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: transfer } = useTransferToDownline();

  const { values, field, set, submit, busy, formError, done, clearingDone } = useFormSubmit({
    initial: { amount: '', paymentPassword: '', remark: '' },
    resetOnDone: true,
    validate: (values) => {
      const found: TFieldErrors<(typeof FIELDS)[number]> = {};
      const amountText = amountError(checkAmount(values.amount, { max: available }), { maxMeans: 'balance' });
      if (amountText) found.amount = amountText;
      if (!isValidPaymentPassword(values.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      if (values.remark.trim().length > TRANSFER_REMARK_MAX)
        found.remark = t('validation.tooLong', { max: TRANSFER_REMARK_MAX });
      return found;
    },
    send: async (values): Promise<{ result: TDownlineTransferResult; amount: number } | undefined> => {
      const check = checkAmount(values.amount, { max: available });
      if (!check.ok) return;
      const remark = values.remark.trim();
      const request = {
        toAccount: account,
        amount: check.amount,
        paymentPassword: values.paymentPassword,
        ...(remark ? { remark } : {}),
      };
      const result = await transfer({ ...request, requestId: keyFor(request) });
      settle();
      return { result, amount: check.amount };
    },
    fieldOf: (error) => refusalField(error, FIELDS, BY_CODE),
    onRefused: failed,
  });

  return (
    <form className="form" noValidate onSubmit={submit} data-testid="downline-transfer-form">
      <p className="form__hint" data-testid="downline-transfer-to">
        {t('agent.transfer.to', { account })}
      </p>
      <AmountField
        label={t('agent.transfer.amount')}
        {...field('amount')}
        onChange={clearingDone(set('amount'))}
        hint={available === null ? undefined : t('agent.transfer.available', { amount: money(available) })}
        testId="downline-transfer-amount"
      />
      <PaymentPasswordField
        label={t('fields.paymentPassword')}
        {...field('paymentPassword')}
        testId="downline-transfer-password"
      />
      <TextField
        label={t('agent.transfer.remark')}
        {...field('remark')}
        hint={t('agent.remark.count', { count: values.remark.length, max: TRANSFER_REMARK_MAX })}
        maxLength={TRANSFER_REMARK_MAX}
        autoComplete="off"
        testId="downline-transfer-remark"
      />
      <FormError message={formError} testId="downline-transfer-error" />
      <FormSuccess
        message={
          done
            ? t('agent.transfer.done', { amount: money(done.amount), account: done.result.toAccount })
            : null
        }
        testId="downline-transfer-done"
      />
      <FormSubmit
        label={t('agent.transfer.submit')}
        busy={busy}
        busyLabel={t('common.sending')}
        testId="downline-transfer-submit"
      />
    </form>
  );
}
