import { HOUSE_KINDS } from '@platform/contracts/lottery';
import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../seed/types';
import { readBrand } from '../wallet/brand';
import { houseResult, newSeed, seedHashOf } from './rules/fairness';
import { LOTTERY_GAMES } from './games/definitions';
import { pastDraws } from './games/schedule';
import { createLotterySettings } from './settings';
import { lotteryDraws } from './tables';

/** Draws of history per game (house: cycles; official: draw days, each with its provinces). */
export const DEMO_HISTORY_DRAWS = 20;

/**
 * The demo draw history: for every game its last 20 scheduled draws before now, drawn from their own
 * seeds (house games by the house, official ones by the sandbox provider) and settled without tickets,
 * seed revealed — so the results board, the history and the hot/cold numbers show at once. No money
 * moves. Only on a database without draws. The upcoming draws are left to the `lottery-draws` job (it
 * creates them when the server starts).
 */
export const lotteryHistoryDemoSeeder: Seeder = {
  name: 'lottery.history',
  demo: true,
  async run(db, seedContext) {
    // Only on a database without draws: a re-run (npm run seed) never invents results between real draws.
    const { rows: existing } = await db.execute(sql`select 1 from lottery_draws limit 1`);
    if (existing.length) return;
    const now = new Date();
    const { timeZone } = await readBrand(db);
    const settings = await createLotterySettings(db, () => now).get();
    const options = {
      timeZone,
      houseCutoffSeconds: settings.houseCutoffSeconds,
      officialCutoffMinutes: settings.officialCutoffMinutes,
    };
    const delayMs = settings.officialSettleDelayMinutes * 60_000;
    const rows = await Promise.all(
      LOTTERY_GAMES.flatMap((game) =>
        pastDraws(game, now, options, DEMO_HISTORY_DRAWS).map(async (draw) => {
          const seed = newSeed();
          const house = HOUSE_KINDS.includes(game.kind);
          return {
            ...draw,
            status: 'SETTLED' as const,
            seed,
            seedHash: seedHashOf(seed),
            result: await houseResult(game.kind, seed, drawKeyOf(draw.gameCode, draw.numero)),
            resultSource: house ? ('HOUSE' as const) : ('PROVIDER' as const),
            drawnAt: draw.drawAt,
            settledAt: house ? draw.drawAt : new Date(draw.drawAt.getTime() + delayMs),
            createdAt: draw.opensAt,
          };
        }),
      ),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insert(lotteryDraws)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing();
    }
    seedContext.log(`lottery: ${rows.length} past draws`);
  },
};
