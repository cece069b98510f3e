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
import { useTransferMember, type TMemberTransferResult } from '../api/transfer-member';

export type TTransferDirection = 'TO_UPLINE' | 'TO_DOWNLINE';

/** Contract remarks are 140 characters at most (decisions.md "Feedback length"). */
export const REMARK_MAX = 140;
const ACCOUNT_MAX = 64;

const EMPTY = { toAccount: '', amount: '', paymentPassword: '', remark: '' };
const FIELDS = ['toAccount', 'amount', 'paymentPassword', 'remark'] as const;
const BY_CODE = {
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  WRONG_PASSWORD: 'paymentPassword',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  USER_NOT_FOUND: 'toAccount',
  NOT_IN_DOWNLINE: 'toAccount',
  RECIPIENT_UNAVAILABLE: 'toAccount',
} as const;

type TMemberTransferFormProps = {
  direction: TTransferDirection;
  /** What the member can move now (the main wallet's `available`), when known. */
  available: number | null;
};

/**
 * A transfer to the member's upline, or (agents) to a member of its own downline
 * (POST /wps/cashier/transfer, encrypted). Never to an unrelated player: the server checks the relation.
 */
export function MemberTransferForm({ direction, available }: TMemberTransferFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: transfer } = useTransferMember();
  const toDownline = direction === 'TO_DOWNLINE';
  const prefix = toDownline ? 'downline' : 'upline';

  const { values, field, set, submit, busy, formError, done, clearingDone } = useFormSubmit({
    initial: EMPTY,
    resetOnDone: true,
    validate: (values) => {
      const check = checkAmount(values.amount, { max: available });
      const found: TFieldErrors<(typeof FIELDS)[number]> = {};
      if (toDownline && !values.toAccount.trim()) found.toAccount = t('validation.required');
      const amountText = amountError(check, { maxMeans: 'balance' });
      if (amountText) found.amount = amountText;
      if (!isValidPaymentPassword(values.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      if (values.remark.trim().length > REMARK_MAX)
        found.remark = t('validation.tooLong', { max: REMARK_MAX });
      return found;
    },
    send: async (values): Promise<{ result: TMemberTransferResult; amount: number } | undefined> => {
      const check = checkAmount(values.amount, { max: available });
      const remark = values.remark.trim();
      if (!check.ok) return;
      const request = {
        direction,
        ...(toDownline ? { toAccount: values.toAccount.trim() } : {}),
        amount: check.amount,
        paymentPassword: values.paymentPassword,
        ...(remark ? { remark } : {}),
      };
      const result = await transfer({ ...request, requestId: keyFor(request) });
      settle();
      return { result, amount: check.amount };
    },
    // Only an agent's transfer names the recipient; a refusal about it is otherwise the form's.
    fieldOf: (error) => {
      const field = refusalField(error, FIELDS, BY_CODE);
      return field === 'toAccount' && !toDownline ? null : field;
    },
    onRefused: failed,
  });

  return (
    <form className="form member-transfer" noValidate onSubmit={submit} data-testid={`${prefix}-form`}>
      <p className="form__hint">{t(`cashier.transfer.${prefix}.text`)}</p>
      {toDownline ? (
        <TextField
          label={t('cashier.transfer.downline.account')}
          required
          {...field('toAccount')}
          maxLength={ACCOUNT_MAX}
          autoComplete="off"
          testId={`${prefix}-account`}
        />
      ) : null}
      <AmountField
        label={t('cashier.amount')}
        {...field('amount')}
        onChange={clearingDone(set('amount'))}
        hint={available === null ? undefined : t('cashier.transfer.available', { amount: money(available) })}
        testId={`${prefix}-amount`}
      />
      <PaymentPasswordField
        label={t('fields.paymentPassword')}
        {...field('paymentPassword')}
        testId={`${prefix}-password`}
      />
      <TextField
        label={t('cashier.transfer.remark')}
        {...field('remark')}
        hint={t('cashier.transfer.remarkCount', { count: values.remark.length, max: REMARK_MAX })}
        maxLength={REMARK_MAX}
        autoComplete="off"
        testId={`${prefix}-remark`}
      />
      <FormError message={formError} testId={`${prefix}-error`} />
      <FormSuccess
        message={
          done
            ? t('cashier.transfer.done', { amount: money(done.amount), account: done.result.toAccount })
            : null
        }
        testId={`${prefix}-done`}
      />
      <FormSubmit
        label={t(`cashier.transfer.${prefix}.submit`)}
        busy={busy}
        busyLabel={t('common.sending')}
        testId={`${prefix}-submit`}
        large
      />
    </form>
  );
}
