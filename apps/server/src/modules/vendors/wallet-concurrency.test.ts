import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, type Db } from '../../platform/database';
import { openTestFilePool, getTestKeyring, TEST_OPERATOR_API_KEY, testConfig } from '../../test/app';
import { checkLedger } from '../wallet/ledger/check';
import {
  betRecord,
  callVendor,
  gameOf,
  memberWithToken,
  spendableMinor,
  uid,
  vendorTransactionCount,
  type CatalogueGameRow,
  type VendorCall,
  type VendorTestMember,
} from './wallet-testing';

/**
 * Rule 8 of vendor-wallet-api.md on PostgreSQL (PGlite runs one query at a time): the app runs on its own
 * pool of 40 connections on the test file's database, so that the callbacks' transactions really race.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'vendor wallet callbacks under concurrency (PostgreSQL)',
  () => {
    let pool: Database;
    let db: Db;
    let app: FastifyInstance;
    let game: CatalogueGameRow;
    beforeAll(async () => {
      pool = await openTestFilePool(40);
      db = pool.db;
      app = await buildApp({
        config: testConfig(),
        database: pool,
        operatorApiKey: TEST_OPERATOR_API_KEY,
        keyring: await getTestKeyring(),
      });
      await app.ready();
      game = await gameOf(db, 'PG');
    });

    afterAll(async () => {
      await app?.close();
      await pool?.close();
    });

    const base = (member: VendorTestMember) => ({
      request_uuid: uid('req'),
      user: member.account,
      currency: 'MXN',
      token: member.token,
      game_code: game.gameCode,
    });
    const bet = (member: VendorTestMember, amount: number) => ({
      ...base(member),
      transaction_uuid: uid('bet'),
      round: uid('round'),
      round_closed: false,
      amount,
    });
    type Bet = ReturnType<typeof bet>;
    const win = (member: VendorTestMember, of: Bet, amount: number) => ({
      ...base(member),
      transaction_uuid: uid('win'),
      reference_transaction_uuid: of.transaction_uuid,
      round: of.round,
      round_closed: true,
      amount,
    });
    const rollback = (member: VendorTestMember, of: Bet) => ({
      ...base(member),
      transaction_uuid: uid('rollback'),
      reference_transaction_uuid: of.transaction_uuid,
      round: of.round,
    });
    const promo = (member: VendorTestMember, amount: number) => ({
      ...base(member),
      transaction_uuid: uid('promo'),
      kind: 'promo',
      round: uid('round'),
      round_closed: true,
      amount,
    });

    async function count(query: ReturnType<typeof sql>): Promise<number> {
      const { rows } = await db.execute<{ n: string | number }>(query);
      return Number(rows[0]!.n);
    }

    it('100 callbacks at once (bets, wins, rollbacks, promo wins of 5 members, each sent twice): every movement once, balances exact', async () => {
      const members = await Promise.all(
        Array.from({ length: 5 }, () => memberWithToken(app, db, 'PG', game, { balance: 1_000 })),
      );
      // Already placed: 4 bets per member to win and 1 to roll back (1.00 each).
      const placed = new Map<string, { toWin: Bet[]; toUndo: Bet }>();
      for (const member of members) {
        const toWin = Array.from({ length: 4 }, () => bet(member, 100));
        const toUndo = bet(member, 100);
        for (const body of [...toWin, toUndo]) {
          expect((await callVendor(app, 'PG', 'transaction/bet', body)).reply.status).toBe('RS_OK');
        }
        placed.set(member.id, { toWin, toUndo });
      }
      const vendorTransactionsBefore = await vendorTransactionCount(db, 'PG');

      // The burst: per member 4 new bets of 3.00, 4 wins of 2.50, 1 rollback and 1 promo win of 0.75, each twice.
      type Job = { key: string; method: Parameters<typeof callVendor>[2]; body: Record<string, unknown> };
      const jobs: Job[] = [];
      const expected = new Map<string, number>();
      for (const member of members) {
        const { toWin, toUndo } = placed.get(member.id)!;
        const unique: Job[] = [
          ...Array.from({ length: 4 }, () => ({
            method: 'transaction/bet' as const,
            body: bet(member, 300),
          })),
          ...toWin.map((of) => ({ method: 'transaction/win' as const, body: win(member, of, 250) })),
          { method: 'transaction/rollback' as const, body: rollback(member, toUndo) },
          { method: 'transaction/win' as const, body: promo(member, 75) },
        ].map((job) => ({ ...job, key: String(job.body.transaction_uuid) }));
        for (const job of unique) {
          jobs.push(job, { ...job, body: { ...job.body, request_uuid: uid('dup') } });
        }
        // 1,000.00 − 5 placed bets of 1.00 − 4 × 3.00 + 4 × 2.50 + 1.00 refunded + 0.75.
        expected.set(member.id, 100_000 - 500 - 1_200 + 1_000 + 100 + 75);
      }
      expect(jobs).toHaveLength(100);
      // Shuffle so that duplicates and members interleave.
      for (let i = jobs.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
      }

      const replies = await Promise.all(jobs.map((job) => callVendor(app, 'PG', job.method, job.body)));

      const byKey = new Map<string, VendorCall[]>();
      replies.forEach((reply, index) => {
        const key = jobs[index]!.key;
        byKey.set(key, [...(byKey.get(key) ?? []), reply]);
      });
      expect(byKey.size).toBe(50);
      for (const [key, pair] of byKey) {
        expect(
          pair.map((reply) => reply.statusCode),
          key,
        ).toEqual([200, 200]);
        expect(
          pair.map((reply) => reply.reply.status),
          key,
        ).toEqual(['RS_OK', 'RS_OK']);
        // Both answers of a pair carry the one movement: same transaction id and balance.
        expect(pair[0]!.reply.transaction_id, key).toBe(pair[1]!.reply.transaction_id);
        expect(pair[0]!.reply.balance, key).toBe(pair[1]!.reply.balance);
      }

      for (const member of members) {
        expect(await spendableMinor(db, member.id)).toBe(expected.get(member.id));
        const { toWin, toUndo } = placed.get(member.id)!;
        for (const of of toWin) {
          expect(await betRecord(db, 'PG', of.transaction_uuid)).toMatchObject({
            status: 'SETTLED',
            payout: 250,
            winLoss: 150,
          });
        }
        expect(await betRecord(db, 'PG', toUndo.transaction_uuid)).toMatchObject({ status: 'ROLLED_BACK' });
      }
      expect(await vendorTransactionCount(db, 'PG')).toBe(vendorTransactionsBefore + 50);
      const ids = members.map((member) => member.id);
      expect(
        await count(sql`select count(*) as n from ledger_transactions
        where kind in ('BET', 'WIN', 'ROLLBACK') and member_id in ${sql.raw(`('${ids.join("','")}')`)}`),
      ).toBe(25 + 50);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('a bet and its rollback sent together: either refunded or never taken, 20 times over', async () => {
      const member = await memberWithToken(app, db, 'PG', game, { balance: 100 });
      const pairs = Array.from({ length: 20 }, () => bet(member, 200));
      await Promise.all(
        pairs.flatMap((body) => [
          callVendor(app, 'PG', 'transaction/bet', body),
          callVendor(app, 'PG', 'transaction/rollback', rollback(member, body)),
          callVendor(app, 'PG', 'transaction/rollback', rollback(member, body)),
        ]),
      );
      expect(await spendableMinor(db, member.id)).toBe(10_000);
      for (const body of pairs) {
        const record = await betRecord(db, 'PG', body.transaction_uuid);
        // Bet first: its record is rolled back; rollback first: a tombstone refused the bet.
        if (record) expect(record.status).toBe('ROLLED_BACK');
        const late = await callVendor(app, 'PG', 'transaction/bet', body);
        expect(late.reply.status).toBe(record ? 'RS_OK' : 'RS_ERROR_TRANSACTION_ROLLED_BACK');
      }
      expect(await spendableMinor(db, member.id)).toBe(10_000);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('30 different bets at once on a wallet that funds 10: exactly 10 taken, never below zero', async () => {
      const member = await memberWithToken(app, db, 'PG', game, { balance: 10 });
      const bodies = Array.from({ length: 30 }, () => bet(member, 100));
      const replies = await Promise.all(bodies.map((body) => callVendor(app, 'PG', 'transaction/bet', body)));
      const statuses = replies.map((reply) => reply.reply.status);
      expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(10);
      expect(statuses.filter((status) => status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(20);
      expect(await spendableMinor(db, member.id)).toBe(0);
      expect(await count(sql`select count(*) as n from bet_records where member_id = ${member.id}`)).toBe(10);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('a zero bet and a zero win, each sent 10 times at once: one record, settled once, one reply', async () => {
      const member = await memberWithToken(app, db, 'PG', game, { balance: 100 });
      const zeroBet = bet(member, 0);
      const bets = await Promise.all(
        Array.from({ length: 10 }, () =>
          callVendor(app, 'PG', 'transaction/bet', { ...zeroBet, request_uuid: uid('dup') }),
        ),
      );
      expect(bets.map((reply) => reply.reply.status)).toEqual(bets.map(() => 'RS_OK'));
      expect(new Set(bets.map((reply) => reply.reply.transaction_id)).size).toBe(1);
      expect(
        await count(
          sql`select count(*) as n from bet_records where transaction_uuid = ${zeroBet.transaction_uuid}`,
        ),
      ).toBe(1);

      const zeroWin = win(member, zeroBet, 0);
      const wins = await Promise.all(
        Array.from({ length: 10 }, () =>
          callVendor(app, 'PG', 'transaction/win', { ...zeroWin, request_uuid: uid('dup') }),
        ),
      );
      expect(wins.map((reply) => reply.reply.status)).toEqual(wins.map(() => 'RS_OK'));
      expect(new Set(wins.map((reply) => reply.reply.transaction_id)).size).toBe(1);
      expect(await betRecord(db, 'PG', zeroBet.transaction_uuid)).toMatchObject({
        status: 'SETTLED',
        payout: 0,
        winLoss: 0,
      });
      // The settlement counted once in the member's daily totals.
      expect(
        await count(
          sql`select coalesce(sum(bet_count), 0) as n from bet_daily_totals where member_id = ${member.id}`,
        ),
      ).toBe(1);
      expect(await spendableMinor(db, member.id)).toBe(10_000);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('one transaction_uuid sent at once as a bet and as a rollback: one is applied, the other is a duplicate', async () => {
      const member = await memberWithToken(app, db, 'PG', game, { balance: 100 });
      const placed = Array.from({ length: 10 }, () => bet(member, 100));
      for (const body of placed) {
        expect((await callVendor(app, 'PG', 'transaction/bet', body)).reply.status).toBe('RS_OK');
      }
      const outcomes = await Promise.all(
        placed.map(async (of) => {
          const shared = uid('shared');
          const [asBet, asRollback] = await Promise.all([
            callVendor(app, 'PG', 'transaction/bet', { ...bet(member, 200), transaction_uuid: shared }),
            callVendor(app, 'PG', 'transaction/rollback', {
              ...rollback(member, of),
              transaction_uuid: shared,
            }),
          ]);
          return { of, asBet, asRollback };
        }),
      );
      let expected = 10_000 - 1_000;
      for (const { of, asBet, asRollback } of outcomes) {
        expect([asBet.statusCode, asRollback.statusCode]).toEqual([200, 200]);
        const statuses = [asBet.reply.status, asRollback.reply.status].sort();
        expect(statuses).toEqual(['RS_ERROR_DUPLICATE_TRANSACTION', 'RS_OK']);
        const record = await betRecord(db, 'PG', of.transaction_uuid);
        if (asBet.reply.status === 'RS_OK') {
          expected -= 200;
          expect(record).toMatchObject({ status: 'OPEN' });
        } else {
          expected += 100;
          expect(record).toMatchObject({ status: 'ROLLED_BACK' });
        }
      }
      expect(await spendableMinor(db, member.id)).toBe(expected);
      expect(await checkLedger(db)).toEqual([]);
    });

    it('wins of bets in one round that closes it, all at once, never deadlock', async () => {
      const members = await Promise.all(
        Array.from({ length: 4 }, () => memberWithToken(app, db, 'PG', game, { balance: 100 })),
      );
      const round = uid('table-round');
      const bets = members.flatMap((member) =>
        Array.from({ length: 3 }, () => ({ member, body: { ...bet(member, 500), round } })),
      );
      for (const { body } of bets) {
        expect((await callVendor(app, 'PG', 'transaction/bet', body)).reply.status).toBe('RS_OK');
      }
      const replies = await Promise.all(
        bets.map(({ member, body }) => callVendor(app, 'PG', 'transaction/win', win(member, body, 1_000))),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(bets.map(() => 200));
      expect(replies.map((reply) => reply.reply.status)).toEqual(bets.map(() => 'RS_OK'));
      for (const member of members) expect(await spendableMinor(db, member.id)).toBe(10_000 + 1_500);
      for (const { body } of bets) {
        expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({
          status: 'SETTLED',
          roundClosed: true,
        });
      }
      expect(await checkLedger(db)).toEqual([]);
    });
  },
);
