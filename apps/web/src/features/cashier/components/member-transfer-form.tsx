import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { checkAmount } from '../../../lib/amount';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useTransferMember, type TMemberTransferResult } from '../api/transfer-member';
import { FormError } from '../../../components/ui/form-error';

export type TTransferDirection = 'TO_UPLINE' | 'TO_DOWNLINE';

/** Contract remarks are 140 characters at most (decisions.md "Feedback length"). */
export const REMARK_MAX = 140;
const ACCOUNT_MAX = 64;

type TField = 'toAccount' | 'amount' | 'paymentPassword' | 'remark';
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
  const { mutateAsync: transfer, isPending } = useTransferMember();
  const [toAccount, setToAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ result: TMemberTransferResult; amount: number } | null>(null);
  const toDownline = direction === 'TO_DOWNLINE';
  const prefix = toDownline ? 'downline' : 'upline';

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      setFormError(null);
      setDone(null);
      const check = checkAmount(amount, { max: available });
      const found: Partial<Record<TField, string>> = {};
      if (toDownline && !toAccount.trim()) found.toAccount = t('validation.required');
      const amountText = amountError(check, { maxMeans: 'balance' });
      if (amountText) found.amount = amountText;
      if (!isValidPaymentPassword(paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      if (remark.trim().length > REMARK_MAX) found.remark = t('validation.tooLong', { max: REMARK_MAX });
      setErrors(found);
      if (!check.ok || Object.keys(found).length > 0) return;
      const request = {
        direction,
        ...(toDownline ? { toAccount: toAccount.trim() } : {}),
        amount: check.amount,
        paymentPassword,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      };
      try {
        const result = await transfer({ ...request, requestId: keyFor(request) });
        settle();
        setDone({ result, amount: check.amount });
        setToAccount('');
        setAmount('');
        setPaymentPassword('');
        setRemark('');
      } catch (error) {
        failed(error);
        const field = refusalField(error, FIELDS, BY_CODE);
        if (field && (field !== 'toAccount' || toDownline)) setErrors({ [field]: errorText(error) });
        else setFormError(errorText(error));
      }
    });
  };

  return (
    <form
      className="form member-transfer"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`${prefix}-form`}
    >
      <p className="form__hint">{t(`cashier.transfer.${prefix}.text`)}</p>
      {toDownline ? (
        <TextField
          label={t('cashier.transfer.downline.account')}
          required
          value={toAccount}
          onChange={setToAccount}
          error={errors.toAccount}
          maxLength={ACCOUNT_MAX}
          autoComplete="off"
          testId={`${prefix}-account`}
        />
      ) : null}
      <AmountField
        label={t('cashier.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setDone(null);
        }}
        error={errors.amount}
        hint={available === null ? undefined : t('cashier.transfer.available', { amount: money(available) })}
        testId={`${prefix}-amount`}
      />
      <PasswordField
        label={t('fields.paymentPassword')}
        required
        value={paymentPassword}
        onChange={setPaymentPassword}
        error={errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        testId={`${prefix}-password`}
      />
      <TextField
        label={t('cashier.transfer.remark')}
        value={remark}
        onChange={setRemark}
        error={errors.remark}
        hint={t('cashier.transfer.remarkCount', { count: remark.length, max: REMARK_MAX })}
        maxLength={REMARK_MAX}
        autoComplete="off"
        testId={`${prefix}-remark`}
      />
      <FormError message={formError} testId={`${prefix}-error`} />
      {done ? (
        <p className="form__success" role="status" data-testid={`${prefix}-done`}>
          {t('cashier.transfer.done', { amount: money(done.amount), account: done.result.toAccount })}
        </p>
      ) : null}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary button--lg"
          disabled={isPending}
          data-testid={`${prefix}-submit`}
        >
          {isPending ? t('common.sending') : t(`cashier.transfer.${prefix}.submit`)}
        </button>
      </div>
    </form>
  );
}
