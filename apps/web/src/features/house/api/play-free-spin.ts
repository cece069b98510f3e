import { postHousePlay, useHousePlay } from './house-play';

export const SLOT_FREE_SPIN_PATH = '/wps/house/slot/free-spin';

/** POST /wps/house/slot/free-spin: the next free spin of the member's open slot round (the last one pays it). */
export const playFreeSpin = (roundId: string) => postHousePlay(SLOT_FREE_SPIN_PATH, { roundId });

export const usePlayFreeSpin = () => useHousePlay(playFreeSpin);
