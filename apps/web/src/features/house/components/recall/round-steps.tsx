import { useTranslation } from 'react-i18next';
import { houseGameOf, type THouseRound, type THouseStep } from '@platform/contracts/house-games';
import { useMoney } from '../../../../hooks/use-money';
import { formatMoney } from '../../../../lib/format-money';
import { useSymbolName } from '../../hooks/use-symbol-name';
import { useMultiplier } from '../crash/use-multiplier';

type TSpinStep = Extract<THouseStep, { type: 'spin' }>;

/** A dice roll or target in hundredths as read: 4217 → `42,17`. */
function useHundredths() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return (value: number) => formatMoney(value / 100, language);
}

/** Every step of a round as game recall shows it: spins, the dice roll, mines revealed, crash bet and cash-out. */
export function RoundSteps({ round }: { round: THouseRound }) {
  const { t } = useTranslation();
  const reveals = round.steps.filter((step) => step.type === 'reveal');
  return (
    <div className="house-steps" data-testid={`house-steps-${round.id}`}>
      {round.kind === 'MINES' ? <MinesBoard round={round} /> : null}
      <ol className="house-steps__list">
        {round.steps.map((step, index) => (
          <li key={index} className={`house-step house-step--${step.type}`} data-testid="house-step">
            <Step step={step} gameCode={round.gameCode} />
          </li>
        ))}
      </ol>
      {round.kind === 'MINES' && round.mines !== null ? (
        <p className="house-steps__meta">
          {t('house.recall.minesMeta', { mines: round.mines, revealed: reveals.length })}
        </p>
      ) : null}
    </div>
  );
}

function Step({ step, gameCode }: { step: THouseStep; gameCode: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const multiplier = useMultiplier();
  const hundredths = useHundredths();
  switch (step.type) {
    case 'spin':
      return <SpinStep step={step} gameCode={gameCode} />;
    case 'roll':
      return (
        <p className={step.win > 0 ? 'is-won' : 'is-lost'}>
          {t('house.recall.roll', {
            roll: hundredths(step.roll),
            direction: t(`house.recall.direction.${step.direction}`),
            target: hundredths(step.target),
            multiplier: multiplier(step.multiplier),
          })}{' '}
          <strong>
            {step.win > 0 ? t('house.recall.won', { amount: money(step.win) }) : t('house.recall.noWin')}
          </strong>
        </p>
      );
    case 'reveal':
      return (
        <p className={step.safe ? 'is-won' : 'is-lost'}>
          {step.safe
            ? t('house.recall.revealSafe', { cell: step.cell + 1, multiplier: multiplier(step.multiplier) })
            : t('house.recall.revealMine', { cell: step.cell + 1 })}
        </p>
      );
    case 'cashout':
      return (
        <p className="is-won">
          {t(step.auto ? 'house.recall.cashoutAuto' : 'house.recall.cashout', {
            multiplier: multiplier(step.multiplier),
            amount: money(step.win),
          })}
        </p>
      );
    case 'bet':
      return (
        <p>
          {step.autoCashout !== null
            ? t('house.recall.betAuto', {
                amount: money(step.amount),
                multiplier: multiplier(step.autoCashout),
              })
            : t('house.recall.bet', { amount: money(step.amount) })}
        </p>
      );
    case 'crash':
      return <p className="is-lost">{t('house.recall.crash', { point: multiplier(step.point) })}</p>;
  }
}

/** A slot spin: the window with its winning cells, the line and scatter wins, the free spins. */
export function SpinStep({ step, gameCode }: { step: TSpinStep; gameCode: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const symbolName = useSymbolName(houseGameOf(gameCode)?.theme ?? 'aztec');
  const winning = new Set(step.wins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)));
  const rows = step.grid[0]?.length ?? 0;
  return (
    <div className="house-spin">
      <p className="house-spin__title">
        <strong>
          {step.free ? t('house.recall.freeSpin', { index: step.index }) : t('house.recall.paidSpin')}
        </strong>{' '}
        <span>{t('house.recall.stops', { stops: step.stops.join(' · ') })}</span>
      </p>
      <div
        className="house-spin__grid"
        role="img"
        aria-label={t('house.recall.gridLabel', {
          rows: Array.from({ length: rows }, (_, row) => step.grid.map((reel) => reel[row]).join(' ')).join(
            ' / ',
          ),
        })}
        style={{ gridTemplateColumns: `repeat(${step.grid.length}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: rows }, (_, row) =>
          step.grid.map((reel, index) => (
            <span
              key={`${index}:${row}`}
              className={`house-spin__cell${winning.has(`${index}:${row}`) ? ' is-winning' : ''}`}
              data-symbol={reel[row]}
              title={symbolName(reel[row] ?? '')}
            >
              {symbolName(reel[row] ?? '')}
            </span>
          )),
        )}
      </div>
      {step.wins.length > 0 ? (
        <ul className="house-spin__wins">
          {step.wins.map((win, index) => (
            <li key={index} data-testid="house-spin-win">
              {win.line < 0
                ? t('house.recall.scatterWin', {
                    count: win.count,
                    symbol: symbolName(win.symbol),
                    amount: money(win.win),
                  })
                : t('house.recall.lineWin', {
                    line: win.line + 1,
                    count: win.count,
                    symbol: symbolName(win.symbol),
                    amount: money(win.win),
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      {step.freeSpinsAwarded > 0 ? (
        <p className="house-spin__free is-won">
          {t('house.recall.freeSpinsAwarded', { count: step.freeSpinsAwarded })}
        </p>
      ) : null}
      <p className="house-spin__total">
        {step.win > 0 ? t('house.recall.spinWin', { amount: money(step.win) }) : t('house.recall.noWin')}
        {step.freeSpinsLeft > 0 ? ` · ${t('house.recall.freeSpinsLeft', { count: step.freeSpinsLeft })}` : ''}
      </p>
    </div>
  );
}

/** The 5×5 mines board of a round: the cells revealed (gems, the mine hit) and, once over, every mine. */
export function MinesBoard({ round }: { round: Pick<THouseRound, 'steps' | 'minedCells'> }) {
  const { t } = useTranslation();
  const revealed = new Map<number, boolean>();
  for (const step of round.steps) if (step.type === 'reveal') revealed.set(step.cell, step.safe);
  const mined = new Set(round.minedCells ?? []);
  return (
    <div
      className="house-mines"
      role="list"
      aria-label={t('house.recall.board')}
      data-testid="house-mines-board"
    >
      {Array.from({ length: 25 }, (_, cell) => {
        const safe = revealed.get(cell);
        const state = safe === true ? 'gem' : safe === false ? 'hit' : mined.has(cell) ? 'mine' : 'hidden';
        return (
          <span
            key={cell}
            role="listitem"
            className={`house-mines__cell is-${state}`}
            data-state={state}
            aria-label={t(`house.recall.cell.${state}`, { cell: cell + 1 })}
          >
            {state === 'gem' ? '◆' : state === 'hit' || state === 'mine' ? '✹' : ''}
          </span>
        );
      })}
    </div>
  );
}
