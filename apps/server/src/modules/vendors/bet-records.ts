import type { TBetStatus } from '@platform/contracts/bets';
import type { Query } from './repository';

/**
 * Bet records, the write side (vendor-wallet-api.md rule 9). Each accepted vendor transaction changes
 * them in the same database transaction as its money:
 *
 * - a bet opens a record: `bet_amount` the stake, `valid_bet` 0, status OPEN;
 * - its first win settles it: `payout` the win, `valid_bet` the stake, `win_loss` payout − stake, status
 *   SETTLED, `settled_at`; a zero win settles a lost bet; a further win of the same bet adds to
 *   `payout` and `win_loss` (bonus rounds of one stake);
 * - a rollback of an open bet marks it ROLLED_BACK (money refunded; never counted in totals);
 * - a promo, jackpot or bonus win without a bet is a record of kind PROMO, JACKPOT or BONUS with stake 0,
 *   settled at once;
 * - `round_closed` on a bet or a win marks every record of the vendor's round (it closes the round for
 *   reports and stops nothing).
 *
 * `bet_daily_totals` holds the settled side only, per member, brand-zone day **of the settlement**,
 * category and vendor: a settlement adds one to `bet_count` and its stake, valid bet, payout and
 * win/loss; a further win adds its payout and win/loss only; a bonus win adds one record with stake 0.
 * Reports of settled play (P&L, agent teams, contracts) read the totals; the betting record reads the
 * records.
 *
 * Locks, always in this order, so that callbacks never wait for each other in a cycle: the round's
 * records (id order, only when the callback closes the round), the referenced record, the member's
 * wallet (the ledger), the member's daily totals row.
 *
 * Two forms of each write. The claim statements of the vendor wallet API (`betClaim`, `settleClaim`,
 * `bonusWinClaim`, `rollbackClaim`) insert the vendor transaction's idempotency record together with its
 * reply and do the rest only when that claim took, in the callback's last statement (joined to the
 * ledger's): a callback needs no separate claim round trip, and a record already there (a duplicate that
 * committed first, a tombstone, another transaction's uuid) makes the statement return no row; the
 * caller then rolls back. The older forms (`openBetRecord`, `settleBetRecord`, `recordBonusWin`) store
 * the reply into a record claimed earlier in the transaction (`claimVendorTransaction`), as the sandbox
 * vendor's transfer rounds do.
 */

export type LockedBet = {
  id: string;
  transactionUuid: string;
  memberId: string;
  round: string;
  kind: string;
  status: TBetStatus;
  betAmount: bigint;
  payout: bigint;
  gameCode: string;
  gameType: string;
};

type BetRow = {
  id: string;
  transaction_uuid: string;
  member_id: string;
  round: string;
  kind: string;
  status: TBetStatus;
  bet_amount: string;
  payout: string;
  game_code: string;
  game_type: string;
};

const BET_COLUMNS = `id::text as id, transaction_uuid, member_id, round, kind, status,
  bet_amount::text as bet_amount, payout::text as payout, game_code, game_type`;

const toBet = (row: BetRow): LockedBet => ({
  id: row.id,
  transactionUuid: row.transaction_uuid,
  memberId: row.member_id,
  round: row.round,
  kind: row.kind,
  status: row.status,
  betAmount: BigInt(row.bet_amount),
  payout: BigInt(row.payout),
  gameCode: row.game_code,
  gameType: row.game_type,
});

const text = (value: bigint | number) => String(value);

/** Locks every record of a vendor's round in id order (before anything else of the callback). */
export async function lockRound(query: Query, vendor: string, round: string): Promise<void> {
  await query(`select id from bet_records where vendor = $1 and round = $2 order by id for update`, [
    vendor,
    round,
  ]);
}

/**
 * Locks every record of a vendor's round and the record `transactionUuid` opened (in id order, one
 * statement) and returns the latter, or null: a win that closes its round.
 */
export async function lockRoundAndBetRecord(
  query: Query,
  vendor: string,
  round: string,
  transactionUuid: string,
): Promise<LockedBet | null> {
  const { rows } = await query<BetRow>(
    `select ${BET_COLUMNS} from bet_records where vendor = $1 and (round = $2 or transaction_uuid = $3)
      order by id for update`,
    [vendor, round, transactionUuid],
  );
  const row = rows.find((candidate) => candidate.transaction_uuid === transactionUuid);
  return row ? toBet(row) : null;
}

