import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { openTestFilePool } from '../../test/app';
import { checkLedger } from '../wallet/ledger/check';
import {
  betRecordOf,
  buildHouseWallet,
  dailyTotalsOf,
  fundedMember,
  houseBet,
  type HouseTesting,
} from './in-house-testing';
import type { SettleItem } from './in-house-wallet';

const VENDOR = 'LOTT';
const RACERS = 10;

/**
 * The in-house wallet under concurrency on PostgreSQL (PGlite runs one query at a time): settlements of
 * the same bets racing each other (same key and other batchings) and racing a refund, purchases racing a
 * settlement of the same member's bets — each bet settled or refunded once, every win paid once, the
 * ledger checker clean after.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the in-house wallet under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let t: HouseTesting;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    t = buildHouseWallet(db);
  });
  afterAll(async () => {
    await pool?.close();
  });

  const balance = async (memberId: string) => (await t.ledger.mainBalance(db, memberId)).balance;
  const racing = (count: number, run: (index: number) => Promise<unknown>) =>
    Promise.allSettled(Array.from({ length: count }, (_, index) => run(index)));

  /** Bets a settlement or refund took. */
  const settledOf = (value: unknown) => {
    const outcome = value as { settled?: number; refunded?: number };
    return outcome.settled ?? outcome.refunded ?? 0;
  };

  /** Members with bets placed: `perMember` bets of 100 each, every third bet winning 1,000. */
  async function openBets(members: number, perMember: number) {
    const items: SettleItem[] = [];
    const ids: string[] = [];
    for (let m = 0; m < members; m += 1) {
      const memberId = await fundedMember(db, t.ledger, 10_000n);
      ids.push(memberId);
      const bets = Array.from({ length: perMember }, () => houseBet(100n));
      await t.wallet.placeBets({
        vendor: VENDOR,
        memberId,
        key: `race:${randomUUID()}`,
        bets,
        within: async () => null,
      });
      bets.forEach((bet, index) =>
        items.push({ transactionUuid: bet.transactionUuid, memberId, win: index % 3 === 0 ? 1_000n : 0n }),
      );
    }
    return { items, members: ids };
  }

  it('10 simultaneous settlements of one batch (one key): settled and paid once', async () => {
    const { items, members } = await openBets(5, 6);
    const key = `race:settle:${randomUUID()}`;
    const results = await racing(RACERS, () => t.wallet.settleBets({ vendor: VENDOR, key, items }));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const settled = results.map((result) => (result.status === 'fulfilled' ? settledOf(result.value) : 0));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(items.length);
    // Each member: 10,000 − 6 × 100 + 2 wins × 1,000 = 11,400.
    for (const memberId of members) {
      expect(await balance(memberId)).toBe(11_400n);
      expect((await dailyTotalsOf(db, memberId, VENDOR))[0]).toMatchObject({ betCount: 6, payout: 2_000n });
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('settlements of overlapping batchings (other keys) racing: every bet paid once', async () => {
    const { items, members } = await openBets(6, 5);
    // Racer i settles a window of the bets starting at i × 3 (wrapping), 15 bets each: every bet in several.
    const results = await racing(RACERS, (index) => {
      const window = Array.from({ length: 15 }, (_, k) => items[(index * 3 + k) % items.length]!);
      return t.wallet.settleBets({ vendor: VENDOR, key: `race:settle:${randomUUID()}`, items: window });
    });
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const settled = results.map((result) => (result.status === 'fulfilled' ? settledOf(result.value) : 0));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(items.length);
    // Each member: 10,000 − 5 × 100 + 2 wins (bets 0 and 3) × 1,000 = 11,500.
    for (const memberId of members) expect(await balance(memberId)).toBe(11_500n);
    for (const item of items) {
      expect((await betRecordOf(db, VENDOR, item.transactionUuid))?.payout).toBe(item.win);
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('settlements racing refunds of the same bets: each bet either settled or refunded, once', async () => {
    const { items, members } = await openBets(4, 6);
    const results = await racing(RACERS, (index) =>
      index % 2 === 0
        ? t.wallet.settleBets({ vendor: VENDOR, key: `race:settle:${randomUUID()}`, items })
        : t.wallet.refundBets({ vendor: VENDOR, key: `race:refund:${randomUUID()}`, items }),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    let taken = 0;
    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      taken += settledOf(result.value);
    }
    expect(taken).toBe(items.length);
    for (const memberId of members) {
      const mine = items.filter((item) => item.memberId === memberId);
      let expected = 10_000n - 600n;
      for (const item of mine) {
        const record = (await betRecordOf(db, VENDOR, item.transactionUuid))!;
        if (record.status === 'SETTLED') expected += item.win;
        else if (record.status === 'ROLLED_BACK') expected += 100n;
        else throw new Error(`bet ${item.transactionUuid} is ${record.status}`);
      }
      expect(await balance(memberId)).toBe(expected);
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('purchases racing settlements of the same members: no deadlock, every figure adds up', async () => {
    const { items, members } = await openBets(3, 9);
    const results = await racing(RACERS, (index) => {
      if (index % 2 === 0) {
        const window = items.slice((index / 2) * 5, (index / 2) * 5 + 10);
        return t.wallet.settleBets({ vendor: VENDOR, key: `race:settle:${randomUUID()}`, items: window });
      }
      return t.wallet.placeBets({
        vendor: VENDOR,
        memberId: members[index % members.length]!,
        key: `race:${randomUUID()}`,
        bets: [houseBet(100n), houseBet(100n)],
        within: async () => null,
      });
    });
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
