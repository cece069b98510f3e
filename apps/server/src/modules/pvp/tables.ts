import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The PVP tables (issue 18). Money is never here: a hand's holds and its settlement are ledger movements of
 * the vendor wallet service in process (vendor TA, bet records of category PVP). These tables hold each
 * table's live state (one row per PVP room, locked by every move, so moves and timeouts of every process
 * apply one at a time), every hand with its seeds and participants (the crash recovery refunds OPEN hands
 * left behind), and the operator's settings.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The live state of a table (its room's id). `state` is the module's TableState (table/state.ts). */
export const pvpTables = pgTable(
  'pvp_tables',
  {
    id: text('id').primaryKey(),
    nodeId: text('node_id').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    version: integer('version')
      .notNull()
      .default(sql`0`),
    /** When the current phase ends (the timeouts job's work); null while nobody waits for anything. */
    deadline: at('deadline'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('pvp_tables_deadline_idx')
      .on(table.deadline)
      .where(sql`deadline is not null`),
  ],
);

export type PvpHandStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';

/** One hand: its fair seeds, its participants and holds, and its result once settled. */
export const pvpHands = pgTable(
  'pvp_hands',
  {
    id: uuid('id').primaryKey(),
    tableId: text('table_id').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<PvpHandStatus>().notNull().default('OPEN'),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** [{ memberId, seat, hold (minor units, as text) }] */
    participants: jsonb('participants')
      .$type<Array<{ memberId: string; seat: number; hold: string }>>()
      .notNull(),
    /** The settlement (per seat: cards, rank, bid, stake, gross, rake, net) once SETTLED. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('pvp_hands_table_number_uq').on(table.tableId, table.number),
    index('pvp_hands_open_idx')
      .on(table.startedAt)
      .where(sql`status = 'OPEN'`),
  ],
);

/** The operator's PVP settings (one row, id 1). */
export const pvpSettings = pgTable('pvp_settings', {
  id: smallint('id').primaryKey().default(1),
  rakeBps: integer('rake_bps').notNull(),
  updatedAt: at('updated_at').notNull(),
});
