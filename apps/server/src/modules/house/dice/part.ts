import type { HouseContext, HousePart } from '../context';

/** The dice part (issue 17): TODO. */
export function createDicePart(_ctx: HouseContext): HousePart {
  return {};
}
