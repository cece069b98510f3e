import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { dateIn } from '../../platform/zoned-time';
import { createTestApp, operatorHeaders } from '../../test/app';
import { DEFAULT_BRAND } from '../system/brand.default';
import { checkLedger } from '../wallet/ledger/check';
import { ledgerSnapshot } from '../wallet/testing';
import { signVendorBody } from './secrets';
import {
  betRecord,
  callVendor,
  dailyTotals,
  gameOf,
  memberWithToken,
  setMemberStatusForTest,
  spendableMinor,
  testVendorSecrets,
  tokenFor,
  uid,
  vendorTransactionCount,
  type CatalogueGameRow,
  type VendorTestMember,
} from './wallet-testing';

let app: FastifyInstance;
let db: Db;
/**
 * The app's clock: real time, moved forward by `later` while a test lets a launch token expire (a grant
 * never changes in the table; time passes).
 */
let shiftMs = 0;
const clock = { now: () => new Date(Date.now() + shiftMs) };

/** Runs `fn` with the app's clock `ms` ahead. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  shiftMs = ms;
  try {
    return await fn();
  } finally {
    shiftMs = 0;
  }
}
let pg: CatalogueGameRow;
let pg2: CatalogueGameRow;
let jdb: CatalogueGameRow;
/** A game code PG does not have (game codes repeat across vendors: RNG001 at PG and at JDB). */
let jdbFish: CatalogueGameRow;

beforeAll(async () => {
  const t = await createTestApp({ clock });
  app = t.app;
  db = t.db;
  pg = await gameOf(db, 'PG');
  pg2 = await gameOf(db, 'PG', 1);
  jdb = await gameOf(db, 'JDB');
  const { rows } = await db.execute<{ game_code: string; node_id: string; game_type: string }>(
    sql`select game_code, node_id, game_type from games where vendor = 'JDB' and game_type = 'FISH'
        and game_code not in (select game_code from games where vendor = 'PG') limit 1`,
  );
  jdbFish = { gameCode: rows[0]!.game_code, gameType: rows[0]!.game_type, nodeId: rows[0]!.node_id };
});

const today = () => dateIn(DEFAULT_BRAND.timeZone, new Date());

type Bet = ReturnType<typeof betBody>;

const betBody = (member: VendorTestMember, over: Record<string, unknown> = {}) => ({
  request_uuid: uid('req'),
  user: member.account,
  currency: 'MXN',
  token: member.token,
  transaction_uuid: uid('bet'),
  round: uid('round'),
  round_closed: false,
  game_code: pg.gameCode,
  amount: 1_000,
  ...over,
});

const winBody = (member: VendorTestMember, bet: Bet, over: Record<string, unknown> = {}) => ({
  request_uuid: uid('req'),
  user: member.account,
  currency: 'MXN',
  token: member.token,
  transaction_uuid: uid('win'),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  round_closed: true,
  game_code: bet.game_code,
  amount: 2_500,
  ...over,
});

const rollbackBody = (member: VendorTestMember, bet: Bet, over: Record<string, unknown> = {}) => ({
  request_uuid: uid('req'),
  user: member.account,
  currency: 'MXN',
  token: member.token,
  transaction_uuid: uid('rollback'),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  game_code: bet.game_code,
  ...over,
});

const player = (balance = 100, input: Parameters<typeof memberWithToken>[4] = {}) =>
  memberWithToken(app, db, 'PG', pg, { balance, ...input });

const call = (
  method: Parameters<typeof callVendor>[2],
  body: unknown,
  options?: Parameters<typeof callVendor>[4],
) => callVendor(app, 'PG', method, body, options);

async function state() {
  const { rows } = await db.execute<{ records: string | number }>(
    sql`select count(*) as records from bet_records`,
  );
  return {
    ledger: await ledgerSnapshot(db),
    vendorTransactions: await vendorTransactionCount(db),
    records: Number(rows[0]!.records),
  };
}

/** The ledger invariants hold and the vendor's clearing account mirrors what members lost and won. */
async function expectLedgerSound() {
  expect(await checkLedger(db)).toEqual([]);
}

/** Runs a refused callback and checks that nothing at all changed. */
async function expectNothingChanged<T>(run: () => Promise<T>): Promise<T> {
  const before = await state();
  const result = await run();
  expect(await state()).toEqual(before);
  await expectLedgerSound();
  return result;
}

