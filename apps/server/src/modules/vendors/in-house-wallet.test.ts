import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { dateIn } from '../../platform/zoned-time';
import { getTestDb } from '../../test/app';
import { createTestClock } from '../identity/testing';
import { readBrand } from '../wallet/brand';
import { checkLedger } from '../wallet/ledger/check';
import {
  betRecordOf,
  buildHouseWallet,
  clearingBalance,
  dailyTotalsOf,
  fundedMember,
  houseBet,
  type HouseTesting,
} from './in-house-testing';

const VENDOR = 'LOTT';

describe('the in-house wallet (the vendor wallet service in process)', () => {
  let db: Db;
  let t: HouseTesting;
  let day: string;
  const clock = createTestClock(new Date('2026-11-27T18:00:00Z'));

  beforeAll(async () => {
    db = await getTestDb();
    t = buildHouseWallet(db, clock);
    day = dateIn((await readBrand(db)).timeZone, clock.now());
  });

  const balance = async (memberId: string) => (await t.ledger.mainBalance(db, memberId)).balance;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const place = (memberId: string, bets = [houseBet(100n)], key = `test:${randomUUID()}`) =>
    t.wallet.placeBets({ vendor: VENDOR, memberId, key, bets, within: async () => 'done' });

  describe('placeBets', () => {
    it('takes the stakes in one movement, opens a record per bet and runs within', async () => {
      const member = await fundedMember(db, t.ledger, 10_000n);
      const clearingBefore = await clearingBalance(db, VENDOR);
      const bets = [houseBet(1_500n), houseBet(2_500n), houseBet(1n)];
      const outcome = await place(member, bets);
      // 10,000 − (1,500 + 2,500 + 1) = 5,999.
      expect(outcome).toEqual({ replayed: false, balance: 5_999n, result: 'done' });
      expect(await balance(member)).toBe(5_999n);
      expect(await clearingBalance(db, VENDOR)).toBe(clearingBefore + 4_001n);
      for (const bet of bets) {
        expect(await betRecordOf(db, VENDOR, bet.transactionUuid)).toEqual({
          status: 'OPEN',
          betAmount: bet.amount,
          validBet: 0n,
          payout: 0n,
          winLoss: 0n,
          gameType: 'LOTT',
          settled: false,
        });
      }
      expect(
        await count(
          sql`select count(*) as n from ledger_transactions where member_id = ${member}::uuid and kind = 'BET'`,
        ),
      ).toBe(1);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('stores the category given with a bet', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = { ...houseBet(100n), gameType: 'ELOTT' };
      await place(member, [bet]);
      expect((await betRecordOf(db, VENDOR, bet.transactionUuid))?.gameType).toBe('ELOTT');
    });

    it('refuses more than the spendable balance: nothing stored, within never runs', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bets = [houseBet(600n), houseBet(401n)];
      let ran = false;
      await expect(
        t.wallet.placeBets({
          vendor: VENDOR,
          memberId: member,
          key: `test:${randomUUID()}`,
          bets,
          within: async () => {
            ran = true;
          },
        }),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      expect(ran).toBe(false);
      expect(await balance(member)).toBe(1_000n);
      expect(await betRecordOf(db, VENDOR, bets[0]!.transactionUuid)).toBeNull();
    });

    it('a repeat of the key replays: nothing moves twice, within does not run again', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bets = [houseBet(300n)];
      const key = `test:${randomUUID()}`;
      await place(member, bets, key);
      const again = await place(member, bets, key);
      expect(again).toEqual({ replayed: true, balance: 700n, result: null });
      expect(await balance(member)).toBe(700n);
      // The same key with other bets is a conflict, not a replay.
      await expect(place(member, [houseBet(300n)], key)).rejects.toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
      });
      expect(await balance(member)).toBe(700n);
    });

    it('a throw in within rolls everything back', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bets = [houseBet(300n)];
      await expect(
        t.wallet.placeBets({
          vendor: VENDOR,
          memberId: member,
          key: `test:${randomUUID()}`,
          bets,
          within: async () => {
            throw new Error('ticket refused');
          },
        }),
      ).rejects.toThrow('ticket refused');
      expect(await balance(member)).toBe(1_000n);
      expect(await betRecordOf(db, VENDOR, bets[0]!.transactionUuid)).toBeNull();
    });

    it('refuses agent-only, disabled and trial members before any money moves', async () => {
      for (const [input, code] of [
        [{ type: 41 }, 'FORBIDDEN'],
        [{ status: 'disabled' as const }, 'FORBIDDEN'],
        [{ status: 'locked' as const }, 'FORBIDDEN'],
        [{ type: 4 }, 'TRIAL_FORBIDDEN'],
      ] as const) {
        const member = await fundedMember(db, t.ledger, 1_000n, input);
        await expect(place(member)).rejects.toMatchObject({ code });
        expect(await balance(member)).toBe(1_000n);
      }
      await expect(place(randomUUID())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('a bet uuid that already has a record refuses the purchase', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = houseBet(100n);
      await place(member, [bet]);
      await expect(place(member, [bet])).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
      expect(await balance(member)).toBe(900n);
    });
  });

  describe('settleBets', () => {
    it('settles wins and losses: one WIN movement per batch, records, daily totals, afterSettled', async () => {
      const alice = await fundedMember(db, t.ledger, 10_000n);
      const bob = await fundedMember(db, t.ledger, 10_000n);
      const [a1, a2, a3] = [houseBet(1_000n), houseBet(2_000n), houseBet(500n)];
      const [b1] = [houseBet(3_000n)];
      await place(alice, [a1!, a2!, a3!]);
      await place(bob, [b1!]);
      // Alice: 10,000 − 3,500 = 6,500; Bob: 10,000 − 3,000 = 7,000.
      const clearingBefore = await clearingBalance(db, VENDOR);
      t.settledMembers.length = 0;
      const key = `test:settle:${randomUUID()}`;
      const outcome = await t.wallet.settleBets({
        vendor: VENDOR,
        key,
        items: [
          { transactionUuid: a1!.transactionUuid, memberId: alice, win: 99_600n },
          { transactionUuid: a2!.transactionUuid, memberId: alice, win: 0n },
          { transactionUuid: a3!.transactionUuid, memberId: alice, win: 750n },
          { transactionUuid: b1!.transactionUuid, memberId: bob, win: 0n },
        ],
      });
      // Paid: 99,600 + 750 = 100,350 (Alice only).
      expect(outcome).toEqual({ settled: 4, paid: 100_350n });
      expect(await balance(alice)).toBe(6_500n + 100_350n);
      expect(await balance(bob)).toBe(7_000n);
      expect(await clearingBalance(db, VENDOR)).toBe(clearingBefore - 100_350n);
      expect(await betRecordOf(db, VENDOR, a1!.transactionUuid)).toMatchObject({
        status: 'SETTLED',
        validBet: 1_000n,
        payout: 99_600n,
        winLoss: 98_600n,
        settled: true,
      });
      expect(await betRecordOf(db, VENDOR, a2!.transactionUuid)).toMatchObject({
        status: 'SETTLED',
        validBet: 2_000n,
        payout: 0n,
        winLoss: -2_000n,
      });
      // Alice: 3 bets, stakes 3,500, payout 100,350, win/loss 100,350 − 3,500 = 96,850.
      expect(await dailyTotalsOf(db, alice, VENDOR)).toEqual([
        {
          day,
          gameType: 'LOTT',
          betCount: 3,
          betAmount: 3_500n,
          validBet: 3_500n,
          payout: 100_350n,
          winLoss: 96_850n,
        },
      ]);
      expect(await dailyTotalsOf(db, bob, VENDOR)).toEqual([
        {
          day,
          gameType: 'LOTT',
          betCount: 1,
          betAmount: 3_000n,
          validBet: 3_000n,
          payout: 0n,
          winLoss: -3_000n,
        },
      ]);
      expect(new Set(t.settledMembers)).toEqual(new Set([alice, bob]));
      expect(t.settledMembers).toHaveLength(2);
      const movement = await t.ledger.findTransaction(db, key);
      expect(movement).toMatchObject({
        kind: 'WIN',
        memberId: alice,
        reference: `${VENDOR}:TEST:20261127-0001`,
      });
      expect(await checkLedger(db)).toEqual([]);
    });

    it('a batch of losers only settles the records and moves no money', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = houseBet(400n);
      await place(member, [bet]);
      const transactions = await count(sql`select count(*) as n from ledger_transactions`);
      const outcome = await t.wallet.settleBets({
        vendor: VENDOR,
        key: `test:settle:${randomUUID()}`,
        items: [{ transactionUuid: bet.transactionUuid, memberId: member, win: 0n }],
      });
      expect(outcome).toEqual({ settled: 1, paid: 0n });
      expect(await count(sql`select count(*) as n from ledger_transactions`)).toBe(transactions);
      expect((await betRecordOf(db, VENDOR, bet.transactionUuid))?.status).toBe('SETTLED');
      expect(await balance(member)).toBe(600n);
    });

    it('settling twice (same key, then another batching) pays once', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const [x, y] = [houseBet(100n), houseBet(100n)];
      await place(member, [x, y]);
      const items = [
        { transactionUuid: x.transactionUuid, memberId: member, win: 9_960n },
        { transactionUuid: y.transactionUuid, memberId: member, win: 0n },
      ];
      const key = `test:settle:${randomUUID()}`;
      let seen: string[] = [];
      expect(await t.wallet.settleBets({ vendor: VENDOR, key, items })).toEqual({ settled: 2, paid: 9_960n });
      expect(
        await t.wallet.settleBets({
          vendor: VENDOR,
          key,
          items,
          within: async (_tx, settled) => {
            seen = [...settled];
          },
        }),
      ).toEqual({ settled: 0, paid: 0n });
      expect(seen).toEqual([]);
      expect(
        await t.wallet.settleBets({ vendor: VENDOR, key: `test:settle:${randomUUID()}`, items: [items[0]!] }),
      ).toEqual({ settled: 0, paid: 0n });
      // 1,000 − 200 + 9,960 = 10,760.
      expect(await balance(member)).toBe(10_760n);
      expect((await dailyTotalsOf(db, member, VENDOR))[0]).toMatchObject({ betCount: 2, payout: 9_960n });
    });

    it('skips what is no longer open and settles the rest; within sees only what it settled', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const [x, y] = [houseBet(100n), houseBet(200n)];
      await place(member, [x, y]);
      await t.wallet.settleBets({
        vendor: VENDOR,
        key: `test:settle:${randomUUID()}`,
        items: [{ transactionUuid: x.transactionUuid, memberId: member, win: 500n }],
      });
      let seen: string[] = [];
      const outcome = await t.wallet.settleBets({
        vendor: VENDOR,
        key: `test:settle:${randomUUID()}`,
        items: [
          { transactionUuid: x.transactionUuid, memberId: member, win: 500n },
          { transactionUuid: y.transactionUuid, memberId: member, win: 1_000n },
          { transactionUuid: randomUUID(), memberId: member, win: 1_000n },
        ],
        within: async (_tx, settled) => {
          seen = [...settled];
        },
      });
      expect(outcome).toEqual({ settled: 1, paid: 1_000n });
      expect(seen).toEqual([y.transactionUuid]);
      // 1,000 − 300 + 500 + 1,000 = 2,200.
      expect(await balance(member)).toBe(2_200n);
    });

    it('a throw in within rolls the batch back (nothing paid, records open)', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = houseBet(100n);
      await place(member, [bet]);
      const items = [{ transactionUuid: bet.transactionUuid, memberId: member, win: 700n }];
      await expect(
        t.wallet.settleBets({
          vendor: VENDOR,
          key: `test:settle:${randomUUID()}`,
          items,
          within: async () => {
            throw new Error('tickets failed');
          },
        }),
      ).rejects.toThrow('tickets failed');
      expect(await balance(member)).toBe(900n);
      expect((await betRecordOf(db, VENDOR, bet.transactionUuid))?.status).toBe('OPEN');
      expect(
        await t.wallet.settleBets({ vendor: VENDOR, key: `test:settle:${randomUUID()}`, items }),
      ).toEqual({
        settled: 1,
        paid: 700n,
      });
    });

    it('a guard answering false ends the call with nothing done', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = houseBet(100n);
      await place(member, [bet]);
      const outcome = await t.wallet.settleBets({
        vendor: VENDOR,
        key: `test:settle:${randomUUID()}`,
        items: [{ transactionUuid: bet.transactionUuid, memberId: member, win: 700n }],
        guard: async () => false,
      });
      expect(outcome).toEqual({ settled: 0, paid: 0n, skipped: true });
      expect((await betRecordOf(db, VENDOR, bet.transactionUuid))?.status).toBe('OPEN');
    });
  });

  describe('refundBets', () => {
    it('rolls back open bets and refunds their stakes once, in one movement per batch', async () => {
      const alice = await fundedMember(db, t.ledger, 1_000n);
      const bob = await fundedMember(db, t.ledger, 1_000n);
      const [a1, a2, b1] = [houseBet(100n), houseBet(250n), houseBet(400n)];
      await place(alice, [a1, a2]);
      await place(bob, [b1]);
      const items = [a1, a2, b1].map((bet, index) => ({
        transactionUuid: bet.transactionUuid,
        memberId: index < 2 ? alice : bob,
      }));
      let seen: string[] = [];
      const key = `test:refund:${randomUUID()}`;
      const outcome = await t.wallet.refundBets({
        vendor: VENDOR,
        key,
        items,
        within: async (_tx, refunded) => {
          seen = [...refunded];
        },
      });
      // 100 + 250 + 400 = 750.
      expect(outcome).toEqual({ refunded: 3, amount: 750n });
      expect(new Set(seen)).toEqual(new Set(items.map((item) => item.transactionUuid)));
      expect(await balance(alice)).toBe(1_000n);
      expect(await balance(bob)).toBe(1_000n);
      expect((await betRecordOf(db, VENDOR, a1.transactionUuid))?.status).toBe('ROLLED_BACK');
      expect(await dailyTotalsOf(db, alice, VENDOR)).toEqual([]);
      // Again (same key, another key): nothing.
      expect(await t.wallet.refundBets({ vendor: VENDOR, key, items })).toEqual({ refunded: 0, amount: 0n });
      expect(
        await t.wallet.refundBets({ vendor: VENDOR, key: `test:refund:${randomUUID()}`, items }),
      ).toEqual({ refunded: 0, amount: 0n });
      // A rolled-back bet cannot be settled any more.
      expect(
        await t.wallet.settleBets({
          vendor: VENDOR,
          key: `test:settle:${randomUUID()}`,
          items: [{ ...items[0]!, win: 1_000n }],
        }),
      ).toEqual({ settled: 0, paid: 0n });
      expect(await balance(alice)).toBe(1_000n);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('a settled bet is not refunded', async () => {
      const member = await fundedMember(db, t.ledger, 1_000n);
      const bet = houseBet(100n);
      await place(member, [bet]);
      await t.wallet.settleBets({
        vendor: VENDOR,
        key: `test:settle:${randomUUID()}`,
        items: [{ transactionUuid: bet.transactionUuid, memberId: member, win: 0n }],
      });
      expect(
        await t.wallet.refundBets({
          vendor: VENDOR,
          key: `test:refund:${randomUUID()}`,
          items: [{ transactionUuid: bet.transactionUuid, memberId: member }],
        }),
      ).toEqual({ refunded: 0, amount: 0n });
      expect(await balance(member)).toBe(900n);
    });
  });
});
