import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { RefreshIcon } from '../../../components/ui/icons';
import { useHotGames } from '../api/get-hot-games';
import { HOT_GAMES_PER_SLIDE, slidesOf } from '../utils/home-rows';
import { GameCard } from './game-card';
import { GameCardKitProvider } from './game-card-kit';
import { LobbyError, SliderArrows } from './home-lobby-nav';
import { HotGamesGridSkeleton, HotGamesHeading } from './lobby-skeletons';
import { SnapSlide, SnapSlider, useSnapSlider } from './snap-slider';

/**
 * Hot games (GCSGAME_hotGamesV2, cached in session storage under HOT_GAMES): 12 cards per slide, with
 * prev/next and a refresh that clears the cache and asks the server again. The slider is native scroll
 * snapping, not Swiper: the block is above the fold, and Swiper's mount measured the page in a long task.
 */
export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const title = t('lobby.hotGames.title');
  const list: TGameCard[] = hot.data ?? [];
  const slides = slidesOf(list, HOT_GAMES_PER_SLIDE);
  const { nav, attach } = useSnapSlider(slides.length);

  const loadingGrid = <HotGamesGridSkeleton />;

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
        <HotGamesHeading />
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
        <GameCardKitProvider>
          <SnapSlider ref={attach}>
            {slides.map((slide, index) => (
              <SnapSlide
                key={index}
                className="hot-games__grid"
                role="group"
                aria-label={t('lobby.nav.page', { page: index + 1, total: slides.length })}
                data-testid={`hot-games-slide-${index}`}
              >
                {slide.map((card) => (
                  <GameCard key={card.nodeId} card={card} />
                ))}
              </SnapSlide>
            ))}
          </SnapSlider>
        </GameCardKitProvider>
      )}
    </section>
  );
}
