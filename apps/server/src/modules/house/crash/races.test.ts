import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import type { GameEventEnvelope } from '../../realtime/hub';
import { createTestClock } from '../../identity/testing';
import { fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { HouseGames } from '../plugin';
import { buildTestHouse } from '../testing';
import { cashOutCrashBet } from './cash-out';
import { placeCrashBet } from './place-bet';
import { crashRoundNow, openKnownRound } from './testing';

const RACERS = 6;

/**
 * Crash under concurrency on PostgreSQL (PGlite runs one query at a time): cash-outs racing the crash's
 * settlement, and the job run by several processes at once — every bet settled once, each phase and each
 * payout published once, the ledger checker clean. The round is the known chain's first (testing.ts:
 * 4.21×, reached 23,958 ms after the start; 4.20× at 23,957 ms, 2.00× at 11,553 ms).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('crash under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let house: HouseGames;
  const clock = createTestClock(new Date('2031-06-01T12:00:00Z'));
  const events: GameEventEnvelope[] = [];

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS * 2 + 4);
    db = pool.db;
    ({ house } = buildTestHouse(db, clock));
    house.crash.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await pool?.close();
  });

  const run = (at: Date) => house.crash.run(at);
  const racing = (count: number, fn: (index: number) => Promise<unknown>) =>
    Promise.allSettled(Array.from({ length: count }, (_, index) => fn(index)));
  const balance = async (memberId: string) => (await house.ctx.ledger.mainBalance(db, memberId)).balance;
  const roundsOf = async (crashRoundId: bigint) =>
    (
      await db.execute<{ member_id: string; status: string; win: string; payout: string; record: string }>(
        sql`select h.member_id::text as member_id, h.status, h.win::text as win, b.payout::text as payout,
            b.status as record
          from house_rounds h join bet_records b on b.vendor = 'TA' and b.transaction_uuid = h.id::text
          where h.crash_round_id = ${crashRoundId}::bigint`,
      )
    ).rows;

  it('cash-outs racing the crash settlement: each bet paid by one of them, never both', async () => {
    const round = await openKnownRound(db, house.crash, clock);
    const members: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const memberId = await fundedMember(db, house.ctx.ledger, 10_000n);
      await placeCrashBet(house.crash.ctx, memberId, { amount: 10 });
      members.push(memberId);
    }
    await run(round.bettingEndsAt);
    // The members click at 23,957 ms (4.20×: 10.00 → 42.00) while the job settles the crash at 23,958 ms.
    clock.set(new Date(round.crashesAt.getTime() - 1));
    const results = await Promise.allSettled([
      ...members.map((memberId) => cashOutCrashBet(house.crash.ctx, memberId)),
      ...Array.from({ length: 3 }, () => run(round.crashesAt)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CRASH_CRASHED' });
    }
    if ((await crashRoundNow(db, round.id)).status !== 'CRASHED') await run(round.crashesAt);
    expect((await crashRoundNow(db, round.id)).status).toBe('CRASHED');

    const rows = await roundsOf(round.id);
    expect(rows).toHaveLength(8);
    for (const [index, memberId] of members.entries()) {
      const row = rows.find((candidate) => candidate.member_id === memberId)!;
      const cashedOut = results[index]!.status === 'fulfilled';
      // 10,000 − 1,000 + 4,200 when the cash-out won the race, 10,000 − 1,000 when the crash did.
      expect(row).toMatchObject({ status: 'SETTLED', record: 'SETTLED', win: cashedOut ? '4200' : '0' });
      expect(row.payout).toBe(row.win);
      expect(await balance(memberId)).toBe(cashedOut ? 13_200n : 9_000n);
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the job run by several processes at once: one start, each auto cash-out paid once, one crash, one next round', async () => {
    const round = await openKnownRound(db, house.crash, clock);
    const start = round.bettingEndsAt.getTime();
    // Auto cash-outs 2.00× (pays 20.00), 4.21× (the point itself: pays 42.10), 5.00× (lost), none (lost).
    const autos = [2, 4.21, 5, null] as const;
    const bets: Array<{ memberId: string; auto: (typeof autos)[number] }> = [];
    for (let index = 0; index < 12; index += 1) {
      const memberId = await fundedMember(db, house.ctx.ledger, 10_000n);
      const auto = autos[index % autos.length]!;
      await placeCrashBet(house.crash.ctx, memberId, { amount: 10, autoCashout: auto });
      bets.push({ memberId, auto });
    }
    const from = events.length;
    // Phase events carry no bets; cash-outs go out alone or gathered in a round event (events.ts).
    const phases = () =>
      events
        .slice(from)
        .flatMap(({ message: { event } }) =>
          event.kind === 'round' && event.round.bets.length === 0 ? [event.round.status] : [],
        );
    const cashouts = () => {
      house.crash.flush();
      return events
        .slice(from)
        .flatMap(({ message: { event } }) =>
          event.kind === 'cashout'
            ? [event.bet]
            : event.kind === 'round'
              ? event.round.bets.filter((bet) => bet.cashedOutAt !== null)
              : [],
        );
    };

    const race = async (at: number) => {
      const results = await racing(RACERS, () => run(new Date(at)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    };
    await race(start);
    expect(phases()).toEqual(['RUNNING']);
    await race(start + 11_553);
    expect(cashouts()).toHaveLength(3);
    await race(round.crashesAt.getTime());
    if ((await crashRoundNow(db, round.id)).status !== 'CRASHED') await run(round.crashesAt);
    expect(phases()).toEqual(['RUNNING', 'CRASHED']);
    expect(cashouts()).toHaveLength(6);
    await race(round.crashesAt.getTime() + 3_000);
    expect(phases()).toEqual(['RUNNING', 'CRASHED', 'BETTING']);

    for (const { memberId, auto } of bets) {
      const expected = auto === 2 ? 11_000n : auto === 4.21 ? 13_210n : 9_000n;
      expect(await balance(memberId)).toBe(expected);
    }
    const rows = await roundsOf(round.id);
    expect(
      rows.every((row) => row.status === 'SETTLED' && row.record === 'SETTLED' && row.payout === row.win),
    ).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
  });
});
