import { useTranslation } from 'react-i18next';
import type { TPointConfig, TPointSpendReply } from '@platform/contracts/loyalty';
import { FormSubmit } from '../../../components/ui/form-actions';
import { PaymentPasswordField } from '../../../components/ui/form-fields';
import { FormError, FormSuccess } from '../../../components/ui/form-status';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { refusalField } from '../../../lib/refusal-field';
import { asUuid } from '../../../lib/request-id';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useAppStore } from '../../../stores/app-store';
import { useConvertPoints } from '../api/spend-points';
import { checkConversion, convertedAmount } from '../utils/convert';
import { formatPoints } from '../utils/format-points';

const EMPTY = { points: '', paymentPassword: '' };
const FIELDS = ['points', 'paymentPassword'] as const;
const BY_CODE = {
  INSUFFICIENT_POINTS: 'points',
  CONVERT_POINTS_INVALID: 'points',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  WRONG_PASSWORD: 'paymentPassword',
} as const;

/**
 * Points to balance: the amount they give is shown as they are typed; whole multiples of the rate's points,
 * at least the minimum and no more than held are checked before anything is sent.
 */
export function ConvertBox({ config, held }: { config: TPointConfig; held: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const scale = useAppStore((state) => state.brand?.currency.scale ?? 2);
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: convert } = useConvertPoints();

  const { field, values, set, submit, busy, formError, done, clearingDone } = useFormSubmit({
    initial: EMPTY,
    resetOnDone: true,
    validate: (form) => {
      const check = checkConversion(form.points, config, held, scale);
      const found: { points?: string; paymentPassword?: string } = {};
      if (!check.ok) {
        found.points = t(`loyalty.convert.errors.${check.reason}`, {
          min: number(config.minConvertPoints),
          step: number(config.convert.points),
          held: number(held),
        });
      }
      if (!isValidPaymentPassword(form.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      return found;
    },
    send: async (form): Promise<{ points: number; amount: number } | undefined> => {
      const check = checkConversion(form.points, config, held, scale);
      if (!check.ok) return;
      const request = { points: check.points, paymentPassword: form.paymentPassword };
      const reply: TPointSpendReply = await convert({
        ...request,
        requestId: asUuid(keyFor({ points: check.points })),
      });
      settle();
      return { points: check.points, amount: reply.record.amount ?? check.amount };
    },
    fieldOf: (error) => refusalField(error, FIELDS, BY_CODE),
    onRefused: failed,
  });

  const live = checkConversion(values.points, config, Number.MAX_SAFE_INTEGER, scale);
  const steps = Math.floor(held / config.convert.points);
  const most = steps * config.convert.points;
  const gives = live.ok ? live.amount : 0;

  return (
    <section className="card convert-box" aria-labelledby="convert-box-title" data-testid="convert-box">
      <h2 id="convert-box-title" className="card__title">
        {t('loyalty.convert.title')}
      </h2>
      <p className="convert-box__rate" data-testid="convert-rate">
        {t('loyalty.convert.rate', {
          points: number(config.convert.points),
          amount: money(config.convert.amount),
          min: number(config.minConvertPoints),
        })}
      </p>
      <form className="form" noValidate onSubmit={submit} data-testid="convert-form">
        <TextField
          label={t('loyalty.convert.points')}
          required
          {...field('points')}
          onChange={clearingDone(set('points'))}
          inputMode="numeric"
          autoComplete="off"
          testId="convert-points"
          hint={t('loyalty.convert.held', { value: number(held) })}
          end={
            <button
              type="button"
              className="field__action"
              disabled={most < config.minConvertPoints}
              onClick={() => set('points')(String(most))}
              data-testid="convert-all"
            >
              {t('loyalty.convert.all')}
            </button>
          }
        />
        <p className="convert-box__gives" aria-live="polite">
          <span>{t('loyalty.convert.gives')}</span>
          <strong data-testid="convert-amount" data-amount={gives}>
            {money(live.ok ? live.amount : convertedAmount(0, config.convert, scale))}
          </strong>
        </p>
        <PaymentPasswordField
          label={t('fields.paymentPassword')}
          {...field('paymentPassword')}
          testId="convert-password"
        />
        <FormError message={formError} testId="convert-error" />
        <FormSuccess
          message={
            done
              ? t('loyalty.convert.done', { points: number(done.points), amount: money(done.amount) })
              : null
          }
          testId="convert-done"
        />
        <FormSubmit
          label={t('loyalty.convert.submit')}
          busy={busy}
          busyLabel={t('common.sending')}
          testId="convert-submit"
          block
        />
      </form>
    </section>
  );
}
