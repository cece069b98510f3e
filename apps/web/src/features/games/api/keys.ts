import { MEMBER_QUERY_KEY } from '../../../lib/member-info';

/** Catalogue reads every visitor makes (menus, lists) start with this key. */
export { GAMES_QUERY_KEY } from '../../../lib/game-menus';

/** The member's own game lists (favourites, recent); under the member key, so a logout removes them. */
export const MEMBER_GAMES_QUERY_KEY = [...MEMBER_QUERY_KEY, 'games'] as const;

/** spec §9: clientType 3; the web site asks for games offered on flash and html5-desktop. */
export const CLIENT_TYPE = 3;
export const GAME_PLATFORMS = 'flash,html5-desktop';
