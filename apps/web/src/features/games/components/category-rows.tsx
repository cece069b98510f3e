import { Suspense } from 'react';
import { MountWhenNear } from '../../../components/ui/mount-when-near';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameCard } from '@platform/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronDownIcon, SparkIcon } from '../../../components/ui/icons';
import { useLanes } from '../api/get-lanes';
import { buildHomeRows, HOME_ROW_GRID_ROWS, slidesOf, type THomeRow } from '../utils/home-rows';
import { useCategoryTitle } from './category-title';
import { HomeVendorTile } from './category-row-vendor-tile';
import { GameCard } from './game-card';
import { GameCardKitProvider } from './game-card-kit';
import { LobbyError, SliderArrows } from './home-lobby-nav';
import { RowSkeleton, RowsSkeleton } from './lobby-skeletons';
import { SnapSlide, SnapSlider, useSnapSlider } from './snap-slider';

function CategoryRow({ row }: { row: THomeRow<TGameCard> }) {
  const { t } = useTranslation();
  const title = useCategoryTitle(row.category);
  const id = `lobby-row-${row.category.toLowerCase()}`;
  const vendorRow = row.kind === 'vendors';
  // spec §9: 6 slides per view, each slide a column of 2 cards.
  const columns = vendorRow ? row.cards.map((card) => [card]) : slidesOf(row.cards, HOME_ROW_GRID_ROWS);
  const { nav, attach } = useSnapSlider(columns.length);

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
      {/* Columns on the browser's scroll snapping (3 to 6 in view by the row's width, lobby.css), not
          Swiper, whose set-up read the page's styles and sizes as each row mounted. */}
      <GameCardKitProvider>
        <SnapSlider ref={attach} columns>
          {columns.map((column) => (
            <SnapSlide
              key={column.map((card) => card.nodeId).join('|')}
              className={vendorRow ? undefined : 'lobby-row__column'}
            >
              {vendorRow
                ? column.map((card) => <HomeVendorTile key={card.nodeId} card={card} />)
                : column.map((card) => <GameCard key={card.nodeId} card={card} />)}
            </SnapSlide>
          ))}
        </SnapSlider>
      </GameCardKitProvider>
    </section>
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
    <Suspense fallback={<RowsSkeleton />}>
      <div className="lobby-rows" data-testid="lobby-rows">
        {rows.map((row) => (
          // Rows below the fold (and their sliders) are set up when they come near the viewport.
          <MountWhenNear key={row.category} placeholder={<RowSkeleton />}>
            <CategoryRow row={row} />
          </MountWhenNear>
        ))}
      </div>
    </Suspense>
  );
}
