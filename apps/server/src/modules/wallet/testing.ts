import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, getTestDb, operatorHeaders, type TestAppOptions } from '../../test/app';
import { createArgon2Hasher } from '../identity/password-hasher';
import * as identityRepository from '../identity/repository';
import { bearer, createTestMember, login, PLAIN_PAYLOADS, type TestMemberInput } from '../identity/testing';
import { checkLedger } from './ledger/check';
import { POINTS_ASSET } from './ledger/ledger';
import { createSandboxVendor, type SandboxVendor } from './vendors/sandbox-vendor';

/** Test helpers of the wallet module: funded members, ledger snapshots, operator calls. */

export const TEST_PAYMENT_PASSWORD = '246810';
const hasher = createArgon2Hasher({ memoryKib: 256, iterations: 1 });
let paymentHash: Promise<string> | null = null;

export const requestId = (prefix = 'req') => `${prefix}-${randomBytes(8).toString('hex')}`;

export type WalletTestApp = Awaited<ReturnType<typeof createTestApp>> & { sandbox: SandboxVendor };

/** A test app with plain payloads allowed and a sandbox vendor whose mode the test switches. */
export async function createWalletTestApp(options: TestAppOptions = {}): Promise<WalletTestApp> {
  const sandbox = createSandboxVendor(await getTestDb());
  const testApp = await createTestApp({
    transferVendors: [sandbox],
    ...options,
    env: { ...PLAIN_PAYLOADS, ...options.env },
  });
  return { ...testApp, sandbox };
}

export type TestPlayer = {
  id: string;
  account: string;
  password: string;
  token: string;
  headers: { authorization: string };
};

/** A member (optionally funded through the operator API, with a payment password) logged in. */
export async function createPlayer(
  app: FastifyInstance,
  db: Db,
  input: TestMemberInput & { balance?: number; paymentPassword?: string | null } = {},
): Promise<TestPlayer> {
  const { balance = 0, paymentPassword = TEST_PAYMENT_PASSWORD, ...memberInput } = input;
  const member = await createTestMember(db, memberInput);
  if (paymentPassword) {
    const hash =
      paymentPassword === TEST_PAYMENT_PASSWORD
        ? await (paymentHash ??= hasher.hash(TEST_PAYMENT_PASSWORD))
        : await hasher.hash(paymentPassword);
    await identityRepository.updateMember(db, member.id, { paymentPasswordHash: hash }, new Date());
  }
  if (balance > 0) await adjust(app, member.account, balance);
  const { token } = await login(app, { username: member.account, password: member.password });
  return { id: member.id, account: member.account, password: member.password, token, headers: bearer(token) };
}

/** A manual adjustment through the operator API (credits when positive). */
export async function adjust(app: FastifyInstance, account: string, amount: number, reason = 'test funding') {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/wallet/adjustments',
    headers: operatorHeaders,
    payload: { account, amount, reason, requestId: requestId('adj') },
  });
  if (reply.statusCode !== 200) throw new Error(`adjustment answered ${reply.statusCode}: ${reply.body}`);
  return reply.json().value as { transactionId: string; balance: number };
}

/** GET /wps/v2/wallets/balance of a member. */
export async function balanceOf(app: FastifyInstance, player: Pick<TestPlayer, 'headers'>) {
  const reply = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: player.headers });
  if (reply.statusCode !== 200) throw new Error(`balance answered ${reply.statusCode}: ${reply.body}`);
  return reply.json().value as { balance: number; held: number; available: number; withdrawable: number };
}

export type LedgerSnapshot = { transactions: number; postings: number; balances: Record<string, string> };

/**
 * Row counts of the money side of the ledger and every member money account's balance and held money. Points
 * (earned in the background after a settlement) are left out: a snapshot compares money.
 */
export async function ledgerSnapshot(db: Db): Promise<LedgerSnapshot> {
  const counts = (
    await db.execute<{ t: string | number; p: string | number }>(
      sql`select (select count(*) from ledger_transactions where kind not like 'POINTS%') as t,
        (select count(*) from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.currency <> ${POINTS_ASSET}) as p`,
    )
  ).rows[0]!;
  const rows = (
    await db.execute<{ id: string | number; balance: string | number; held: string | number }>(
      sql`select id, balance, held from ledger_accounts where kind not in ('HOUSE', 'MEMBER_POINTS') order by id`,
    )
  ).rows;
  return {
    transactions: Number(counts.t),
    postings: Number(counts.p),
    balances: Object.fromEntries(rows.map((row) => [String(row.id), `${row.balance}/${row.held}`])),
  };
}

/** The ledger invariants hold. */
export async function expectLedgerClean(db: Db) {
  expect(await checkLedger(db)).toEqual([]);
}

/**
 * Runs `refused` (a request expected to fail) and checks that it answered `status`/`code` with a message
 * in Spanish and in English, and that no money moved.
 */
export async function expectRefusedWithoutMoney(
  app: FastifyInstance,
  db: Db,
  request: InjectOptions,
  expected: { status: number; code: string },
) {
  const before = await ledgerSnapshot(db);
  const headers = (request.headers ?? {}) as Record<string, string>;
  const es = await app.inject({ ...request, headers: { ...headers, 'accept-language': 'es' } });
  expect(es.statusCode, es.body).toBe(expected.status);
  expect(es.json()).toMatchObject({ success: false, code: expected.code });
  const en = await app.inject({ ...request, headers: { ...headers, 'accept-language': 'en' } });
  expect(en.statusCode, en.body).toBe(expected.status);
  expect(en.json().code).toBe(expected.code);
  expect(en.json().message).not.toBe(es.json().message);
  expect(en.json().message).toMatch(/\S/);
  expect(await ledgerSnapshot(db)).toEqual(before);
  await expectLedgerClean(db);
  return { es: es.json(), en: en.json() };
}
