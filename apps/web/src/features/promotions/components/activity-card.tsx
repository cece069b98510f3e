import type { TActivityCard } from '@platform/contracts/promotion-activities';
import { useTranslation } from 'react-i18next';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { ActivityStateBadge } from './state-badge';

type TActivityCardProps = {
  card: TActivityCard;
  busy: boolean;
  /** A message about the card's last action (claimed amount, refusal). */
  notice: { tone: 'success' | 'danger'; text: string } | null;
  onAction: (card: TActivityCard) => void;
  onOpen: (card: TActivityCard) => void;
  /** The first card's banner is on screen at once (the page's largest paint): loaded first, not lazily. */
  priority?: boolean;
};

/** One activity of the page: banner, title, summary, validity in the brand zone, state and its action. */
export function ActivityCard({ card, busy, notice, onAction, onOpen, priority = false }: TActivityCardProps) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const muted = card.state === 'CLOSE' || card.state === 'COMING_SOON';
  return (
    <article
      className={`promo-card${muted ? ' promo-card--muted' : ''}`}
      data-testid="promotion-card"
      data-activity-id={card.id}
      data-state={card.state}
    >
      <button
        type="button"
        className="promo-card__banner"
        onClick={() => onOpen(card)}
        tabIndex={-1}
        aria-hidden
      >
        <img
          src={card.bannerUrl}
          alt=""
          width={1200}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="promo-card__category">{t(`promotions.categories.${card.category}`)}</span>
      </button>
      <div className="promo-card__body">
        <div className="promo-card__head">
          <h2 className="promo-card__title">
            <button type="button" className="promo-card__title-link" onClick={() => onOpen(card)}>
              {card.title}
            </button>
          </h2>
          <ActivityStateBadge state={card.state} testId="promotion-card-state" />
        </div>
        <p className="promo-card__summary">{card.summary}</p>
        <p className="promo-card__validity">
          {t('promotions.validity', {
            from: format.calendarDate(card.startsOn),
            to: format.calendarDate(card.endsOn),
          })}
        </p>
        {notice ? (
          <p className={`promo-card__notice promo-card__notice--${notice.tone}`} role="status">
            {notice.text}
          </p>
        ) : null}
        <div className="promo-card__actions">
          <button
            type="button"
            className="button button--ghost promo-card__more"
            onClick={() => onOpen(card)}
            data-testid="promotion-card-details"
          >
            {t('promotions.details')}
          </button>
          {card.action ? (
            <button
              type="button"
              className="button button--primary promo-card__action"
              disabled={busy}
              onClick={() => onAction(card)}
              data-testid="promotion-card-action"
            >
              {t(`promotions.actions.${card.action}`)}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while the list loads. */
export function ActivityCardSkeleton() {
  return (
    <div className="promo-card promo-card--skeleton" aria-hidden>
      <div className="promo-card__banner promo-skeleton" />
      <div className="promo-card__body">
        <div className="promo-skeleton promo-skeleton--line" />
        <div className="promo-skeleton promo-skeleton--line promo-skeleton--short" />
      </div>
    </div>
  );
}
