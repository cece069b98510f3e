import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { betRecordOf, fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { HouseContext } from '../context';
import type { HouseGames } from '../plugin';
import { cashOut } from './board';
import { findRound, lockOpenRound, settleRound } from '../rounds/play';
import { houseRounds } from '../tables';
import { pinSeedPair } from '../rounds/test-fixtures';
import { buildTestHouse } from '../testing';

const RACERS = 10;

/**
 * Mines under concurrency on PostgreSQL: steps of one round are one at a time under its row lock, the
 * decision stored before the settlement, and a settlement takes only an OPEN bet record — so concurrent
 * cash-outs pay once, a cash-out racing the reveal of a mine ends the round one way only, and concurrent
 * reveals of one cell reveal it once. Pinned pair at nonce 0, 3 mines: cells 2, 6, 11 (test-fixtures.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('mines under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let house: HouseGames;
  let ctx: HouseContext;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    ({ house, ctx } = buildTestHouse(db, systemClock));
  });
  afterAll(async () => {
    await pool?.close();
  });

  /** A member with 100.00 and a 10.00 round on the pinned pair, one safe cell (0) revealed: cash-out 11.25. */
  async function roundWithOneSafeCell() {
    const memberId = await fundedMember(db, ctx.ledger, 10_000n);
    await pinSeedPair(db, memberId);
    const { round } = await house.mines.start(memberId, {
      requestId: `race-${randomUUID()}`,
      gameCode: 'INHOUSE003',
      amount: 10,
      mines: 3,
    });
    await house.mines.reveal(memberId, { roundId: round.id, cell: 0 });
    return { memberId, roundId: round.id };
  }
  const balance = async (memberId: string) => (await ctx.ledger.mainBalance(db, memberId)).balance;
  const failures = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as { code?: string }).code)] : [],
    );
  const codes = (results: PromiseSettledResult<unknown>[]) =>
    results.map((result) =>
      result.status === 'fulfilled' ? 'ok' : String((result.reason as { code?: string }).code),
    );

  it('concurrent cash-outs: paid once', async () => {
    const { memberId, roundId } = await roundWithOneSafeCell();
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => house.mines.cashOut(memberId, { roundId })),
    );
    expect(codes(results).sort()).toEqual([...Array<string>(RACERS - 1).fill('HOUSE_ROUND_FINISHED'), 'ok']);
    // 100.00 − 10.00 + 11.25.
    expect(await balance(memberId)).toBe(10_125n);
    expect(await betRecordOf(db, 'TA', roundId)).toMatchObject({ status: 'SETTLED', payout: 1_125n });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a cash-out racing the reveal of a mine: one of them ends the round, the money follows it', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { memberId, roundId } = await roundWithOneSafeCell();
      const results = await Promise.allSettled([
        house.mines.cashOut(memberId, { roundId }),
        house.mines.reveal(memberId, { roundId, cell: 2 }),
      ]);
      expect(codes(results).filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes(results)).toContain('HOUSE_ROUND_FINISHED');
      const round = (await findRound(db, memberId, roundId))!;
      expect(round.status).toBe('SETTLED');
      if (results[0]!.status === 'fulfilled') {
        expect(round.win).toBe(1_125n);
        expect(await balance(memberId)).toBe(10_125n);
      } else {
        expect(round.win).toBe(0n);
        expect(round.state.steps.at(-1)).toMatchObject({ type: 'reveal', cell: 2, safe: false });
        expect(await balance(memberId)).toBe(9_000n);
      }
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the recovery job racing the round’s own settlement: paid once', async () => {
    const { memberId, roundId } = await roundWithOneSafeCell();
    // The cash-out decided and stored, its settlement not yet run (as if the process had stopped there).
    await db.transaction(async (tx) => {
      const row = await lockOpenRound(tx, memberId, roundId);
      const { state, win } = cashOut(row.state, row.stake);
      const game = { ...state.game, settleWin: win!.toString(), decidedAt: new Date(0).toISOString() };
      await tx
        .update(houseRounds)
        .set({ state: { ...state, game } })
        .where(eq(houseRounds.id, roundId));
    });
    const row = (await findRound(db, memberId, roundId))!;
    const results = await Promise.allSettled([
      ...Array.from({ length: RACERS / 2 }, () => house.rounds.recover(new Date())),
      ...Array.from({ length: RACERS / 2 }, () =>
        settleRound(ctx, { memberId, roundId, win: 1_125n, state: row.state }),
      ),
    ]);
    expect(failures(results).every((code) => code === 'HOUSE_ROUND_FINISHED')).toBe(true);
    const recovered = results
      .slice(0, RACERS / 2)
      .map((result) => (result as PromiseFulfilledResult<{ failed: number }>).value);
    expect(recovered.every((outcome) => outcome.failed === 0)).toBe(true);
    expect(await balance(memberId)).toBe(10_125n);
    expect((await findRound(db, memberId, roundId))!.status).toBe('SETTLED');
    expect(await checkLedger(db)).toEqual([]);
  });

  it('concurrent reveals of one cell: revealed once', async () => {
    const { memberId, roundId } = await roundWithOneSafeCell();
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => house.mines.reveal(memberId, { roundId, cell: 1 })),
    );
    expect(codes(results).filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes(results).filter((code) => code === 'HOUSE_CELL_REVEALED')).toHaveLength(RACERS - 1);
    const round = (await findRound(db, memberId, roundId))!;
    expect(round.state.steps.filter((step) => step.type === 'reveal').map((step) => step.cell)).toEqual([
      0, 1,
    ]);
    // Two safe cells: 1,000 × 99 × 300 ÷ 23,100 = 1,285.
    expect(round.state.game?.cashout).toEqual({ multiplier: 1.28, win: '1285' });
  });
});
