import { postHousePlay, useHousePlay } from './house-play';

export const MINES_START_PATH = '/wps/house/mines/start';

/** The body of a mines start (contracts ZMinesStartRequestSchema). */
export type TMinesStartRequest = { requestId: string; gameCode: string; amount: number; mines: number };

/** POST /wps/house/mines/start: takes the stake and opens a round with the chosen number of mines. */
export const startMines = (request: TMinesStartRequest) => postHousePlay(MINES_START_PATH, request);

export const useStartMines = () => useHousePlay(startMines);
