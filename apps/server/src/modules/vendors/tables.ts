import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/tables';

/**
 * Launch tokens: the random token a game's launch URL carries (vendor-wallet-api.md `token`). Only its
 * SHA-256 is stored; it is bound to one member, vendor and game and expires (new bets need an unexpired
 * token; wins and rollbacks are paid whatever its age).
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: text('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('launch_tokens_member_idx').on(table.memberId, table.createdAt)],
);

/**
 * Every vendor wallet request that names a transaction_uuid, kept for idempotency (at least 4 months):
 * its kind (BET, WIN, ROLLBACK, or TOMBSTONE — a rollback of a bet never seen), the hash of its content
 * and the reply it got, so a repeat returns the same reply and a different content is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    vendor: text('vendor').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').notNull(),
    requestHash: text('request_hash').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    betRecordId: bigint('bet_record_id', { mode: 'bigint' }),
    reply: jsonb('reply').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vendor, table.transactionUuid] }),
    index('vendor_transactions_created_idx').on(table.createdAt),
  ],
);

/**
 * Bet records: one row per bet (or per promo/jackpot/bonus win without a bet), settled by its win or
 * undone by its rollback. The betting record, P&L, agent reports, winner board, points and settlement
 * read them. Indexes follow the report queries (measured by bench/records.ts at 3M rows): a member's
 * records by time, all records by time (jobs), settled by time (winner board), a vendor's round.
 *
 * The member's index covers the betting record: its key (member_id, placed_at, id) is the page order,
 * newest first, without a sort; the columns after it (never part of the order: id is unique) carry what
 * the filters and the totals over the whole filter read, so a heavy member's totals are an index-only
 * scan of their range (a 90-day range of 90k records: ~1,200 index pages) instead of one heap page per
 * record. Settlements update an indexed column (settled_at) anyway, so it adds no index writes there;
 * round_closed stays out of it (those updates remain HOT). The migration also has autovacuum keep the
 * visibility map current (after 1% of the table changed) for those index-only scans.
 *
 * All records by time is a BRIN index (rows arrive in time order): a B-tree on placed_at alone led the
 * planner to walk every member's records newest first, filtering for the member, for a page of a heavy
 * member — 1.4M rows read when that member had stopped playing weeks before.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor').notNull(),
    /** The vendor transaction that opened the record (the bet, or the promo win). */
    transactionUuid: text('transaction_uuid').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    nodeId: text('node_id'),
    round: text('round').notNull(),
    /** BET, PROMO, JACKPOT or BONUS. */
    kind: text('kind').notNull().default('BET'),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** payout − bet once settled. */
    winLoss: bigint('win_loss', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** OPEN, SETTLED or ROLLED_BACK. */
    status: text('status').notNull().default('OPEN'),
    roundClosed: boolean('round_closed').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('bet_records_vendor_tx_unique').on(table.vendor, table.transactionUuid),
    index('bet_records_member_placed_covering_idx').on(
      table.memberId,
      table.placedAt,
      table.id,
      table.betAmount,
      table.validBet,
      table.payout,
      table.winLoss,
      table.status,
      table.gameType,
      table.vendor,
    ),
    index('bet_records_placed_brin_idx').using('brin', table.placedAt),
    index('bet_records_vendor_round_idx').on(table.vendor, table.round),
    index('bet_records_settled_idx').on(table.settledAt),
  ],
);

/**
 * Settled totals per member, brand-zone day, category and vendor, kept in the same transaction as the
 * settlement: P&L, agent team reports and contracts read these instead of scanning millions of records.
 */
export const betDailyTotals = pgTable(
  'bet_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameType: text('game_type').notNull(),
    vendor: text('vendor').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    betAmount: bigint('bet_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winLoss: bigint('win_loss', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.gameType, table.vendor] }),
    index('bet_daily_totals_day_idx').on(table.day),
  ],
);

/** PVP rooms (GLS2_roomList): tables of a PVP game with their base bet and entry balance. */
export const pvpRooms = pgTable('pvp_rooms', {
  id: text('id').primaryKey(),
  nodeId: text('node_id').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  baseBet: bigint('base_bet', { mode: 'bigint' }).notNull(),
  minBalance: bigint('min_balance', { mode: 'bigint' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Seats at the room's table (the in-house PVP game plays one table per room). */
  seats: integer('seats').notNull().default(6),
});
