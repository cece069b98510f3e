import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons';

/** What a block's header arrows drive: a lobby slider (see snap-slider). */
export type TSliderNav = {
  prev(): void;
  next(): void;
  atStart: boolean;
  atEnd: boolean;
};

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