/** The record a vendor transaction opened, locked until the end of the transaction; null if none. */
export async function lockBetRecord(
  query: Query,
  vendor: string,
  transactionUuid: string,
): Promise<LockedBet | null> {
  const { rows } = await query<BetRow>(
    `select ${BET_COLUMNS} from bet_records where vendor = $1 and transaction_uuid = $2 for update`,
    [vendor, transactionUuid],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** `round_closed` of the round's other records ($1 vendor, $2 round, $3 flag, $4 record to skip). */
const CLOSE_ROUND = `closed as (
    update bet_records set round_closed = true
     where $3::boolean and vendor = $1 and round = $2 and id <> $4::bigint and not round_closed)`;

/** Adds to a member's settled totals of a day ($5 day, $6 member, $7 category, $1 vendor, $8–$12). */
const ADD_TOTALS = `totals as (
    insert into bet_daily_totals as t
      (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
    values ($5::date, $6::uuid, $7, $1, $8::int, $9::bigint, $10::bigint, $11::bigint, $12::bigint)
    on conflict (member_id, day, game_type, vendor) do update set
      bet_count = t.bet_count + excluded.bet_count,
      bet_amount = t.bet_amount + excluded.bet_amount,
      valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout,
      win_loss = t.win_loss + excluded.win_loss)`;

export type OpenBetInput = {
  vendor: string;
  transactionUuid: string;
  memberId: string;
  gameCode: string;
  gameType: string;
  nodeId: string | null;
  round: string;
  amount: bigint;
  roundClosed: boolean;
  at: Date;
  /** The reply stored with the bet's idempotency record. */
  reply: Record<string, unknown>;
};

/** Opens the record of an accepted bet and stores the bet's reply; returns the record id. */
export async function openBetRecord(query: Query, input: OpenBetInput): Promise<string> {
  const { rows } = await query<{ id: string }>(
    `with record as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, round_closed, placed_at)
       values ($1, $5, $6::uuid, $7, $8, $9, $2, 'BET', $10::bigint, $3::boolean, $11::timestamptz)
       returning id),
     ${CLOSE_ROUND}
     update vendor_transactions set reply = $12::jsonb, bet_record_id = (select id from record)
      where vendor = $1 and transaction_uuid = $5
     returning bet_record_id::text as id`,
    [
      input.vendor,
      input.round,
      String(input.roundClosed),
      '0',
      input.transactionUuid,
      input.memberId,
      input.gameCode,
      input.gameType,
      input.nodeId,
      text(input.amount),
      input.at.toISOString(),
      JSON.stringify(input.reply),
    ],
  );
  return rows[0]!.id;
}

export type SettleInput = {
  vendor: string;
  bet: LockedBet;
  /** The win's transaction_uuid (its idempotency record gets the reply). */
  winUuid: string;
  amount: bigint;
  roundClosed: boolean;
  at: Date;
  /** The brand-zone date of `at`. */
  day: string;
  reply: Record<string, unknown>;
};

/** Settles a bet with a win (the first win settles, a further one adds its payout) and stores the reply. */
export async function settleBetRecord(query: Query, input: SettleInput): Promise<void> {
  const { bet, amount } = input;
  const first = bet.status === 'OPEN';
  await query(
    `with settled as (
       update bet_records set payout = payout + $13::bigint, valid_bet = bet_amount,
         win_loss = payout + $13::bigint - bet_amount, status = 'SETTLED',
         settled_at = coalesce(settled_at, $14::timestamptz), round_closed = round_closed or $3::boolean
        where id = $4::bigint),
     ${CLOSE_ROUND},
     ${ADD_TOTALS}
     update vendor_transactions set reply = $15::jsonb, bet_record_id = $4::bigint
      where vendor = $1 and transaction_uuid = $16`,
    [
      input.vendor,
      bet.round,
      String(input.roundClosed),
      bet.id,
      input.day,
      bet.memberId,
      bet.gameType,
      first ? '1' : '0',
      text(first ? bet.betAmount : 0n),
      text(first ? bet.betAmount : 0n),
      text(amount),
      text(first ? amount - bet.betAmount : amount),
      text(amount),
      input.at.toISOString(),
      JSON.stringify(input.reply),
      input.winUuid,
    ],
  );
}

export type BonusWinInput = {
  vendor: string;
  transactionUuid: string;
  kind: 'PROMO' | 'JACKPOT' | 'BONUS';
  memberId: string;
  gameCode: string;
  gameType: string;
  nodeId: string | null;
  round: string;
  amount: bigint;
  roundClosed: boolean;
  at: Date;
  day: string;
  reply: Record<string, unknown>;
};

/** A promo, jackpot or bonus win without a bet: a settled record of stake 0, its totals and reply. */
export async function recordBonusWin(query: Query, input: BonusWinInput): Promise<string> {
  const { rows } = await query<{ id: string }>(
    `with record as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
       values ($1, $13, $6::uuid, $14, $7, $15, $2, $16, 0, 0, $11::bigint, $11::bigint, 'SETTLED', $3::boolean,
         $17::timestamptz, $17::timestamptz)
       returning id),
     ${CLOSE_ROUND},
     ${ADD_TOTALS}
     update vendor_transactions set reply = $18::jsonb, bet_record_id = (select id from record)
      where vendor = $1 and transaction_uuid = $13
     returning bet_record_id::text as id`,
    [
      input.vendor,
      input.round,
      String(input.roundClosed),
      '0',
      input.day,
      input.memberId,
      input.gameType,
      '1',
      '0',
      '0',
      text(input.amount),
      text(input.amount),
      input.transactionUuid,
      input.gameCode,
      input.nodeId,
      input.kind,
      input.at.toISOString(),
      JSON.stringify(input.reply),
    ],
  );
  return rows[0]!.id;
}

/** The idempotency record a claim statement inserts: the vendor transaction, its content hash, its reply. */
export type VendorClaim = {
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  requestHash: string;
  memberId: string;
  reply: Record<string, unknown>;
};

/**
 * A claim statement: common table expressions (`claim` first among what it changes), a final select
 * that returns a row when the claim took, and its parameters. It runs on its own (`runClaim`) or joined
 * to the ledger movement's last statement (`ledger.post`'s `also`), saving a round trip.
 */
export type ClaimStatement = { with: string[]; select: string; params: unknown[] };

/** Runs a claim statement on its own; true when the claim took. */
export async function runClaim(query: Query, statement: ClaimStatement): Promise<boolean> {
  const { rows } = await query(`with ${statement.with.join(',\n')}\n${statement.select}`, statement.params);
  return rows.length > 0;
}

/** `round_closed` of the round's other records once the claim took ($1 vendor, $2 round, $3 flag, $4 record to skip). */
const CLOSE_ROUND_CLAIMED = `closed as (
    update bet_records set round_closed = true
     where $3::boolean and vendor = $1 and round = $2 and id <> $4::bigint and not round_closed
       and exists (select 1 from claim))`;

/** Adds to a member's settled totals once the claim took ($5 day, $6 member, $7 category, $1 vendor, $8–$12). */
const ADD_TOTALS_CLAIMED = `totals as (
    insert into bet_daily_totals as t
      (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
    select $5::date, $6::uuid, $7, $1, $8::int, $9::bigint, $10::bigint, $11::bigint, $12::bigint from claim
    on conflict (member_id, day, game_type, vendor) do update set
      bet_count = t.bet_count + excluded.bet_count,
      bet_amount = t.bet_amount + excluded.bet_amount,
      valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout,
      win_loss = t.win_loss + excluded.win_loss)`;

/**
 * An accepted bet: opens its record, claims (vendor, transaction_uuid) with the reply and, when it
 * closes the round, marks the round's other records. No row when the uuid was already claimed (or a
 * record with it exists): the caller must roll back.
 */
export function betClaim(input: Omit<OpenBetInput, 'reply'> & { claim: VendorClaim }): ClaimStatement {
  return {
    with: [
      `record as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, round_closed, placed_at)
       values ($1, $5, $6::uuid, $7, $8, $9, $2, 'BET', $10::bigint, $3::boolean, $11::timestamptz)
       on conflict do nothing
       returning id)`,
      `claim as (
       insert into vendor_transactions (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
         created_at)
       select $1, $5, $12, $13, $14::uuid, $15::jsonb, record.id, $11::timestamptz from record
       on conflict do nothing
       returning bet_record_id)`,
      CLOSE_ROUND_CLAIMED,
    ],
    select: `select bet_record_id::text as id from claim`,
    params: [
      input.vendor,
      input.round,
      String(input.roundClosed),
      '0',
      input.transactionUuid,
      input.memberId,
      input.gameCode,
      input.gameType,
      input.nodeId,
      text(input.amount),
      input.at.toISOString(),
      input.claim.kind,
      input.claim.requestHash,
      input.claim.memberId,
      JSON.stringify(input.claim.reply),
    ],
  };
}

/**
 * A win of a bet: claims the win's uuid with its reply, then settles the record (the first win settles,
 * a further one adds its payout), closes the round if asked and adds to the daily totals. No row when
 * the uuid was already claimed (then nothing else changed; the caller rolls back).
 */
export function settleClaim(input: Omit<SettleInput, 'reply'> & { claim: VendorClaim }): ClaimStatement {
  const { bet, amount } = input;
  const first = bet.status === 'OPEN';
  return {
    with: [
      `claim as (
       insert into vendor_transactions (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
         created_at)
       values ($1, $16, $17, $18, $19::uuid, $15::jsonb, $4::bigint, $14::timestamptz)
       on conflict do nothing
       returning 1 as claimed)`,
      `settled as (
       update bet_records set payout = payout + $13::bigint, valid_bet = bet_amount,
         win_loss = payout + $13::bigint - bet_amount, status = 'SETTLED',
         settled_at = coalesce(settled_at, $14::timestamptz), round_closed = round_closed or $3::boolean
        where id = $4::bigint and exists (select 1 from claim))`,
      CLOSE_ROUND_CLAIMED,
      ADD_TOTALS_CLAIMED,
    ],
    select: `select claimed from claim`,
    params: [
      input.vendor,
      bet.round,
      String(input.roundClosed),
      bet.id,
      input.day,
      bet.memberId,
      bet.gameType,
      first ? '1' : '0',
      text(first ? bet.betAmount : 0n),
      text(first ? bet.betAmount : 0n),
      text(amount),
      text(first ? amount - bet.betAmount : amount),
      text(amount),
      input.at.toISOString(),
      JSON.stringify(input.claim.reply),
      input.winUuid,
      input.claim.kind,
      input.claim.requestHash,
      input.claim.memberId,
    ],
  };
}

/**
 * A promo, jackpot or bonus win without a bet: its settled record of stake 0, the claim of its uuid with
 * the reply, the round's other records if it closes the round, the daily totals. No row when the uuid
 * was already claimed (or a record with it exists): the caller must roll back.
 */
export function bonusWinClaim(input: Omit<BonusWinInput, 'reply'> & { claim: VendorClaim }): ClaimStatement {
  return {
    with: [
      `record as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
       values ($1, $13, $6::uuid, $14, $7, $15, $2, $16, 0, 0, $11::bigint, $11::bigint, 'SETTLED', $3::boolean,
         $17::timestamptz, $17::timestamptz)
       on conflict do nothing
       returning id)`,
      `claim as (
       insert into vendor_transactions (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
         created_at)
       select $1, $13, $19, $20, $21::uuid, $18::jsonb, record.id, $17::timestamptz from record
       on conflict do nothing
       returning bet_record_id)`,
      CLOSE_ROUND_CLAIMED,
      ADD_TOTALS_CLAIMED,
    ],
    select: `select bet_record_id::text as id from claim`,
    params: [
      input.vendor,
      input.round,
      String(input.roundClosed),
      '0',
      input.day,
      input.memberId,
      input.gameType,
      '1',
      '0',
      '0',
      text(input.amount),
      text(input.amount),
      input.transactionUuid,
      input.gameCode,
      input.nodeId,
      input.kind,
      input.at.toISOString(),
      JSON.stringify(input.claim.reply),
      input.claim.kind,
      input.claim.requestHash,
      input.claim.memberId,
    ],
  };
}

/**
 * A rollback: claims its uuid with the reply and, with `undo` given, marks that open bet rolled back.
 * No row when the uuid was already claimed (then nothing else changed; the caller rolls back).
 */
export function rollbackClaim(input: {
  vendor: string;
  rollbackUuid: string;
  /** The open bet this rollback refunds (null: nothing to undo). */
  undo: LockedBet | null;
  /** The record the rollback concerns (stored with the claim). */
  betRecordId: string | null;
  at: Date;
  claim: VendorClaim;
}): ClaimStatement {
  return {
    with: [
      `claim as (
       insert into vendor_transactions (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
         created_at)
       values ($1, $2, $3, $4, $5::uuid, $6::jsonb, $7::bigint, $8::timestamptz)
       on conflict do nothing
       returning 1 as claimed)`,
      `undone as (
       update bet_records set status = 'ROLLED_BACK' where id = $9::bigint and exists (select 1 from claim))`,
    ],
    select: `select claimed from claim`,
    params: [
      input.vendor,
      input.rollbackUuid,
      input.claim.kind,
      input.claim.requestHash,
      input.claim.memberId,
      JSON.stringify(input.claim.reply),
      input.betRecordId,
      input.at.toISOString(),
      input.undo?.id ?? null,
    ],
  };
}
