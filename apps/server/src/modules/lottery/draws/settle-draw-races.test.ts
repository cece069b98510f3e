import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { LotteryContext } from '../context';
import { buildTestLottery } from '../testing';
import { settleDraw } from './settle-draw';
import { buyTickets, de, drawState, insertDraw, lo2, MB_RESULT, ticketStates } from './settle-testing';
import { voidDraw } from './void-draw';

const RACERS = 6;

/**
 * Settlement and voiding racing on PostgreSQL (PGlite runs one query at a time): a draw settled by several
 * calls at once, and a void racing the settlement — every ticket paid or refunded once, the ledger clean.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('draw settlement under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let ctx: LotteryContext;
  const clock = createTestClock(new Date('2030-02-01T12:00:00Z'));

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    ({ ctx } = buildTestLottery(db, clock));
  });
  afterAll(async () => {
    await pool?.close();
  });

  const balance = async (memberId: string) => (await ctx.ledger.mainBalance(db, memberId)).balance;

  /**
   * Members each buying lô 45 (29,880 won), đề 45 (9,900 won), lô 99 and đề 46 (lost): costs 2,700 + 100 +
   * 2,700 + 100 = 5,600, wins 39,780 per member.
   */
  async function busyDraw(members: number) {
    const drawId = await insertDraw(db, { status: 'DRAWN', result: MB_RESULT, at: clock.now() });
    const ids: string[] = [];
    for (let index = 0; index < members; index += 1) {
      const memberId = await fundedMember(db, ctx.ledger, 10_000n);
      await buyTickets(ctx, drawId, memberId, [lo2('45'), de('45'), lo2('99'), de('46')]);
      ids.push(memberId);
    }
    return { drawId, members: ids };
  }

  it('several settlements of one draw at once pay every ticket once', async () => {
    const { drawId, members } = await busyDraw(12);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => settleDraw(ctx, drawId, { batchSize: 5 })),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const outcomes = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
    // 48 tickets, 12 × 39,780 = 477,360 paid in all, whoever paid it.
    expect(outcomes.reduce((sum, outcome) => sum + (outcome?.settled ?? 0), 0)).toBe(48);
    expect(outcomes.reduce((sum, outcome) => sum + (outcome?.paid ?? 0n), 0n)).toBe(477_360n);
    // A call that found another settling stopped early; a last run finishes the draw if none did.
    if (!outcomes.some((outcome) => outcome?.done)) await settleDraw(ctx, drawId);
    expect((await drawState(db, drawId)).status).toBe('SETTLED');
    // 10,000 − 5,600 + 39,780 = 44,180.
    for (const memberId of members) expect(await balance(memberId)).toBe(44_180n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a void racing the settlement: each ticket settled or refunded once, never both', async () => {
    const { drawId, members } = await busyDraw(8);
    const results = await Promise.allSettled([
      settleDraw(ctx, drawId, { batchSize: 4 }),
      voidDraw(ctx, drawId, 'race'),
      settleDraw(ctx, drawId, { batchSize: 4 }),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'LOTTERY_DRAW_NOT_CHANGEABLE' });
      }
    }
    const draw = await drawState(db, drawId);
    if (draw.status === 'DRAWN') await settleDraw(ctx, drawId);
    const states = [...(await ticketStates(db, drawId)).values()];
    const final = (await drawState(db, drawId)).status;
    expect(['SETTLED', 'VOID']).toContain(final);
    // Either every ticket VOID (the void came first) or none (the settlement had begun).
    if (final === 'VOID') {
      expect(states.every((ticket) => ticket.status === 'VOID')).toBe(true);
      for (const memberId of members) expect(await balance(memberId)).toBe(10_000n);
    } else {
      expect(states.some((ticket) => ticket.status === 'VOID')).toBe(false);
      for (const memberId of members) expect(await balance(memberId)).toBe(44_180n);
    }
    expect(await checkLedger(db)).toEqual([]);
  });
});
