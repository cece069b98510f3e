import type { HouseContext, HousePart } from '../context';

/** The fairness part (issue 17): TODO. */
export function createFairnessPart(_ctx: HouseContext): HousePart {
  return {};
}