describe('user/info and user/balance', () => {
  it('answer the spendable balance in cents, the nickname and the language of the token’s member', async () => {
    const member = await player(123.45, { nickname: 'Lupita' });
    const info = await call('user/info', {
      request_uuid: 'r-1',
      user: member.account,
      token: member.token,
    });
    expect(info).toEqual({
      statusCode: 200,
      reply: {
        status: 'RS_OK',
        request_uuid: 'r-1',
        user: member.account,
        currency: 'MXN',
        balance: 12_345,
        nickname: 'Lupita',
        language: 'es',
      },
    });
    const balance = await call('user/balance', {
      request_uuid: 'r-2',
      user: member.account,
      token: member.token,
    });
    expect(balance.reply).toEqual({
      status: 'RS_OK',
      request_uuid: 'r-2',
      user: member.account,
      currency: 'MXN',
      balance: 12_345,
    });
  });

  it('refuse a forged token, another member’s token and an expired token, still telling the balance', async () => {
    const member = await player(50);
    const other = await player(10);
    const forged = await call('user/balance', {
      request_uuid: uid('r'),
      user: member.account,
      token: 'forged-token',
    });
    expect(forged.reply).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN', balance: 5_000 });
    const stolen = await call('user/balance', {
      request_uuid: uid('r'),
      user: member.account,
      token: other.token,
    });
    expect(stolen.reply).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN', balance: 5_000 });
    const expired = await memberWithToken(app, db, 'PG', pg, {
      balance: 7,
      issuedAt: new Date(Date.now() - 3 * 3_600_000),
      ttlMinutes: 60,
    });
    const late = await call('user/info', {
      request_uuid: uid('r'),
      user: expired.account,
      token: expired.token,
    });
    expect(late.reply).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 700 });
  });

  it('refuse a token of another vendor and a disabled member', async () => {
    const member = await memberWithToken(app, db, 'JDB', jdb, { balance: 20 });
    const wrongVendor = await call('user/info', {
      request_uuid: uid('r'),
      user: member.account,
      token: member.token,
    });
    expect(wrongVendor.reply).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN', balance: 2_000 });
    const disabled = await player(30, { status: 'disabled' });
    const reply = await call('user/info', {
      request_uuid: uid('r'),
      user: disabled.account,
      token: disabled.token,
    });
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 3_000 });
  });

  it('refuse agent-only accounts (types 41, 42): they never play, whatever token reached the vendor', async () => {
    for (const type of [41, 42]) {
      const agent = await player(10, { type });
      const info = await call('user/info', {
        request_uuid: uid('r'),
        user: agent.account,
        token: agent.token,
      });
      expect(info.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
      const bet = await call('transaction/bet', betBody(agent));
      expect(bet.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 1_000 });
    }
  });
});

