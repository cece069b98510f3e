import type { FastifyPluginAsync } from 'fastify';
import type { HouseModuleOptions, HousePart } from './context';
import { createCrashPart } from './crash/part';
import { createDicePart } from './dice/part';
import { createFairnessPart } from './fairness/part';
import { createMinesPart } from './mines/part';
import { createRoundsPart } from './rounds/part';
import { createSlotsPart } from './slots/part';

/**
 * Builds the house games module (issue 17): the in-house vendor TA's provably fair games. Parts:
 * `fairness` (seed pairs: show, set the client seed, rotate), `rounds` (game pages' data, game recall, the
 * recovery of interrupted settlements), `slots` (two 5×3 25-line video slots), `dice`, `mines`, `crash`
 * (one shared round over /ws, a published hash chain). Every stake and win goes through the vendor wallet
 * service in process (`InHouseWallet`), as bet records of vendor TA, category RNG.
 */
export function buildHouseGames(options: HouseModuleOptions) {
  const ctx = options;
  const fairness = createFairnessPart(ctx);
  const rounds = createRoundsPart(ctx);
  const slots = createSlotsPart(ctx);
  const dice = createDicePart(ctx);
  const mines = createMinesPart(ctx);
  const crash = createCrashPart(ctx);
  const parts: HousePart[] = [fairness, rounds, slots, dice, mines, crash];
  return { ctx, parts, fairness, rounds, slots, dice, mines, crash };
}
export type HouseGames = ReturnType<typeof buildHouseGames>;

/** Player routes of every part and the parts' jobs: one registration in app.ts. */
export const houseGamesModule: FastifyPluginAsync<{ house: HouseGames }> = async (app, { house }) => {
  for (const part of house.parts) {
    if (part.routes) await app.register(part.routes);
    app.scheduledJobs.push(...(part.jobs ?? []));
  }
};

/** The operator routes of every part, for the /admin-api list of app.ts. */
export const houseGamesAdminRoutes: FastifyPluginAsync<{ house: HouseGames }> = async (admin, { house }) => {
  for (const part of house.parts) {
    if (part.adminRoutes) await admin.register(part.adminRoutes);
  }
};
