import type { TDiceRollRequest } from '@platform/contracts/house-games';
import { postHousePlay, useHousePlay } from './house-play';

export const DICE_ROLL_PATH = '/wps/house/dice/roll';

/** POST /wps/house/dice/roll: one roll, settled at once; a retry with the same requestId rolls nothing twice. */
export const rollDice = (request: TDiceRollRequest) => postHousePlay(DICE_ROLL_PATH, request);

export const useRollDice = () => useHousePlay(rollDice);
