import { useTranslation } from 'react-i18next';
import type { TPointReward, TPointSpendReply } from '@platform/contracts/loyalty';
import { FormSubmit } from '../../../components/ui/form-actions';
import { PaymentPasswordField } from '../../../components/ui/form-fields';
import { FormError } from '../../../components/ui/form-status';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { refusalField } from '../../../lib/refusal-field';
import { asUuid } from '../../../lib/request-id';
import { isValidPaymentPassword } from '../../../lib/validators';
import { useRedeemPointReward } from '../api/spend-points';
import { formatPoints } from '../utils/format-points';

const EMPTY = { name: '', phone: '', address: '', paymentPassword: '' };
const FIELDS = ['name', 'phone', 'address', 'paymentPassword'] as const;
const BY_CODE = {
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  WRONG_PASSWORD: 'paymentPassword',
  DELIVERY_REQUIRED: 'address',
} as const;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** Redeems one reward behind the payment password; goods also ask where to send them. */
export function RedeemDialog({
  reward,
  held,
  onClose,
  onDone,
}: {
  reward: TPointReward;
  held: number;
  onClose: () => void;
  onDone: (reply: TPointSpendReply) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  const goods = reward.kind === 'GOODS';
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: redeem } = useRedeemPointReward();

  const { field, submit, busy, formError } = useFormSubmit({
    initial: EMPTY,
    validate: (form) => {
      const found: Partial<Record<(typeof FIELDS)[number], string>> = {};
      if (goods) {
        if (!form.name.trim()) found.name = t('loyalty.redeem.errors.name');
        if (!PHONE.test(form.phone.trim())) found.phone = t('loyalty.redeem.errors.phone');
        if (form.address.trim().length < 5) found.address = t('loyalty.redeem.errors.address');
      }
      if (!isValidPaymentPassword(form.paymentPassword))
        found.paymentPassword = t('validation.paymentPasswordDigits');
      return found;
    },
    send: async (form) => {
      const delivery = goods
        ? { name: form.name.trim(), phone: form.phone.trim(), address: form.address.trim() }
        : undefined;
      const reply = await redeem({
        rewardId: reward.id,
        paymentPassword: form.paymentPassword,
        ...(delivery ? { delivery } : {}),
        requestId: asUuid(keyFor({ rewardId: reward.id, delivery })),
      });
      settle();
      onDone(reply);
      return true;
    },
    fieldOf: (error) => refusalField(error, FIELDS, BY_CODE),
    onRefused: failed,
  });

  return (
    <Modal
      title={t('loyalty.redeem.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="redeem-dialog"
    >
      <form className="form redeem-dialog" noValidate onSubmit={submit} data-testid="redeem-form">
        <div className="redeem-dialog__summary">
          <p className="redeem-dialog__name">{reward.name}</p>
          <p className="redeem-dialog__price">
            {t('loyalty.redeem.costs', {
              value: number(reward.pricePoints),
              left: number(held - reward.pricePoints),
            })}
          </p>
          {reward.kind === 'CASH' && reward.cashAmount !== null ? (
            <p className="redeem-dialog__cash">
              {t('loyalty.redeem.cashNote', { amount: money(reward.cashAmount) })}
            </p>
          ) : (
            <p className="redeem-dialog__cash">{t('loyalty.redeem.goodsNote')}</p>
          )}
        </div>
        {goods ? (
          <fieldset className="redeem-dialog__delivery" data-testid="redeem-delivery">
            <legend>{t('loyalty.redeem.delivery')}</legend>
            <TextField
              label={t('loyalty.redeem.name')}
              required
              {...field('name')}
              autoComplete="name"
              maxLength={60}
              testId="redeem-name"
            />
            <TextField
              label={t('loyalty.redeem.phone')}
              required
              {...field('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              testId="redeem-phone"
            />
            <TextField
              label={t('loyalty.redeem.address')}
              required
              {...field('address')}
              autoComplete="street-address"
              maxLength={200}
              testId="redeem-address"
            />
          </fieldset>
        ) : null}
        <PaymentPasswordField
          label={t('fields.paymentPassword')}
          {...field('paymentPassword')}
          testId="redeem-password"
        />
        <FormError message={formError} testId="redeem-error" />
        <FormSubmit
          label={t('loyalty.redeem.submit')}
          busy={busy}
          busyLabel={t('common.sending')}
          testId="redeem-submit"
          block
        />
      </form>
    </Modal>
  );
}
