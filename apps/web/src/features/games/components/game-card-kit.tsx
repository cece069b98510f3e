import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TGameCard } from '@platform/contracts/games';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';
import { useGameMenus, vendorNameOf } from '../api/get-game-menus';
import { useStartGame } from '../hooks/use-start-game';
import type { TStartableGame } from '../utils/game-start';

/** What every game card needs from the app: starting a game, the favourites and the vendors' names. */
export type TGameCardKit = {
  startGame: (game: TStartableGame) => void;
  toggleFavourite: (card: TGameCard) => boolean;
  favouriteIds: ReadonlySet<string> | undefined;
  vendorName: (vassalage: string) => string;
};

const GameCardKitContext = createContext<TGameCardKit | null>(null);

/** The kit built from the hooks: once per page under the provider, once per card without it. */
export function useOwnGameCardKit(): TGameCardKit {
  const startGame = useStartGame();
  const toggleFavourite = useToggleFavourite();
  const favourites = useFavouriteIds();
  const menus = useGameMenus();
  return useMemo(
    () => ({
      startGame,
      toggleFavourite,
      favouriteIds: favourites.data,
      vendorName: (vassalage: string) => vendorNameOf(menus.data, vassalage),
    }),
    [startGame, toggleFavourite, favourites.data, menus.data],
  );
}

/**
 * Builds the game cards' kit once for the page: a lobby of dozens of cards then subscribes to the
 * favourites, the menus and the router once, not once per card (what made the home page's first render
 * long on a phone).
 */
export function GameCardKitProvider({ children }: { children: ReactNode }) {
  const kit = useOwnGameCardKit();
  return <GameCardKitContext.Provider value={kit}>{children}</GameCardKitContext.Provider>;
}

/** The page's kit, or null outside the provider (the card then builds its own). */
export const usePageGameCardKit = () => useContext(GameCardKitContext);
