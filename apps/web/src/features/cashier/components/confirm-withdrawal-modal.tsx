import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { AmountField } from '../../../components/ui/amount-field';
import { UploadIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useMoney } from '../../../hooks/use-money';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { checkAmount } from '../../../lib/amount';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import {
  PROOF_MAX_MB,
  proofProblem,
  useConfirmWithdrawal,
  type TWithdrawalConfirmation,
} from '../api/confirm-withdrawal';
import type { TWithdrawalOrder } from '../api/create-withdrawal';
import { FormError } from '../../../components/ui/form-status';

type TConfirmWithdrawalModalProps = {
  order: TWithdrawalOrder;
  result: TWithdrawalConfirmation;
  onClose: () => void;
  /** Saved: the text to show beside the list. */
  onDone: (text: string) => void;
};

/**
 * The player's answer to a payout (spec §3, §4): received; partly received (the amount that arrived, the
 * rest shown); not received (a proof image, png or jpg up to 5 MB).
 */
export function ConfirmWithdrawalModal({ order, result, onClose, onDone }: TConfirmWithdrawalModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const fileId = useId();
  const { mutateAsync: confirm, isPending } = useConfirmWithdrawal();
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amountReceived?: string; proof?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const orderMinor = decimalToMinor(order.amount);
  const receivedCheck = checkAmount(received, { max: order.amount });
  const remaining =
    receivedCheck.ok && receivedCheck.minor <= orderMinor
      ? minorToDecimal(orderMinor - receivedCheck.minor)
      : null;

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) {
      setProof(null);
      setErrors((current) => ({
        ...current,
        proof:
          problem === 'type' ? t('validation.imageType') : t('validation.imageSize', { max: PROOF_MAX_MB }),
      }));
      return;
    }
    setProof(file);
    setErrors((current) => ({ ...current, proof: undefined }));
  };

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      setFormError(null);
      const found: { amountReceived?: string; proof?: string } = {};
      if (result === 'PARTIAL') {
        const text = amountError(receivedCheck);
        if (text) found.amountReceived = text;
        else if (receivedCheck.ok && receivedCheck.minor === orderMinor)
          found.amountReceived = t('cashier.withdraw.confirm.PARTIAL.whole');
      }
      if (result === 'NOT_RECEIVED' && !proof)
        found.proof = errors.proof ?? t('cashier.withdraw.confirm.proofRequired');
      else if (errors.proof) found.proof = errors.proof;
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      try {
        await confirm({
          orderId: order.orderId,
          result,
          ...(result === 'PARTIAL' && receivedCheck.ok ? { amountReceived: receivedCheck.amount } : {}),
          proof,
        });
        onDone(t(`cashier.withdraw.confirm.${result}.done`));
      } catch (error) {
        const field = refusalField(error, ['amountReceived', 'proof'] as const, {
          PROOF_REQUIRED: 'proof',
          UNSUPPORTED_FILE: 'proof',
          FILE_TOO_LARGE: 'proof',
          PAYLOAD_TOO_LARGE: 'proof',
          AMOUNT_OUT_OF_RANGE: 'amountReceived',
        });
        if (field) setErrors({ [field]: errorText(error) });
        else setFormError(errorText(error));
      }
    });
  };

  const proofLabel =
    result === 'NOT_RECEIVED'
      ? t('cashier.withdraw.confirm.proof')
      : t('cashier.withdraw.confirm.proofOptional');

  return (
    <Modal
      title={t(`cashier.withdraw.confirm.${result}.title`)}
      closeLabel={t('common.close')}
      onClose={onClose}
      dismissible={!isPending}
      size="sm"
      testId="confirm-withdrawal"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="confirm-withdrawal-form"
      >
        <p className="dialog-body__text">
          {t(`cashier.withdraw.confirm.${result}.text`, {
            amount: money(order.amount),
            payee: `${order.payee.bankName} · ${order.payee.accountNumber}`,
          })}
        </p>
        {result === 'PARTIAL' ? (
          <>
            <AmountField
              label={t('cashier.withdraw.confirm.amountReceived')}
              value={received}
              onChange={setReceived}
              error={errors.amountReceived}
              testId="confirm-amount-received"
            />
            <p className="confirm-remaining" data-testid="confirm-remaining">
              {t('cashier.withdraw.confirm.remaining', {
                amount: remaining === null ? '—' : money(remaining),
              })}
            </p>
          </>
        ) : null}
        {result !== 'RECEIVED' ? (
          <div className={`field${errors.proof ? ' is-invalid' : ''}`}>
            <span className="field__label">
              {proofLabel}
              {result === 'NOT_RECEIVED' ? (
                <span className="field__required" aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
            <label htmlFor={fileId} className="file-drop">
              <UploadIcon size={20} />
              <span className="file-drop__text" data-testid="confirm-proof-name">
                {proof ? proof.name : t('cashier.withdraw.confirm.choose')}
              </span>
              <span className="file-drop__hint">
                {t('cashier.withdraw.confirm.proofHint', { max: PROOF_MAX_MB })}
              </span>
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              className="visually-hidden"
              onChange={pickFile}
              aria-invalid={errors.proof ? true : undefined}
              data-testid="confirm-proof"
            />
            {errors.proof ? (
              <p className="field__error" data-testid="confirm-proof-error">
                {errors.proof}
              </p>
            ) : null}
          </div>
        ) : null}
        {result !== 'RECEIVED' ? (
          <p className="form__hint">{t('cashier.withdraw.confirm.autoNote')}</p>
        ) : null}
        <FormError message={formError} testId="confirm-withdrawal-error" />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={isPending}
            data-testid="confirm-withdrawal-submit"
          >
            {isPending ? t('common.sending') : t(`cashier.withdraw.confirm.${result}.submit`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
