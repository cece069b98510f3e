import { useEffect, useRef, type ReactNode } from 'react';
import { nextTickerOffset, tickerMoves } from '../utils/winner-board';
import { useReducedMotion } from './home-lobby-nav';

type TTickerProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, copy: boolean) => ReactNode;
  label: string;
  testId: string;
};

/**
 * A vertically scrolling list (spec §9: speed 0.5 per frame, limitMoveNum 3): with more than 3 entries it
 * scrolls without end (a second, hidden copy follows the first), pauses while hovered or focused, and stands
 * still, scrollable by hand, when the system asks for reduced motion.
 */
export function WinnerTicker<T>({ items, keyOf, render, label, testId }: TTickerProps<T>) {
  const reduced = useReducedMotion();
  const moves = tickerMoves(items.length) && !reduced;
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLUListElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!moves || !track) return;
    let offset = 0;
    let frame = 0;
    const step = () => {
      if (!paused.current) {
        offset = nextTickerOffset(offset, copyRef.current?.offsetHeight ?? 0);
        track.style.transform = `translate3d(0, ${-offset}px, 0)`;
      }
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => {
      window.cancelAnimationFrame(frame);
      track.style.transform = '';
    };
  }, [moves, items]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  return (
    <div
      className={`ticker${moves ? ' ticker--moving' : ''}${reduced ? ' ticker--still' : ''}`}
      data-testid={testId}
      data-moving={moves}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
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
