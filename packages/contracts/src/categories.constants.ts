/** The game categories and the pages that list them: constants without zod, for the web app's start-up code. */

/** Game categories (spec §1). Home rows follow HOME_ROW_ORDER; ESPORTS is hidden on home (spec §2). */
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

export const HOME_ROW_ORDER: readonly TGameCategory[] = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];
export const HIDDEN_ON_HOME: readonly TGameCategory[] = ['ESPORTS'];

/** Pages that list games of one vendor (spec §2: query vassalage selects the vendor). */
export const GAME_LIST_PATHS = ['live', 'fish', 'rng', 'pvp', 'bgs'] as const;
/** Pages that show vendor cards. */
export const GAME_CENTER_PATHS = ['sports', 'esports', 'lott', 'elott', 'cockfight'] as const;

/** Footer vendor logos (spec §2). */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
