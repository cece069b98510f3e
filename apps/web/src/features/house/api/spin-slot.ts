import type { TSlotSpinRequest } from '@platform/contracts/house-games';
import { postHousePlay, useHousePlay } from './house-play';

export const SLOT_SPIN_PATH = '/wps/house/slot/spin';

/** POST /wps/house/slot/spin: a paid spin of the total bet; a retry with the same requestId spins nothing twice. */
export const spinSlot = (request: TSlotSpinRequest) => postHousePlay(SLOT_SPIN_PATH, request);

export const useSpinSlot = () => useHousePlay(spinSlot);
