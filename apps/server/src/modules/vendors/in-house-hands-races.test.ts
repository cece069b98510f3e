import { randomUUID } from 'node:crypto';
import { NIUNIU_GAME_CODE, PVP_VENDOR } from '@platform/contracts/pvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { openTestFilePool } from '../../test/app';
import { silentLog } from '../contracts/lifecycle-testing';
import { readBrand } from '../wallet/brand';
import { checkLedger } from '../wallet/ledger/check';
import { createInHouseHands, type InHouseHands } from './in-house-hands';
import { buildHouseWallet, dailyTotalsOf, fundedMember, type HouseTesting } from './in-house-testing';

const VENDOR = PVP_VENDOR;
const RACERS = 10;

/**
 * The hands' money on PostgreSQL under concurrency: the same settlement (one key) run ten times at once pays
 * once; holds with one key run at once hold once; holds of hands sharing members never deadlock. (A
 * settlement racing a release of the same hand is excluded by the caller's table lock, not here.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the in-house hands under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let t: HouseTesting;
  let hands: InHouseHands;
  let timeZone: string;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    t = buildHouseWallet(db);
    hands = createInHouseHands({ clock: { now: () => new Date() }, ledger: t.ledger, log: silentLog });
    timeZone = (await readBrand(db)).timeZone;
  });
  afterAll(async () => {
    await pool?.close();
  });

  const inTx = <T>(run: (tx: Db) => Promise<T>) => t.ledger.transaction(db, run);
  const state = (memberId: string) => t.ledger.mainBalance(db, memberId);
  const racing = (count: number, run: (index: number) => Promise<{ replayed: boolean }>) =>
    Promise.allSettled(Array.from({ length: count }, (_, index) => run(index)));
  const fresh = (results: PromiseSettledResult<{ replayed: boolean }>[]) => {
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    return results.filter((result) => result.status === 'fulfilled' && !result.value.replayed).length;
  };

  it('10 simultaneous settlements of one hand (one key): paid once', async () => {
    const a = await fundedMember(db, t.ledger, 2_000n);
    const b = await fundedMember(db, t.ledger, 2_000n);
    const hand = randomUUID();
    const holds = [
      { memberId: a, amount: 1_000n },
      { memberId: b, amount: 1_000n },
    ];
    await inTx((tx) => hands.hold(tx, { vendor: VENDOR, key: `pvp:hold:${hand}`, round: hand, holds }));
    // b beats a: gross 500, rake floor(500 × 500 / 10,000) = 25; nets a −500, b +475.
    const record = (memberId: string, stake: bigint, win: bigint) => ({
      memberId,
      transactionUuid: `${hand}:${memberId}`,
      gameCode: NIUNIU_GAME_CODE,
      nodeId: `${VENDOR}-${NIUNIU_GAME_CODE}`,
      round: hand,
      stake,
      win,
    });
    const settlement = {
      vendor: VENDOR,
      key: `pvp:settle:${hand}`,
      round: hand,
      timeZone,
      releases: holds,
      records: [record(a, 500n, 0n), record(b, 500n, 975n)],
      rake: 25n,
    };
    const results = await racing(RACERS, () => inTx((tx) => hands.settle(tx, settlement)));
    expect(fresh(results)).toBe(1);
    expect(await state(a)).toMatchObject({ balance: 1_500n, held: 0n });
    expect(await state(b)).toMatchObject({ balance: 2_475n, held: 0n });
    expect((await dailyTotalsOf(db, b, VENDOR))[0]).toMatchObject({ betCount: 1, payout: 975n });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('holds with one key at once hold once; hands sharing members never deadlock', async () => {
    const members: string[] = [];
    for (let i = 0; i < 4; i += 1) members.push(await fundedMember(db, t.ledger, 10_000n));
    const hand = randomUUID();
    const holds = members.map((memberId) => ({ memberId, amount: 1_000n }));
    const hold = { vendor: VENDOR, key: `pvp:hold:${hand}`, round: hand, holds };
    expect(fresh(await racing(RACERS, () => inTx((tx) => hands.hold(tx, hold))))).toBe(1);
    for (const memberId of members) expect((await state(memberId)).held).toBe(1_000n);

    // Ten other hands, each of three of the four members in another order: all held.
    const others = Array.from({ length: RACERS }, (_, index) => {
      const id = randomUUID();
      const seats = [0, 1, 2, 3].map((k) => members[(index + k) % 4]!).slice(0, 3);
      if (index % 2 === 1) seats.reverse();
      return {
        vendor: VENDOR,
        key: `pvp:hold:${id}`,
        round: id,
        holds: seats.map((memberId) => ({ memberId, amount: 100n })),
      };
    });
    expect(fresh(await racing(RACERS, (index) => inTx((tx) => hands.hold(tx, others[index]!))))).toBe(RACERS);
    // 10 hands × 3 members × 100 = 3,000 held besides the first hand's 4 × 1,000.
    let held = 0n;
    for (const memberId of members) held += (await state(memberId)).held;
    expect(held).toBe(4n * 1_000n + 3_000n);

    for (const voided of [hold, ...others]) {
      await inTx((tx) =>
        hands.release(tx, { ...voided, key: voided.key.replace('hold', 'refund'), releases: voided.holds }),
      );
    }
    for (const memberId of members)
      expect(await state(memberId)).toMatchObject({ balance: 10_000n, held: 0n });
    expect(await checkLedger(db)).toEqual([]);
  });
});
