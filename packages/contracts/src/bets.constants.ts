/* Winner-board constants without zod, for the web app's start-up code. */

export const RANK_LIST_LIMIT = 20;
/** The home page shows the first 9 biggest wins (spec §9). */
export const BIGGEST_WINS_SHOWN = 9;
