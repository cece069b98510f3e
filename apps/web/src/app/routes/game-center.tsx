import { GameCenterPage } from '../../features/games/components/game-center-page';

/** Lazy screen group "GameCenter": /sports, /esports, /lott, /elott, /cockfight. */
export function Component() {
  return <GameCenterPage />;
}
