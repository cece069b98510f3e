import type { HouseContext, HousePart } from '../context';

/** The slots part (issue 17): TODO. */
export function createSlotsPart(_ctx: HouseContext): HousePart {
  return {};
}
