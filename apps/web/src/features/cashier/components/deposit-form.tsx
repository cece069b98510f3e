import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AmountField } from '../../../components/ui/amount-field';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { TextField } from '../../../components/ui/text-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useFormSubmit, type TFieldErrors } from '../../../hooks/use-form-submit';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { checkAmount } from '../../../lib/amount';
import { leavePage } from '../../../lib/leave-page';
import { refusalField } from '../../../lib/refusal-field';
import { safeUrl } from '../../../lib/safe-url';
import { useCreateDeposit, type TDepositOrder } from '../api/create-deposit';
import type { TDepositChannel } from '../api/get-deposit-channels';
import { quickAmounts } from '../utils/quick-amounts';

/** Our own payment pages (the sandbox gateway) speak the player's language; other sites are left alone. */
function inLanguage(target: string, lang: string): string {
  const url = new URL(target, window.location.origin);
  if (url.origin !== window.location.origin) return target;
  url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}

const EMPTY = { amount: '', transferReference: '', payerName: '' };
const FIELDS = ['amount', 'transferReference', 'payerName'] as const;
const TEXT_MAX = { transferReference: 64, payerName: 100 } as const;

/** The amount and, for a bank transfer, where to send the money and how the operator will find it. */
export function DepositForm({ channel }: { channel: TDepositChannel }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const [, setParams] = useSearchParams();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: createDeposit } = useCreateDeposit();
  const [redirecting, setRedirecting] = useState(false);
  const bank = channel.type === 'BANK_TRANSFER' ? channel.bank : null;
  const chips = quickAmounts(channel.minAmount, channel.maxAmount);
  const limits = { min: channel.minAmount, max: channel.maxAmount };

  const { values, set, field, setError, submit, busy, formError, setFormError, done, clearingDone } =
    useFormSubmit({
      initial: EMPTY,
      resetOnDone: true,
      disabled: redirecting,
      validate: ({ amount }): TFieldErrors<(typeof FIELDS)[number]> => ({
        amount: amountError(checkAmount(amount, limits)) ?? undefined,
      }),
      send: async (values): Promise<TDepositOrder | undefined> => {
        const check = checkAmount(values.amount, limits);
        if (!check.ok) return;
        const reference = values.transferReference.trim();
        const payer = values.payerName.trim();
        const request = {
          channelId: channel.id,
          amount: check.amount,
          ...(bank && reference ? { transferReference: reference } : {}),
          ...(bank && payer ? { payerName: payer } : {}),
        };
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
        return order;
      },
      fieldOf: (error) => refusalField(error, FIELDS, { AMOUNT_OUT_OF_RANGE: 'amount' }),
      onRefused: failed,
    });

  return (
    <form
      className="card form deposit-form"
      noValidate
      onSubmit={submit}
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
            {...field('amount')}
            onChange={clearingDone(set('amount'))}
            hint={t('cashier.range', { min: money(limits.min), max: money(limits.max) })}
            testId="deposit-amount"
          />
          <div className="amount-chips" role="group" aria-label={t('cashier.deposit.quickAmounts')}>
            {chips.map((chip) => (
              <button
                key={chip}
                type="button"
                className={`amount-chip${values.amount === String(chip) ? ' is-selected' : ''}`}
                aria-pressed={values.amount === String(chip)}
                onClick={() => {
                  set('amount')(String(chip));
                  setError('amount', undefined);
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
                {...field('transferReference')}
                hint={t('cashier.deposit.transferReferenceHint')}
                maxLength={TEXT_MAX.transferReference}
                autoComplete="off"
                testId="deposit-reference"
              />
              <TextField
                label={t('cashier.deposit.payerName')}
                {...field('payerName')}
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
      <FormSuccess
        message={done ? t('cashier.deposit.created', { amount: money(done.amount) }) : null}
        testId="deposit-created"
      />
      <FormSubmit
        label={bank ? t('cashier.deposit.submitBank') : t('cashier.deposit.submitGateway')}
        busy={busy || redirecting}
        busyLabel={redirecting ? t('cashier.deposit.redirecting') : t('common.sending')}
        testId="deposit-submit"
        large
      />
    </form>
  );
}
