import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlotConfig } from '@platform/contracts/house-games';
import { cellKey, type TSpinStep } from '../../utils/slot';
import { SlotSymbol } from './slot-symbol';

/** Colours of drawn lines: a paytable line by its number, a spin's wins by their place in the list. */
export const LINE_COLOURS = ['#ffd36e', '#4fd1a5', '#ff7aa8', '#7fb8ff', '#ff9f43', '#c792ff', '#5ef0f0'];
export const lineColourOf = (line: number) => LINE_COLOURS[line % LINE_COLOURS.length]!;
export const winColourOf = (index: number) => LINE_COLOURS[index % LINE_COLOURS.length]!;

type TSlotReelsProps = {
  config: TSlotConfig;
  grid: string[][];
  /** Reels 0 … stopped − 1 show `grid`; the others are spinning. */
  stopped: number;
  /** The wins to draw (none while spinning). */
  wins: TSpinStep['wins'];
  /** One win picked in the list: only its line is drawn. */
  focused: number | null;
  symbolName: (id: string) => string;
};

/** Spinning strips: the theme's symbols in a fixed shuffled order, twice, scrolling. */
function spinStripOf(config: TSlotConfig, reel: number): string[] {
  const ids = config.symbols.map((symbol) => symbol.id);
  const strip = Array.from({ length: 8 }, (_, i) => ids[(i * 5 + reel * 3) % ids.length] ?? '');
  return [...strip, ...strip];
}

/** The 5×3 window: the reels, the winning cells lit and every winning line drawn over them. */
export function SlotReels({ config, grid, stopped, wins, focused, symbolName }: TSlotReelsProps) {
  const { t } = useTranslation();
  const shownWins = wins
    .map((win, index) => ({ ...win, index }))
    .filter((win) => focused === null || win.index === focused);
  const lit = useMemo(
    () => new Set(shownWins.flatMap((win) => win.cells.map(([reel, row]) => cellKey(reel, row)))),
    [shownWins],
  );
  const strips = useMemo(
    () => Array.from({ length: config.reels }, (_, reel) => spinStripOf(config, reel)),
    [config],
  );
  const spinning = stopped < config.reels;
  return (
    <div
      className={`slot-window${spinning ? ' is-spinning' : ''}${lit.size > 0 ? ' has-wins' : ''}`}
      role="region"
      aria-label={t('house.slot.reels')}
      aria-busy={spinning}
      data-testid="slot-reels"
    >
      {Array.from({ length: config.reels }, (_, reel) => (
        <div
          key={reel}
          className={`slot-reel${reel < stopped ? '' : ' is-spinning'}`}
          role="group"
          aria-label={t('house.slot.reel', { reel: reel + 1 })}
          data-testid={`slot-reel-${reel}`}
        >
          {reel < stopped ? (
            Array.from({ length: config.rows }, (_, row) => {
              const id = grid[reel]?.[row] ?? '';
              const win = lit.has(cellKey(reel, row));
              return (
                <div
                  key={`${row}-${id}`}
                  className={`slot-cell${win ? ' is-win' : ''}`}
                  data-testid={`slot-cell-${reel}-${row}`}
                  data-win={win}
                >
                  <SlotSymbol theme={config.theme} symbols={config.symbols} id={id} label={symbolName(id)} />
                </div>
              );
            })
          ) : (
            <div className="slot-reel__strip" aria-hidden="true">
              {strips[reel]!.map((id, index) => (
                <div key={index} className="slot-cell">
                  <SlotSymbol theme={config.theme} symbols={config.symbols} id={id} />
                </div>
              ))}
            </div>
          )}
        </div>
      ))}
      {spinning ? null : (
        <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
          {shownWins
            .filter((win) => win.line >= 0)
            .map((win) => {
              const rows = config.paylines[win.line] ?? [];
              const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
              return (
                <polyline
                  key={win.line}
                  points={`${rows.length ? `5,${rows[0]! * 100 + 50} ` : ''}${points}${rows.length ? ` 495,${rows.at(-1)! * 100 + 50}` : ''}`}
                  stroke={winColourOf(win.index)}
                  data-line={win.line}
                />
              );
            })}
        </svg>
      )}
    </div>
  );
}
