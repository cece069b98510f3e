import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { TGameCard } from '@platform/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronDownIcon, SparkIcon } from '../../../components/ui/icons';
import { useLanes } from '../api/get-lanes';
import { buildHomeRows, HOME_ROW_GRID_ROWS, slidesOf, type THomeRow } from '../utils/home-rows';
import { HomeVendorTile } from './category-row-vendor-tile';
import { useCategoryTitle } from './category-title';
import { GameCard } from './game-card';
import { GameCardSkeleton, LobbyError, SliderArrows, useReducedMotion, useSliderNav } from './home-lobby-nav';

/**
 * Columns per view by the row's own width (the side menu takes part of the window): 6 on a desktop
 * (spec §9), fewer on narrower screens so a card never gets too small to read.
 */
const GAME_BREAKPOINTS = {
  0: { slidesPerView: 3, spaceBetween: 10 },
  520: { slidesPerView: 4, spaceBetween: 12 },
  700: { slidesPerView: 5, spaceBetween: 14 },
  880: { slidesPerView: 6, spaceBetween: 16 },
};
const VENDOR_BREAKPOINTS = {
  0: { slidesPerView: 1.15, spaceBetween: 10 },
  520: { slidesPerView: 2, spaceBetween: 14 },
  880: { slidesPerView: 3, spaceBetween: 16 },
};

function CategoryRow({ row }: { row: THomeRow<TGameCard> }) {
  const { t } = useTranslation();
  const title = useCategoryTitle(row.category);
  const nav = useSliderNav();
  const reduced = useReducedMotion();
  const id = `lobby-row-${row.category.toLowerCase()}`;
  const vendorRow = row.kind === 'vendors';
  // spec §9: 6 slides per view, each slide a column of 2 cards.
  const columns = vendorRow ? row.cards.map((card) => [card]) : slidesOf(row.cards, HOME_ROW_GRID_ROWS);

  return (
    <section
      className={`lobby-block lobby-row lobby-row--${row.kind}`}
      aria-labelledby={id}
      data-testid={`lobby-row-${row.category}`}
      data-category={row.category}
    >
      <header className="lobby-block__head">
        <h2 className="lobby-block__title" id={id}>
          <span className="lobby-block__icon" data-type={row.category} aria-hidden="true" />
          {title}
        </h2>
        <div className="lobby-block__tools">
          {row.moreHref ? (
            <Link
              to={row.moreHref}
              className="lobby-more"
              aria-label={t('lobby.rows.moreLabel', { category: title })}
              data-testid={`lobby-row-${row.category}-more`}
            >
              {t('lobby.rows.more')}
              <ChevronDownIcon size={14} className="lobby-more__chevron" />
            </Link>
          ) : null}
          {row.arrows ? (
            <SliderArrows nav={nav} label={title} testId={`lobby-row-${row.category}-arrows`} />
          ) : null}
        </div>
      </header>
      <Swiper
        className="lobby-swiper"
        breakpointsBase="container"
        breakpoints={vendorRow ? VENDOR_BREAKPOINTS : GAME_BREAKPOINTS}
        slidesPerView={vendorRow ? 1.15 : 3}
        spaceBetween={10}
        speed={reduced ? 0 : 450}
        {...nav.handlers}
      >
        {columns.map((column) => (
          <SwiperSlide key={column.map((card) => card.nodeId).join('|')}>
            {vendorRow ? (
              column.map((card) => <HomeVendorTile key={card.nodeId} card={card} />)
            ) : (
              <div className="lobby-row__column">
                {column.map((card) => (
                  <GameCard key={card.nodeId} card={card} />
                ))}
              </div>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

function RowsSkeleton() {
  return (
    <div className="lobby-rows" aria-busy="true" data-testid="lobby-rows-loading">
      {[0, 1].map((row) => (
        <section key={row} className="lobby-block lobby-row" aria-hidden="true">
          <header className="lobby-block__head">
            <span className="lobby-skeleton-title skeleton" />
          </header>
          <div className="lobby-row__skeleton">
            {Array.from({ length: 12 }, (_, i) => (
              <GameCardSkeleton key={i} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The category rows of home (spec §2): GCSGAME_newGameVendor's lanes in the order RNG, FISH, LIVE, PVP,
 * SPORTS, COCKFIGHT (ESPORTS hidden), empty ones hidden, 12 cards each (see buildHomeRows).
 */
export function CategoryRows() {
  const { t } = useTranslation();
  const lanes = useLanes();

  if (lanes.isPending) return <RowsSkeleton />;
  if (lanes.isError && !lanes.data) {
    return (
      <LobbyError
        text={t('lobby.rows.error')}
        onRetry={() => void lanes.refetch()}
        testId="lobby-rows-error"
      />
    );
  }
  const rows = buildHomeRows(lanes.data.lanes);
  if (rows.length === 0) {
    return (
      <EmptyState
        testId="lobby-rows-empty"
        icon={<SparkIcon size={32} />}
        title={t('lobby.rows.emptyTitle')}
        text={t('lobby.rows.emptyText')}
      />
    );
  }
  return (
    <div className="lobby-rows" data-testid="lobby-rows">
      {rows.map((row) => (
        <CategoryRow key={row.category} row={row} />
      ))}
    </div>
  );
}