describe('rule 1: a bad signature, an unknown vendor or an unparsable body change nothing', () => {
  it('a wrong or missing signature is RS_ERROR_INVALID_SIGNATURE without a balance, and moves nothing', async () => {
    const member = await player(100);
    const body = betBody(member);
    const wrong = await expectNothingChanged(() =>
      call('transaction/bet', body, { signature: 'ab'.repeat(32) }),
    );
    expect(wrong).toEqual({
      statusCode: 200,
      reply: {
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: body.request_uuid,
        user: member.account,
        currency: 'MXN',
      },
    });
    const missing = await expectNothingChanged(() => call('transaction/bet', body, { signature: null }));
    expect(missing.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // Signed with another vendor's secret.
    const foreign = signVendorBody(testVendorSecrets.secretOf('JDB'), JSON.stringify(body));
    const crossed = await expectNothingChanged(() => call('transaction/bet', body, { signature: foreign }));
    expect(crossed.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // The signature covers the exact bytes: the same JSON with other spacing is another body.
    const respaced = await expectNothingChanged(() =>
      call('transaction/bet', body, {
        raw: JSON.stringify(body, null, 2),
        signature: signVendorBody(testVendorSecrets.secretOf('PG'), JSON.stringify(body)),
      }),
    );
    expect(respaced.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await spendableMinor(db, member.id)).toBe(10_000);
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toBeNull();
  });

  it('an unknown vendor and a transfer-mode vendor are refused as unsigned, whatever they sign', async () => {
    const member = await player(100);
    for (const vendor of ['NOPE', 'PT']) {
      const reply = await expectNothingChanged(() =>
        callVendor(app, vendor, 'transaction/bet', betBody(member)),
      );
      expect(reply.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(reply.reply.balance).toBeUndefined();
    }
    expect(await spendableMinor(db, member.id)).toBe(10_000);
  });

  it('an unparsable body, even correctly signed, is RS_ERROR_INVALID_PARAMETER and moves nothing', async () => {
    for (const raw of ['{"request_uuid": "x", "amount": ', '', 'not json at all']) {
      const reply = await expectNothingChanged(() => call('transaction/bet', null, { raw }));
      expect(reply).toEqual({
        statusCode: 200,
        reply: { status: 'RS_ERROR_INVALID_PARAMETER', request_uuid: null, user: null, currency: 'MXN' },
      });
    }
    // Any content type: the body is read raw and signed as such.
    const member = await player(10);
    const reply = await call(
      'user/balance',
      { request_uuid: 'r', user: member.account, token: member.token },
      {
        contentType: 'text/plain',
      },
    );
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 1_000 });
  });

  it('a body missing fields is RS_ERROR_INVALID_PARAMETER with the named member’s balance', async () => {
    const member = await player(42);
    const reply = await expectNothingChanged(() =>
      call('transaction/bet', { request_uuid: 'r', user: member.account, amount: 100 }),
    );
    expect(reply.reply).toMatchObject({
      status: 'RS_ERROR_INVALID_PARAMETER',
      balance: 4_200,
      user: member.account,
    });
  });
});

describe('refusals answer the documented fields only', () => {
  const REFUSAL_FIELDS = ['status', 'request_uuid', 'user', 'currency', 'balance'];

  it('a refused call never echoes the launch token or any other request field', async () => {
    const member = await player(10);
    const disabled = await player(10, { status: 'disabled' });
    const bet = betBody(member);
    const refused = [
      await call('user/info', { request_uuid: uid('r'), user: member.account, token: 'forged-token' }),
      await call('user/balance', { request_uuid: uid('r'), user: disabled.account, token: disabled.token }),
      await call('transaction/bet', betBody(member, { amount: 1_001 })),
      await call('transaction/bet', betBody(member, { amount: -1 })),
      await call('transaction/bet', betBody(member, { currency: 'USD' })),
      await call('transaction/win', winBody(member, bet)),
      await call('transaction/rollback', rollbackBody(member, bet, { user: 'nobody-here' })),
      await call('transaction/bet', betBody(member), { signature: 'f'.repeat(64) }),
    ];
    for (const { statusCode, reply } of refused) {
      expect(statusCode).toBe(200);
      expect(reply.status).not.toBe('RS_OK');
      expect(Object.keys(reply).filter((key) => !REFUSAL_FIELDS.includes(key))).toEqual([]);
      const text = JSON.stringify(reply);
      for (const secret of [member.token, disabled.token, 'forged-token', bet.round, bet.game_code])
        expect(text).not.toContain(secret);
    }
  });
});

describe('rule 2: idempotency per vendor and transaction_uuid', () => {
  it('a repeat answers the original reply (same transaction_id, balance as then) and moves nothing', async () => {
    const member = await player(100);
    const body = betBody(member, { amount: 1_500 });
    const first = await call('transaction/bet', body);
    expect(first.reply).toMatchObject({ status: 'RS_OK', balance: 8_500, request_uuid: body.request_uuid });
    expect(first.reply.transaction_id).toMatch(/^\d+$/);
    // Something else moves the balance in between.
    await call('transaction/bet', betBody(member, { amount: 500 }));
    const before = await state();
    const repeat = await call('transaction/bet', { ...body, request_uuid: 'retry-1' });
    expect(repeat.reply).toEqual({ ...first.reply, request_uuid: 'retry-1' });
    expect(await state()).toEqual(before);
    expect(await spendableMinor(db, member.id)).toBe(8_000);
    await expectLedgerSound();
  });

  it('a repeat after the token expired still answers the stored reply', async () => {
    const member = await memberWithToken(app, db, 'PG', pg, {
      balance: 10,
      issuedAt: new Date(Date.now() - 59 * 60_000),
      ttlMinutes: 60,
    });
    const body = betBody(member, { amount: 100 });
    const first = await call('transaction/bet', body);
    expect(first.reply.status).toBe('RS_OK');
    await later(2 * 60_000, async () => {
      const fresh = await call('transaction/bet', betBody(member, { amount: 100 }));
      expect(fresh.reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const repeat = await call('transaction/bet', body);
      expect(repeat.reply).toEqual(first.reply);
    });
    expect(await spendableMinor(db, member.id)).toBe(900);
  });

  it('the same transaction_uuid with other content is RS_ERROR_DUPLICATE_TRANSACTION and moves nothing', async () => {
    const member = await player(100);
    const body = betBody(member, { amount: 1_000 });
    expect((await call('transaction/bet', body)).reply.status).toBe('RS_OK');
    for (const change of [{ amount: 2_000 }, { round: uid('round') }, { game_code: pg2.gameCode }]) {
      const reply = await expectNothingChanged(() =>
        call('transaction/bet', { ...body, ...change, request_uuid: uid('r') }),
      );
      expect(reply.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 9_000 });
    }
    // Another member's bet reusing the uuid.
    const other = await player(100);
    const stolen = await expectNothingChanged(() =>
      call('transaction/bet', { ...betBody(other), transaction_uuid: body.transaction_uuid }),
    );
    expect(stolen.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 10_000 });
    // A win reusing the bet's uuid.
    const reused = await expectNothingChanged(() =>
      call('transaction/win', winBody(member, body, { transaction_uuid: body.transaction_uuid })),
    );
    expect(reused.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({
      betAmount: 1_000,
      status: 'OPEN',
    });
  });

  it('uuids are per vendor: the same transaction_uuid at two vendors are two bets', async () => {
    const member = await player(100);
    const shared = uid('shared');
    expect((await call('transaction/bet', betBody(member, { transaction_uuid: shared }))).reply.status).toBe(
      'RS_OK',
    );
    const token = await tokenFor(db, member.id, 'JDB', jdb);
    const second = await callVendor(app, 'JDB', 'transaction/bet', {
      ...betBody(member, { transaction_uuid: shared, game_code: jdb.gameCode }),
      token,
    });
    expect(second.reply).toMatchObject({ status: 'RS_OK', balance: 8_000 });
  });

  it('old idempotency records are purged after the retention; recent ones stay', async () => {
    const member = await player(10);
    const body = betBody(member, { amount: 100 });
    await call('transaction/bet', body);
    const job = app.scheduledJobs.find((entry) => entry.name === 'vendor-transactions-purge');
    expect(job).toBeDefined();
    const kept = await vendorTransactionCount(db);
    await job!.run(new Date(Date.now() + 120 * 86_400_000));
    expect(await vendorTransactionCount(db)).toBe(kept);
    expect(kept).toBeGreaterThan(0);
    await job!.run(new Date(Date.now() + 131 * 86_400_000));
    expect(await vendorTransactionCount(db)).toBe(0);
    // Bet records stay for the reports.
    expect(await betRecord(db, 'PG', body.transaction_uuid)).not.toBeNull();
  });
});

describe('rule 3: bets', () => {
  it('a bet debits the member once, credits the vendor’s clearing account and opens a record', async () => {
    const member = await player(100);
    const body = betBody(member, { amount: 2_550 });
    const reply = await call('transaction/bet', body);
    expect(reply).toMatchObject({
      statusCode: 200,
      reply: { status: 'RS_OK', balance: 7_450, currency: 'MXN' },
    });
    expect(await spendableMinor(db, member.id)).toBe(7_450);
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({
      kind: 'BET',
      status: 'OPEN',
      betAmount: 2_550,
      validBet: 0,
      payout: 0,
      winLoss: 0,
      gameCode: pg.gameCode,
      gameType: pg.gameType,
      memberId: member.id,
      settled: false,
    });
    const { rows } = await db.execute<{ amount: string }>(
      sql`select p.amount::text as amount from ledger_postings p join ledger_accounts a on a.id = p.account_id
          join ledger_transactions t on t.id = p.transaction_id
          where t.idempotency_key = ${`vendor:PG:${body.transaction_uuid}`} and a.kind = 'HOUSE'
            and a.house_code = 'VENDOR_CLEARING' and a.vendor = 'PG'`,
    );
    expect(rows).toEqual([{ amount: '2550' }]);
    await expectLedgerSound();
  });

  it('never below zero: RS_ERROR_NOT_ENOUGH_MONEY with the balance, no record, no movement', async () => {
    const member = await player(10);
    const body = betBody(member, { amount: 1_001 });
    const reply = await expectNothingChanged(() => call('transaction/bet', body));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000 });
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toBeNull();
    // The exact balance is accepted; a refused uuid may be sent again once it fits.
    expect((await call('transaction/bet', { ...body, amount: 1_000 })).reply).toMatchObject({
      status: 'RS_OK',
      balance: 0,
    });
  });

  it('a zero bet is accepted, moves nothing and opens a record of stake 0', async () => {
    const member = await player(5);
    const body = betBody(member, { amount: 0 });
    const before = await ledgerSnapshot(db);
    const reply = await call('transaction/bet', body);
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 500 });
    expect(reply.reply.transaction_id).toEqual(expect.any(String));
    expect(await ledgerSnapshot(db)).toEqual(before);
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({ status: 'OPEN', betAmount: 0 });
    expect((await call('transaction/bet', body)).reply).toEqual(reply.reply);
  });

  it('negative, fractional, huge and textual amounts are RS_ERROR_INVALID_PARAMETER and move nothing', async () => {
    const member = await player(100);
    for (const amount of [-100, 10.5, 0.01, 1e16, '100', null]) {
      const body = betBody(member, { amount });
      const reply = await expectNothingChanged(() => call('transaction/bet', body));
      expect(reply.reply).toMatchObject({ status: 'RS_ERROR_INVALID_PARAMETER', balance: 10_000 });
      expect(await betRecord(db, 'PG', body.transaction_uuid)).toBeNull();
    }
  });

  it('a forged, another member’s or another vendor’s token is RS_ERROR_INVALID_TOKEN; nothing moves', async () => {
    const member = await player(100);
    const other = await player(100);
    const atJdb = await memberWithToken(app, db, 'JDB', jdb, { balance: 100 });
    const cases = [
      betBody(member, { token: 'x'.repeat(43) }),
      betBody(member, { token: other.token }),
      betBody(atJdb),
    ];
    for (const body of cases) {
      const reply = await expectNothingChanged(() => call('transaction/bet', body));
      expect(reply.reply).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN', balance: 10_000 });
    }
  });

  it('an expired token is RS_ERROR_TOKEN_EXPIRED with the balance', async () => {
    const member = await memberWithToken(app, db, 'PG', pg, {
      balance: 100,
      issuedAt: new Date(Date.now() - 13 * 3_600_000),
    });
    const reply = await expectNothingChanged(() => call('transaction/bet', betBody(member)));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 10_000 });
  });

  it('a disabled or locked member cannot bet: RS_ERROR_USER_DISABLED', async () => {
    for (const status of ['disabled', 'locked'] as const) {
      const member = await player(100, { status });
      const reply = await expectNothingChanged(() => call('transaction/bet', betBody(member)));
      expect(reply.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 10_000 });
    }
  });

  it('a wrong currency is RS_ERROR_WRONG_CURRENCY; an unknown game or another vendor’s game RS_ERROR_INVALID_GAME', async () => {
    const member = await player(100);
    const currency = await expectNothingChanged(() =>
      call('transaction/bet', betBody(member, { currency: 'USD' })),
    );
    expect(currency.reply).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', balance: 10_000 });
    for (const gameCode of ['no-such-game', jdbFish.gameCode]) {
      const reply = await expectNothingChanged(() =>
        call('transaction/bet', betBody(member, { game_code: gameCode })),
      );
      expect(reply.reply).toMatchObject({ status: 'RS_ERROR_INVALID_GAME', balance: 10_000 });
    }
    // Another game of the same vendor than the launched one is fine (vendor lobbies).
    const body = betBody(member, { game_code: pg2.gameCode, amount: 100 });
    expect((await call('transaction/bet', body)).reply.status).toBe('RS_OK');
    expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({ gameCode: pg2.gameCode });
  });

  it('the user must be the token’s member (any case of the account name)', async () => {
    const member = await player(100);
    const upper = await call(
      'transaction/bet',
      betBody(member, { user: member.account.toUpperCase(), amount: 100 }),
    );
    expect(upper.reply).toMatchObject({ status: 'RS_OK', balance: 9_900 });
  });
});

