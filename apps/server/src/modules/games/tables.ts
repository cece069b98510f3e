import {
  bigint,
  boolean,
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

/** Game vendors ("vassalage"): the categories they serve, wallet mode, maintenance and menu order. */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Game categories (contracts GAME_CATEGORIES) the vendor's games belong to. */
  gameTypes: jsonb('game_types').$type<string[]>().notNull(),
  /** seamless (the vendor calls our wallet) or transfer (sub-wallet transfers). */
  mode: text('mode').notNull().default('seamless'),
  maintenance: boolean('maintenance').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  logoUrl: text('logo_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Games: one row per vendor game code; `nodeId` is the string id favourites and recent plays keep. */
export const games = pgTable(
  'games',
  {
    /** The game id of the card (sent as a string). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendors.code),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    /** GAME, or VASSALAGE (the card opens the vendor's game list in a popup). */
    isGame: text('is_game').notNull().default('GAME'),
    nodeId: text('node_id').notNull().unique(),
    /** Display name per language: { es, en }. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    iconUrl: text('icon_url').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    platforms: jsonb('platforms').$type<string[]>().notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('games_vendor_code_unique').on(table.vendor, table.gameCode),
    index('games_type_idx').on(table.gameType),
  ],
);

/** A member's favourite games (spec §4): adding twice keeps one row. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.nodeId] })],
);

/** The games a member played last (one row per game, `lastPlayedAt` moved by each launch). */
export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('game_recent_plays_member_last_idx').on(table.memberId, table.lastPlayedAt),
  ],
);
