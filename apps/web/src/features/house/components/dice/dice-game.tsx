import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { THouseGame, THouseStep } from '@platform/contracts/house-games';
import { diceWinOf, type TDiceDirection } from '@platform/contracts/house-payouts';
import { minorToDecimal } from '@platform/contracts/money';
import { FormError } from '../../../../components/ui/form-status';
import { useAmountError } from '../../../../hooks/use-amount-error';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { useMoney } from '../../../../hooks/use-money';
import { checkAmount } from '../../../../lib/amount';
import { errorText } from '../../../../lib/error-text';
import { useRollDice } from '../../api/roll-dice';
import { DICE_TARGET_MAX, diceOddsOf, formatHundredths, parseDiceTarget } from '../../utils/dice';
import { formatMultiplier } from '../../utils/multiplier';
import { BetAmountField, formatStake } from '../common/bet-amount-field';

type TRollStep = Extract<THouseStep, { type: 'roll' }>;
type TRollResult = TRollStep & { roundId: string };

const HISTORY_LENGTH = 12;
const DIRECTIONS: readonly TDiceDirection[] = ['UNDER', 'OVER'];

/**
 * Dice: a roll 0.00 … 99.99 against a target, over or under; the chance, multiplier and payout follow the
 * choice as the server computes them (1 % house edge); the roll shows win or loss, the last rolls in a strip.
 */
