import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as TSwiper } from 'swiper/types';
import { ChevronDownIcon } from '../../../components/ui/icons';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion (follows changes of the setting). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** What a block's header arrows drive: any lobby slider, on Swiper or on native scrolling. */
export type TSliderNav = {
  prev(): void;
  next(): void;
  atStart: boolean;
  atEnd: boolean;
};

/**
 * Prev/next of a lobby slider, driven through the Swiper instance so the buttons can sit in the block's
 * header and know when there is nothing more to show on either side.
 */
export function useSliderNav() {
  const [swiper, setSwiper] = useState<TSwiper | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const sync = useCallback((instance: TSwiper) => {
    setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });
  }, []);
  const handlers = {
    onSwiper: (instance: TSwiper) => {
      setSwiper(instance);
      sync(instance);
    },
    onSlideChange: sync,
    onResize: sync,
    onBreakpoint: sync,
    onReachBeginning: sync,
    onReachEnd: sync,
    onFromEdge: sync,
    onUpdate: sync,
  };
  return {
    handlers,
    prev: () => swiper?.slidePrev(),
    next: () => swiper?.slideNext(),
    ...edges,
  };
}

type TSliderArrowsProps = {
  nav: TSliderNav;
  /** What the arrows move through, for their labels ("Tragamonedas"). */
  label: string;
  testId: string;
};

export function SliderArrows({ nav, label, testId }: TSliderArrowsProps) {
  const { t } = useTranslation();
  return (
    <div className="lobby-arrows" data-testid={testId}>
      <button
        type="button"
        className="lobby-arrow lobby-arrow--prev"
        aria-label={t('lobby.nav.prev', { label })}
        disabled={nav.atStart}
        data-testid={`${testId}-prev`}
        onClick={nav.prev}
      >
        <ChevronDownIcon size={18} />
      </button>
      <button
        type="button"
        className="lobby-arrow lobby-arrow--next"
        aria-label={t('lobby.nav.next', { label })}
        disabled={nav.atEnd}
        data-testid={`${testId}-next`}
        onClick={nav.next}
      >
        <ChevronDownIcon size={18} />
      </button>
    </div>
  );
}

/** A block whose data could not be loaded: a short message and a retry, the rest of the page unaffected. */
export function LobbyError({ text, onRetry, testId }: { text: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-error" role="status" data-testid={testId}>
      <p>{text}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