describe('rule 4: wins and rollbacks are paid whatever happened to the token or the member', () => {
  it('a win after the token expired and the member was disabled is paid and settles the bet', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 1_000 });
    await call('transaction/bet', bet);
    await setMemberStatusForTest(db, member.id, 'disabled');
    // 13 hours later: the 12-hour token has expired.
    await later(13 * 3_600_000, async () => {
      const reply = await call('transaction/win', winBody(member, bet, { amount: 3_000 }));
      expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 12_000 });
      expect(await spendableMinor(db, member.id)).toBe(12_000);
      expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({
        status: 'SETTLED',
        payout: 3_000,
        validBet: 1_000,
        winLoss: 2_000,
      });
      // But no new bet.
      const refused = await call('transaction/bet', betBody(member));
      expect(refused.reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    });
    await expectLedgerSound();
  });

  it('a rollback for a disabled member with a forged token is refunded', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 4_000 });
    await call('transaction/bet', bet);
    await setMemberStatusForTest(db, member.id, 'disabled');
    const reply = await call('transaction/rollback', rollbackBody(member, bet, { token: 'gone' }));
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({ status: 'ROLLED_BACK' });
  });

  it('a win or rollback naming no member is RS_ERROR_INVALID_PARAMETER', async () => {
    const member = await player(100);
    const bet = betBody(member);
    await call('transaction/bet', bet);
    const win = await expectNothingChanged(() =>
      call('transaction/win', winBody(member, bet, { user: 'nobody_here' })),
    );
    expect(win.reply.status).toBe('RS_ERROR_INVALID_PARAMETER');
    const rollback = await expectNothingChanged(() =>
      call('transaction/rollback', rollbackBody(member, bet, { user: 'nobody_here' })),
    );
    expect(rollback.reply.status).toBe('RS_ERROR_INVALID_PARAMETER');
  });
});

