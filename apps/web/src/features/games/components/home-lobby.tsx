import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { MountWhenNear } from '../../../components/ui/mount-when-near';
import { hotGamesQueryOptions } from '../api/get-hot-games';
import { lanesQueryOptions } from '../api/get-lanes';
import { rankListQueryOptions } from '../api/get-rank-list';
import { useGameLanguage } from '../hooks/use-game-language';
import { HotGamesSkeleton, RowsSkeleton, WinnerBoardSkeleton } from './lobby-skeletons';

// Below the hot games: their code loads after the first render and they mount near the viewport. On a
// phone the hot games fill the first screen, so the board and the rows mount when the visitor scrolls
// towards them (their data is already in by then), not in the first render.
const BELOW_THE_FOLD_MARGIN = '200px 0px';
const loadWinnerBoard = () => import('./winner-board');
// The hot games' cards (and the game-card code with its schemas) load in a chunk of their own, beside the
// hot games' data, so the start-up bundle stays free of zod.
const HotGames = lazy(() => import('./hot-games').then((module) => ({ default: module.HotGames })));
const loadCategoryRows = () => import('./category-rows');
const WinnerBoard = lazy(() => loadWinnerBoard().then((module) => ({ default: module.WinnerBoard })));
const CategoryRows = lazy(() => loadCategoryRows().then((module) => ({ default: module.CategoryRows })));

/**
 * The game lobby of home (spec §2): hot games, the winner board and the category rows. Each block loads
 * and fails on its own, so one call going wrong never takes the rest of the page with it.
 */
export function HomeLobby() {
  const queryClient = useQueryClient();
  const language = useGameLanguage();
  useEffect(() => {
    // The blocks' data are asked for at once, while their code loads (the board and rows mount later).
    void queryClient.prefetchQuery(hotGamesQueryOptions(language));
    void queryClient.prefetchQuery(rankListQueryOptions(language));
    void queryClient.prefetchQuery(lanesQueryOptions(language));
  }, [queryClient, language]);
  useEffect(() => {
    // Failures show where a block is rendered; here the code only starts loading early.
    loadWinnerBoard().catch(() => undefined);
    loadCategoryRows().catch(() => undefined);
  }, []);
  return (
    <div className="lobby" data-testid="home-lobby">
      <Suspense fallback={<HotGamesSkeleton />}>
        <HotGames />
      </Suspense>
      <MountWhenNear placeholder={<WinnerBoardSkeleton />} rootMargin={BELOW_THE_FOLD_MARGIN}>
        <Suspense fallback={<WinnerBoardSkeleton />}>
          <WinnerBoard />
        </Suspense>
      </MountWhenNear>
      <MountWhenNear placeholder={<RowsSkeleton />} rootMargin={BELOW_THE_FOLD_MARGIN}>
        <Suspense fallback={<RowsSkeleton />}>
          <CategoryRows />
        </Suspense>
      </MountWhenNear>
    </div>
  );
}
