import { AccountGamePage } from '../../features/games/components/account-game-page';

/** Lazy screen group "AccountGame": /favorite and /recent. */
export function Component() {
  return <AccountGamePage />;
}
