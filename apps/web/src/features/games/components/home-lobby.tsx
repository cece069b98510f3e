import { CategoryRows } from './category-rows';
import { HotGames } from './hot-games';
import { WinnerBoard } from './winner-board';

/**
 * The game lobby of home (spec §2): hot games, the winner board and the category rows. Each block loads
 * and fails on its own, so one call going wrong never takes the rest of the page with it.
 */
export function HomeLobby() {
  return (
    <div className="lobby" data-testid="home-lobby">
      <HotGames />
      <WinnerBoard />
      <CategoryRows />
    </div>
  );
}
