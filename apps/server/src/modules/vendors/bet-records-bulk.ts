import type { Query } from './repository';

/**
 * Bet records in bulk, for the in-house vendors (in-house-wallet.ts): the same changes as the vendor wallet
 * API's statements of bet-records.ts (same meaning of every column and of `bet_daily_totals`), made for
 * thousands of bets at once — one statement per step, the bets as array parameters (`unnest`), never a
 * round trip per bet. No vendor_transactions rows: an in-house call's idempotency is its ledger key and the
 * records' states.
 *
 * Lock order as bet-records.ts: the records (id order), the members' wallets (the ledger), the daily totals
 * (rows in (member, category) order, so two settlements sharing members never wait for each other in a
 * cycle).
 */

/** A PostgreSQL array literal of text values (double-quoted, `"` and `\` escaped; null → NULL). */
export function textArray(values: readonly (string | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** A PostgreSQL array literal of integers (ids, minor units). */
export const intArray = (values: readonly (bigint | string | number)[]) => `{${values.join(',')}}`;

/** A statement as the ledger joins it to a movement (`PostInput.also`) or as it runs on its own. */
export type BulkStatement = { with: string[]; select: string; params: unknown[] };

/** Runs a bulk statement on its own; the rows of its select. */
export async function runBulk<T>(query: Query, statement: BulkStatement): Promise<T[]> {
  const { rows } = await query<T>(
    `with ${statement.with.join(',\n')}\n${statement.select}`,
    statement.params,
  );
  return rows;
}

/** A new bet of an in-house vendor (stake in minor units). */
export type NewHouseBet = {
  transactionUuid: string;
  gameCode: string;
  gameType: string;
  nodeId: string | null;
  round: string;
  amount: bigint;
};

/**
 * Opens a record per bet (kind BET, status OPEN, valid bet 0): `select opened` counts the records inserted
 * (fewer than the bets when a transaction_uuid of the vendor already has a record).
 */
export function openBetRecords(input: {
  vendor: string;
  memberId: string;
  at: Date;
  bets: readonly NewHouseBet[];
}): BulkStatement {
  const { bets } = input;
  return {
    with: [
      `house_records as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, placed_at)
       select $1, b.uuid, $2::uuid, b.game_code, b.game_type, b.node_id, b.round, 'BET', b.amount, $3::timestamptz
         from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[])
           as b(uuid, game_code, game_type, node_id, round, amount)
       on conflict do nothing
       returning 1)`,
    ],
    select: `select count(*)::int as opened from house_records`,
    params: [
      input.vendor,
      input.memberId,
      input.at.toISOString(),
      textArray(bets.map((bet) => bet.transactionUuid)),
      textArray(bets.map((bet) => bet.gameCode)),
      textArray(bets.map((bet) => bet.gameType)),
      textArray(bets.map((bet) => bet.nodeId)),
      textArray(bets.map((bet) => bet.round)),
      intArray(bets.map((bet) => bet.amount)),
    ],
  };
}

/** An open bet record, locked. */
export type OpenBet = {
  id: string;
  transactionUuid: string;
  memberId: string;
  round: string;
  gameType: string;
  betAmount: bigint;
};

type OpenBetRow = {
  id: string;
  transaction_uuid: string;
  member_id: string;
  round: string;
  game_type: string;
  bet_amount: string;
};

/**
 * Locks the OPEN bet records of these transaction_uuids of the vendor, in id order (`b.id`, the bigint:
 * a bare `id` would sort the text column of the list), until the end of the
 * transaction, and returns them. A record changed by a transaction that committed while this one waited
 * is checked again (PostgreSQL re-reads the row under the lock): a bet settled or rolled back meanwhile is
 * not returned.
 */
export async function lockOpenBets(
  query: Query,
  vendor: string,
  transactionUuids: readonly string[],
): Promise<OpenBet[]> {
  const { rows } = await query<OpenBetRow>(
    `select b.id::text as id, b.transaction_uuid, b.member_id::text as member_id, b.round, b.game_type,
        b.bet_amount::text as bet_amount
       from bet_records b
      where b.vendor = $1 and b.transaction_uuid = any($2::text[]) and b.kind = 'BET' and b.status = 'OPEN'
      order by b.id for update`,
    [vendor, textArray(transactionUuids)],
  );
  return rows.map((row) => ({
    id: row.id,
    transactionUuid: row.transaction_uuid,
    memberId: row.member_id,
    round: row.round,
    gameType: row.game_type,
    betAmount: BigInt(row.bet_amount),
  }));
}

/**
 * A CTE `name` adding the rows of CTE `source` (member_id, game_type, bet_amount and the payout column
 * `payout`) to `bet_daily_totals` of day $2 and vendor $1, one row per (member, category).
 */
function addToDailyTotals(name: string, source: string, payout: string): string {
  return `${name} as (
       insert into bet_daily_totals as t
         (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet, payout, win_loss)
       select $2::date, s.member_id, s.game_type, $1, count(*)::int, sum(s.bet_amount), sum(s.bet_amount),
              sum(s.${payout}), sum(s.${payout} - s.bet_amount)
         from ${source} s
        group by s.member_id, s.game_type
        order by s.member_id, s.game_type
       on conflict (member_id, day, game_type, vendor) do update set
         bet_count = t.bet_count + excluded.bet_count,
         bet_amount = t.bet_amount + excluded.bet_amount,
         valid_bet = t.valid_bet + excluded.valid_bet,
         payout = t.payout + excluded.payout,
         win_loss = t.win_loss + excluded.win_loss)`;
}

/**
 * Settles locked open records with their wins (`payout` the win, `valid_bet` the stake, `win_loss` win −
 * stake, SETTLED, `settled_at`) and adds them to `bet_daily_totals` of the brand-zone `day`, one row per
 * (member, category) of the vendor: `bet_count` the records, their stakes, valid bets, payouts and
 * win/loss (settleClaim's meaning). `select settled` counts the records settled.
 */
export function settleBetRecords(input: {
  vendor: string;
  at: Date;
  day: string;
  bets: ReadonlyArray<{ id: string; win: bigint }>;
}): BulkStatement {
  return {
    with: [
      `house_settled as (
       update bet_records b set payout = b.payout + u.win, valid_bet = b.bet_amount,
         win_loss = b.payout + u.win - b.bet_amount, status = 'SETTLED',
         settled_at = coalesce(b.settled_at, $3::timestamptz)
         from unnest($4::bigint[], $5::bigint[]) as u(id, win)
        where b.id = u.id and b.status = 'OPEN'
       returning b.member_id, b.game_type, b.bet_amount, u.win)`,
      addToDailyTotals('house_totals', 'house_settled', 'win'),
    ],
    select: `select count(*)::int as settled from house_settled`,
    params: [
      input.vendor,
      input.day,
      input.at.toISOString(),
      intArray(input.bets.map((bet) => bet.id)),
      intArray(input.bets.map((bet) => bet.win)),
    ],
  };
}

/**
 * Marks locked open records ROLLED_BACK (their stakes refunded; never counted in the totals). `select
 * refunded` counts them.
 */
export function rollBackBetRecords(ids: readonly string[]): BulkStatement {
  return {
    with: [
      `house_rolled_back as (
       update bet_records set status = 'ROLLED_BACK'
        where id = any($1::bigint[]) and status = 'OPEN'
       returning 1)`,
    ],
    select: `select count(*)::int as refunded from house_rolled_back`,
    params: [intArray(ids)],
  };
}

/** A bet record stored already settled (a PVP hand's participant): stake and win in minor units. */
export type SettledHouseBet = {
  memberId: string;
  transactionUuid: string;
  gameCode: string;
  gameType: string;
  nodeId: string | null;
  round: string;
  stake: bigint;
  win: bigint;
};

/**
 * Inserts records already SETTLED (bet = valid bet = the stake, payout the win, win/loss win − stake,
 * the round closed, placed and settled `at`) and adds them to `bet_daily_totals` of the brand-zone `day`
 * (settleBetRecords' meaning), one row per (member, category) of the vendor. `select settled` counts the
 * records inserted (fewer when a transaction_uuid of the vendor already has a record: the totals count only
 * those inserted).
 */
export function insertSettledBetRecords(input: {
  vendor: string;
  at: Date;
  day: string;
  bets: readonly SettledHouseBet[];
}): BulkStatement {
  const { bets } = input;
  return {
    with: [
      `house_inserted as (
       insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, node_id, round, kind,
         bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
       select $1, b.uuid, b.member_id, b.game_code, b.game_type, b.node_id, b.round, 'BET', b.stake, b.stake,
              b.win, b.win - b.stake, 'SETTLED', true, $3::timestamptz, $3::timestamptz
         from unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[],
                     $11::bigint[]) as b(member_id, uuid, game_code, game_type, node_id, round, stake, win)
       on conflict do nothing
       returning member_id, game_type, bet_amount, payout)`,
      addToDailyTotals('house_inserted_totals', 'house_inserted', 'payout'),
    ],
    select: `select count(*)::int as settled from house_inserted`,
    params: [
      input.vendor,
      input.day,
      input.at.toISOString(),
      textArray(bets.map((bet) => bet.memberId)),
      textArray(bets.map((bet) => bet.transactionUuid)),
      textArray(bets.map((bet) => bet.gameCode)),
      textArray(bets.map((bet) => bet.gameType)),
      textArray(bets.map((bet) => bet.nodeId)),
      textArray(bets.map((bet) => bet.round)),
      intArray(bets.map((bet) => bet.stake)),
      intArray(bets.map((bet) => bet.win)),
    ],
  };
}