export function DiceGame({ game }: { game: THouseGame }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const money = useMoney();
  const amountError = useAmountError();
  const [amountText, setAmountText] = useState(() => formatStake(game.minBet, language));
  const [target, setTarget] = useState(5_000);
  const [targetText, setTargetText] = useState(formatHundredths(5_000, language));
  const [direction, setDirection] = useState<TDiceDirection>('OVER');
  const [results, setResults] = useState<TRollResult[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const roll = useRollDice();
  const idempotency = useIdempotencyKey();

  const amount = checkAmount(amountText, { min: game.minBet, max: game.maxBet });
  const odds = diceOddsOf(target, direction);
  const targetTyped = parseDiceTarget(targetText);
  const payout = amount.ok && odds.valid ? minorToDecimal(diceWinOf(amount.minor, odds.winning)) : null;
  const canRoll = amount.ok && odds.valid && targetTyped !== null && !roll.isPending;
  const last = results[0] ?? null;

  const moveTarget = (value: number) => {
    const next = Math.min(DICE_TARGET_MAX, Math.max(0, Math.round(value)));
    setTarget(next);
    setTargetText(formatHundredths(next, language));
  };

  const onTargetText = (text: string) => {
    setTargetText(text);
    const parsed = parseDiceTarget(text);
    if (parsed !== null) setTarget(parsed);
  };

  const onRoll = () => {
    if (!canRoll || !amount.ok) return;
    const request = { gameCode: game.gameCode, amount: amount.amount, target, direction };
    const requestId = idempotency.keyFor(request);
    setRefusal(null);
    roll.mutate(
      { ...request, requestId },
      {
        onSuccess: ({ round }) => {
          idempotency.settle();
          const step = round.steps.find((entry): entry is TRollStep => entry.type === 'roll');
          if (step) setResults((list) => [{ ...step, roundId: round.id }, ...list].slice(0, HISTORY_LENGTH));
        },
        onError: (error) => {
          idempotency.failed(error);
          setRefusal(errorText(error));
        },
      },
    );
  };

  // The track: red where a roll loses, green where it wins.
  const winFrom = direction === 'OVER' ? target / 100 : 0;
  const winTo = direction === 'OVER' ? 100 : target / 100;

  return (
    <div className="dice" data-testid="dice-game">
      <div className="dice__board card">
        <div
          className={`dice__roll${last ? (last.win > 0 ? ' is-win' : ' is-loss') : ''}`}
          aria-live="polite"
          data-testid="dice-result"
        >
          {last ? (
            <>
              <strong className="dice__roll-number" data-testid="dice-roll-value">
                {formatHundredths(last.roll, language)}
              </strong>
              <span>
                {last.win > 0
                  ? t('house.dice.won', { amount: money(last.win) })
                  : t('house.dice.lost', {
                      target: formatHundredths(last.target, language),
                      direction: t(`house.dice.direction.${last.direction}`),
                    })}
              </span>
            </>
          ) : (
            <span className="dice__roll-hint">{t('house.dice.hint')}</span>
          )}
        </div>
        <div
          className="dice__track"
          style={{ '--win-from': `${winFrom}%`, '--win-to': `${winTo}%` } as CSSProperties}
        >
          <input
            type="range"
            className="dice__slider"
            min={0}
            max={DICE_TARGET_MAX}
            step={1}
            value={target}
            aria-label={t('house.dice.target')}
            aria-valuetext={formatHundredths(target, language)}
            data-testid="dice-slider"
            onChange={(event) => moveTarget(Number(event.target.value))}
          />
          {last ? (
            <span
              className={`dice__marker${last.win > 0 ? ' is-win' : ' is-loss'}`}
              style={{ left: `${last.roll / 100}%` }}
              aria-hidden="true"
            >
              {formatHundredths(last.roll, language)}
            </span>
          ) : null}
          <div className="dice__scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((mark) => (
              <span key={mark}>{mark}</span>
            ))}
          </div>
        </div>
        <dl className="dice__odds">
          <div>
            <dt>{t('house.dice.chance')}</dt>
            <dd data-testid="dice-chance">
              {new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
                odds.chance,
              )}
              {' %'}
            </dd>
          </div>
          <div>
            <dt>{t('house.dice.multiplier')}</dt>
            <dd data-testid="dice-multiplier">
              {odds.valid ? formatMultiplier(odds.multiplier, language, 4) : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('house.dice.payout')}</dt>
            <dd data-testid="dice-payout">{payout === null ? '—' : money(payout)}</dd>
          </div>
        </dl>
        {odds.valid ? null : (
          <p className="form__error" role="alert" data-testid="dice-chance-error">
            {t('house.dice.chanceRange')}
          </p>
        )}
      </div>

      <div className="dice__form card">
        <BetAmountField
          label={t('house.common.amount')}
          value={amountText}
          onChange={setAmountText}
          minBet={game.minBet}
          maxBet={game.maxBet}
          error={amountText.trim() === '' ? null : amountError(amount)}
          testId="dice-amount"
        />
        <div className="dice__target-row">
          <label className="house-field">
            <span>{t('house.dice.target')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={targetText}
              aria-invalid={targetTyped === null}
              data-testid="dice-target"
              onChange={(event) => onTargetText(event.target.value)}
              onBlur={() => setTargetText(formatHundredths(target, language))}
            />
          </label>
          <div className="house-toggle" role="group" aria-label={t('house.dice.directionLabel')}>
            {DIRECTIONS.map((entry) => (
              <button
                key={entry}
                type="button"
                aria-pressed={direction === entry}
                className={direction === entry ? 'is-active' : ''}
                data-testid={`dice-direction-${entry}`}
                onClick={() => setDirection(entry)}
              >
                {t(`house.dice.direction.${entry}`)}
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="button button--primary button--lg house-play"
          disabled={!canRoll}
          data-testid="dice-roll"
          onClick={onRoll}
        >
          {roll.isPending ? t('house.dice.rolling') : t('house.dice.roll')}
        </button>
        <FormError message={refusal} testId="dice-error" />
      </div>

      {results.length > 0 ? (
        <ol className="house-history" aria-label={t('house.dice.history')} data-testid="dice-history">
          {results.map((result) => (
            <li key={result.roundId} className={result.win > 0 ? 'is-win' : 'is-loss'}>
              {formatHundredths(result.roll, language)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
