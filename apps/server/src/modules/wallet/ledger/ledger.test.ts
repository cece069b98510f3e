import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { getTestDb } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { readBrand } from '../brand';
import { ledgerSnapshot } from '../testing';
import { checkLedger, type LedgerProblem } from './check';
import { createBalancePublisher, type BalanceChanged } from './events';
import { createLedger, hashRequest, HOUSE, type Ledger } from './ledger';
import { listPostings } from './records';

let db: Db;
let ledger: Ledger;
const events: BalanceChanged[] = [];

beforeAll(async () => {
  db = await getTestDb();
  const publisher = createBalancePublisher();
  publisher.subscribe((event) => events.push(event));
  ledger = createLedger({
    clock: systemClock,
    publisher,
    currency: async (executor) => (await readBrand(executor)).currency.code,
  });
});

async function member() {
  return (await createTestMember(db)).id;
}

/** Credits a member from the opening-balance house account. */
function open(memberId: string, amount: bigint, key = `open:${memberId}`) {
  return ledger.transaction(db, async (tx) =>
    ledger.post(tx, {
      key,
      kind: 'OPENING_BALANCE',
      memberId,
      legs: [
        { account: await ledger.mainAccount(tx, memberId), amount },
        { account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE), amount: -amount },
      ],
    }),
  );
}

function bet(memberId: string, amount: bigint, key: string, requestHash?: string) {
  return ledger.transaction(db, async (tx) => {
    const main = await ledger.mainAccount(tx, memberId);
    return ledger.post(tx, {
      key,
      kind: 'BET',
      memberId,
      requestHash,
      legs: [
        { account: main, amount: -amount },
        { account: await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, 'TEST'), amount },
      ],
      reply: (posted) => ({
        transactionId: posted.transactionId.toString(),
        balance: posted.stateOf(main).balance.toString(),
      }),
    });
  });
}

