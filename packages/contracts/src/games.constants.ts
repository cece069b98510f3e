/* Game constants without zod, for the web app's start-up code. */

/** Game lists and recent games: default page size 20 (spec §9); larger pages are refused. */
export const GAME_LIST_PAGE_SIZE = 20;

/** Client type the site sends (spec §9). */
export const DEFAULT_CLIENT_TYPE = 3;

export const INHOUSE_VASSALAGE = 'INHOUSE';

/** Favourites list: page size 999, page 1 (spec §9). */
export const FAVOURITES_PAGE_SIZE = 999;
/** Favourite toggles: one per 1000 ms per member (spec §9). */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1000;
