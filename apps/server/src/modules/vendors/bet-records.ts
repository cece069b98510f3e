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

/** The condition a claim statement puts on each of its other changes: the claim took. */
const CLAIM_TOOK = 'exists (select 1 from claim)';

/**
 * `round_closed` of the round's other records ($1 vendor, $2 round, $3 flag, $4 record to skip); in a
 * claim statement only once the claim took.
 */
const closeRound = (claimed: boolean) => {
  const condition = claimed ? ` and ${CLAIM_TOOK}` : '';
  return `closed as (
    update bet_records set round_closed = true
     where $3::boolean and vendor = $1 and round = $2 and id <> $4::bigint and not round_closed${condition})`;
};

const TOTALS_ROW = '$5::date, $6::uuid, $7, $1, $8::int, $9::bigint, $10::bigint, $11::bigint, $12::bigint';

/**
 * Adds to a member's settled totals of a day ($5 day, $6 member, $7 category, $1 vendor, $8–$12); in a
 * claim statement only once the claim took.
 */
const addTotals = (claimed: boolean) => `totals as (
    insert into bet_daily_totals as t
      (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
    ${claimed ? `select ${TOTALS_ROW} from claim` : `values (${TOTALS_ROW})`}
    on conflict (member_id, day, game_type, vendor) do update set
      bet_count = t.bet_count + excluded.bet_count,
      bet_amount = t.bet_amount + excluded.bet_amount,
      valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout,
      win_loss = t.win_loss + excluded.win_loss)`;

/** The record of a bet ($1 vendor, $2 round, $3 round closed, $5 uuid, $6–$9 member and game, $10 stake, $11 at). */
const INSERT_BET = `insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, round_closed, placed_at)
       values ($1, $5, $6::uuid, $7, $8, $9, $2, 'BET', $10::bigint, $3::boolean, $11::timestamptz)`;

/** A win settles the bet $4 ($13 the win, $14 at, $3 round closed). */
const SETTLE_BET = `update bet_records set payout = payout + $13::bigint, valid_bet = bet_amount,
         win_loss = payout + $13::bigint - bet_amount, status = 'SETTLED',
         settled_at = coalesce(settled_at, $14::timestamptz), round_closed = round_closed or $3::boolean
        where id = $4::bigint`;

/** The settled record of a bonus win ($13 uuid, $14 game, $7 category, $15 node, $16 kind, $11 win, $17 at). */
const INSERT_BONUS_WIN = `insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
       values ($1, $13, $6::uuid, $14, $7, $15, $2, $16, 0, 0, $11::bigint, $11::bigint, 'SETTLED', $3::boolean,
         $17::timestamptz, $17::timestamptz)`;

/** Stores the reply and the record into the vendor transaction claimed earlier ($1 vendor). */
const storeReply = (reply: string, recordId: string, uuid: string) =>
  `update vendor_transactions set reply = ${reply}::jsonb, bet_record_id = ${recordId}
      where vendor = $1 and transaction_uuid = ${uuid}`;

/**
 * An older-form statement that inserts a record (`insert`, then the other changes `also`) and stores the
 * reply ($`reply`) and the record into the vendor transaction $`uuid` claimed earlier; the record id.
 */
async function insertRecord(
  query: Query,
  statement: { insert: string; also: string[]; reply: string; uuid: string },
  params: unknown[],
): Promise<string> {
  const { rows } = await query<{ id: string }>(
    `with record as (
       ${statement.insert}
       returning id),
     ${statement.also.join(',\n     ')}
     ${storeReply(statement.reply, '(select id from record)', statement.uuid)}
     returning bet_record_id::text as id`,
    params,
  );
  return rows[0]!.id;
}

/** $1–$4 of a statement that may close the round (`closeRound`); `skip` is '0' for a new record. */
const roundParams = (vendor: string, round: string, roundClosed: boolean, skip: string) => [
  vendor,
  round,
  String(roundClosed),
  skip,
];

/** $5–$12 of a statement that adds to the daily totals (`addTotals`): the day, the member, and the sums. */
const totalsParams = (
  day: string,
  memberId: string,
  gameType: string,
  add: { bets: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint },
) => [
  day,
  memberId,
  gameType,
  String(add.bets),
  text(add.stake),
  text(add.validBet),
  text(add.payout),
  text(add.winLoss),
];

/** What a new record (a bet, a bonus win) is made of. */
type NewRecordInput = {
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
};

export type OpenBetInput = NewRecordInput & {
  /** The reply stored with the bet's idempotency record. */
  reply: Record<string, unknown>;
};

/** $1–$12 of a bet's statements ($12 the reply). */
const betParams = (input: NewRecordInput, reply: Record<string, unknown>) => [
  ...roundParams(input.vendor, input.round, input.roundClosed, '0'),
  input.transactionUuid,
  input.memberId,
  input.gameCode,
  input.gameType,
  input.nodeId,
  text(input.amount),
  input.at.toISOString(),
  JSON.stringify(reply),
];