describe('the process caches launch-token grants, never the member’s status', () => {
  it('a grant cached by a bet still expires on time: the next bet and user calls are RS_ERROR_TOKEN_EXPIRED', async () => {
    const member = await memberWithToken(app, db, 'PG', pg, {
      balance: 100,
      issuedAt: new Date(Date.now() - 59 * 60_000),
      ttlMinutes: 60,
    });
    // Both read the grant (and cache it) while it is valid.
    expect((await call('transaction/bet', betBody(member, { amount: 100 }))).reply.status).toBe('RS_OK');
    const info = { request_uuid: uid('req'), user: member.account, token: member.token };
    expect((await call('user/balance', info)).reply).toMatchObject({ status: 'RS_OK', balance: 9_900 });
    // Two minutes later the token is past its expiry.
    await later(2 * 60_000, async () => {
      const bet = await expectNothingChanged(() => call('transaction/bet', betBody(member, { amount: 100 })));
      expect(bet.reply).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 9_900 });
      for (const method of ['user/balance', 'user/info'] as const) {
        const reply = await call(method, { ...info, request_uuid: uid('req') });
        expect(reply.reply).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 9_900 });
      }
    });
  });

  it('a member disabled right after a bet is refused the next bet at once, and may bet again once enabled', async () => {
    const member = await player(100);
    expect((await call('transaction/bet', betBody(member, { amount: 100 }))).reply.status).toBe('RS_OK');
    for (const status of ['disabled', 'locked'] as const) {
      await setMemberStatusForTest(db, member.id, status);
      const refused = await expectNothingChanged(() =>
        call('transaction/bet', betBody(member, { amount: 100 })),
      );
      expect(refused.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 9_900 });
      const info = await call('user/info', {
        request_uuid: uid('req'),
        user: member.account,
        token: member.token,
      });
      expect(info.reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 9_900 });
    }
    await setMemberStatusForTest(db, member.id, 'active');
    expect((await call('transaction/bet', betBody(member, { amount: 100 }))).reply).toMatchObject({
      status: 'RS_OK',
      balance: 9_800,
    });
  });

  it('a win is paid to the member `user` names, whoever holds the token it carries', async () => {
    const holder = await player(100);
    const other = await player(100);
    // The holder's bet caches the holder's grant and account name.
    const holderBet = betBody(holder, { amount: 1_000 });
    expect((await call('transaction/bet', holderBet)).reply.status).toBe('RS_OK');
    const otherBet = betBody(other, { amount: 1_000 });
    expect((await call('transaction/bet', otherBet)).reply.status).toBe('RS_OK');

    // A win of the other member's bet sent with the holder's token: paid to the other member.
    const crossed = await call(
      'transaction/win',
      winBody(other, otherBet, { token: holder.token, amount: 3_000 }),
    );
    expect(crossed.reply).toMatchObject({ status: 'RS_OK', balance: 12_000 });
    expect(await spendableMinor(db, other.id)).toBe(12_000);
    expect(await spendableMinor(db, holder.id)).toBe(9_000);

    // The holder's own win, its account name in capitals: the holder's.
    const upper = await call(
      'transaction/win',
      winBody(holder, holderBet, { user: holder.account.toUpperCase(), amount: 500 }),
    );
    expect(upper.reply).toMatchObject({ status: 'RS_OK', balance: 9_500 });

    // The holder's token naming nobody: no member, nothing paid.
    const nobody = await expectNothingChanged(() =>
      call('transaction/win', winBody(holder, holderBet, { user: 'nobody_here', amount: 500 })),
    );
    expect(nobody.reply.status).toBe('RS_ERROR_INVALID_PARAMETER');
    // Nor is the holder's bet paid to the other member: not the other member's bet.
    const notTheirs = await expectNothingChanged(() =>
      call('transaction/win', winBody(other, holderBet, { token: holder.token, amount: 500 })),
    );
    expect(notTheirs.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 12_000 });
    await expectLedgerSound();
  });
});

