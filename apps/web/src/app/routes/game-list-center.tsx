import { GameListPage } from '../../features/games/components/game-list-page';

/** Lazy screen group "GameListCenter": /live, /fish, /rng, /pvp, /bgs and other game types. */
export function Component() {
  return <GameListPage />;
}
