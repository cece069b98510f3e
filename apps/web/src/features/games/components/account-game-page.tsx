import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_ROW_ORDER, type TGameCategory } from '@platform/contracts/categories.constants';
import type { TGameCard } from '@platform/contracts/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/error-text';
import { useFavouriteList } from '../api/favourites';
import { useGameMenus } from '../api/get-game-menus';
import { useRecentGames } from '../api/get-recent-games';
import { pageKeyOf } from '../utils/game-paths';
import { GameGrid, GameGridSkeleton, LoadMore } from './game-grid';
import { HeartIcon } from './game-icons';

type TKind = 'favorite' | 'recent';
type TCategoryTab = TGameCategory | 'ALL';

/** The category tabs: every category the lobby offers (menu order), after "All". */
function useCategoryTabs(): { id: TCategoryTab; label: string }[] {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const types = menus.data?.menus.map((menu) => menu.gameType) ?? [...HOME_ROW_ORDER];
  return [
    { id: 'ALL', label: t('games.account.allCategories') },
    ...types.map((type) => ({ id: type, label: t(`categories.${type}`) })),
  ];
}

type TListState = {
  cards: TGameCard[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  more?: { hasMore: boolean; loading: boolean; load: () => void };
};

function useFavouriteCards(gameType: TGameCategory | null): TListState {
  const query = useFavouriteList(gameType);
  return {
    cards: query.data?.content ?? [],
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

function useRecentCards(gameType: TGameCategory | null): TListState {
  const query = useRecentGames(gameType);
  const seen = new Set<string>();
  const cards = (query.data?.pages ?? [])
    .flatMap((page) => page.list)
    .filter((card) => (seen.has(card.nodeId) ? false : (seen.add(card.nodeId), true)));
  return {
    cards,
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    more: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      load: () => void query.fetchNextPage(),
    },
  };
}

/** /favorite and /recent (login required; spec §2): the member's favourites (page size 999) or recent games. */
export function AccountGamePage() {
  const { pathname } = useLocation();
  const kind: TKind = pageKeyOf(pathname) === 'RECENT' ? 'recent' : 'favorite';
  // One component per kind, so each keeps its own hooks.
  return kind === 'recent' ? <RecentPage /> : <FavouritePage />;
}

function FavouritePage() {
  const [tab, setTab] = useState<TCategoryTab>('ALL');
  const state = useFavouriteCards(tab === 'ALL' ? null : tab);
  return <AccountGameView kind="favorite" tab={tab} onTab={setTab} state={state} />;
}

function RecentPage() {
  const [tab, setTab] = useState<TCategoryTab>('ALL');
  const state = useRecentCards(tab === 'ALL' ? null : tab);
  return <AccountGameView kind="recent" tab={tab} onTab={setTab} state={state} />;
}

function AccountGameView({
  kind,
  tab,
  onTab,
  state,
}: {
  kind: TKind;
  tab: TCategoryTab;
  onTab: (tab: TCategoryTab) => void;
  state: TListState;
}) {
  const { t } = useTranslation();
  const tabs = useCategoryTabs();
  const icon = kind === 'recent' ? <ClockIcon /> : <HeartIcon />;
  const emptyText =
    kind === 'recent'
      ? t(tab === 'ALL' ? 'games.account.recentEmpty' : 'games.account.recentEmptyCategory')
      : t(tab === 'ALL' ? 'games.account.favoriteEmpty' : 'games.account.favoriteEmptyCategory');

  let body;
  if (state.isPending) body = <GameGridSkeleton />;
  else if (state.error && state.cards.length === 0) {
    body = (
      <EmptyState testId={`${kind}-error`} icon={icon} text={errorText(state.error)}>
        <button type="button" className="button button--ghost" onClick={state.refetch}>
          {t('common.retry')}
        </button>
      </EmptyState>
    );
  } else if (state.cards.length === 0) {
    body = (
      <EmptyState testId={`${kind}-empty`} icon={icon} text={emptyText}>
        <Link to="/rng" className="button button--primary">
          {t('games.account.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <GameGrid cards={state.cards} testId={`${kind}-grid`} />
        {state.more ? (
          <LoadMore
            shown={state.cards.length}
            total={null}
            hasMore={state.more.hasMore}
            loading={state.more.loading}
            onLoadMore={state.more.load}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="page game-list" data-testid={`${kind}-page`}>
      <PageHeader
        title={t(kind === 'recent' ? 'games.account.recentTitle' : 'games.account.favoriteTitle')}
        icon={icon}
      />
      <div className="game-list__filters">
        <Tabs
          tabs={tabs}
          value={tab}
          onChange={onTab}
          label={t('games.account.categoriesLabel')}
          testId={`${kind}-category`}
        />
      </div>
      <div className="game-list__body">{body}</div>
    </section>
  );
}
