import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THouseGame, THousePlay, TSlotConfig } from '@platform/contracts/house-games';
import { FormError } from '../../../../components/ui/form-status';
import { Modal } from '../../../../components/ui/modal';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { useMoney } from '../../../../hooks/use-money';
import { errorText } from '../../../../lib/error-text';
import { usePlayFreeSpin } from '../../api/play-free-spin';
import { useSpinSlot } from '../../api/spin-slot';
import { useReducedMotion } from '../../../../hooks/use-reduced-motion';
import { useSymbolName } from '../../hooks/use-symbol-name';
import {
  freeSpinsLeftOf,
  lineBetOf,
  restingGrid,
  roundWinOf,
  slotBetLevels,
  spinStepsOf,
} from '../../utils/slot';
import { SlotPaytable } from './slot-paytable';
import { SlotReels, winColourOf } from './slot-reels';

/** The reels spin at least this long, then stop one by one. */
const MIN_SPIN_MS = 450;
const REEL_STAGGER_MS = 140;
/** The pause between free spins played automatically (the player sees each result). */
const AUTO_FREE_SPIN_MS = 1_200;

/**
 * A TA video slot (5×3, 25 lines): the bet, the spin, the reels stopping one by one, then every winning line
 * drawn with its amount; scatters start free spins, played one by one (or automatically) and resumed after
 * a reload from the game's open round.
 */
