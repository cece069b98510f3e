import { postHousePlay, useHousePlay } from './house-play';

export const MINES_REVEAL_PATH = '/wps/house/mines/reveal';

/** POST /wps/house/mines/reveal: opens one cell (0–24, row by row); a mine ends the round. */
export const revealMinesCell = (request: { roundId: string; cell: number }) =>
  postHousePlay(MINES_REVEAL_PATH, request);

export const useRevealMinesCell = () => useHousePlay(revealMinesCell);
