import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_CELLS } from '@platform/contracts/house-fairness';
import { MINES_MAX, MINES_MIN, type THouseGame, type THousePlay } from '@platform/contracts/house-games';
import { minesMultiplierOf, minesSafeCells } from '@platform/contracts/house-payouts';
import { FormError } from '../../../../components/ui/form-status';
import { useAmountError } from '../../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { useMoney } from '../../../../hooks/use-money';
import { checkAmount } from '../../../../lib/amount';
import { errorText } from '../../../../lib/error-text';
import { useCashOutMines } from '../../api/cash-out-mines';
import { useRevealMinesCell } from '../../api/reveal-mines-cell';
import { useStartMines } from '../../api/start-mines';
import { minesViewOf } from '../../utils/mines';
import { formatMultiplier } from '../../utils/multiplier';
import { BetAmountField, formatStake } from '../common/bet-amount-field';

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

/**
 * Mines: a 5×5 board hiding 1–24 mines. Each safe cell raises the multiplier; a cash-out pays it, a mine
 * loses the stake; at the end every mine is shown. An open round comes back after a reload.
 */
export function MinesGame({ game }: { game: THouseGame }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const money = useMoney();
  const amountError = useAmountError();
  const [round, setRound] = useState(game.openRound?.kind === 'MINES' ? game.openRound : null);
  const [amountText, setAmountText] = useState(() => formatStake(game.minBet, language));
  const [mines, setMines] = useState(round?.mines ?? 3);
  const [pendingCell, setPendingCell] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useStartMines();
  const reveal = useRevealMinesCell();
  const cashOut = useCashOutMines();
  const idempotency = useIdempotencyKey();

  const view = round ? minesViewOf(round) : null;
  const open = view?.open ?? false;
  const busy = start.isPending || reveal.isPending || cashOut.isPending;
  const amount = checkAmount(amountText, { min: game.minBet, max: game.maxBet });
  const roundMines = round?.mines ?? mines;
  const safeCount = view?.safe.length ?? 0;
  const next =
    open && safeCount < minesSafeCells(roundMines) ? minesMultiplierOf(roundMines, safeCount + 1) : null;

  const played = (reply: THousePlay) => {
    setRound(reply.round);
    setPendingCell(null);
  };
  const refuse = (error: unknown) => {
    setPendingCell(null);
    setRefusal(errorText(error));
  };

  const onStart = () => {
    if (!amount.ok || open || busy) return;
    const request = { gameCode: game.gameCode, amount: amount.amount, mines };
    const requestId = idempotency.keyFor(request);
    setRefusal(null);
    start.mutate(
      { ...request, requestId },
      {
        onSuccess: (reply) => {
          idempotency.settle();
          played(reply);
        },
        onError: (error) => {
          idempotency.failed(error);
          refuse(error);
        },
      },
    );
  };

  const onReveal = (cell: number) => {
    if (!round || !open || busy) return;
    setRefusal(null);
    setPendingCell(cell);
    reveal.mutate({ roundId: round.id, cell }, { onSuccess: played, onError: refuse });
  };

  const onCashOut = () => {
    if (!round || !open || busy) return;
    setRefusal(null);
    cashOut.mutate(round.id, { onSuccess: played, onError: refuse });
  };

  const safe = new Set(view?.safe ?? []);
  const mined = new Set(view?.mined ?? []);

  return (
    <div className="mines" data-testid="mines-game">
      <div className="mines__board card">
        <div
          className="mines__grid"
          role="group"
          aria-label={t('house.mines.board')}
          data-testid="mines-grid"
        >
          {Array.from({ length: MINES_CELLS }, (_, cell) => {
            const isSafe = safe.has(cell);
            const isHit = view?.hit === cell;
            const isMine = mined.has(cell);
            const ended = view !== null && !open;
            const state = isHit
              ? 'hit'
              : isSafe
                ? 'gem'
                : ended && isMine
                  ? 'mine'
                  : ended
                    ? 'rest'
                    : 'hidden';
            const revealed = state !== 'hidden';
            return (
              <button
                key={cell}
                type="button"
                className={`mines-cell mines-cell--${state}${pendingCell === cell ? ' is-pending' : ''}`}
                aria-label={`${t('house.mines.cell', { cell: cell + 1 })}${
                  revealed ? `: ${t(`house.mines.cellState.${state}`)}` : ''
                }`}
                aria-disabled={!open || revealed || busy}
                data-testid={`mines-cell-${cell}`}
                data-state={state}
                onClick={() => (!revealed ? onReveal(cell) : undefined)}
              >
                <span className="mines-cell__art" aria-hidden="true" />
              </button>
            );
          })}
        </div>
        <div className="mines__status" aria-live="polite" data-testid="mines-status">
          {view && round ? (
            open ? (
              <>
                <div>
                  <span>{t('house.mines.current')}</span>
                  <strong data-testid="mines-multiplier">
                    {formatMultiplier(round.cashout?.multiplier ?? 1, language)}
                  </strong>
                </div>
                <div>
                  <span>{t('house.mines.cashoutValue')}</span>
                  <strong data-testid="mines-cashout-value">
                    {round.cashout ? money(round.cashout.win) : '—'}
                  </strong>
                </div>
                {next !== null ? (
                  <div>
                    <span>{t('house.mines.next')}</span>
                    <strong data-testid="mines-next">{formatMultiplier(next, language)}</strong>
                  </div>
                ) : null}
              </>
            ) : (
              <p
                className={`mines__result ${view.cashout ? 'is-win' : 'is-loss'}`}
                data-testid="mines-result"
              >
                {view.cashout
                  ? t('house.mines.cashedOut', {
                      amount: money(view.cashout.win),
                      multiplier: formatMultiplier(view.cashout.multiplier, language),
                    })
                  : t('house.mines.boom', { amount: money(round.stake) })}
              </p>
            )
          ) : (
            <p className="mines__hint">{t('house.mines.hint')}</p>
          )}
        </div>
      </div>

      <div className="mines__form card">
        <BetAmountField
          label={t('house.common.amount')}
          value={amountText}
          onChange={setAmountText}
          minBet={game.minBet}
          maxBet={game.maxBet}
          error={amountText.trim() === '' || open ? null : amountError(amount)}
          disabled={open}
          testId="mines-amount"
        />
        <label className="house-field">
          <span>{t('house.mines.mines')}</span>
          <select
            className="input"
            value={open ? roundMines : mines}
            disabled={open}
            data-testid="mines-count"
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {MINE_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        {open ? (
          <button
            type="button"
            className="button button--primary button--lg house-play"
            disabled={busy || !round?.cashout}
            data-testid="mines-cashout"
            onClick={onCashOut}
          >
            {round?.cashout
              ? t('house.mines.cashOutAmount', { amount: money(round.cashout.win) })
              : t('house.mines.cashOut')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary button--lg house-play"
            disabled={busy || !amount.ok}
            data-testid="mines-start"
            onClick={onStart}
          >
            {view ? t('house.mines.again') : t('house.mines.start')}
          </button>
        )}
        {open && !round?.cashout ? <p className="house-note">{t('house.mines.pickFirst')}</p> : null}
        <FormError message={refusal} testId="mines-error" />
      </div>
    </div>
  );
}
