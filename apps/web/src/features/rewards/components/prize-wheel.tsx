import type { CSSProperties } from 'react';
import type { TRafflePrize } from '@platform/contracts/raffles';

/** Segment colours, alternating around the wheel (theme variables first, then fixed hues). */
const COLOURS = [
  'var(--accent)',
  'var(--violet)',
  '#2e8cff',
  '#e2425b',
  '#35d69a',
  '#ff9f43',
  '#6a4cf0',
  '#1abc9c',
];

/** The angle (degrees) the wheel turns so that prize `index`'s segment stops under the pointer at the top. */
export function wheelStop(index: number, count: number, current: number, turns = 6): number {
  const segment = 360 / count;
  const centre = (index + 0.5) * segment;
  const base = current - (current % 360);
  return base + turns * 360 + (360 - centre);
}

type TPrizeWheelProps = {
  prizes: readonly TRafflePrize[];
  rotation: number;
  spinning: boolean;
  reducedMotion: boolean;
  onStopped: () => void;
  label: (prize: TRafflePrize) => string;
};

/** The wheel: one segment per prize, turned to `rotation` (a CSS transition; none with reduced motion). */
export function PrizeWheel({
  prizes,
  rotation,
  spinning,
  reducedMotion,
  onStopped,
  label,
}: TPrizeWheelProps) {
  const count = Math.max(prizes.length, 1);
  const segment = 360 / count;
  const gradient = prizes
    .map((_, index) => `${COLOURS[index % COLOURS.length]} ${index * segment}deg ${(index + 1) * segment}deg`)
    .join(', ');
  const style: CSSProperties = {
    background: `conic-gradient(${gradient})`,
    transform: `rotate(${rotation}deg)`,
    transition: spinning && !reducedMotion ? 'transform 3.6s cubic-bezier(0.12, 0.72, 0.12, 1)' : 'none',
  };
  return (
    <div className="prize-wheel" data-testid="prize-wheel" data-spinning={spinning}>
      <span className="prize-wheel__pointer" aria-hidden="true" />
      <div
        className="prize-wheel__disc"
        style={style}
        aria-hidden="true"
        onTransitionEnd={(event) => {
          if (event.propertyName === 'transform') onStopped();
        }}
      >
        {prizes.map((prize, index) => (
          <span
            key={prize.id}
            className="prize-wheel__label"
            style={{ transform: `rotate(${(index + 0.5) * segment}deg)` }}
          >
            {label(prize)}
          </span>
        ))}
      </div>
      <span className="prize-wheel__hub" aria-hidden="true" />
    </div>
  );
}
