import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRASH_AUTO_MAX,
  CRASH_AUTO_MIN,
  type TCrashBet,
  type TCrashRound,
  type THouseGame,
} from '@platform/contracts/house-games';
import { AmountField } from '../../../../components/ui/amount-field';
import { TextField } from '../../../../components/ui/text-field';
import { useAmountError } from '../../../../hooks/use-amount-error';
import { useMoney } from '../../../../hooks/use-money';
import { checkAmount } from '../../../../lib/amount';
import { useCrashClock } from './use-crash-clock';
import { useMultiplier } from './use-multiplier';
import type { TCrashAction } from './use-crash-live';

/** An auto cash-out as typed (`2`, `2.5`, `2,50`): a multiplier from 1.01 to 10,000 with at most 2 decimals. */
export function parseAutoCashout(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,5}(?:[.,]\d{1,2})?$/.test(trimmed)) return { ok: false };
  const hundredths = Math.round(Number(trimmed.replace(',', '.')) * 100);
  if (hundredths < Math.round(CRASH_AUTO_MIN * 100) || hundredths > CRASH_AUTO_MAX * 100)
    return { ok: false };
  return { ok: true, value: hundredths / 100 };
}

type TCrashBetFormProps = {
  game: THouseGame;
  round: TCrashRound | null;
  offsetMs: number;
  myBet: TCrashBet | null;
  pending: TCrashAction | null;
  onBet: (amount: number, autoCashout: number | null) => void;
  onCashOut: () => void;
};

/** The bet before the start (amount, optional auto cash-out), the cash-out while the member's bet rides. */
export function CrashBetForm({
  game,
  round,
  offsetMs,
  myBet,
  pending,
  onBet,
  onCashOut,
}: TCrashBetFormProps) {
  const { t } = useTranslation();
  const amountError = useAmountError();
  const money = useMoney();
  const multiplier = useMultiplier();
  const [amount, setAmount] = useState(String(game.minBet));
  const [auto, setAuto] = useState('');
  const [touched, setTouched] = useState(false);
  const amountCheck = checkAmount(amount, { min: game.minBet, max: game.maxBet });
  const autoCheck = parseAutoCashout(auto);
  const riding = round?.status === 'RUNNING' && myBet !== null && myBet.cashedOutAt === null;
  const canBet = round?.status === 'BETTING' && myBet === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canBet || pending || !amountCheck.ok || !autoCheck.ok) return;
    onBet(amountCheck.amount, autoCheck.value);
  };

  return (
    <form className="card crash-bet" onSubmit={submit} noValidate data-testid="crash-bet-form">
      <div className="crash-bet__fields">
        <AmountField
          label={t('house.crash.amount')}
          value={amount}
          onChange={setAmount}
          testId="crash-amount"
          disabled={!canBet}
          error={touched ? amountError(amountCheck) : null}
          hint={t('house.crash.limits', { min: money(game.minBet), max: money(game.maxBet) })}
        />
        <TextField
          label={t('house.crash.auto')}
          value={auto}
          onChange={setAuto}
          testId="crash-auto"
          inputMode="decimal"
          autoComplete="off"
          maxLength={8}
          disabled={!canBet}
          placeholder={multiplier(2)}
          error={touched && !autoCheck.ok ? t('house.crash.autoInvalid') : null}
          hint={t('house.crash.autoHint')}
        />
      </div>
      {riding ? (
        <CashOutButton
          round={round}
          offsetMs={offsetMs}
          bet={myBet}
          busy={pending === 'cashout'}
          onCashOut={onCashOut}
        />
      ) : (
        <button
          type="submit"
          className="button button--primary button--lg crash-bet__submit"
          disabled={!canBet || pending !== null}
          data-testid="crash-bet-submit"
        >
          {pending === 'bet' ? t('house.crash.sending') : t('house.crash.bet')}
        </button>
      )}
      {round?.status === 'RUNNING' && myBet === null ? (
        <p className="crash-bet__note">{t('house.crash.nextRound')}</p>
      ) : null}
    </form>
  );
}

function CashOutButton({
  round,
  offsetMs,
  bet,
  busy,
  onCashOut,
}: {
  round: TCrashRound;
  offsetMs: number;
  bet: TCrashBet;
  busy: boolean;
  onCashOut: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const multiplier = useMultiplier();
  const clock = useCrashClock(round, offsetMs);
  // What a cash-out now would pay (the server's rule: floor(stake in cents × multiplier)); the server's clock decides.
  const value = Math.floor((Math.round(bet.amount * 100) * clock.hundredths) / 100) / 100;
  return (
    <button
      type="button"
      className="button button--primary button--lg crash-bet__cashout"
      disabled={busy}
      onClick={onCashOut}
      data-testid="crash-cashout"
    >
      <span>{t('house.crash.cashout', { multiplier: multiplier(clock.hundredths / 100) })}</span>
      <small>{money(value)}</small>
    </button>
  );
}