describe('rule 5: wins', () => {
  it('a win of an unknown bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST with the balance; nothing moves', async () => {
    const member = await player(100);
    const ghost = betBody(member);
    const reply = await expectNothingChanged(() => call('transaction/win', winBody(member, ghost)));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 10_000 });
  });

  it('a win of another member’s bet or of another round does not exist', async () => {
    const member = await player(100);
    const other = await player(100);
    const bet = betBody(member);
    await call('transaction/bet', bet);
    const foreign = await expectNothingChanged(() => call('transaction/win', winBody(other, bet)));
    expect(foreign.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 10_000 });
    const moved = await expectNothingChanged(() =>
      call('transaction/win', winBody(member, bet, { round: uid('round') })),
    );
    expect(moved.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 9_000 });
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({ status: 'OPEN' });
  });

  it('a win of a rolled-back bet is RS_ERROR_TRANSACTION_ROLLED_BACK; nothing moves', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 2_000 });
    await call('transaction/bet', bet);
    await call('transaction/rollback', rollbackBody(member, bet));
    const reply = await expectNothingChanged(() => call('transaction/win', winBody(member, bet)));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({
      status: 'ROLLED_BACK',
      payout: 0,
    });
  });

  it('a zero win settles a lost bet: valid bet the stake, win/loss minus the stake, daily totals', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 1_200 });
    await call('transaction/bet', bet);
    const before = await ledgerSnapshot(db);
    const reply = await call('transaction/win', winBody(member, bet, { amount: 0 }));
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 8_800 });
    expect(await ledgerSnapshot(db)).toEqual(before);
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({
      status: 'SETTLED',
      betAmount: 1_200,
      validBet: 1_200,
      payout: 0,
      winLoss: -1_200,
      settled: true,
      roundClosed: true,
    });
    expect(await dailyTotals(db, member.id)).toEqual([
      {
        day: today(),
        gameType: pg.gameType,
        betCount: 1,
        betAmount: 1_200,
        validBet: 1_200,
        payout: 0,
        winLoss: -1_200,
      },
    ]);
  });

  it('a promo, jackpot or bonus win without a bet pays and records a settled record of stake 0', async () => {
    const member = await player(0);
    for (const [kind, amount] of [
      ['promo', 500],
      ['jackpot', 100_000],
      ['bonus', 0],
    ] as const) {
      const body = {
        ...winBody(member, betBody(member), { amount, kind }),
        reference_transaction_uuid: undefined,
      };
      const reply = await call('transaction/win', body);
      expect(reply.reply.status).toBe('RS_OK');
      expect(await betRecord(db, 'PG', body.transaction_uuid)).toMatchObject({
        kind: kind.toUpperCase(),
        status: 'SETTLED',
        betAmount: 0,
        validBet: 0,
        payout: amount,
        winLoss: amount,
        settled: true,
      });
    }
    expect(await spendableMinor(db, member.id)).toBe(100_500);
    expect(await dailyTotals(db, member.id)).toEqual([
      {
        day: today(),
        gameType: pg.gameType,
        betCount: 3,
        betAmount: 0,
        validBet: 0,
        payout: 100_500,
        winLoss: 100_500,
      },
    ]);
    await expectLedgerSound();
  });

  it('a win without a bet needs its kind and a game of the vendor', async () => {
    const member = await player(10);
    const noKind = { ...winBody(member, betBody(member)), reference_transaction_uuid: undefined };
    expect((await expectNothingChanged(() => call('transaction/win', noKind))).reply).toMatchObject({
      status: 'RS_ERROR_INVALID_PARAMETER',
      balance: 1_000,
    });
    const badGame = { ...noKind, kind: 'promo', game_code: jdbFish.gameCode, transaction_uuid: uid('win') };
    expect((await expectNothingChanged(() => call('transaction/win', badGame))).reply.status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
  });

  it('a further win of a settled bet adds its payout (bonus rounds of one stake); a repeat pays once', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 1_000 });
    await call('transaction/bet', bet);
    const first = winBody(member, bet, { amount: 500, round_closed: false });
    await call('transaction/win', first);
    await call('transaction/win', first);
    await call('transaction/win', winBody(member, bet, { amount: 700 }));
    expect(await spendableMinor(db, member.id)).toBe(10_200);
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({
      payout: 1_200,
      winLoss: 200,
      validBet: 1_000,
    });
    expect(await dailyTotals(db, member.id)).toEqual([
      {
        day: today(),
        gameType: pg.gameType,
        betCount: 1,
        betAmount: 1_000,
        validBet: 1_000,
        payout: 1_200,
        winLoss: 200,
      },
    ]);
  });
});

