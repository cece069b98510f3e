import { randomUUID } from 'node:crypto';
import type { THousePlay } from '@platform/contracts/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { betRecordOf, fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { HouseContext } from '../context';
import { buildTestHouse } from '../testing';
import { playFreeSpin } from './play-free-spin';
import { FREE_SPINS_SEED, LINE_WIN_SEED, pinSlotSeed } from './slot-fixtures';
import { spinSlot } from './spin-slot';

const RACERS = 8;
const AZTEC = 'INHOUSE005';

/**
 * Slot spins under concurrency on PostgreSQL (PGlite runs one query at a time): paid spins fired together
 * (other requestIds: the seed pair's row lock orders them, and once one opened free spins the others are
 * refused; the same requestId: one spin), free spins of one round fired together (the round's row lock:
 * each free spin played once, the round paid once). The ledger checker clean after.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('slot spins under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let ctx: HouseContext;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    ctx = buildTestHouse(db, createTestClock(new Date())).ctx;
  });
  afterAll(async () => {
    await pool?.close();
  });

  const balance = async (memberId: string) => (await ctx.ledger.mainBalance(db, memberId)).balance;
  const racing = <T>(run: (index: number) => Promise<T>) =>
    Promise.allSettled(Array.from({ length: RACERS }, (_, index) => run(index)));
  const spin = (memberId: string, requestId = `race-${randomUUID()}`) =>
    spinSlot(ctx, memberId, { requestId, gameCode: AZTEC, bet: 1 });

  it('paid spins together: the first takes nonce 0 and opens free spins, the others wait for them', async () => {
    const memberId = await fundedMember(db, ctx.ledger, 100_000n);
    await pinSlotSeed(db, memberId, FREE_SPINS_SEED);
    const results = await racing(() => spin(memberId));
    const played = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(played).toHaveLength(1);
    expect(played[0]!.round).toMatchObject({ status: 'OPEN', fairness: { nonce: 0 } });
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'HOUSE_ROUND_OPEN' });
    }
    // Only the one stake: 1,000.00 − 1.00.
    expect(await balance(memberId)).toBe(99_900n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('one spin sent 8 times at once (a retried request): one spin, one stake, one win', async () => {
    const memberId = await fundedMember(db, ctx.ledger, 100_000n);
    await pinSlotSeed(db, memberId, LINE_WIN_SEED);
    const requestId = `race-${randomUUID()}`;
    const results = await racing(() => spin(memberId, requestId));
    // The later ones wait on the ledger key of the first and replay it: every one answers the one round.
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const ids = new Set(
      results.map((result) => (result.status === 'fulfilled' ? result.value.round.id : '')),
    );
    expect(ids.size).toBe(1);
    // 1,000.00 − 1.00 + 1.60 (stops 7, 1, 5, 7, 17).
    expect(await balance(memberId)).toBe(100_060n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('free spins of one round together: each played once, in order, the round paid once', async () => {
    const memberId = await fundedMember(db, ctx.ledger, 100_000n);
    await pinSlotSeed(db, memberId, FREE_SPINS_SEED);
    const { round } = await spin(memberId);
    let last: THousePlay | null = null;
    let finished = 0;
    for (let wave = 0; wave < 10 && last?.round.status !== 'SETTLED'; wave += 1) {
      const results = await racing(() => playFreeSpin(ctx, memberId, round.id));
      for (const result of results) {
        if (result.status === 'fulfilled') {
          if (!last || result.value.round.steps.length > last.round.steps.length) last = result.value;
        } else {
          expect(result.reason).toMatchObject({ code: 'HOUSE_ROUND_FINISHED' });
          finished += 1;
        }
      }
    }
    // 10 free spins from 8 at a time: two waves, 6 calls of the second found the round over.
    expect(finished).toBe(RACERS * 2 - 10);
    expect(last!.round.status).toBe('SETTLED');
    expect(last!.round.steps.map((step) => (step as { index: number }).index)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // 2.00 + 2.40 + 17.52 = 21.92, once: 1,000.00 − 1.00 + 21.92.
    expect(last!.round.win).toBe(21.92);
    expect(await balance(memberId)).toBe(102_092n);
    expect(await betRecordOf(db, 'TA', round.id)).toMatchObject({ status: 'SETTLED', payout: 2_192n });
    expect(await checkLedger(db)).toEqual([]);
  });
});
