import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { getTestDb } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { DEFAULT_BRAND } from '../../system/brand.default';
import { readBrand } from '../brand';
import { checkLedger } from './check';
import { createBalancePublisher } from './events';
import { createLedger, HOUSE, type Ledger } from './ledger';

let db: Db;
let ledger: Ledger;
/** 05:30 UTC on 1 March is still 28 February in Mexico City (UTC−6): the day is the brand's. */
let now = new Date('2026-03-01T05:30:00.000Z');

beforeAll(async () => {
  db = await getTestDb();
  ledger = createLedger({
    clock: { now: () => now },
    publisher: createBalancePublisher(),
    currency: async (executor) => (await readBrand(executor)).currency.code,
    timeZone: async () => DEFAULT_BRAND.timeZone,
  });
});

type Kind = 'DEPOSIT' | 'WITHDRAWAL_PAID' | 'BONUS' | 'REBATE' | 'BET';

/** One movement of `amount` on the member's main wallet (negative: taken) against a house account. */
function move(memberId: string, kind: Kind, amount: bigint, key: string) {
  return ledger.transaction(db, async (tx) =>
    ledger.post(tx, {
      key,
      kind,
      memberId,
      legs: [
        { account: await ledger.mainAccount(tx, memberId), amount },
        { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -amount },
      ],
    }),
  );
}

async function totalsOf(memberId: string) {
  const { rows } = await db.execute<{ day: string; kind: string; count: number; amount: string }>(
    sql`select day::text as day, kind, count, amount::text as amount from cash_daily_totals
      where member_id = ${memberId}::uuid order by day, kind`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

async function firstDepositOf(memberId: string) {
  const { rows } = await db.execute<{ day: string; at: string | Date; amount: string }>(
    sql`select day::text as day, at, amount::text as amount from member_first_deposits
      where member_id = ${memberId}::uuid`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

const cashProblems = async () =>
  (await checkLedger(db)).filter((problem) => problem.kind === 'CASH_TOTALS_MISMATCH');

describe('cash_daily_totals and member_first_deposits', () => {
  it('sum every cash movement per brand-zone day and kind in the movement, and keep the first deposit', async () => {
    const id = (await createTestMember(db)).id;
    now = new Date('2026-03-01T05:30:00.000Z');
    await move(id, 'DEPOSIT', 50_000n, `dep1:${id}`);
    await move(id, 'BET', -1_000n, `bet1:${id}`);
    await move(id, 'BONUS', 2_000n, `bonus1:${id}`);
    await move(id, 'DEPOSIT', 10_000n, `dep2:${id}`);
    now = new Date('2026-03-01T07:00:00.000Z'); // 1 March in Mexico City
    await move(id, 'WITHDRAWAL_PAID', -30_000n, `wd1:${id}`);
    await move(id, 'REBATE', 500n, `rebate1:${id}`);
    await move(id, 'DEPOSIT', 7_000n, `dep3:${id}`);
    // A bonus taken back is no bonus credited: it is not counted.
    await move(id, 'BONUS', -100n, `bonus2:${id}`);

    expect(await totalsOf(id)).toEqual([
      { day: '2026-02-28', kind: 'BONUS', count: 1, amount: '2000' },
      { day: '2026-02-28', kind: 'DEPOSIT', count: 2, amount: '60000' },
      { day: '2026-03-01', kind: 'DEPOSIT', count: 1, amount: '7000' },
      { day: '2026-03-01', kind: 'REBATE', count: 1, amount: '500' },
      { day: '2026-03-01', kind: 'WITHDRAWAL_PAID', count: 1, amount: '30000' },
    ]);
    expect(await firstDepositOf(id)).toEqual([
      { day: '2026-02-28', at: '2026-03-01T05:30:00.000Z', amount: '50000' },
    ]);
    expect(await cashProblems()).toEqual([]);
  });

  it('add nothing on a replay of the same idempotency key', async () => {
    const id = (await createTestMember(db)).id;
    now = new Date('2026-03-02T18:00:00.000Z');
    const first = await move(id, 'DEPOSIT', 20_000n, `dep:${id}`);
    const replay = await move(id, 'DEPOSIT', 20_000n, `dep:${id}`);
    expect(replay.replayed).toBe(true);
    expect(replay.transactionId).toBe(first.transactionId);
    expect(await totalsOf(id)).toEqual([{ day: '2026-03-02', kind: 'DEPOSIT', count: 1, amount: '20000' }]);
    expect(await firstDepositOf(id)).toHaveLength(1);
    expect(await cashProblems()).toEqual([]);
  });

  it('keep nothing of a movement whose transaction rolls back', async () => {
    const id = (await createTestMember(db)).id;
    now = new Date('2026-03-03T18:00:00.000Z');
    await expect(
      ledger.transaction(db, async (tx) => {
        await ledger.post(tx, {
          key: `dep:${id}`,
          kind: 'DEPOSIT',
          memberId: id,
          legs: [
            { account: await ledger.mainAccount(tx, id), amount: 9_000n },
            { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -9_000n },
          ],
        });
        throw new Error('the caller fails after the movement');
      }),
    ).rejects.toThrow('the caller fails');
    // Refused for want of money: nothing was counted either.
    await expect(move(id, 'WITHDRAWAL_PAID', -1_000n, `wd:${id}`)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await totalsOf(id)).toEqual([]);
    expect(await firstDepositOf(id)).toEqual([]);

    await move(id, 'DEPOSIT', 4_000n, `dep:${id}`);
    expect(await totalsOf(id)).toEqual([{ day: '2026-03-03', kind: 'DEPOSIT', count: 1, amount: '4000' }]);
    expect(await firstDepositOf(id)).toEqual([
      { day: '2026-03-03', at: '2026-03-03T18:00:00.000Z', amount: '4000' },
    ]);
    expect(await cashProblems()).toEqual([]);
  });

  it('are told apart from the journal by the ledger check when they disagree', async () => {
    const id = (await createTestMember(db)).id;
    now = new Date('2026-03-04T18:00:00.000Z');
    await move(id, 'DEPOSIT', 3_000n, `dep:${id}`);
    await db.execute(sql`update cash_daily_totals set amount = amount + 1 where member_id = ${id}::uuid`);
    await db.execute(sql`update member_first_deposits set amount = amount + 1 where member_id = ${id}::uuid`);
    const problems = await cashProblems();
    expect(problems).toHaveLength(2);
    expect(problems.every((problem) => problem.detail.includes(id))).toBe(true);
    await db.execute(sql`update cash_daily_totals set amount = amount - 1 where member_id = ${id}::uuid`);
    await db.execute(sql`update member_first_deposits set amount = amount - 1 where member_id = ${id}::uuid`);
    expect(await cashProblems()).toEqual([]);
  });
});
