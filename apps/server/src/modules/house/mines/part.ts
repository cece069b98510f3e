import type { HouseContext, HousePart } from '../context';

/** The mines part (issue 17): TODO. */
export function createMinesPart(_ctx: HouseContext): HousePart {
  return {};
}
