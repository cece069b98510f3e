import { postHousePlay, useHousePlay } from './house-play';

export const MINES_CASHOUT_PATH = '/wps/house/mines/cashout';

/** POST /wps/house/mines/cashout: pays the open round's current multiplier and ends it (once). */
export const cashOutMines = (roundId: string) => postHousePlay(MINES_CASHOUT_PATH, { roundId });

export const useCashOutMines = () => useHousePlay(cashOutMines);