describe('rule 6: rollbacks', () => {
  it('refunds the stored stake whatever amount the request states', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 3_300 });
    await call('transaction/bet', bet);
    const reply = await call('transaction/rollback', rollbackBody(member, bet, { amount: 99_999 }));
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await spendableMinor(db, member.id)).toBe(10_000);
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({
      status: 'ROLLED_BACK',
      betAmount: 3_300,
      validBet: 0,
      payout: 0,
      winLoss: 0,
    });
    expect(await dailyTotals(db, member.id)).toEqual([]);
    // A repeat changes nothing; a second rollback (another uuid) of the same bet refunds nothing more.
    const rollback = rollbackBody(member, bet, { amount: 99_999 });
    const ledgerBefore = await ledgerSnapshot(db);
    expect((await call('transaction/rollback', rollback)).reply).toMatchObject({
      status: 'RS_OK',
      balance: 10_000,
    });
    const repeat = await expectNothingChanged(() => call('transaction/rollback', rollback));
    expect(repeat.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await ledgerSnapshot(db)).toEqual(ledgerBefore);
    expect(await spendableMinor(db, member.id)).toBe(10_000);
    await expectLedgerSound();
  });

  it('a rollback of a bet with a win is RS_ERROR_BET_ALREADY_SETTLED; nothing moves', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 1_000 });
    await call('transaction/bet', bet);
    await call('transaction/win', winBody(member, bet, { amount: 0 }));
    const reply = await expectNothingChanged(() => call('transaction/rollback', rollbackBody(member, bet)));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_BET_ALREADY_SETTLED', balance: 9_000 });
    expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({ status: 'SETTLED' });
  });

  it('a rollback of an unknown bet is RS_OK with the balance unchanged and leaves a tombstone', async () => {
    const member = await player(100);
    const late = betBody(member, { amount: 1_000 });
    const ledgerBefore = await ledgerSnapshot(db);
    const reply = await call('transaction/rollback', rollbackBody(member, late));
    expect(reply.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await ledgerSnapshot(db)).toEqual(ledgerBefore);
    const { rows } = await db.execute<{ kind: string }>(
      sql`select kind from vendor_transactions where vendor = 'PG' and transaction_uuid = ${late.transaction_uuid}`,
    );
    expect(rows).toEqual([{ kind: 'TOMBSTONE' }]);

    // The bet arriving late is refused and moves nothing; so is a win of it.
    const bet = await expectNothingChanged(() => call('transaction/bet', late));
    expect(bet.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    const win = await expectNothingChanged(() => call('transaction/win', winBody(member, late)));
    expect(win.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    expect(await betRecord(db, 'PG', late.transaction_uuid)).toBeNull();
    // A late bet refused for its token too still answers rolled back (the tombstone is checked first).
    const forged = await call('transaction/bet', { ...late, token: 'forged' });
    expect(forged.reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    // And so does a late zero bet, and one larger than the balance.
    for (const amount of [0, 1_000_000]) {
      const refused = await expectNothingChanged(() => call('transaction/bet', { ...late, amount }));
      expect(refused.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 });
    }
  });

  it('a rollback of another member’s bet does not exist', async () => {
    const member = await player(100);
    const other = await player(100);
    const bet = betBody(member);
    await call('transaction/bet', bet);
    const reply = await expectNothingChanged(() => call('transaction/rollback', rollbackBody(other, bet)));
    expect(reply.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 10_000 });
  });
});

