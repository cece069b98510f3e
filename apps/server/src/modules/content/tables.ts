import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const id = () => bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity();
/** Text per language, `{ es, en }` (at least one). */
const texts = (name: string) => jsonb(name).$type<Record<string, string>>();

/** Images operators uploaded, stored under DATA_DIR/uploads/content/<sha256>.<kind> (same bytes, one row). */
export const contentImages = pgTable('content_images', {
  id: id(),
  file: text('file').notNull().unique(),
  kind: text('kind').notNull(),
  bytes: integer('bytes').notNull(),
  originalName: text('original_name'),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Banners by group (w_home, w_leftmenu, w_login, w_register, w_forget), shown inside their window. */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull().default(''),
    /** null: every language. */
    language: text('language'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** GAME, PROMOTION, PAGE or URL; null: not clickable. */
    linkageType: text('linkage_type'),
    target: text('target'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('banners_group_idx').on(table.groupName, table.sequence)],
);

/** Announcements (MCSFE_getListAnnouncements): execution A members, B visitors, F first login. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: texts('title').notNull(),
    /** Sanitised HTML per language. */
    content: texts('content').notNull(),
    execution: text('execution').notNull(),
    /** ALL: the member and visitor lists by execution; AGENTS: only the agent centre's list. */
    audience: text('audience').notNull().default('ALL'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('announcements_execution_idx').on(table.execution, table.createdAt),
    check('announcements_audience_check', sql`${table.audience} in ('ALL', 'AGENTS')`),
  ],
);

/** Notices of types B, PL, PU, PR, H for platform W, each for one or more executions. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    executions: jsonb('executions').$type<string[]>().notNull(),
    title: texts('title').notNull(),
    content: texts('content').notNull(),
    /** PR: [{ sequence, url }]. */
    images: jsonb('images').$type<Array<{ sequence: number; url: string }>>().notNull(),
    link: text('link'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('notices_type_idx').on(table.type, table.sequence)],
);

export const helpCategories = pgTable('help_categories', {
  id: id(),
  title: texts('title').notNull(),
  sequence: integer('sequence').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'bigint' })
      .notNull()
      .references(() => helpCategories.id),
    title: texts('title').notNull(),
    content: texts('content').notNull(),
    /** `/help#<anchor>`; `term` is the terms and conditions. */
    anchor: text('anchor'),
    sequence: integer('sequence').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('help_articles_anchor_key').on(table.anchor),
    index('help_articles_category_idx').on(table.categoryId, table.sequence),
  ],
);

/** Customer-service entries of /wps/system/status (the reply obfuscates `url` into `path`). */
export const csEntries = pgTable('cs_entries', {
  id: id(),
  csType: text('cs_type').notNull(),
  csPosition: integer('cs_position').notNull(),
  title: text('title').notNull(),
  titles: texts('titles').notNull(),
  url: text('url').notNull(),
  sequence: integer('sequence').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Resource links of /wps/system/status (label per language, labelNameEn the default). */
export const resourceLinks = pgTable('resource_links', {
  id: id(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  labelNames: texts('label_names').notNull(),
  sequence: integer('sequence').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
