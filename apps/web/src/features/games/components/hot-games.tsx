import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import type { TGameCard } from '@platform/contracts/games';
import { RefreshIcon, SparkIcon } from '../../../components/ui/icons';
import { useHotGames } from '../api/get-hot-games';
import { HOT_GAMES_PER_SLIDE, slidesOf } from '../utils/home-rows';
import { GameCardSkeleton, LobbyError, SliderArrows, useReducedMotion, useSliderNav } from './home-lobby-nav';
import { HotGamesSwiper } from './lazy-lobby-swipers';

/**
 * Hot games (GCSGAME_hotGamesV2, cached in session storage under HOT_GAMES): 12 cards per slide, with
 * prev/next and a refresh that clears the cache and asks the server again.
 */
export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const nav = useSliderNav();
  const reduced = useReducedMotion();
  const title = t('lobby.hotGames.title');
  const list: TGameCard[] = hot.data ?? [];
  const slides = slidesOf(list, HOT_GAMES_PER_SLIDE);

  const loadingGrid = (
    <div className="hot-games__grid" data-testid="hot-games-loading">
      {Array.from({ length: HOT_GAMES_PER_SLIDE }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );

  // Nothing is hot right now: the block steps aside instead of showing an empty frame.
  if (hot.isSuccess && list.length === 0) return null;

  return (
    <section
      className="lobby-block hot-games"
      aria-labelledby="hot-games-title"
      aria-busy={hot.isPending}
      data-testid="hot-games"
    >
      <header className="lobby-block__head">
        <h2 className="lobby-block__title" id="hot-games-title">
          <span className="lobby-block__icon lobby-block__icon--hot">
            <SparkIcon size={18} />
          </span>
          {title}
        </h2>
        <div className="lobby-block__tools">
          <button
            type="button"
            className={`lobby-arrow${hot.isFetching ? ' is-spinning' : ''}`}
            aria-label={t('lobby.hotGames.refresh')}
            disabled={hot.isFetching}
            data-testid="hot-games-refresh"
            onClick={() => void hot.refresh()}
          >
            <RefreshIcon size={16} />
          </button>
          {slides.length > 1 ? <SliderArrows nav={nav} label={title} testId="hot-games-arrows" /> : null}
        </div>
      </header>
      {hot.isPending ? (
        loadingGrid
      ) : hot.isError && list.length === 0 ? (
        <LobbyError
          text={t('lobby.hotGames.error')}
          onRetry={() => void hot.refresh()}
          testId="hot-games-error"
        />
      ) : (
        <Suspense fallback={loadingGrid}>
          <HotGamesSwiper slides={slides} reduced={reduced} handlers={nav.handlers} />
        </Suspense>
      )}
    </section>
  );
}