export function SlotGame({ game, config }: { game: THouseGame; config: TSlotConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const symbolName = useSymbolName(config.theme);
  const levels = slotBetLevels(game, config);
  const [betIndex, setBetIndex] = useState(0);
  const [round, setRound] = useState(game.openRound?.kind === 'SLOT' ? game.openRound : null);
  const [stopped, setStopped] = useState(config.reels);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [auto, setAuto] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const reduced = useReducedMotion();
  const spin = useSpinSlot();
  const freeSpin = usePlayFreeSpin();
  const idempotency = useIdempotencyKey();
  const timers = useRef<number[]>([]);
  const startedAt = useRef(0);

  const clearTimers = () => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const step = round ? (spinStepsOf(round).at(-1) ?? null) : null;
  const grid = step?.grid ?? restingGrid(config);
  const landed = stopped >= config.reels;
  const busy = !landed || spin.isPending || freeSpin.isPending;
  const freeLeft = freeSpinsLeftOf(round);
  const shownStep = landed ? step : null;
  // Free spins play at the bet of the spin that won them.
  const bet = freeLeft > 0 && round ? round.stake : (levels[betIndex] ?? game.minBet);

  const startReels = () => {
    clearTimers();
    setRefusal(null);
    setFocused(null);
    startedAt.current = Date.now();
    if (!reduced) setStopped(0);
  };

  const land = (reply: THousePlay) => {
    setRound(reply.round);
    if (reduced) {
      setStopped(config.reels);
      return;
    }
    const wait = Math.max(0, MIN_SPIN_MS - (Date.now() - startedAt.current));
    for (let reel = 1; reel <= config.reels; reel += 1) {
      timers.current.push(window.setTimeout(() => setStopped(reel), wait + reel * REEL_STAGGER_MS));
    }
  };

  const refuse = (error: unknown) => {
    clearTimers();
    setStopped(config.reels);
    setAuto(false);
    setRefusal(errorText(error));
  };

  const onSpin = () => {
    if (busy || freeLeft > 0) return;
    const request = { gameCode: game.gameCode, bet };
    const requestId = idempotency.keyFor(request);
    startReels();
    spin.mutate(
      { ...request, requestId },
      {
        onSuccess: (reply) => {
          idempotency.settle();
          land(reply);
        },
        onError: (error) => {
          idempotency.failed(error);
          refuse(error);
        },
      },
    );
  };

  const onFreeSpin = useCallback(() => {
    if (!round || busy || freeLeft === 0) return;
    startReels();
    freeSpin.mutate(round.id, { onSuccess: land, onError: refuse });
    // startReels, land and refuse only read refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, busy, freeLeft, freeSpin]);

  useEffect(() => {
    if (!auto || busy || freeLeft === 0 || refusal) return;
    const id = window.setTimeout(onFreeSpin, AUTO_FREE_SPIN_MS);
    return () => window.clearTimeout(id);
  }, [auto, busy, freeLeft, refusal, onFreeSpin]);

  const lineBet = lineBetOf(bet);
  const spins = round ? spinStepsOf(round) : [];
  const hadFreeSpins = spins.length > 1 || (spins[0]?.freeSpinsAwarded ?? 0) > 0;

  return (
    <div className={`slot slot--${config.theme}`} data-testid="slot-game" data-theme={config.theme}>
      <div className="slot__stage">
        <SlotReels
          config={config}
          grid={grid}
          stopped={stopped}
          wins={shownStep?.wins ?? []}
          focused={focused}
          symbolName={symbolName}
        />
        {freeLeft > 0 || (shownStep && shownStep.freeSpinsAwarded > 0) ? (
          <p className="slot__banner" role="status" data-testid="slot-free-spins">
            {shownStep && shownStep.freeSpinsAwarded > 0 ? (
              <strong>{t('house.slot.freeSpinsWon', { count: shownStep.freeSpinsAwarded })} </strong>
            ) : null}
            {freeLeft > 0
              ? t('house.slot.freeSpinsLeft', { count: freeLeft, multiplier: config.freeSpinMultiplier })
              : null}
          </p>
        ) : null}
      </div>

      <div className="slot__result" aria-live="polite">
        {shownStep ? (
          <>
            <p
              className={`slot__win${shownStep.win > 0 ? ' is-win' : ''}`}
              data-testid="slot-win"
              data-win={shownStep.win}
            >
              {shownStep.free
                ? shownStep.win > 0
                  ? t('house.slot.freeSpinWin', { index: shownStep.index, amount: money(shownStep.win) })
                  : t('house.slot.freeSpinNoWin', { index: shownStep.index })
                : shownStep.win > 0
                  ? t('house.slot.win', { amount: money(shownStep.win) })
                  : t('house.slot.noWin')}
            </p>
            {shownStep.wins.length > 0 ? (
              <ul className="slot__wins" aria-label={t('house.slot.wins')} data-testid="slot-line-wins">
                {shownStep.wins.map((win, index) => (
                  <li
                    key={`${win.line}-${win.symbol}`}
                    data-testid="slot-line-win"
                    data-line={win.line}
                    className={focused === index ? 'is-focused' : ''}
                    tabIndex={0}
                    onMouseEnter={() => setFocused(index)}
                    onMouseLeave={() => setFocused(null)}
                    onFocus={() => setFocused(index)}
                    onBlur={() => setFocused(null)}
                  >
                    <span
                      className="slot__wins-dot"
                      style={{ background: win.line >= 0 ? winColourOf(index) : 'var(--accent)' }}
                      aria-hidden="true"
                    />
                    <span className="slot__wins-text">
                      {win.line >= 0
                        ? t('house.slot.lineWin', {
                            line: win.line + 1,
                            n: win.count,
                            symbol: symbolName(win.symbol),
                          })
                        : t('house.slot.scatterWin', { n: win.count, symbol: symbolName(win.symbol) })}
                    </span>
                    <strong>{money(win.win)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
            {round && hadFreeSpins ? (
              <p className="slot__round-win" data-testid="slot-round-win">
                {round.status === 'OPEN'
                  ? t('house.slot.roundWinSoFar', { amount: money(roundWinOf(round)) })
                  : t('house.slot.roundWin', { amount: money(roundWinOf(round)) })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="slot__hint">{busy ? t('house.slot.spinning') : t('house.slot.ready')}</p>
        )}
      </div>

      <div className="slot__controls">
        <div className="slot-bet" role="group" aria-label={t('house.slot.bet')}>
          <button
            type="button"
            className="slot-bet__step"
            aria-label={t('house.slot.betDown')}
            disabled={busy || freeLeft > 0 || betIndex === 0}
            data-testid="slot-bet-down"
            onClick={() => setBetIndex((index) => Math.max(0, index - 1))}
          >
            −
          </button>
          <div className="slot-bet__values">
            <span className="slot-bet__label">{t('house.slot.totalBet')}</span>
            <strong data-testid="slot-bet">{money(bet)}</strong>
            <span className="slot-bet__line" data-testid="slot-line-bet">
              {t('house.slot.lineBet', { amount: money(lineBet), lines: config.paylines.length })}
            </span>
          </div>
          <button
            type="button"
            className="slot-bet__step"
            aria-label={t('house.slot.betUp')}
            disabled={busy || freeLeft > 0 || betIndex >= levels.length - 1}
            data-testid="slot-bet-up"
            onClick={() => setBetIndex((index) => Math.min(levels.length - 1, index + 1))}
          >
            +
          </button>
        </div>
        {freeLeft > 0 ? (
          <div className="slot__free-actions">
            <button
              type="button"
              className="button button--primary button--lg slot__spin"
              disabled={busy}
              data-testid="slot-free-spin"
              onClick={onFreeSpin}
            >
              {t('house.slot.playFreeSpin')}
            </button>
            <label className="slot__auto">
              <input
                type="checkbox"
                checked={auto}
                data-testid="slot-auto"
                onChange={(event) => setAuto(event.target.checked)}
              />
              <span>{t('house.slot.autoFreeSpins')}</span>
            </label>
          </div>
        ) : (
          <button
            type="button"
            className="button button--primary button--lg slot__spin"
            disabled={busy}
            data-testid="slot-spin"
            onClick={onSpin}
          >
            {t('house.slot.spin')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost slot__paytable-button"
          data-testid="slot-paytable-open"
          onClick={() => setPaytableOpen(true)}
        >
          {t('house.slot.paytable.open')}
        </button>
      </div>
      <FormError message={refusal} testId="slot-error" />
      {paytableOpen ? (
        <Modal
          title={t('house.slot.paytable.title', { name: game.name })}
          closeLabel={t('common.close')}
          onClose={() => setPaytableOpen(false)}
          testId="slot-paytable-dialog"
          size="lg"
        >
          <SlotPaytable config={config} minBet={game.minBet} lineBet={lineBet} symbolName={symbolName} />
        </Modal>
      ) : null}
    </div>
  );
}
