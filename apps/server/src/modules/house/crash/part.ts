import type { HouseContext, HousePart } from '../context';

/** The crash part (issue 17): TODO. */
export function createCrashPart(_ctx: HouseContext): HousePart & { topic?: unknown } {
  return {};
}
