import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { GAME_CATEGORIES, type TGameCategory } from '@platform/contracts/categories.constants';
import type { TGameClassify } from '@platform/contracts/games';
import { INHOUSE_VASSALAGE } from '@platform/contracts/games.constants';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { cardsOfPages, useGameList } from '../api/get-game-list';
import { useGameMenus, type TGameMenus } from '../api/get-game-menus';
import { pageKeyOf, parseVassalage } from '../utils/game-paths';
import { useCategoryTitle } from './category-title';
import { GameGrid, GameGridSkeleton, LoadMore } from './game-grid';
import { WrenchIcon } from './game-icons';

/** The BGS page lists one vendor's games (spec §2 /bgs) across its categories. */
const BGS = 'BGS';
/** Filters in the order the page shows them (spec §3 game selection filters). */
const FILTERS: readonly TGameClassify[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];
const NEEDS_LOGIN: ReadonlySet<TGameClassify> = new Set(['FAV', 'RECENT']);

const asCategory = (value: string | null): TGameCategory | null =>
  GAME_CATEGORIES.find((category) => category === value) ?? null;

type TVendorTab = { vassalage: string; label: string; maintenance: boolean };

/** The vendor tabs of a category; /rng also offers the in-house games (spec §2 `/rng?vassalage=INHOUSE`). */
function vendorTabs(
  menus: TGameMenus | undefined,
  gameType: TGameCategory,
  inhouseLabel: string,
): TVendorTab[] {
  const menu = (type: TGameCategory) => menus?.menus.find((m) => m.gameType === type)?.vendors ?? [];
  const tabs = menu(gameType).map((vendor) => ({
    vassalage: vendor.vassalage,
    label: vendor.displayName,
    maintenance: vendor.maintenance,
  }));
  if (gameType === 'RNG' && menu('INHOUSE').length > 0) {
    tabs.push({ vassalage: INHOUSE_VASSALAGE, label: inhouseLabel, maintenance: false });
  }
  return tabs;
}

/** The categories a vendor has games in, in menu order. */
const typesOfVendor = (menus: TGameMenus | undefined, vassalage: string): TGameCategory[] =>
  (menus?.menus ?? [])
    .filter((menu) => menu.vendors.some((vendor) => vendor.vassalage === vassalage))
    .map((menu) => menu.gameType);

/**
 * /live, /fish, /rng, /pvp, /bgs and other game types (spec §2): the category's vendors as tabs
 * (`?vassalage=` selects one), the filters NEW / FAV / ALL / HOT / RECENT (FAV and RECENT need a login),
 * and the games, 20 per page with "load more".
 */