describe('ledger.post', () => {
  it('moves money between a member and a house account, with balance after and events after commit', async () => {
    const id = await member();
    await ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `open:${id}`,
        kind: 'OPENING_BALANCE',
        memberId: id,
        legs: [
          { account: await ledger.mainAccount(tx, id), amount: 10_000n },
          { account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE), amount: -10_000n },
        ],
      }),
    );
    const before = events.length;
    const result = await bet(id, 2_500n, `bet:${id}:1`);
    expect(result.replayed).toBe(false);
    expect(result.reply.balance).toBe('7500');
    expect(await ledger.mainBalance(db, id)).toMatchObject({ balance: 7_500n, held: 0n });
    expect(events.slice(before)).toEqual([
      expect.objectContaining({
        memberId: id,
        balance: 7_500n,
        held: 0n,
        kind: 'BET',
        accountKind: 'MEMBER_MAIN',
      }),
    ]);
    const account = (await ledger.findMainAccount(db, id))!;
    const { rows, total } = await listPostings(db, account.id, { offset: 0, limit: 10 });
    expect(total).toBe(2);
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['BET', -2_500n, 7_500n],
      ['OPENING_BALANCE', 10_000n, 10_000n],
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('returns the stored reply on a replay and moves nothing', async () => {
    const id = await member();
    await open(id, 5_000n);
    const first = await bet(id, 1_000n, `bet:${id}:replay`);
    await bet(id, 500n, `bet:${id}:other`);
    const snapshot = await ledgerSnapshot(db);
    const eventsBefore = events.length;
    const replay = await bet(id, 1_000n, `bet:${id}:replay`);
    expect(replay).toEqual({ replayed: true, transactionId: first.transactionId, reply: first.reply });
    expect(replay.reply.balance).toBe('4000');
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    expect(events.length).toBe(eventsBefore);
  });

  it('refuses the same key with different content (409 IDEMPOTENCY_CONFLICT) and moves nothing', async () => {
    const id = await member();
    await open(id, 5_000n);
    await bet(id, 1_000n, `bet:${id}:k`);
    const snapshot = await ledgerSnapshot(db);
    await expect(bet(id, 1_001n, `bet:${id}:k`)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      statusCode: 409,
    });
    await expect(bet(id, 1_000n, `bet:${id}:k`, hashRequest({ other: true }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
  });

  it('never takes a member below zero: the whole movement is refused (409 INSUFFICIENT_BALANCE)', async () => {
    const id = await member();
    await open(id, 1_000n);
    const snapshot = await ledgerSnapshot(db);
    await expect(bet(id, 1_001n, `bet:${id}:big`)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      statusCode: 409,
    });
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    // The refused key was not kept: the same key may be tried again once there is money.
    expect(await ledger.findTransaction(db, `bet:${id}:big`)).toBeNull();
    expect((await bet(id, 1_000n, `bet:${id}:exact`)).reply.balance).toBe('0');
    await expect(bet(id, 1n, `bet:${id}:cent`)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('holds money: held money cannot be spent, paid out it leaves balance and held, released it is free again', async () => {
    const id = await member();
    await open(id, 10_000n);
    const hold = (key: string, amount: bigint) =>
      ledger.transaction(db, async (tx) =>
        ledger.post(tx, {
          key,
          kind: amount > 0n ? 'WITHDRAWAL_HOLD' : 'WITHDRAWAL_RELEASED',
          memberId: id,
          legs: [],
          holds: [{ account: await ledger.mainAccount(tx, id), amount }],
        }),
      );
    await hold(`hold:${id}:1`, 6_000n);
    expect(await ledger.mainBalance(db, id)).toMatchObject({ balance: 10_000n, held: 6_000n });
    await expect(bet(id, 4_001n, `bet:${id}:held`)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(hold(`hold:${id}:2`, 4_001n)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await ledger.transaction(db, async (tx) => {
      const main = await ledger.mainAccount(tx, id);
      return ledger.post(tx, {
        key: `paid:${id}`,
        kind: 'WITHDRAWAL_PAID',
        memberId: id,
        legs: [
          { account: main, amount: -4_000n },
          { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: 4_000n },
        ],
        holds: [{ account: main, amount: -4_000n }],
      });
    });
    expect(await ledger.mainBalance(db, id)).toMatchObject({ balance: 6_000n, held: 2_000n });
    await expect(hold(`release:${id}:too-much`, -2_001n)).rejects.toThrow(/release more than it holds/);
    await hold(`release:${id}`, -2_000n);
    expect(await ledger.mainBalance(db, id)).toMatchObject({ balance: 6_000n, held: 0n });
  });

  it('moves money between two members in one transaction (both rows locked in id order)', async () => {
    const [a, b] = [await member(), await member()];
    await open(a, 3_000n);
    await ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `transfer:${a}:${b}`,
        kind: 'TRANSFER_TO_DOWNLINE',
        memberId: a,
        legs: [
          { account: await ledger.mainAccount(tx, a), amount: -1_200n },
          { account: await ledger.mainAccount(tx, b), amount: 1_200n },
        ],
      }),
    );
    expect((await ledger.mainBalance(db, a)).balance).toBe(1_800n);
    expect((await ledger.mainBalance(db, b)).balance).toBe(1_200n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('applies a movement of many member accounts in bulk: balances, balance after, events, and the refusal', async () => {
    // Ten members (the bulk path starts at eight accounts); some opened before, some opened by mainAccounts.
    const ids = await Promise.all(Array.from({ length: 10 }, () => member()));
    for (const id of ids.slice(0, 4)) await open(id, 1_000n);
    const before = events.length;
    await ledger.transaction(db, async (tx) => {
      const accounts = await ledger.mainAccounts(tx, ids);
      expect(accounts.map((account) => account.memberId)).toEqual(ids);
      return ledger.post(tx, {
        key: `bulk:${ids[0]}`,
        kind: 'SALARY',
        legs: [
          ...accounts.map((account, index) => ({ account, amount: BigInt(100 * (index + 1)) })),
          { account: await ledger.houseAccount(tx, HOUSE.AGENT_COMMISSION_EXPENSE), amount: -5_500n },
        ],
      });
    });
    // The first four had 1,000 each; member n (1-based) got 100 × n.
    expect((await ledger.mainBalance(db, ids[0]!)).balance).toBe(1_100n);
    expect((await ledger.mainBalance(db, ids[3]!)).balance).toBe(1_400n);
    expect((await ledger.mainBalance(db, ids[9]!)).balance).toBe(1_000n);
    expect(
      events
        .slice(before)
        .map((event) => event.memberId)
        .sort(),
    ).toEqual([...ids].sort());
    const account = (await ledger.findMainAccount(db, ids[4]!))!;
    const { rows } = await listPostings(db, account.id, { offset: 0, limit: 10 });
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([['SALARY', 500n, 500n]]);

    // A bulk movement that would take one of them below zero moves nothing at all.
    const snapshot = await ledgerSnapshot(db);
    await expect(
      ledger.transaction(db, async (tx) => {
        const accounts = await ledger.mainAccounts(tx, ids);
        return ledger.post(tx, {
          key: `bulk-refused:${ids[0]}`,
          kind: 'MANUAL_ADJUSTMENT',
          legs: [
            ...accounts.map((account, index) => ({ account, amount: index === 9 ? -1_001n : -1n })),
            { account: await ledger.houseAccount(tx, HOUSE.MANUAL_ADJUSTMENT), amount: 1_010n },
          ],
        });
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await ledgerSnapshot(db)).toEqual(snapshot);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const id = await member();
    await open(id, 1_000n);
    const before = events.length;
    await expect(
      ledger.transaction(db, async (tx) => {
        await ledger.post(tx, {
          key: `rolled-back:${id}`,
          kind: 'BONUS',
          memberId: id,
          legs: [
            { account: await ledger.mainAccount(tx, id), amount: 100n },
            { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -100n },
          ],
        });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(events.length).toBe(before);
    expect((await ledger.mainBalance(db, id)).balance).toBe(1_000n);
    expect(await ledger.findTransaction(db, `rolled-back:${id}`)).toBeNull();
  });

  it('refuses programming errors before touching the database', async () => {
    const id = await member();
    const attempt = (legs: (tx: Db) => Promise<Parameters<Ledger['post']>[1]['legs']>) =>
      ledger.transaction(db, async (tx) =>
        ledger.post(tx, { key: `bad:${id}:${Math.random()}`, kind: 'BONUS', legs: await legs(tx) }),
      );
    await expect(
      attempt(async (tx) => [
        { account: await ledger.mainAccount(tx, id), amount: 100n },
        { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -99n },
      ]),
    ).rejects.toThrow(/sum to 1, not zero/);
    await expect(
      attempt(async (tx) => [{ account: await ledger.mainAccount(tx, id), amount: 100n }]),
    ).rejects.toThrow(/at least two postings/);
    await expect(
      attempt(async (tx) => [
        { account: await ledger.mainAccount(tx, id), amount: 0n },
        { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: 0n },
      ]),
    ).rejects.toThrow(/zero amount/);
    await expect(
      attempt(async (tx) => [
        { account: await ledger.mainAccount(tx, id), amount: 10n ** 16n },
        { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -(10n ** 16n) },
      ]),
    ).rejects.toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    // Outside ledger.transaction (and not marked silent) a movement is refused.
    await expect(
      db.transaction(async (tx) =>
        ledger.post(tx, {
          key: `outside:${id}`,
          kind: 'BONUS',
          legs: [
            { account: await ledger.mainAccount(tx, id), amount: 1n },
            { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -1n },
          ],
        }),
      ),
    ).rejects.toThrow(/inside ledger.transaction/);
    await expect(
      ledger.post(db, { key: `no-tx:${id}`, kind: 'BONUS', silent: true, legs: [] }),
    ).rejects.toThrow(/needs a database transaction/);
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe('points, the second asset', () => {
  it('keeps points apart from money: each asset balances on its own, one movement may carry both', async () => {
    const id = await member();
    await open(id, 1_000n);
    // 250 points earned: POINTS_ISSUED −250, the member's points +250 (his money does not move).
    await ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `earn:${id}`,
        kind: 'POINTS_EARN',
        memberId: id,
        legs: [
          { account: await ledger.pointsAccount(tx, id), amount: 250n },
          { account: await ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: -250n },
        ],
      }),
    );
    // 200 points converted into 2.00: both pairs in one movement.
    await ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `convert:${id}`,
        kind: 'POINTS_CONVERSION',
        memberId: id,
        legs: [
          { account: await ledger.pointsAccount(tx, id), amount: -200n },
          { account: await ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: 200n },
          { account: await ledger.mainAccount(tx, id), amount: 200n },
          { account: await ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -200n },
        ],
      }),
    );
    expect((await ledger.pointsBalance(db, id)).balance).toBe(50n);
    expect((await ledger.mainBalance(db, id)).balance).toBe(1_200n);
    expect(events.some((event) => event.memberId === id && event.accountKind === 'MEMBER_POINTS')).toBe(true);

    // 100 points for 1.00 written the wrong way round sums to zero overall but not per asset: refused.
    await expect(
      ledger.transaction(db, async (tx) =>
        ledger.post(tx, {
          key: `wrong:${id}`,
          kind: 'POINTS_CONVERSION',
          memberId: id,
          legs: [
            { account: await ledger.pointsAccount(tx, id), amount: -100n },
            { account: await ledger.mainAccount(tx, id), amount: 100n },
          ],
        }),
      ),
    ).rejects.toThrow(/PTS|POINTS|sum/);
    // More points than held: the guarded update refuses and nothing moves.
    await expect(
      ledger.transaction(db, async (tx) =>
        ledger.post(tx, {
          key: `spend:${id}`,
          kind: 'POINTS_REDEEM',
          memberId: id,
          legs: [
            { account: await ledger.pointsAccount(tx, id), amount: -51n },
            { account: await ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: 51n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await ledger.pointsBalance(db, id)).balance).toBe(50n);
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe('checkLedger', () => {
  it('reports broken invariants: cached balance, balance after, unbalanced transaction, held', async () => {
    const id = await member();
    await open(id, 1_000n);
    const account = (await ledger.findMainAccount(db, id))!;
    let found: LedgerProblem[] = [];
    // Corrupt the tables behind the ledger's back, inside a transaction that is rolled back.
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`alter table ledger_accounts drop constraint ledger_accounts_member_balance_check`,
        );
        await tx.execute(
          sql`update ledger_accounts set balance = -5, held = 7 where id = ${account.id}::bigint`,
        );
        await tx.execute(
          sql`update ledger_postings set amount = 1001, balance_after = 7 where account_id = ${account.id}::bigint`,
        );
        found = await checkLedger(tx);
        tx.rollback();
      })
      .catch(() => {});
    expect(found.map((problem) => problem.kind).sort()).toEqual([
      'BALANCE_AFTER_MISMATCH',
      'CACHED_BALANCE_MISMATCH',
      'HELD_MISMATCH',
      'HELD_OUT_OF_RANGE',
      'NEGATIVE_BALANCE',
      'UNBALANCED_TRANSACTION',
    ]);
    expect(found.find((problem) => problem.kind === 'CACHED_BALANCE_MISMATCH')?.detail).toContain(
      'cached -5',
    );
    expect(await checkLedger(db)).toEqual([]);
  });
});
