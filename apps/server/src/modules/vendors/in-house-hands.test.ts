import { randomUUID } from 'node:crypto';
import { NIUNIU_GAME_CODE, PVP_VENDOR } from '@platform/contracts/pvp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { dateIn } from '../../platform/zoned-time';
import { getTestDb } from '../../test/app';
import { silentLog } from '../contracts/lifecycle-testing';
import { createTestClock } from '../identity/testing';
import { readBrand } from '../wallet/brand';
import { checkLedger } from '../wallet/ledger/check';
import { HOUSE } from '../wallet/ledger/ledger';
import { createInHouseHands, type HandHold, type HandRecord, type InHouseHands } from './in-house-hands';
import {
  betRecordOf,
  buildHouseWallet,
  dailyTotalsOf,
  fundedMember,
  type HouseTesting,
} from './in-house-testing';

const VENDOR = PVP_VENDOR;
const NODE = `${PVP_VENDOR}-${NIUNIU_GAME_CODE}`;

describe('the in-house hands (PVP holds and settlements)', () => {
  let db: Db;
  let t: HouseTesting;
  let hands: InHouseHands;
  let timeZone: string;
  let day: string;
  const settled: string[] = [];
  const clock = createTestClock(new Date('2026-11-27T18:00:00Z'));

  beforeAll(async () => {
    db = await getTestDb();
    t = buildHouseWallet(db, clock);
    hands = createInHouseHands({
      clock,
      ledger: t.ledger,
      log: silentLog,
      afterSettled: (memberId) => {
        if (memberId === 'boom') throw new Error('listener failed');
        settled.push(memberId);
      },
    });
    timeZone = (await readBrand(db)).timeZone;
    day = dateIn(timeZone, clock.now());
  });

  const inTx = <T>(run: (tx: Db) => Promise<T>) => t.ledger.transaction(db, run);
  const state = (memberId: string) => t.ledger.mainBalance(db, memberId);
  const rakeBalance = async () =>
    BigInt(
      (
        await db.execute<{ total: string }>(sql`select coalesce(sum(p.amount), 0)::text as total
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.kind = 'HOUSE' and a.house_code = ${HOUSE.PVP_RAKE} and a.vendor = ${VENDOR}`)
      ).rows[0]!.total,
    );
  const keyUsed = async (key: string) =>
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`,
        )
      ).rows[0]!.n,
    );
  /** The hand's row as the PVP module keeps it (the ledger checker counts the holds of OPEN hands). */
  const handRow = async (handId: string, holds: readonly HandHold[], status = 'OPEN') => {
    const participants = holds.map((hold, seat) => ({
      memberId: hold.memberId,
      seat,
      hold: String(hold.amount),
    }));
    await db.execute(sql`insert into pvp_hands (id, table_id, number, status, server_seed, seed_hash, client_seed,
        participants, started_at)
      values (${handId}::uuid, ${`t-${handId}`}, 1, ${status}, 'seed', 'hash', 'client',
        ${JSON.stringify(participants)}::jsonb, now())
      on conflict (id) do update set status = excluded.status`);
  };
  const record = (memberId: string, round: string, stake: bigint, win: bigint): HandRecord => ({
    memberId,
    transactionUuid: `${round}:${memberId}`,
    gameCode: NIUNIU_GAME_CODE,
    nodeId: NODE,
    round,
    stake,
    win,
  });

  it('holds at the start, settles nets, rake and settled records at the end; each key once', async () => {
    const banker = await fundedMember(db, t.ledger, 10_000n);
    const winner = await fundedMember(db, t.ledger, 5_000n);
    const loser = await fundedMember(db, t.ledger, 5_000n);
    const hand = randomUUID();
    const holds = [
      { memberId: banker, amount: 3_000n },
      { memberId: winner, amount: 2_000n },
      { memberId: loser, amount: 1_500n },
    ];
    const hold = { vendor: VENDOR, key: `pvp:hold:${hand}`, round: hand, holds };
    expect(await inTx((tx) => hands.hold(tx, hold))).toEqual({ replayed: false });
    expect(await state(banker)).toMatchObject({ balance: 10_000n, held: 3_000n });
    expect(await state(winner)).toMatchObject({ balance: 5_000n, held: 2_000n });
    expect(await state(loser)).toMatchObject({ balance: 5_000n, held: 1_500n });
    // The same key again: replayed, nothing held twice; the key with other holds: a conflict.
    expect(await inTx((tx) => hands.hold(tx, hold))).toEqual({ replayed: true });
    expect((await state(banker)).held).toBe(3_000n);
    await expect(
      inTx((tx) => hands.hold(tx, { ...hold, holds: [{ memberId: banker, amount: 1n }] })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await handRow(hand, holds);
    expect(await checkLedger(db)).toEqual([]);

    // The result (worked by hand, rake 5 %): the winner beats the banker, gross +1,000, rake floor(1,000 ×
    // 500 / 10,000) = 50, net +950; the loser loses 600 to the banker; the banker's gross −1,000 + 600 = −400.
    // Σ net = 950 − 600 − 400 = −50 = −rake. Records: stake |gross|, win stake + net for a winner, else 0.
    const rakeBefore = await rakeBalance();
    const settlement = {
      vendor: VENDOR,
      key: `pvp:settle:${hand}`,
      round: hand,
      timeZone,
      releases: holds,
      records: [
        record(banker, hand, 400n, 0n),
        record(winner, hand, 1_000n, 1_950n),
        record(loser, hand, 600n, 0n),
      ],
      rake: 50n,
    };
    expect(await inTx((tx) => hands.settle(tx, settlement))).toEqual({ replayed: false });
    await handRow(hand, holds, 'SETTLED');
    expect(await state(banker)).toMatchObject({ balance: 9_600n, held: 0n });
    expect(await state(winner)).toMatchObject({ balance: 5_950n, held: 0n });
    expect(await state(loser)).toMatchObject({ balance: 4_400n, held: 0n });
    expect(await rakeBalance()).toBe(rakeBefore + 50n);
    expect(await betRecordOf(db, VENDOR, `${hand}:${winner}`)).toEqual({
      status: 'SETTLED',
      betAmount: 1_000n,
      validBet: 1_000n,
      payout: 1_950n,
      winLoss: 950n,
      gameType: 'PVP',
      settled: true,
    });
    expect(await betRecordOf(db, VENDOR, `${hand}:${banker}`)).toMatchObject({
      betAmount: 400n,
      payout: 0n,
      winLoss: -400n,
    });
    expect(await dailyTotalsOf(db, loser, VENDOR)).toEqual([
      { day, gameType: 'PVP', betCount: 1, betAmount: 600n, validBet: 600n, payout: 0n, winLoss: -600n },
    ]);
    expect(await dailyTotalsOf(db, winner, VENDOR)).toEqual([
      {
        day,
        gameType: 'PVP',
        betCount: 1,
        betAmount: 1_000n,
        validBet: 1_000n,
        payout: 1_950n,
        winLoss: 950n,
      },
    ]);
    // The movement: the players' nets and the rake, nothing on the vendor's clearing account.
    const { rows } = await db.execute<{ kind: string; reference: string; postings: number }>(
      sql`select t.kind, t.reference, (select count(*)::int from ledger_postings p where p.transaction_id = t.id)
          as postings from ledger_transactions t where t.idempotency_key = ${settlement.key}`,
    );
    expect(rows).toEqual([{ kind: 'WIN', reference: `TA:${hand}`, postings: 4 }]);

    // A replay pays nothing and inserts nothing.
    expect(await inTx((tx) => hands.settle(tx, settlement))).toEqual({ replayed: true });
    expect((await state(winner)).balance).toBe(5_950n);
    expect((await dailyTotalsOf(db, winner, VENDOR))[0]!.betCount).toBe(1);
    expect(await rakeBalance()).toBe(rakeBefore + 50n);
    expect(await checkLedger(db)).toEqual([]);

    hands.afterSettled(['boom', banker, winner]);
    expect(settled).toEqual([banker, winner]);
  });

  it('refuses a hold beyond the spendable balance: nothing held for anybody', async () => {
    const rich = await fundedMember(db, t.ledger, 5_000n);
    const poor = await fundedMember(db, t.ledger, 1_000n);
    const hand = randomUUID();
    const key = `pvp:hold:${hand}`;
    await expect(
      inTx((tx) =>
        hands.hold(tx, {
          vendor: VENDOR,
          key,
          round: hand,
          holds: [
            { memberId: rich, amount: 500n },
            { memberId: poor, amount: 1_001n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await state(rich)).toMatchObject({ balance: 5_000n, held: 0n });
    expect(await state(poor)).toMatchObject({ balance: 1_000n, held: 0n });
    expect(await keyUsed(key)).toBe(0);
    expect(await checkLedger(db)).toEqual([]);
  });

  it("refuses a settlement that does not sum to zero or pays someone who held nothing (the caller's bug)", async () => {
    const a = await fundedMember(db, t.ledger, 1_000n);
    const b = await fundedMember(db, t.ledger, 1_000n);
    const hand = randomUUID();
    const holds = [
      { memberId: a, amount: 500n },
      { memberId: b, amount: 500n },
    ];
    await inTx((tx) => hands.hold(tx, { vendor: VENDOR, key: `pvp:hold:${hand}`, round: hand, holds }));
    const base = { vendor: VENDOR, key: `pvp:settle:${hand}`, round: hand, timeZone, releases: holds };
    // −100 + 100 + rake 5 ≠ 0.
    await expect(
      inTx((tx) =>
        hands.settle(tx, {
          ...base,
          records: [record(a, hand, 100n, 0n), record(b, hand, 100n, 200n)],
          rake: 5n,
        }),
      ),
    ).rejects.toThrow(/sum to 5/);
    const stranger = randomUUID();
    await expect(
      inTx((tx) =>
        hands.settle(tx, {
          ...base,
          records: [record(a, hand, 100n, 0n), record(stranger, hand, 100n, 200n)],
          rake: 0n,
        }),
      ),
    ).rejects.toThrow(/held nothing/);
    // A loss beyond the hold.
    await expect(
      inTx((tx) =>
        hands.settle(tx, {
          ...base,
          records: [record(a, hand, 600n, 0n), record(b, hand, 600n, 1_200n)],
          rake: 0n,
        }),
      ),
    ).rejects.toThrow(/more than they held/);
    expect(await keyUsed(base.key)).toBe(0);
    expect(await state(a)).toMatchObject({ balance: 1_000n, held: 500n });
    // The voided hand: released once, balances untouched.
    const release = { vendor: VENDOR, key: `pvp:refund:${hand}`, round: hand, releases: holds };
    expect(await inTx((tx) => hands.release(tx, release))).toEqual({ replayed: false });
    expect(await inTx((tx) => hands.release(tx, release))).toEqual({ replayed: true });
    expect(await state(a)).toMatchObject({ balance: 1_000n, held: 0n });
    expect(await state(b)).toMatchObject({ balance: 1_000n, held: 0n });
    expect(await checkLedger(db)).toEqual([]);
  });
});
