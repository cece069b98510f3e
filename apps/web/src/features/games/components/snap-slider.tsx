import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import type { TSliderNav } from './home-lobby-nav';

/** Sub-pixel scroll offsets (zoom, dense screens) must still count as being at an edge. */
const EDGE_TOLERANCE = 1;

type TEdges = Pick<TSliderNav, 'atStart' | 'atEnd'>;

function edgesOf(element: HTMLElement): TEdges {
  const { scrollLeft, clientWidth, scrollWidth } = element;
  return {
    atStart: scrollLeft <= EDGE_TOLERANCE,
    atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE,
  };
}

export type TSnapSlider = {
  nav: TSliderNav;
  /** The ref of the {@link SnapSlider}: hands the scrolling element to the hook. */
  attach: (element: HTMLElement | null) => void;
};

/**
 * Prev/next of a {@link SnapSlider} of `slideCount` slides, full-width or columns. The browser scrolls and
 * snaps; this only asks it to move a slide and reads where it stands. Nothing is measured while rendering:
 * the first reading comes from the ResizeObserver, after the browser's own layout, so mounting forces no
 * layout.
 */
export function useSnapSlider(slideCount: number): TSnapSlider {
  const reduced = useReducedMotion();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<TEdges | null>(null);

  useEffect(() => {
    if (!element) return;
    const sync = () => {
      const next = edgesOf(element);
      setEdges((prev) => (prev?.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        sync();
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // A new observer reports the size once at the next layout, which also covers a change of the slides.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    if (observer) observer.observe(element);
    else sync();
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [element, slideCount]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (!element || slideCount < 2) return;
      const { scrollLeft, clientWidth, scrollWidth } = element;
      const maxLeft = scrollWidth - clientWidth;
      // One slide plus the gap: where the second slide starts, read from the page on a click only.
      const [first, second] = Array.from(element.children) as HTMLElement[];
      const pitch = first && second ? second.offsetLeft - first.offsetLeft : 0;
      if (pitch <= 0 || maxLeft <= 0) return;
      const left = Math.min(Math.max((Math.round(scrollLeft / pitch) + step) * pitch, 0), maxLeft);
      element.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
    },
    [element, slideCount, reduced],
  );
  const prev = useCallback(() => go(-1), [go]);
  const next = useCallback(() => go(1), [go]);

  // Until the first reading, the slider stands at its first slide, which is also the last when alone.
  const { atStart, atEnd } = edges ?? { atStart: true, atEnd: slideCount <= 1 };
  return { nav: { prev, next, atStart, atEnd }, attach: setElement };
}

/**
 * A horizontal slider on the browser's own scroll snapping (see `.snap-slider`): touch swiping is native and
 * mounting costs no script measuring the page, unlike Swiper on the first load of a phone. Its ref is
 * {@link useSnapSlider}'s `attach`.
 */
export function SnapSlider({
  columns,
  ...props
}: Omit<ComponentProps<'div'>, 'className'> & TSnapSliderProps) {
  return <div className={columns ? 'snap-slider snap-slider--columns' : 'snap-slider'} {...props} />;
}

type TSnapSliderProps = {
  /**
   * Slides as columns, several in view (a home category row): the view's CSS sets how many
   * (`--snap-per-view`) and the gap (`--snap-gap`), by the row's own width.
   */
  columns?: boolean;
};

/** One slide of a {@link SnapSlider}: full-width, or a column when the slider has `columns`. */
export function SnapSlide({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `snap-slider__slide ${className}` : 'snap-slider__slide'} {...props} />;
}
