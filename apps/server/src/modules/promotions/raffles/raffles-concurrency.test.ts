import { ZOperatorRaffleInputSchema } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import { buildTestPromotionsContext } from '../rewards/testing';
import { createRafflesService, type RafflesService } from './service';
import { insertCreditedDeposit, raffleBody } from './testing';

const RACERS = 20;
const author = { actor: 'operator:race', requestId: null };

/** Draws racing on PostgreSQL: a member's draws run one at a time, and stock never goes below zero. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the lucky draw under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let raffles: RafflesService;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    raffles = createRafflesService(buildTestPromotionsContext(pool.db).ctx);
  });

  afterAll(async () => {
    await pool?.close();
  });

  const member = async () => {
    const created = await createTestMember(pool.db);
    return { id: created.id, type: 0 };
  };

  async function paid(raffleId: string) {
    const { rows } = await pool.db.execute<{
      draws: string;
      bonuses: string;
      total: string | null;
    }>(sql`select
        (select count(*) from promotion_raffle_draws where raffle_id = ${raffleId}::uuid)::text as draws,
        (select count(*) from promotion_bonuses where source_ref = ${raffleId})::text as bonuses,
        (select sum(amount) from promotion_bonuses where source_ref = ${raffleId})::text as total`);
    return {
      draws: Number(rows[0]!.draws),
      bonuses: Number(rows[0]!.bonuses),
      total: BigInt(rows[0]!.total ?? 0),
    };
  }

  it('20 simultaneous claims with one draw available give exactly one prize', async () => {
    for (let round = 0; round < 3; round += 1) {
      const raffle = await raffles.create(
        ZOperatorRaffleInputSchema.parse(raffleBody(new Date(), [{ amount: 5, weight: 1, stock: null }])),
        author,
      );
      const player = await member();
      await insertCreditedDeposit(pool.db, player.id, 15_000n, new Date(Date.now() - 60_000));
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, () => raffles.claim(player, raffle.id, 'es')),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'RAFFLE_NO_DRAWS' });
      }
      expect(await paid(raffle.id)).toEqual({ draws: 1, bonuses: 1, total: 500n });
    }
    expect(await checkLedger(pool.db)).toEqual([]);
  }, 60_000);

  it('20 members racing for a prize with stock 1: exactly one gets it', async () => {
    const raffle = await raffles.create(
      ZOperatorRaffleInputSchema.parse(raffleBody(new Date(), [{ amount: 888, weight: 1, stock: 1 }])),
      author,
    );
    const players = await Promise.all(Array.from({ length: RACERS }, () => member()));
    for (const player of players) {
      await insertCreditedDeposit(pool.db, player.id, 10_000n, new Date(Date.now() - 60_000));
    }
    const results = await Promise.allSettled(players.map((player) => raffles.claim(player, raffle.id, 'es')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'RAFFLE_SOLD_OUT' });
    }
    expect(await paid(raffle.id)).toEqual({ draws: 1, bonuses: 1, total: 88_800n });
    const { rows } = await pool.db.execute<{ stock: number }>(
      sql`select stock from promotion_raffle_prizes where raffle_id = ${raffle.id}::uuid`,
    );
    expect(rows).toEqual([{ stock: 0 }]);
    expect(await checkLedger(pool.db)).toEqual([]);
  }, 60_000);
});