/** Opens the record of an accepted bet and stores the bet's reply; returns the record id. */
export function openBetRecord(query: Query, input: OpenBetInput): Promise<string> {
  return insertRecord(
    query,
    { insert: INSERT_BET, also: [closeRound(false)], reply: '$12', uuid: '$5' },
    betParams(input, input.reply),
  );
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

/** $1–$16 of a win's statements ($15 the reply, $16 the win's uuid). */
function settleParams(input: Omit<SettleInput, 'reply'>, reply: Record<string, unknown>) {
  const { bet, amount } = input;
  const first = bet.status === 'OPEN';
  return [
    ...roundParams(input.vendor, bet.round, input.roundClosed, bet.id),
    ...totalsParams(input.day, bet.memberId, bet.gameType, {
      bets: first ? 1 : 0,
      stake: first ? bet.betAmount : 0n,
      validBet: first ? bet.betAmount : 0n,
      payout: amount,
      winLoss: first ? amount - bet.betAmount : amount,
    }),
    text(amount),
    input.at.toISOString(),
    JSON.stringify(reply),
    input.winUuid,
  ];
}

/** Settles a bet with a win (the first win settles, a further one adds its payout) and stores the reply. */
export async function settleBetRecord(query: Query, input: SettleInput): Promise<void> {
  await query(
    `with settled as (
       ${SETTLE_BET}),
     ${closeRound(false)},
     ${addTotals(false)}
     ${storeReply('$15', '$4::bigint', '$16')}`,
    settleParams(input, input.reply),
  );
}

export type BonusWinInput = NewRecordInput & {
  kind: 'PROMO' | 'JACKPOT' | 'BONUS';
  day: string;
  reply: Record<string, unknown>;
};

/** $1–$18 of a bonus win's statements ($18 the reply). */
const bonusWinParams = (input: Omit<BonusWinInput, 'reply'>, reply: Record<string, unknown>) => [
  ...roundParams(input.vendor, input.round, input.roundClosed, '0'),
  ...totalsParams(input.day, input.memberId, input.gameType, {
    bets: 1,
    stake: 0n,
    validBet: 0n,
    payout: input.amount,
    winLoss: input.amount,
  }),
  input.transactionUuid,
  input.gameCode,
  input.nodeId,
  input.kind,
  input.at.toISOString(),
  JSON.stringify(reply),
];

/** A promo, jackpot or bonus win without a bet: a settled record of stake 0, its totals and reply. */
export function recordBonusWin(query: Query, input: BonusWinInput): Promise<string> {
  return insertRecord(
    query,
    { insert: INSERT_BONUS_WIN, also: [closeRound(false), addTotals(false)], reply: '$18', uuid: '$13' },
    bonusWinParams(input, input.reply),
  );
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

/** The claim's own parameters, after the statement's others (and right after its reply). */
const claimParams = (claim: VendorClaim) => [claim.kind, claim.requestHash, claim.memberId];

/**
 * The claim: inserts (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
 * created_at) from `row` unless that vendor transaction exists, returning `returning`.
 */
const insertClaim = (row: string, returning: string) => `claim as (
       insert into vendor_transactions (vendor, transaction_uuid, kind, request_hash, member_id, reply, bet_record_id,
         created_at)
       ${row}
       on conflict do nothing
       returning ${returning})`;

/** The claim of a new record's vendor transaction (`values` may use the `record` inserted before it). */
const claimNewRecord = (values: string) => insertClaim(`select ${values} from record`, 'bet_record_id');

/** The claim of a vendor transaction about a record that exists (or about none). */
const claimExisting = (values: string) => insertClaim(`values (${values})`, '1 as claimed');

/**
 * An accepted bet: opens its record, claims (vendor, transaction_uuid) with the reply and, when it
 * closes the round, marks the round's other records. No row when the uuid was already claimed (or a
 * record with it exists): the caller must roll back.
 */
export function betClaim(input: NewRecordInput & { claim: VendorClaim }): ClaimStatement {
  return {
    with: [
      `record as (
       ${INSERT_BET}
       on conflict do nothing
       returning id)`,
      claimNewRecord('$1, $5, $13, $14, $15::uuid, $12::jsonb, record.id, $11::timestamptz'),
      closeRound(true),
    ],
    select: `select bet_record_id::text as id from claim`,
    params: [...betParams(input, input.claim.reply), ...claimParams(input.claim)],
  };
}

/**
 * A win of a bet: claims the win's uuid with its reply, then settles the record (the first win settles,
 * a further one adds its payout), closes the round if asked and adds to the daily totals. No row when
 * the uuid was already claimed (then nothing else changed; the caller rolls back).
 */
export function settleClaim(input: Omit<SettleInput, 'reply'> & { claim: VendorClaim }): ClaimStatement {
  return {
    with: [
      claimExisting('$1, $16, $17, $18, $19::uuid, $15::jsonb, $4::bigint, $14::timestamptz'),
      `settled as (
       ${SETTLE_BET} and ${CLAIM_TOOK})`,
      closeRound(true),
      addTotals(true),
    ],
    select: `select claimed from claim`,
    params: [...settleParams(input, input.claim.reply), ...claimParams(input.claim)],
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
       ${INSERT_BONUS_WIN}
       on conflict do nothing
       returning id)`,
      claimNewRecord('$1, $13, $19, $20, $21::uuid, $18::jsonb, record.id, $17::timestamptz'),
      closeRound(true),
      addTotals(true),
    ],
    select: `select bet_record_id::text as id from claim`,
    params: [...bonusWinParams(input, input.claim.reply), ...claimParams(input.claim)],
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
      claimExisting('$1, $2, $3, $4, $5::uuid, $6::jsonb, $7::bigint, $8::timestamptz'),
      `undone as (
       update bet_records set status = 'ROLLED_BACK' where id = $9::bigint and ${CLAIM_TOOK})`,
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
