import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { MountWhenNear } from '../../../components/ui/mount-when-near';
import { lanesQueryOptions } from '../api/get-lanes';
import { useGameLanguage } from '../hooks/use-game-language';
import { HotGames } from './hot-games';
import { loadLobbySwipers } from './lazy-lobby-swipers';
import { RowsSkeleton, WinnerBoardSkeleton } from './lobby-skeletons';

// Below the hot games: their code loads after the first render and they mount near the viewport.
const loadWinnerBoard = () => import('./winner-board');
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
    // The rows' lanes are asked for at once, though the rows mount later.
    void queryClient.prefetchQuery(lanesQueryOptions(language));
  }, [queryClient, language]);
  useEffect(() => {
    // Failures show where a block is rendered; here the code only starts loading early.
    loadLobbySwipers().catch(() => undefined);
    loadWinnerBoard().catch(() => undefined);
    loadCategoryRows().catch(() => undefined);
  }, []);
  return (
    <div className="lobby" data-testid="home-lobby">
      <HotGames />
      <MountWhenNear placeholder={<WinnerBoardSkeleton />}>
        <Suspense fallback={<WinnerBoardSkeleton />}>
          <WinnerBoard />
        </Suspense>
      </MountWhenNear>
      <MountWhenNear placeholder={<RowsSkeleton />}>
        <Suspense fallback={<RowsSkeleton />}>
          <CategoryRows />
        </Suspense>
      </MountWhenNear>
    </div>
  );
}
