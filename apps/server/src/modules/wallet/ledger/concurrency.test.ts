import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../../app';
import { systemClock } from '../../../platform/clock';
import { type Database, type Db } from '../../../platform/database';
import {
  openTestFilePool,
  getTestKeyring,
  operatorHeaders,
  TEST_OPERATOR_API_KEY,
  testConfig,
} from '../../../test/app';
import { databaseUrl } from '../../../test/test-database';
import { createTestMember } from '../../identity/testing';
import { readBrand } from '../brand';
import { DEFAULT_WALLET_SETTINGS } from '../settings.default';
import { createPlayer, expectLedgerClean, requestId } from '../testing';
import { checkLedger } from './check';
import { BALANCE_CHANNEL, createBalancePublisher } from './events';
import { createLedger, HOUSE, type Ledger } from './ledger';

/**
 * Real concurrency needs PostgreSQL (PGlite runs one query at a time): these tests use their own pool of
 * 40 connections on the test file's database, so that many transactions really race.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let ledger: Ledger;
  beforeAll(async () => {
    pool = await openTestFilePool(40);
    db = pool.db;
    ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async (executor) => (await readBrand(executor)).currency.code,
    });
  });

  afterAll(async () => {
    await pool?.close();
  });

  const fund = (memberId: string, amount: bigint) =>
    ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `fund:${memberId}:${amount}`,
        kind: 'OPENING_BALANCE',
        memberId,
        legs: [
          { account: await ledger.mainAccount(tx, memberId), amount },
          { account: await ledger.houseAccount(tx, HOUSE.OPENING_BALANCE), amount: -amount },
        ],
      }),
    );

  const debit = (memberId: string, key: string, amount: bigint) =>
    ledger.transaction(db, async (tx) => {
      const main = await ledger.mainAccount(tx, memberId);
      return ledger.post(tx, {
        key,
        kind: 'BET',
        memberId,
        legs: [
          { account: main, amount: -amount },
          { account: await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, 'RACE'), amount },
        ],
        reply: (posted) => ({ balance: posted.stateOf(main).balance.toString() }),
      });
    });

  it('200 concurrent debits on a wallet that can fund 73 of them: exactly 73 succeed, never below zero', async () => {
    const { id } = await createTestMember(db);
    await fund(id, 73n * 100n);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => debit(id, `race:${id}:${index}`, 100n)),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(73);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await ledger.mainBalance(db, id)).toMatchObject({ balance: 0n, held: 0n });
    const [{ n }] = (
      await db.execute<{ n: string }>(
        sql`select count(*) as n from ledger_transactions where member_id = ${id} and kind = 'BET'`,
      )
    ).rows as [{ n: string }];
    expect(Number(n)).toBe(73);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the same idempotency key sent 50 times at once moves money once; every caller gets the same reply', async () => {
    const { id } = await createTestMember(db);
    await fund(id, 10_000n);
    const results = await Promise.all(Array.from({ length: 50 }, () => debit(id, `same:${id}`, 1_234n)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId))).toHaveLength(1);
    expect(new Set(results.map((result) => result.reply.balance))).toEqual(new Set(['8766']));
    expect((await ledger.mainBalance(db, id)).balance).toBe(8_766n);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('opposite transfers between two members at once never deadlock (rows locked in id order)', async () => {
    const a = (await createTestMember(db)).id;
    const b = (await createTestMember(db)).id;
    await fund(a, 100_000n);
    await fund(b, 100_000n);
    const transfer = (from: string, to: string, index: number) =>
      ledger.transaction(db, async (tx) =>
        ledger.post(tx, {
          key: `swap:${from}:${index}`,
          kind: 'TRANSFER_TO_UPLINE',
          memberId: from,
          legs: [
            { account: await ledger.mainAccount(tx, from), amount: -10n },
            { account: await ledger.mainAccount(tx, to), amount: 10n },
          ],
        }),
      );
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 2 === 0 ? transfer(a, b, index) : transfer(b, a, index),
      ),
    );
    expect((await ledger.mainBalance(db, a)).balance + (await ledger.mainBalance(db, b)).balance).toBe(
      200_000n,
    );
    expect(await checkLedger(db)).toEqual([]);
  });

  it('every committed balance change is sent as NOTIFY balance_changed with the member and the balance', async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const [{ name }] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [
      { name: string },
    ];
    const listener = new pg.Client({ connectionString: databaseUrl(info.adminUrl, name) });
    await listener.connect();
    const received: Array<{ memberId: string; balance: number; available: number }> = [];
    listener.on('notification', (message) => received.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`listen ${BALANCE_CHANNEL}`);
    try {
      const notifying = createLedger({
        clock: systemClock,
        publisher: createBalancePublisher({ database: pool }),
        currency: async (executor) => (await readBrand(executor)).currency.code,
      });
      const { id } = await createTestMember(db);
      await notifying.transaction(db, async (tx) =>
        notifying.post(tx, {
          key: `notify:${id}`,
          kind: 'BONUS',
          memberId: id,
          legs: [
            { account: await notifying.mainAccount(tx, id), amount: 12_345n },
            { account: await notifying.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -12_345n },
          ],
        }),
      );
      await expect
        .poll(() => received.filter((event) => event.memberId === id))
        .toEqual([{ memberId: id, balance: 123.45, held: 0, available: 123.45, version: 1 }]);
    } finally {
      await listener.end();
    }
  });

  describe('withdrawal requests racing through the API', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      const config = testConfig({ ALLOW_PLAIN_PAYLOADS: 'true' });
      app = await buildApp({
        config,
        database: pool,
        operatorApiKey: TEST_OPERATOR_API_KEY,
        keyring: await getTestKeyring(),
      });
      await app.ready();
      const reply = await app.inject({
        method: 'PUT',
        url: '/admin-api/wallet/settings',
        headers: operatorHeaders,
        payload: {
          ...DEFAULT_WALLET_SETTINGS,
          withdrawal: { ...DEFAULT_WALLET_SETTINGS.withdrawal, dailyMaxCount: 100 },
        },
      });
      expect(reply.statusCode).toBe(200);
    });

    afterAll(async () => {
      await app?.close();
    });

    it('never hold more than the balance: 10 requests of 300 on 1,000 → 3 held, 7 refused', async () => {
      const player = await createPlayer(app, db, { balance: 1_000 });
      const payee = await app.inject({
        method: 'POST',
        url: '/wps/cashier/payee-accounts',
        headers: player.headers,
        payload: {
          bankName: 'Banco Uno',
          accountName: 'Test Player',
          accountNumber: '0123456789',
          paymentPassword: '246810',
        },
      });
      const payeeAccountId = payee.json().value.id as string;
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({
            method: 'POST',
            url: '/wps/cashier/withdraw',
            headers: player.headers,
            payload: { amount: 300, payeeAccountId, paymentPassword: '246810', requestId: requestId('w') },
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      for (const reply of replies.filter((r) => r.statusCode !== 200)) {
        expect(reply.json().code).toBe('INSUFFICIENT_BALANCE');
      }
      expect(await ledger.mainBalance(db, player.id)).toMatchObject({ balance: 100_000n, held: 90_000n });
      await expectLedgerClean(db);
    });
  });
});
