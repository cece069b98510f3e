import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import { HOUSE } from '../../wallet/ledger/ledger';
import { closeDraws } from '../draws/close-draws';
import type { LotteryContext } from '../context';
import { buildTestLottery, createOpenDraw, type LotteryDrawRow } from '../testing';
import { buyTickets } from './buy-tickets';

const RACERS = 16;

/**
 * The cut-off race on PostgreSQL (PGlite runs one query at a time): purchases fired together with the
 * close job at the cut-off. A purchase locks its draw FOR SHARE and checks OPEN and now < closes_at in its
 * transaction; the close's update waits for those locks. So every purchase is stored whole (tickets, bet
 * records, the stake) or refused with nothing, and once the close has committed nothing more is sold.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the cut-off race (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let ctx: LotteryContext;
  // Past the seeded draws of the test database.
  const clock = createTestClock(new Date('2031-03-05T12:00:00Z'));

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    ctx = buildTestLottery(db, clock).ctx;
  });
  afterAll(async () => {
    await pool?.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string | number }>(query)).rows[0]!.n);

  /** A member with `amount` (minor units) deposited. */
  async function fundedMember(amount: bigint): Promise<string> {
    const { id } = await createTestMember(db);
    await ctx.ledger.transaction(db, async (tx) =>
      ctx.ledger.post(tx, {
        key: `test-deposit:${randomUUID()}`,
        kind: 'DEPOSIT',
        legs: [
          { account: await ctx.ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -amount },
          { account: await ctx.ledger.mainAccount(tx, id), amount },
        ],
        memberId: id,
        actor: 'test',
      }),
    );
    return id;
  }

  // Đề on two numbers, 1 unit each at 1.00: 2 tickets, 2.00 per purchase.
  const purchase = (draw: LotteryDrawRow, memberId: string, tag: string) =>
    buyTickets(ctx, memberId, {
      requestId: `race-${tag}-${randomUUID().slice(0, 8)}`,
      drawId: String(draw.id),
      prizeMode: 'LOTT',
      lines: [{ betType: 'DE', picks: ['11', '22'], units: 1 }],
    });

  /**
   * One round: RACERS purchases 1 ms before the cut-off; the close job (at the cut-off) starts once
   * `closeAfter` of them have answered, while the others are in flight. Returns how many were accepted.
   */
  async function raceRound(round: number, closeAfter: number): Promise<number> {
    clock.set(new Date(Date.UTC(2031, 2, 5, 14, round)));
    const closesAt = new Date(clock.now().getTime() + 30_000);
    const draw = await createOpenDraw(ctx, 'VNFAST', { numero: `20310305-RACE${round}`, closesAt });
    const members = await Promise.all(Array.from({ length: RACERS }, () => fundedMember(10_000n)));
    clock.set(new Date(closesAt.getTime() - 1));
    const running = members.map((id, i) => purchase(draw, id, `r${round}p${i}`));
    let answered = 0;
    let startClose: () => void = () => {};
    const closeStarted = new Promise<void>((resolve) => (startClose = resolve));
    if (closeAfter === 0) startClose();
    for (const p of running) {
      void p
        .catch(() => null)
        .then(() => {
          answered += 1;
          if (answered === closeAfter) startClose();
        });
    }
    const [purchases, close] = await Promise.all([
      Promise.allSettled(running),
      closeStarted.then(() => closeDraws(ctx, closesAt)),
    ]);
    expect(close).toBe(1);
    const accepted = new Set<string>();
    purchases.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        expect(result.value.tickets).toHaveLength(2);
        accepted.add(members[index]!);
      } else {
        expect(result.reason).toMatchObject({ code: 'LOTTERY_DRAW_CLOSED' });
      }
    });
    // Those that answered before the close started were accepted (the clock is before the cut-off).
    expect(accepted.size).toBeGreaterThanOrEqual(closeAfter);
    for (const memberId of members) {
      const tickets = await count(
        sql`select count(*) as n from lottery_tickets where member_id = ${memberId}::uuid`,
      );
      const records =
        await count(sql`select count(*) as n from bet_records where member_id = ${memberId}::uuid
        and vendor = 'TCG_LOTTO_VN' and status = 'OPEN'`);
      const balance = (await ctx.ledger.mainBalance(db, memberId)).balance;
      // Đề 11 and 22, 1 unit each at 1.00: 2 tickets, 2.00 (200) of 100.00 (10 000).
      expect([tickets, records, balance], memberId).toEqual(
        accepted.has(memberId) ? [2, 2, 9_800n] : [0, 0, 10_000n],
      );
    }
    const soldOf = () =>
      count(sql`select count(*) as n from lottery_tickets where draw_id = ${String(draw.id)}::bigint`);
    const sold = await soldOf();
    expect(sold).toBe(accepted.size * 2);
    // The exposure holds exactly what was sold: 1.00 per accepted purchase on each number.
    const exposure = await db.execute(sql`select number, stake::text as stake from lottery_exposure
      where draw_id = ${String(draw.id)}::bigint order by number`);
    const stake = String(accepted.size * 100);
    expect(exposure.rows).toEqual(
      accepted.size
        ? [
            { number: '11', stake },
            { number: '22', stake },
          ]
        : [],
    );
    // After the close nothing is sold, even 1 ms before the cut-off by the clock: the count stays.
    const late = await Promise.allSettled(
      members.slice(0, 4).map((id, i) => purchase(draw, id, `r${round}late${i}`)),
    );
    for (const result of late) {
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'LOTTERY_DRAW_CLOSED' } });
    }
    expect(await soldOf()).toBe(sold);
    return accepted.size;
  }

  it('purchases racing the close at the cut-off: each stored whole or refused with nothing', async () => {
    // The close starts with the purchases, after the first answer, after two, after a quarter.
    const accepted: number[] = [];
    for (const [round, closeAfter] of [0, 1, 2, RACERS / 4].entries()) {
      accepted.push(await raceRound(round + 1, closeAfter));
    }
    expect(accepted.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('at closes_at − 1 ms a purchase is accepted, at closes_at refused (the close not yet run)', async () => {
    clock.set(new Date('2031-03-05T13:00:00Z'));
    const closesAt = new Date(clock.now().getTime() + 60_000);
    const draw = await createOpenDraw(ctx, 'VNFAST', { numero: '20310305-EDGE', closesAt });
    const memberId = await fundedMember(1_000n);
    clock.set(new Date(closesAt.getTime() - 1));
    await expect(purchase(draw, memberId, 'before')).resolves.toMatchObject({ cost: 2 });
    clock.set(closesAt);
    await expect(purchase(draw, memberId, 'at')).rejects.toMatchObject({ code: 'LOTTERY_DRAW_CLOSED' });
    expect((await ctx.ledger.mainBalance(db, memberId)).balance).toBe(800n);
  });
});
