import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { getTestDb } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { betRecordOf, dailyTotalsOf, fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { LotteryContext } from '../context';
import { settleTicket } from '../rules/lines';
import { buildTestLottery } from '../testing';
import { settleDraw, type SettleFunction } from './settle-draw';
import {
  buyTickets,
  de,
  drawState,
  insertDraw,
  lo2,
  MB_RESULT,
  realtimeEventsOf,
  ticketStates,
} from './settle-testing';
import { resumeVoids, voidDraw } from './void-draw';

const VENDOR = 'TCG_LOTTO_VN';

describe('settling and voiding a draw', () => {
  let db: Db;
  let ctx: LotteryContext;
  let events: ReturnType<typeof buildTestLottery>['events'];
  const clock = createTestClock(new Date('2030-02-01T12:00:00Z'));

  beforeAll(async () => {
    db = await getTestDb();
    ({ ctx, events } = buildTestLottery(db, clock));
  });

  const balance = async (memberId: string) => (await ctx.ledger.mainBalance(db, memberId)).balance;

  /**
   * Alice: lô 45 (3 hits × 1 × 99,600 × 100 / 1,000 = 29,880), đề 45 × 2 units (2 × 99,000 × 100 / 1,000 =
   * 19,800), đề 46 (0); costs 2,700 + 200 + 100 = 3,000. Bob: lô 00 (4 hits × 9,960 = 39,840), lô 99 (0);
   * costs 2,700 + 2,700 = 5,400. Paid 29,880 + 19,800 + 39,840 = 89,520.
   */
  async function drawWithTickets(status = 'DRAWN') {
    const drawId = await insertDraw(db, {
      status,
      result: status === 'DRAWN' ? MB_RESULT : null,
      at: clock.now(),
    });
    const alice = await fundedMember(db, ctx.ledger, 10_000n);
    const bob = await fundedMember(db, ctx.ledger, 10_000n);
    const aliceTickets = await buyTickets(ctx, drawId, alice, [lo2('45'), de('45', 2), de('46')]);
    const bobTickets = await buyTickets(ctx, drawId, bob, [lo2('00'), lo2('99')]);
    return { drawId, alice, bob, aliceTickets, bobTickets };
  }

  it('pays every win exactly, settles the losers and the draw, tells the winners', async () => {
    const { drawId, alice, bob, aliceTickets, bobTickets } = await drawWithTickets();
    expect(await balance(alice)).toBe(7_000n);
    expect(await balance(bob)).toBe(4_600n);
    events.length = 0;
    // Batches of 2: three batches (five tickets).
    const outcome = await settleDraw(ctx, drawId, { batchSize: 2 });
    expect(outcome).toEqual({ settled: 5, paid: 89_520n, done: true });
    expect(await balance(alice)).toBe(7_000n + 29_880n + 19_800n);
    expect(await balance(bob)).toBe(4_600n + 39_840n);
    const states = await ticketStates(db, drawId);
    expect(states.get(aliceTickets[0]!)).toEqual({ status: 'WON', win: 29_880n });
    expect(states.get(aliceTickets[1]!)).toEqual({ status: 'WON', win: 19_800n });
    expect(states.get(aliceTickets[2]!)).toEqual({ status: 'LOST', win: 0n });
    expect(states.get(bobTickets[0]!)).toEqual({ status: 'WON', win: 39_840n });
    expect(states.get(bobTickets[1]!)).toEqual({ status: 'LOST', win: 0n });
    expect(await betRecordOf(db, VENDOR, bobTickets[1]!)).toMatchObject({
      status: 'SETTLED',
      validBet: 2_700n,
      payout: 0n,
      winLoss: -2_700n,
    });
    // Alice: 3 bets, stakes 3,000, payout 49,680, win/loss 46,680.
    expect(await dailyTotalsOf(db, alice, VENDOR)).toEqual([
      expect.objectContaining({
        gameType: 'ELOTT',
        betCount: 3,
        betAmount: 3_000n,
        payout: 49_680n,
        winLoss: 46_680n,
      }),
    ]);
    expect(await drawState(db, drawId)).toMatchObject({ status: 'SETTLED', settled: true });
    const told = realtimeEventsOf(events, drawId);
    expect(new Set(told)).toEqual(new Set([alice, bob]));
    // A re-run pays nothing.
    expect(await settleDraw(ctx, drawId)).toEqual({ settled: 0, paid: 0n, done: true });
    expect(await balance(alice)).toBe(56_680n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a crash between batches: the re-run pays only what was not paid', async () => {
    const { drawId, alice, bob } = await drawWithTickets();
    let calls = 0;
    const crashing: SettleFunction = (game, ticket, result) => {
      calls += 1;
      if (calls > 2) throw new Error('process died');
      return settleTicket(game, ticket, result);
    };
    await expect(settleDraw(ctx, drawId, { batchSize: 2, settle: crashing })).rejects.toThrow('process died');
    const halfway = [...(await ticketStates(db, drawId)).values()];
    expect(halfway.filter((ticket) => ticket.status === 'PENDING')).toHaveLength(3);
    expect((await drawState(db, drawId)).status).toBe('DRAWN');
    // Voiding a draw whose settlement has begun is refused.
    await expect(voidDraw(ctx, drawId, 'late')).rejects.toMatchObject({
      code: 'LOTTERY_DRAW_NOT_CHANGEABLE',
    });
    const rest = await settleDraw(ctx, drawId, { batchSize: 5 });
    expect(rest.done).toBe(true);
    expect(rest.settled).toBe(3);
    expect(await balance(alice)).toBe(56_680n);
    expect(await balance(bob)).toBe(44_440n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('does nothing for a draw not drawn yet, and refuses an unknown draw', async () => {
    const drawId = await insertDraw(db, { status: 'CLOSED', at: clock.now() });
    expect(await settleDraw(ctx, drawId)).toEqual({ settled: 0, paid: 0n, done: false });
    await expect(settleDraw(ctx, '999999999')).rejects.toMatchObject({ code: 'LOTTERY_DRAW_NOT_FOUND' });
  });

  it('a draw without tickets settles at once', async () => {
    const drawId = await insertDraw(db, { status: 'DRAWN', result: MB_RESULT, at: clock.now() });
    expect(await settleDraw(ctx, drawId)).toEqual({ settled: 0, paid: 0n, done: true });
    expect((await drawState(db, drawId)).status).toBe('SETTLED');
  });

  it('voids a draw: every ticket refunded once, tickets and draw VOID, members told', async () => {
    const { drawId, alice, bob, aliceTickets } = await drawWithTickets('OPEN');
    events.length = 0;
    const outcome = await voidDraw(ctx, drawId, 'provider cancelled', { batchSize: 2 });
    // 3,000 + 5,400 = 8,400.
    expect(outcome).toEqual({ refunded: 5, amount: 8_400n, done: true });
    expect(await balance(alice)).toBe(10_000n);
    expect(await balance(bob)).toBe(10_000n);
    expect(await drawState(db, drawId)).toEqual({
      status: 'VOID',
      settled: false,
      voidReason: 'provider cancelled',
    });
    expect([...(await ticketStates(db, drawId)).values()].every((ticket) => ticket.status === 'VOID')).toBe(
      true,
    );
    expect((await betRecordOf(db, VENDOR, aliceTickets[0]!))?.status).toBe('ROLLED_BACK');
    expect(new Set(realtimeEventsOf(events, drawId))).toEqual(new Set([alice, bob]));
    // Again: nothing more, the first reason kept; a void draw never settles.
    expect(await voidDraw(ctx, drawId, 'twice')).toEqual({ refunded: 0, amount: 0n, done: true });
    expect((await drawState(db, drawId)).voidReason).toBe('provider cancelled');
    expect(await settleDraw(ctx, drawId)).toEqual({ settled: 0, paid: 0n, done: false });
    expect(await balance(alice)).toBe(10_000n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('voids a drawn draw before its settlement; refuses a settled one', async () => {
    const { drawId, alice } = await drawWithTickets('DRAWN');
    expect((await voidDraw(ctx, drawId, 'wrong result')).refunded).toBe(5);
    expect(await balance(alice)).toBe(10_000n);
    const settled = await drawWithTickets('DRAWN');
    await settleDraw(ctx, settled.drawId);
    await expect(voidDraw(ctx, settled.drawId, 'too late')).rejects.toMatchObject({
      code: 'LOTTERY_DRAW_NOT_CHANGEABLE',
    });
    await expect(voidDraw(ctx, '999999999', 'none')).rejects.toMatchObject({
      code: 'LOTTERY_DRAW_NOT_FOUND',
    });
  });

  it('a void stopped before its refunds (a crash) is finished by the job step, once', async () => {
    const { drawId, alice, bob } = await drawWithTickets('OPEN');
    // The crash: the draw was marked VOID, no refund batch ran.
    await db.execute(
      sql`update lottery_draws set status = 'VOID', void_reason = 'crashed' where id = ${drawId}::bigint`,
    );
    expect(await balance(alice)).toBe(7_000n);
    expect(await resumeVoids(ctx)).toBe(5);
    expect(await balance(alice)).toBe(10_000n);
    expect(await balance(bob)).toBe(10_000n);
    expect(await resumeVoids(ctx)).toBe(0);
    expect((await drawState(db, drawId)).voidReason).toBe('crashed');
    expect(await checkLedger(db)).toEqual([]);
  });
});