describe('rule 7: rounds with several bets', () => {
  it('each bet is settled or rolled back on its own; round_closed marks every record of the round', async () => {
    const member = await player(100);
    const round = uid('round');
    const a = betBody(member, { round, amount: 1_000 });
    const b = betBody(member, { round, amount: 2_000 });
    const c = betBody(member, { round, amount: 500 });
    for (const bet of [a, b, c]) expect((await call('transaction/bet', bet)).reply.status).toBe('RS_OK');
    expect(await spendableMinor(db, member.id)).toBe(6_500);
    // a wins 4,000 and closes the round; b is rolled back after the close; c loses.
    expect(
      (await call('transaction/win', winBody(member, a, { amount: 4_000, round_closed: true }))).reply,
    ).toMatchObject({
      status: 'RS_OK',
      balance: 10_500,
    });
    for (const bet of [a, b, c]) {
      expect(await betRecord(db, 'PG', bet.transaction_uuid)).toMatchObject({ roundClosed: true });
    }
    expect((await call('transaction/rollback', rollbackBody(member, b))).reply).toMatchObject({
      status: 'RS_OK',
      balance: 12_500,
    });
    expect((await call('transaction/win', winBody(member, c, { amount: 0 }))).reply.status).toBe('RS_OK');
    expect(await betRecord(db, 'PG', a.transaction_uuid)).toMatchObject({
      status: 'SETTLED',
      winLoss: 3_000,
    });
    expect(await betRecord(db, 'PG', b.transaction_uuid)).toMatchObject({ status: 'ROLLED_BACK' });
    expect(await betRecord(db, 'PG', c.transaction_uuid)).toMatchObject({ status: 'SETTLED', winLoss: -500 });
    expect(await dailyTotals(db, member.id)).toEqual([
      {
        day: today(),
        gameType: pg.gameType,
        betCount: 2,
        betAmount: 1_500,
        validBet: 1_500,
        payout: 4_000,
        winLoss: 2_500,
      },
    ]);
    expect(await spendableMinor(db, member.id)).toBe(12_500);
    await expectLedgerSound();
  });

  it('a bet that closes its round marks the earlier records of the round', async () => {
    const member = await player(100);
    const round = uid('round');
    const first = betBody(member, { round, amount: 100 });
    await call('transaction/bet', first);
    const last = betBody(member, { round, amount: 100, round_closed: true });
    await call('transaction/bet', last);
    expect(await betRecord(db, 'PG', first.transaction_uuid)).toMatchObject({ roundClosed: true });
    expect(await betRecord(db, 'PG', last.transaction_uuid)).toMatchObject({ roundClosed: true });
  });
});

describe('rule 8: callbacks at once (PGlite serialises them; PostgreSQL races in wallet-concurrency.test.ts)', () => {
  it('the same bet sent 10 times at once with a rollback of it moves money at most once', async () => {
    const member = await player(100);
    const bet = betBody(member, { amount: 1_000 });
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => call('transaction/bet', bet)),
      call('transaction/rollback', rollbackBody(member, bet)),
    ]);
    const bets = replies.slice(0, 10).map((reply) => reply.reply);
    const accepted = bets.filter((reply) => reply.status === 'RS_OK');
    expect(new Set(accepted.map((reply) => reply.transaction_id)).size).toBeLessThanOrEqual(1);
    expect(await spendableMinor(db, member.id)).toBe(10_000);
    await expectLedgerSound();
  });
});

describe('rule 9 and the documentation', () => {
  it('daily totals are kept per brand-zone day of the settlement and category', async () => {
    const member = await player(100);
    const { rows } = await db.execute<{ game_code: string; node_id: string; game_type: string }>(
      sql`select game_code, node_id, game_type from games where vendor = 'JDB' and game_type = 'FISH' limit 1`,
    );
    const fishGame = { gameCode: rows[0]!.game_code, gameType: rows[0]!.game_type, nodeId: rows[0]!.node_id };
    expect(fishGame.gameType).not.toBe(pg.gameType);
    const jdbPlayer = { ...member, token: await tokenFor(db, member.id, 'JDB', fishGame) };
    const slot = betBody(member, { amount: 1_000 });
    await call('transaction/bet', slot);
    await call('transaction/win', winBody(member, slot, { amount: 1_500 }));
    const fishBet = { ...betBody(jdbPlayer, { amount: 300, game_code: fishGame.gameCode }) };
    expect((await callVendor(app, 'JDB', 'transaction/bet', fishBet)).reply.status).toBe('RS_OK');
    await callVendor(app, 'JDB', 'transaction/win', winBody(jdbPlayer, fishBet, { amount: 0 }));
    const totals = await dailyTotals(db, member.id);
    expect(totals).toEqual(
      expect.arrayContaining([
        {
          day: today(),
          gameType: pg.gameType,
          betCount: 1,
          betAmount: 1_000,
          validBet: 1_000,
          payout: 1_500,
          winLoss: 500,
        },
        {
          day: today(),
          gameType: fishGame.gameType,
          betCount: 1,
          betAmount: 300,
          validBet: 300,
          payout: 0,
          winLoss: -300,
        },
      ]),
    );
  });

  it('the OpenAPI document lists the five methods with their schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const method of [
      'user/info',
      'user/balance',
      'transaction/bet',
      'transaction/win',
      'transaction/rollback',
    ]) {
      const route = doc.paths[`/vendor-api/{vendor}/${method}`];
      expect(route?.post, method).toBeDefined();
      expect(JSON.stringify(route.post.requestBody)).toContain('request_uuid');
    }
    expect(doc.paths['/admin-api/vendors/{code}/secret']?.get).toBeDefined();
  });

  it('operators read a vendor’s secret (ADMIN); unknown or transfer-mode vendors are 404', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/admin-api/vendors/pg/secret',
      headers: operatorHeaders,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({
      vendor: 'PG',
      secret: testVendorSecrets.secretOf('PG'),
      signatureHeader: 'X-Signature',
    });
    for (const code of ['NOPE', 'PT']) {
      const missing = await app.inject({
        method: 'GET',
        url: `/admin-api/vendors/${code}/secret`,
        headers: operatorHeaders,
      });
      expect(missing.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/admin-api/vendors/PG/secret' })).statusCode).toBe(401);
  });
});
