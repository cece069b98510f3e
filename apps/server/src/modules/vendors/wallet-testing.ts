import { randomUUID } from 'node:crypto';
import type { TVendorMethod, TVendorReply } from '@platform/contracts/vendor-wallet';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { TEST_OPERATOR_API_KEY } from '../../test/app';
import * as identityRepository from '../identity/repository';
import { createTestMember, type TestMemberInput } from '../identity/testing';
import { adjust } from '../wallet/testing';
import { issueLaunchToken } from './launch-tokens';
import { createVendorSecrets, signVendorBody } from './secrets';

/** Test helpers of the vendor wallet API: signed callbacks, funded members with launch tokens, rows. */

/** The secrets a test app derives (from the test operator key). */
export const testVendorSecrets = createVendorSecrets({ base: TEST_OPERATOR_API_KEY });

export type VendorCall = { statusCode: number; reply: TVendorReply };

/** POSTs a signed callback (or the raw text / signature a test gives) and returns the reply. */
export async function callVendor(
  app: FastifyInstance,
  vendor: string,
  method: TVendorMethod,
  body: unknown,
  options: { raw?: string; signature?: string | null; contentType?: string } = {},
): Promise<VendorCall> {
  const raw = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signVendorBody(testVendorSecrets.secretOf(vendor), raw)
      : options.signature;
  const reply = await app.inject({
    method: 'POST',
    url: `/vendor-api/${vendor}/${method}`,
    payload: raw,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
  });
  return { statusCode: reply.statusCode, reply: reply.json() as TVendorReply };
}

export type CatalogueGameRow = { gameCode: string; gameType: string; nodeId: string };

/** A game of a vendor of the seeded catalogue. */
export async function gameOf(db: Db, vendor: string, offset = 0): Promise<CatalogueGameRow> {
  const { rows } = await db.execute<{ game_code: string; game_type: string; node_id: string }>(
    sql`select game_code, game_type, node_id from games where vendor = ${vendor} order by id offset ${offset} limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no game of ${vendor} in the catalogue`);
  return { gameCode: row.game_code, gameType: row.game_type, nodeId: row.node_id };
}

export type VendorTestMember = { id: string; account: string; token: string };

/** A member funded through the operator API (decimal amount) holding a launch token of the game. */
export async function memberWithToken(
  app: FastifyInstance,
  db: Db,
  vendor: string,
  game: CatalogueGameRow,
  input: TestMemberInput & { balance?: number; issuedAt?: Date; ttlMinutes?: number } = {},
): Promise<VendorTestMember> {
  const { balance = 0, issuedAt, ttlMinutes, ...memberInput } = input;
  const member = await createTestMember(db, { password: null, ...memberInput });
  if (balance > 0) await adjust(app, member.account, balance);
  const { token } = await issueLaunchToken(db, {
    memberId: member.id,
    vendor,
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    now: issuedAt ?? new Date(),
    ...(ttlMinutes === undefined ? {} : { ttlMinutes }),
  });
  return { id: member.id, account: member.account, token };
}

/** The member's spendable main-wallet balance in minor units (0 without a wallet). */
export async function spendableMinor(db: Db, memberId: string): Promise<number> {
  const { rows } = await db.execute<{ available: string | number }>(
    sql`select balance - held as available from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN'`,
  );
  return rows[0] ? Number(rows[0].available) : 0;
}

export type BetRecordRow = {
  id: string;
  kind: string;
  status: string;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  round: string;
  roundClosed: boolean;
  gameCode: string;
  gameType: string;
  memberId: string;
  settled: boolean;
};

export async function betRecord(
  db: Db,
  vendor: string,
  transactionUuid: string,
): Promise<BetRecordRow | null> {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select id::text as id, kind, status, bet_amount::text as bet_amount, valid_bet::text as valid_bet,
          payout::text as payout, win_loss::text as win_loss, round, round_closed, game_code, game_type,
          member_id, settled_at is not null as settled
        from bet_records where vendor = ${vendor} and transaction_uuid = ${transactionUuid}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    kind: String(row.kind),
    status: String(row.status),
    betAmount: Number(row.bet_amount),
    validBet: Number(row.valid_bet),
    payout: Number(row.payout),
    winLoss: Number(row.win_loss),
    round: String(row.round),
    roundClosed: Boolean(row.round_closed),
    gameCode: String(row.game_code),
    gameType: String(row.game_type),
    memberId: String(row.member_id),
    settled: Boolean(row.settled),
  };
}

export type DailyTotalsRow = {
  day: string;
  gameType: string;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
};

export async function dailyTotals(db: Db, memberId: string): Promise<DailyTotalsRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select day::text as day, game_type, bet_count, bet_amount::text as bet_amount, valid_bet::text as valid_bet,
          payout::text as payout, win_loss::text as win_loss
        from bet_daily_totals where member_id = ${memberId} order by day, game_type, vendor`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    gameType: String(row.game_type),
    betCount: Number(row.bet_count),
    betAmount: Number(row.bet_amount),
    validBet: Number(row.valid_bet),
    payout: Number(row.payout),
    winLoss: Number(row.win_loss),
  }));
}

/** Rows of vendor_transactions (optionally of one vendor). */
export async function vendorTransactionCount(db: Db, vendor?: string): Promise<number> {
  const { rows } = await db.execute<{ n: string | number }>(
    vendor
      ? sql`select count(*) as n from vendor_transactions where vendor = ${vendor}`
      : sql`select count(*) as n from vendor_transactions`,
  );
  return Number(rows[0]!.n);
}

/** A fresh id for request_uuid, transaction_uuid and rounds. */
export const uid = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A launch token of another game (or vendor) for an existing member. */
export async function tokenFor(
  db: Db,
  memberId: string,
  vendor: string,
  game: CatalogueGameRow,
): Promise<string> {
  const { token } = await issueLaunchToken(db, {
    memberId,
    vendor,
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    now: new Date(),
  });
  return token;
}

/** Sets a member's status directly (as an operator would), without ending sessions. */
export async function setMemberStatusForTest(
  db: Db,
  memberId: string,
  status: 'active' | 'disabled' | 'locked',
) {
  await identityRepository.updateMember(db, memberId, { status }, new Date());
}
