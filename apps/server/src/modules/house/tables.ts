import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { THouseGameKind, THouseRoundStatus } from '@platform/contracts/house-games';
import { members } from '../identity/tables';

/**
 * The in-house games' tables (issue 17). Money is never here: a round's stake and win are a bet record of
 * vendor TA moved by the vendor wallet service (in process). These tables hold the members' seed pairs, the
 * rounds with every step (game recall), and crash's hash chains and shared rounds.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Seed pairs (house-fairness.ts): one ACTIVE pair per member; rotating reveals it (REVEALED, `revealed_at`)
 * and makes a new one. `nonce` is the next bet's nonce (the number of bets made with the pair).
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce')
      .notNull()
      .default(sql`0`),
    status: text('status').$type<'ACTIVE' | 'REVEALED'>().notNull().default('ACTIVE'),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (table) => [
    uniqueIndex('house_seeds_active_uq')
      .on(table.memberId)
      .where(sql`status = 'ACTIVE'`),
    index('house_seeds_member_idx').on(table.memberId, table.id),
  ],
);

/**
 * A stored step of a round: THouseStep with money (`win`, `amount`) in minor units, plus what only the
 * server may know while the round is open (rounds/state.ts).
 */
export type StoredRoundState = {
  /** THouseStep objects with money fields (`win`, `amount`, `wins[].win`) in minor units. */
  steps: Array<Record<string, unknown> & { type: string }>;
  /**
   * Game-specific state; what the view reads: `mineCount` (number), `cells` (mined cells, shown once the
   * round is over), `cashout` ({ multiplier, win (minor, string) } of an open mines round), `settleWin`
   * (minor, string: the round is decided and waits for its settlement). Anything else stays private (a
   * slot's pending free spins, crash's auto cash-out).
   */
  game?: Record<string, unknown>;
};

/**
 * Rounds: one per bet (a slot spin with its free spins, a dice roll, a mines round, a crash bet). `id` is
 * the bet record's transaction_uuid. OPEN while free spins, mines or a crash bet are still going; SETTLED
 * when the win was paid (zero for a loss); REFUNDED when the stake went back (a voided crash round).
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    kind: text('kind').$type<THouseGameKind>().notNull(),
    status: text('status').$type<THouseRoundStatus>().notNull().default('OPEN'),
    /** The member's idempotency key of the bet (requestId; crash: the crash round). */
    requestKey: text('request_key').notNull(),
    seedId: bigint('seed_id', { mode: 'bigint' }).references(() => houseSeeds.id),
    nonce: integer('nonce'),
    crashRoundId: bigint('crash_round_id', { mode: 'bigint' }),
    stake: minor('stake').notNull(),
    win: minor('win')
      .notNull()
      .default(sql`0`),
    balanceBefore: minor('balance_before').notNull(),
    balanceAfter: minor('balance_after'),
    state: jsonb('state').$type<StoredRoundState>().notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('house_rounds_request_uq').on(table.memberId, table.requestKey),
    index('house_rounds_recall_idx').on(table.memberId, table.gameCode, table.createdAt),
    index('house_rounds_open_idx')
      .on(table.memberId, table.kind)
      .where(sql`status = 'OPEN'`),
    index('house_rounds_crash_idx')
      .on(table.crashRoundId)
      .where(sql`crash_round_id is not null`),
  ],
);

/**
 * Crash hash chains: `seed` is link N (secret), `terminal_hash` link 0 (published); `used` counts the rounds
 * played from it (round k plays link k). A new chain starts when one is used up.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  seed: text('seed').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  used: integer('used')
    .notNull()
    .default(sql`0`),
  createdAt: at('created_at').notNull(),
});

/**
 * Crash's shared rounds: BETTING until `betting_ends_at` (= `started_at`), RUNNING until `crashes_at`
 * (started_at + the time the multiplier takes to reach `crash_point`), then CRASHED once every bet is
 * settled. `hash` is the chain link it plays; shown with the point once crashed.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => crashChains.id),
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    status: text('status').$type<'BETTING' | 'RUNNING' | 'CRASHED'>().notNull().default('BETTING'),
    bettingEndsAt: at('betting_ends_at').notNull(),
    crashesAt: at('crashes_at').notNull(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('crash_rounds_link_uq').on(table.chainId, table.chainIndex),
    index('crash_rounds_live_idx')
      .on(table.status)
      .where(sql`status <> 'CRASHED'`),
  ],
);
