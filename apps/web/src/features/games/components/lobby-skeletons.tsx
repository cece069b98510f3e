import { useTranslation } from 'react-i18next';
import { CrownIcon, SparkIcon } from '../../../components/ui/icons';
import { HOT_GAMES_PER_SLIDE } from '../utils/home-rows';
import { GameCardSkeleton } from './game-card-skeleton';

/** The hot games' grid of one slide while its games load. */
export function HotGamesGridSkeleton() {
  return (
    <div className="hot-games__grid skeleton-group" data-testid="hot-games-loading">
      {Array.from({ length: HOT_GAMES_PER_SLIDE }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The hot games' title, on the block and on its skeleton. */
export function HotGamesHeading() {
  const { t } = useTranslation();
  return (
    <h2 className="lobby-block__title" id="hot-games-title">
      <span className="lobby-block__icon lobby-block__icon--hot">
        <SparkIcon size={18} />
      </span>
      {t('lobby.hotGames.title')}
    </h2>
  );
}

/** The hot games while their code loads: the block as it looks while its games load. */
export function HotGamesSkeleton() {
  return (
    <section className="lobby-block hot-games" aria-labelledby="hot-games-title" aria-busy="true">
      <header className="lobby-block__head">
        <HotGamesHeading />
        <div className="lobby-block__tools">
          <span className="lobby-arrow" aria-hidden="true" />
        </div>
      </header>
      <HotGamesGridSkeleton />
    </section>
  );
}

/** One category row while its games (or its code) load. */
export function RowSkeleton() {
  return (
    <section className="lobby-block lobby-row skeleton-group" aria-hidden="true">
      <header className="lobby-block__head">
        <span className="lobby-skeleton-title skeleton" />
      </header>
      <div className="lobby-row__skeleton">
        {Array.from({ length: 12 }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}

/** The category rows while the lanes (or the rows' code) load. */
export function RowsSkeleton() {
  return (
    <div className="lobby-rows" aria-busy="true" data-testid="lobby-rows-loading">
      <RowSkeleton />
      <RowSkeleton />
    </div>
  );
}

/** The winner board's lists while the rank list loads. */
export function BoardSkeleton() {
  return (
    <div className="winner-board__lists skeleton-group" data-testid="winner-board-loading" aria-hidden="true">
      {[0, 1].map((list) => (
        <div key={list} className="winner-list">
          <span className="lobby-skeleton-title skeleton" />
          {[0, 1, 2].map((row) => (
            <span key={row} className="winner-skeleton skeleton" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The winner board while its code loads: the board as it looks while the rank list loads. */
export function WinnerBoardSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="lobby-block winner-board" aria-labelledby="winner-board-title" aria-busy="true">
      <header className="winner-board__head">
        <h2 className="lobby-block__title" id="winner-board-title">
          <span className="lobby-block__icon lobby-block__icon--gold">
            <CrownIcon size={18} />
          </span>
          {t('lobby.winners.title')}
        </h2>
        <span className="jackpot jackpot--placeholder" aria-hidden="true" />
      </header>
      <BoardSkeleton />
    </section>
  );
}