export function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const token = useAppStore((state) => state.token);
  const openModal = useAppStore((state) => state.openModal);
  const menus = useGameMenus();
  const pageKey = pageKeyOf(pathname);
  const isBgs = pageKey === BGS;
  const title = useCategoryTitle(pageKey);
  const inhouseLabel = t('categories.INHOUSE');
  const [filter, setFilter] = useState<TGameClassify>('ALL');

  const param = isBgs ? ({ kind: 'ok', value: BGS } as const) : parseVassalage(search);
  const bgsTypes = isBgs ? typesOfVendor(menus.data, BGS) : [];
  const gameType: TGameCategory = isBgs
    ? (asCategory(search.get('gameType')?.toUpperCase() ?? null) ?? bgsTypes[0] ?? 'RNG')
    : (asCategory(pageKey) ?? 'RNG');
  const tabs = isBgs ? [] : vendorTabs(menus.data, gameType, inhouseLabel);
  const vassalage = param.kind === 'ok' ? param.value : null;
  // A vendor the menus do not list in this category is unknown here (no call is made for it).
  const unknown =
    !isBgs && vassalage !== null && menus.isSuccess && !tabs.some((tab) => tab.vassalage === vassalage);
  // FAV and RECENT without a session fall back to ALL (a visitor's click opens the login popup instead).
  const classify: TGameClassify = NEEDS_LOGIN.has(filter) && !token ? 'ALL' : filter;
  // With a vendor asked for, the menus say first whether this category has it.
  const ready = param.kind !== 'bad' && !unknown && (vassalage === null || isBgs || !menus.isPending);
  const list = useGameList({ gameType, gameClassify: classify, vassalage }, ready);
  const notFound = list.error instanceof ApiError && list.error.code === 'NOT_FOUND';
  const cards = cardsOfPages(list.data?.pages);
  const total = list.data?.pages.at(-1)?.totalElements ?? null;
  const selectedTab = tabs.find((tab) => tab.vassalage === vassalage);
  const vendorLabel = vassalage === INHOUSE_VASSALAGE ? inhouseLabel : (selectedTab?.label ?? vassalage);

  const chooseFilter = (next: TGameClassify) => {
    if (NEEDS_LOGIN.has(next) && !token) {
      openModal({ name: 'login', reason: 'notLoggedIn' });
      return;
    }
    setFilter(next);
  };

  const body = () => {
    if (param.kind === 'bad' || unknown || notFound) {
      return (
        <EmptyState
          testId="game-list-unknown-vendor"
          icon={<SparkIcon size={32} />}
          title={t('games.list.unknownVendorTitle')}
          text={
            param.kind === 'bad'
              ? t('games.list.badVendor')
              : t('games.list.unknownVendor', { vendor: vassalage ?? '' })
          }
        >
          <Link to={pathname} className="button button--primary">
            {t('games.list.seeAll')}
          </Link>
        </EmptyState>
      );
    }
    if (list.isPending) return <GameGridSkeleton />;
    if (list.isError && cards.length === 0) {
      return (
        <EmptyState testId="game-list-error" icon={<SparkIcon size={32} />} text={errorText(list.error)}>
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </EmptyState>
      );
    }
    if (cards.length === 0) {
      return (
        <EmptyState
          testId="game-list-empty"
          icon={<SparkIcon size={32} />}
          text={t(`games.list.empty.${classify}`)}
        />
      );
    }
    return (
      <>
        <GameGrid cards={cards} testId="game-list-grid" />
        <LoadMore
          shown={cards.length}
          total={total}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <section className="page game-list" data-testid="game-list-page" data-category={pageKey}>
      <PageHeader title={title} icon={<SparkIcon />}>
        {vassalage && !isBgs && !unknown && !notFound ? (
          <span className="chip" data-testid="game-list-vendor">
            {vendorLabel}
          </span>
        ) : null}
      </PageHeader>

      {/* While the menus load, the row holds its place with "All vendors", so the games below do not move. */}
      {tabs.length > 0 || bgsTypes.length > 1 || (!isBgs && menus.isPending) ? (
        <nav
          className="vendor-tabs"
          aria-label={t('games.list.vendorsLabel')}
          data-testid="game-list-vendors"
        >
          {isBgs ? (
            bgsTypes.map((type) => (
              <VendorLink
                key={type}
                to={`${pathname}?gameType=${type.toLowerCase()}`}
                current={type === gameType}
                label={t(`categories.${type}`)}
                testId={`game-list-type-${type}`}
              />
            ))
          ) : (
            <>
              <VendorLink
                to={pathname}
                current={vassalage === null}
                label={t('games.list.allVendors')}
                testId="game-list-vendor-ALL"
              />
              {tabs.map((tab) => (
                <VendorLink
                  key={tab.vassalage}
                  to={`${pathname}?vassalage=${encodeURIComponent(tab.vassalage)}`}
                  current={tab.vassalage === vassalage}
                  label={tab.label}
                  maintenance={tab.maintenance}
                  testId={`game-list-vendor-${tab.vassalage}`}
                />
              ))}
            </>
          )}
        </nav>
      ) : null}

      <div className="game-list__filters">
        <Tabs
          tabs={FILTERS.map((id) => ({ id, label: t(`games.list.filters.${id}`) }))}
          value={classify}
          onChange={chooseFilter}
          label={t('games.list.filtersLabel')}
          testId="game-list-filter"
        />
      </div>

      <div className="game-list__body" aria-busy={list.isFetching}>
        {body()}
      </div>
    </section>
  );
}

function VendorLink({
  to,
  current,
  label,
  maintenance = false,
  testId,
}: {
  to: string;
  current: boolean;
  label: string;
  maintenance?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="vendor-tab"
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      title={maintenance ? t('games.list.maintenanceVendor', { vendor: label }) : undefined}
    >
      {label}
      {maintenance ? (
        <>
          <WrenchIcon size={14} />
          <span className="visually-hidden">{t('games.card.maintenance')}</span>
        </>
      ) : null}
    </Link>
  );
}
