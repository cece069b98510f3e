import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { GameCard } from './game-card';
import { GameCardKitProvider } from './game-card-kit';
import { GameCardSkeleton } from './game-card-skeleton';

/** A responsive grid of game cards. */
export function GameGrid({ cards, testId = 'game-grid' }: { cards: readonly TGameCard[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <GameCardKitProvider>
      <ul className="game-grid" aria-label={t('games.list.gridLabel')} data-testid={testId}>
        {cards.map((card) => (
          <li key={card.nodeId} className="game-grid__item">
            <GameCard card={card} />
          </li>
        ))}
      </ul>
    </GameCardKitProvider>
  );
}

/** Placeholders in the shape of the cards while a page loads. */
export function GameGridSkeleton({ count = 10 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="game-grid-skeleton" role="status" data-testid="game-grid-loading">
      <span className="visually-hidden">{t('games.list.loading')}</span>
      <ul className="game-grid skeleton-group" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="game-grid__item">
            <GameCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

type TLoadMoreProps = {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  children?: ReactNode;
};

/** "Load more" under a list: how many are shown (of how many) and the button while there are more pages. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: TLoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore && total === null) return null;
  return (
    <div className="load-more" data-testid="game-list-more">
      {total !== null ? (
        <p className="load-more__count" data-testid="game-list-count">
          {t('games.list.count', { shown, total })}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          aria-busy={loading}
          data-testid="game-list-load-more"
          onClick={onLoadMore}
        >
          {loading ? t('games.list.loadingMore') : t('games.list.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
