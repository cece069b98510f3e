import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AmountField } from '../../../components/ui/amount-field';
import { CopyButton } from '../../../components/ui/copy-button';
import { TextField } from '../../../components/ui/text-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { checkAmount } from '../../../lib/amount';
import { errorText } from '../../../lib/error-text';
import { leavePage } from '../../../lib/leave-page';
import { refusalField } from '../../../lib/refusal-field';
import { safeUrl } from '../../../lib/safe-url';
import { useCreateDeposit, type TDepositOrder } from '../api/create-deposit';
import type { TDepositChannel } from '../api/get-deposit-channels';
import { quickAmounts } from '../utils/quick-amounts';
import { FormError } from '../../../components/ui/form-error';

/** Our own payment pages (the sandbox gateway) speak the player's language; other sites are left alone. */
function inLanguage(target: string, lang: string): string {
  const url = new URL(target, window.location.origin);
  if (url.origin !== window.location.origin) return target;
  url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}

type TField = 'amount' | 'transferReference' | 'payerName';
const TEXT_MAX = { transferReference: 64, payerName: 100 } as const;

/** The amount and, for a bank transfer, where to send the money and how the operator will find it. */
export function DepositForm({ channel }: { channel: TDepositChannel }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const [, setParams] = useSearchParams();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: createDeposit, isPending } = useCreateDeposit();
  const [amount, setAmount] = useState('');
  const [transferReference, setTransferReference] = useState('');
  const [payerName, setPayerName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<TDepositOrder | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const bank = channel.type === 'BANK_TRANSFER' ? channel.bank : null;
  const chips = quickAmounts(channel.minAmount, channel.maxAmount);

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      if (redirecting) return;
      setFormError(null);
      setCreated(null);
      const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
      const found: Partial<Record<TField, string>> = {};
      const amountText = amountError(check);
      if (amountText) found.amount = amountText;
      setErrors(found);
      if (!check.ok) return;
      const request = {
        channelId: channel.id,
        amount: check.amount,
        ...(bank && transferReference.trim() ? { transferReference: transferReference.trim() } : {}),
        ...(bank && payerName.trim() ? { payerName: payerName.trim() } : {}),
      };
      try {
        const order = await createDeposit({ ...request, requestId: keyFor(request) });
        settle();
        if (order.redirectUrl) {
          const target = safeUrl(order.redirectUrl);
          if (!target) {
            setFormError(t('cashier.deposit.badRedirect'));
            return;
          }
          setRedirecting(true);
          // Back from the payment page (or with the browser's back button) the order's status shows.
          setParams({ order: order.orderId }, { replace: true });
          leavePage(inLanguage(target, i18n.resolvedLanguage ?? 'es'));
          return;
        }
        setCreated(order);
        setAmount('');
        setTransferReference('');
        setPayerName('');
      } catch (error) {
        failed(error);
        const field = refusalField(error, ['amount', 'transferReference', 'payerName'] as const, {
          AMOUNT_OUT_OF_RANGE: 'amount',
        });
        if (field) setErrors({ [field]: errorText(error) });
        else setFormError(errorText(error));
      }
    });
  };

  return (
    <form
      className="card form deposit-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="deposit-form-title"
      data-testid="deposit-form"
    >
      <h2 id="deposit-form-title" className="card__title">
        {channel.name}
      </h2>
      <div className={`deposit-form__body${bank ? ' has-bank' : ''}`}>
        <div className="deposit-form__fields">
          <AmountField
            label={t('cashier.amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setCreated(null);
            }}
            error={errors.amount}
            hint={t('cashier.range', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
            testId="deposit-amount"
          />
          <div className="amount-chips" role="group" aria-label={t('cashier.deposit.quickAmounts')}>
            {chips.map((chip) => (
              <button
                key={chip}
                type="button"
                className={`amount-chip${amount === String(chip) ? ' is-selected' : ''}`}
                aria-pressed={amount === String(chip)}
                onClick={() => {
                  setAmount(String(chip));
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
                data-testid={`deposit-chip-${chip}`}
              >
                {money(chip)}
              </button>
            ))}
          </div>
          {bank ? (
            <>
              <TextField
                label={t('cashier.deposit.transferReference')}
                value={transferReference}
                onChange={setTransferReference}
                error={errors.transferReference}
                hint={t('cashier.deposit.transferReferenceHint')}
                maxLength={TEXT_MAX.transferReference}
                autoComplete="off"
                testId="deposit-reference"
              />
              <TextField
                label={t('cashier.deposit.payerName')}
                value={payerName}
                onChange={setPayerName}
                error={errors.payerName}
                maxLength={TEXT_MAX.payerName}
                autoComplete="name"
                testId="deposit-payer"
              />
            </>
          ) : (
            <p className="form__hint" data-testid="deposit-gateway-hint">
              {t('cashier.deposit.gatewayHint')}
            </p>
          )}
        </div>
        {bank ? (
          <aside className="bank-box" aria-labelledby="bank-box-title" data-testid="deposit-bank">
            <h3 id="bank-box-title" className="bank-box__title">
              {t('cashier.deposit.bankTitle')}
            </h3>
            <dl className="bank-box__rows">
              {(
                [
                  ['bankName', bank.bankName],
                  ['accountName', bank.accountName],
                  ['accountNumber', bank.accountNumber],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="bank-box__row">
                  <dt>{t(`cashier.deposit.bank.${key}`)}</dt>
                  <dd>
                    <span className="bank-box__value" data-testid={`deposit-bank-${key}`}>
                      {value}
                    </span>
                    <CopyButton
                      text={value}
                      label={t(`cashier.deposit.bank.${key}`)}
                      testId={`deposit-copy-${key}`}
                    />
                  </dd>
                </div>
              ))}
            </dl>
            <p className="bank-box__note">{t('cashier.deposit.bankNote')}</p>
          </aside>
        ) : null}
      </div>
      <FormError message={formError} testId="deposit-error" />
      {created ? (
        <p className="form__success" role="status" data-testid="deposit-created">
          {t('cashier.deposit.created', { amount: money(created.amount) })}
        </p>
      ) : null}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary button--lg"
          disabled={isPending || redirecting}
          data-testid="deposit-submit"
        >
          {redirecting
            ? t('cashier.deposit.redirecting')
            : isPending
              ? t('common.sending')
              : bank
                ? t('cashier.deposit.submitBank')
                : t('cashier.deposit.submitGateway')}
        </button>
      </div>
    </form>
  );
}
