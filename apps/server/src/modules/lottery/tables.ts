import type { TDrawStatus, TLotteryLine, TLotteryResult, TTicketStatus } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/tables';

/**
 * The lottery module's tables (issue 16). Money is never here: a ticket's stake and win are a bet record of
 * the game's vassalage moved by the vendor wallet service (in process); these tables hold the draws, the
 * tickets (what was bet, on which draw, and the odds at purchase), the per-number exposure of a draw, the
 * operator's settings and the operator result entries waiting for a second operator.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** The operator's settings: one JSON row per part (`settings`: `TLotterySettings`), as promotions and loyalty keep theirs. */
export const lotterySettings = pgTable('lottery_settings', {
  part: text('part').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Draws: created ahead by the schedule (brand zone); OPEN → CLOSED at `closes_at` → DRAWN (result) →
 * SETTLED, or VOID (every ticket refunded). `seed` is secret until the draw is drawn (only `seed_hash` is
 * shown before); official draws may have no seed when the result came from a provider or an operator.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    vendor: text('vendor').notNull(),
    numero: text('numero').notNull(),
    province: text('province'),
    status: text('status').$type<TDrawStatus>().notNull().default('OPEN'),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    seedHash: text('seed_hash'),
    seed: text('seed'),
    result: jsonb('result').$type<TLotteryResult>(),
    resultSource: text('result_source').$type<'HOUSE' | 'PROVIDER' | 'OPERATOR'>(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    voidReason: text('void_reason'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('lottery_draws_numero_uq').on(table.gameCode, table.numero),
    index('lottery_draws_game_time_idx').on(table.gameCode, table.drawAt),
    // The lifecycle job's scan: draws not yet settled or void, by time.
    index('lottery_draws_pending_idx')
      .on(table.status, table.closesAt)
      .where(sql`status in ('OPEN', 'CLOSED', 'DRAWN')`),
  ],
);

/**
 * Tickets: one per bet line (a lô on ten numbers is ten tickets). `id` is the bet record's
 * transaction_uuid; `odds` the table in force at purchase (thousandths), so an operator's change of odds
 * never changes a ticket sold. `purchase_key` groups the tickets of one purchase (the member's requestId).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: uuid('id').primaryKey(),
    drawId: bigint('draw_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    purchaseKey: text('purchase_key').notNull(),
    prizeMode: text('prize_mode').notNull(),
    betType: text('bet_type').$type<TLotteryLine['betType']>().notNull(),
    picks: jsonb('picks').$type<string[]>().notNull(),
    position: integer('position'),
    units: integer('units').notNull(),
    unitPrice: minor('unit_price').notNull(),
    cost: minor('cost').notNull(),
    potentialWin: minor('potential_win').notNull(),
    odds: jsonb('odds').$type<number[]>().notNull(),
    status: text('status').$type<TTicketStatus>().notNull().default('PENDING'),
    win: minor('win')
      .notNull()
      .default(sql`0`),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('lottery_tickets_draw_idx').on(table.drawId, table.id),
    index('lottery_tickets_member_idx').on(table.memberId, table.placedAt),
    index('lottery_tickets_purchase_idx').on(table.memberId, table.purchaseKey),
  ],
);

/**
 * A draw's exposure per bet type and number: the stake taken and the most it could pay. Updated in the
 * purchase's transaction (the upsert's row lock orders concurrent purchases), checked against the
 * operator's per-number limits.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'bigint' }).notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    stake: minor('stake').notNull(),
    payout: minor('payout').notNull(),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.betType, table.number] })],
);

/**
 * An operator's result for an official draw (entry or correction), waiting for a second operator's
 * confirmation; applied only before the draw settles.
 */
export const lotteryResultEntries = pgTable(
  'lottery_result_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryDraws.id),
    result: jsonb('result').$type<TLotteryResult>().notNull(),
    enteredBy: text('entered_by').notNull(),
    enteredAt: at('entered_at').notNull(),
    status: text('status').$type<'PENDING' | 'CONFIRMED' | 'SUPERSEDED'>().notNull().default('PENDING'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: at('confirmed_at'),
  },
  (table) => [
    uniqueIndex('lottery_result_entries_pending_uq')
      .on(table.drawId)
      .where(sql`status = 'PENDING'`),
  ],
);
