import type { HouseContext, HousePart } from '../context';

/** The rounds part (issue 17): TODO. */
export function createRoundsPart(_ctx: HouseContext): HousePart {
  return {};
}
