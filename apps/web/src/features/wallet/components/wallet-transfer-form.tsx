import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@platform/contracts/wallet';
import { AmountField } from '../../../components/ui/amount-field';
import { SelectField } from '../../../components/ui/select-field';
import { useAmountError } from '../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useMoney } from '../../../hooks/use-money';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { checkAmount } from '../../../lib/amount';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import type { TConsolidatedFunds } from '../api/get-consolidated-funds';
import { useTransferWallet, type TWalletTransferResult } from '../api/transfer-wallet';
import { FormError } from '../../../components/ui/form-status';

type TWalletTransferFormProps = {
  funds: TConsolidatedFunds;
  initialFrom?: string;
  initialTo?: string;
  initialAmount?: string;
  /** Put the cursor in the amount (the form was filled from a sub-wallet's button). */
  focusAmount?: boolean;
};

type TOutcome = { result: TWalletTransferResult; amount: number; from: string; to: string };

/** Moves money between the main wallet and one sub-wallet (GCS_walletTransfer): exactly one side is MAIN. */
export function WalletTransferForm({
  funds,
  initialFrom,
  initialTo,
  initialAmount,
  focusAmount,
}: TWalletTransferFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountError = useAmountError();
  const { keyFor, settle, failed } = useIdempotencyKey();
  const { mutateAsync: transfer, isPending } = useTransferWallet();
  const rootRef = useRef<HTMLFormElement>(null);
  const vendors = funds.subWallets;
  const firstVendor = vendors[0]?.vendor ?? '';
  const [from, setFrom] = useState(initialFrom ?? MAIN_WALLET);
  const [to, setTo] = useState(initialTo ?? (from === MAIN_WALLET ? firstVendor : MAIN_WALLET));
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [errors, setErrors] = useState<{ amount?: string; to?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);

  useEffect(() => {
    if (!focusAmount) return;
    rootRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    rootRef.current?.querySelector<HTMLInputElement>('[data-testid="wallet-transfer-amount"]')?.focus();
  }, [focusAmount]);

  const nameOf = (code: string) =>
    code === MAIN_WALLET
      ? t('wallet.main.title')
      : (vendors.find((wallet) => wallet.vendor === code)?.displayName ?? code);
  const sourceBalance =
    from === MAIN_WALLET
      ? funds.main.available
      : (vendors.find((wallet) => wallet.vendor === from)?.balance ?? 0);
  const targetPending = vendors.some(
    (wallet) => wallet.pending && (wallet.vendor === from || wallet.vendor === to),
  );

  const changeFrom = (value: string) => {
    setFrom(value);
    setTo(value === MAIN_WALLET ? (to === MAIN_WALLET ? firstVendor : to) : MAIN_WALLET);
    setOutcome(null);
  };

  const singleFlight = useSingleFlight();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await singleFlight(async () => {
      setFormError(null);
      setOutcome(null);
      const check = checkAmount(amount, { max: sourceBalance });
      const found = {
        amount: amountError(check, { maxMeans: 'balance' }) ?? undefined,
        to:
          to === from || (to !== MAIN_WALLET && from !== MAIN_WALLET)
            ? t('wallet.transfer.pickWallet')
            : undefined,
      };
      setErrors(found);
      if (!check.ok || found.to) return;
      const request = { from, to, amount: check.amount };
      try {
        const result = await transfer({ ...request, reference: keyFor(request) });
        settle();
        setOutcome({ result, amount: check.amount, from, to });
        if (result.status !== 'FAILED') setAmount('');
      } catch (error) {
        failed(error);
        const field = refusalField(error, ['amount'] as const, {
          INSUFFICIENT_BALANCE: 'amount',
          AMOUNT_OUT_OF_RANGE: 'amount',
        });
        if (field === 'amount') {
          setErrors({ amount: errorText(error) });
        } else {
          setFormError(errorText(error));
        }
      }
    });
  };

  return (
    <form
      ref={rootRef}
      className="card form wallet-transfer"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="wallet-transfer-title"
      data-testid="wallet-transfer-form"
    >
      <h2 id="wallet-transfer-title" className="card__title">
        {t('wallet.transfer.title')}
      </h2>
      <div className="wallet-transfer__route">
        <SelectField
          label={t('wallet.transfer.from')}
          value={from}
          onChange={changeFrom}
          testId="wallet-transfer-from"
        >
          <option value={MAIN_WALLET}>{t('wallet.main.title')}</option>
          {vendors.map((wallet) => (
            <option key={wallet.vendor} value={wallet.vendor}>
              {wallet.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('wallet.transfer.to')}
          value={to}
          onChange={(value) => {
            setTo(value);
            setOutcome(null);
          }}
          error={errors.to}
          testId="wallet-transfer-to"
        >
          {from === MAIN_WALLET ? (
            vendors.map((wallet) => (
              <option key={wallet.vendor} value={wallet.vendor}>
                {wallet.displayName}
              </option>
            ))
          ) : (
            <option value={MAIN_WALLET}>{t('wallet.main.title')}</option>
          )}
        </SelectField>
      </div>
      <AmountField
        label={t('wallet.transfer.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setOutcome(null);
        }}
        error={errors.amount}
        hint={t('wallet.transfer.sourceBalance', { name: nameOf(from), amount: money(sourceBalance) })}
        testId="wallet-transfer-amount"
        end={
          <button
            type="button"
            className="field__action"
            disabled={sourceBalance <= 0}
            onClick={() => setAmount(String(sourceBalance))}
            data-testid="wallet-transfer-all"
          >
            {t('wallet.transfer.all')}
          </button>
        }
      />
      {targetPending ? (
        <p className="form__notice" data-testid="wallet-transfer-pending-warning">
          {t('wallet.transfer.pendingWarning')}
        </p>
      ) : null}
      <FormError message={formError} testId="wallet-transfer-error" />
      {outcome ? <TransferOutcome outcome={outcome} nameOf={nameOf} /> : null}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          data-testid="wallet-transfer-submit"
        >
          {isPending ? t('common.sending') : t('wallet.transfer.submit')}
        </button>
      </div>
    </form>
  );
}

function TransferOutcome({ outcome, nameOf }: { outcome: TOutcome; nameOf: (code: string) => string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const values = { amount: money(outcome.amount), from: nameOf(outcome.from), to: nameOf(outcome.to) };
  switch (outcome.result.status) {
    case 'SUCCESS':
      return (
        <p className="form__success" role="status" data-testid="wallet-transfer-success">
          {t('wallet.transfer.success', values)}
        </p>
      );
    case 'PENDING':
      return (
        <p className="form__notice" role="status" data-testid="wallet-transfer-pending">
          {t('wallet.transfer.pending', values)}
        </p>
      );
    case 'FAILED':
      return (
        <p className="form__error" role="alert" data-testid="wallet-transfer-failed">
          {t('wallet.transfer.failed', values)}
        </p>
      );
  }
}
