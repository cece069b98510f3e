import { useEffect, useRef, type ReactNode } from 'react';
import { TICKER_STEP, tickerMoves } from '../utils/winner-board';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';

type TTickerProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, copy: boolean) => ReactNode;
  label: string;
  testId: string;
};

/** spec §9 gives the speed per frame; at 60 frames a second that is this many pixels a second. */
const PIXELS_PER_SECOND = TICKER_STEP * 60;

/**
 * A vertically scrolling list (spec §9: speed 0.5 per frame, limitMoveNum 3): with more than 3 entries it
 * scrolls without end (a second, hidden copy follows the first), pauses while hovered or focused, and stands
 * still, scrollable by hand, when the system asks for reduced motion. The motion is a CSS animation (one
 * copy's height per loop, timed from the speed), so it runs on the compositor and costs the page's main
 * thread nothing per frame.
 */
export function WinnerTicker<T>({ items, keyOf, render, label, testId }: TTickerProps<T>) {
  const reduced = useReducedMotion();
  const moves = tickerMoves(items.length) && !reduced;
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    const copy = copyRef.current;
    if (!moves || !track || !copy) return;
    const time = () => {
      track.style.setProperty('--ticker-duration', `${copy.offsetHeight / PIXELS_PER_SECOND}s`);
    };
    time();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(time);
    observer?.observe(copy);
    return () => {
      observer?.disconnect();
      track.style.removeProperty('--ticker-duration');
    };
  }, [moves, items]);

  return (
    <div
      className={`ticker${moves ? ' ticker--moving' : ''}${reduced ? ' ticker--still' : ''}`}
      data-testid={testId}
      data-moving={moves}
    >
      <div className="ticker__track" ref={trackRef}>
        <ul className="ticker__list" ref={copyRef} aria-label={label}>
          {items.map((item, index) => (
            <li key={`${keyOf(item)}#${index}`} className="ticker__item">
              {render(item, false)}
            </li>
          ))}
        </ul>
        {moves ? (
          <ul className="ticker__list" aria-hidden="true" inert>
            {items.map((item, index) => (
              <li key={`${keyOf(item)}#${index}`} className="ticker__item">
                {render(item, true)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
