import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database';
import type { PageRequest } from '../../platform/paging';
import { pageWindow } from '../../platform/paging';
import {
  announcements,
  banners,
  contentImages,
  csEntries,
  helpArticles,
  helpCategories,
  notices,
  resourceLinks,
} from './tables';

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type CsEntryRow = typeof csEntries.$inferSelect;
export type ResourceRow = typeof resourceLinks.$inferSelect;
export type ImageRow = typeof contentImages.$inferSelect;

/** Enabled and inside its window at `now` (open ends are unbounded). */
function live(table: { enabled: PgColumn; startsAt: PgColumn; endsAt: PgColumn }, now: Date): SQL {
  return and(
    eq(table.enabled, true),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  )!;
}

// ---------- images ----------

export async function insertImage(db: Db, row: typeof contentImages.$inferInsert): Promise<ImageRow> {
  const [inserted] = await db.insert(contentImages).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(contentImages).where(eq(contentImages.file, row.file));
  return existing!;
}

export async function listImages(db: Db, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentImages)
      .orderBy(desc(contentImages.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(contentImages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------- banners ----------

export async function listLiveBanners(db: Db, groups: readonly string[], now: Date): Promise<BannerRow[]> {
  if (groups.length === 0) return [];
  return db
    .select()
    .from(banners)
    .where(and(inArray(banners.groupName, [...groups]), live(banners, now)))
    .orderBy(asc(banners.sequence), asc(banners.id));
}

export async function listBanners(db: Db, page: PageRequest, groupName?: string) {
  const where = groupName ? eq(banners.groupName, groupName) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------- announcements ----------

/** Live announcements of some executions for one audience (members and visitors: ALL; the agent centre: AGENTS). */
export async function pageLiveAnnouncements(
  db: Db,
  executions: readonly string[],
  now: Date,
  page: PageRequest,
  audience: 'ALL' | 'AGENTS' = 'ALL',
) {
  const where = and(
    inArray(announcements.execution, [...executions]),
    eq(announcements.audience, audience),
    live(announcements, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(asc(announcements.sequence), desc(announcements.createdAt), desc(announcements.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listAnnouncements(db: Db, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(announcements),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------- notices ----------

export async function listLiveNotices(
  db: Db,
  input: { types: readonly string[]; platform: string; execution: string },
  now: Date,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        inArray(notices.type, [...input.types]),
        eq(notices.platform, input.platform),
        sql`${notices.executions} @> ${JSON.stringify([input.execution])}::jsonb`,
        live(notices, now),
      ),
    )
    .orderBy(asc(notices.sequence), asc(notices.id));
}

export async function listNotices(db: Db, page: PageRequest, type?: string) {
  const where = type ? eq(notices.type, type) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(asc(notices.type), asc(notices.sequence), asc(notices.id))
      .limit(page.pageSize)
      .offset(pageWindow(page).offset),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------- help centre ----------

export async function listHelp(db: Db, onlyEnabled: boolean) {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(helpCategories)
      .where(onlyEnabled ? eq(helpCategories.enabled, true) : undefined)
      .orderBy(asc(helpCategories.sequence), asc(helpCategories.id)),
    db
      .select()
      .from(helpArticles)
      .where(onlyEnabled ? eq(helpArticles.enabled, true) : undefined)
      .orderBy(asc(helpArticles.sequence), asc(helpArticles.id)),
  ]);
  return { categories, articles };
}

// ---------- customer service and resources ----------

export async function listCsEntries(db: Db, onlyEnabled: boolean): Promise<CsEntryRow[]> {
  return db
    .select()
    .from(csEntries)
    .where(onlyEnabled ? eq(csEntries.enabled, true) : undefined)
    .orderBy(asc(csEntries.sequence), asc(csEntries.id));
}

export async function listResources(db: Db, onlyEnabled: boolean): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resourceLinks)
    .where(onlyEnabled ? eq(resourceLinks.enabled, true) : undefined)
    .orderBy(asc(resourceLinks.sequence), asc(resourceLinks.id));
}

export async function countRows(
  db: Db,
  table: typeof csEntries | typeof resourceLinks | typeof helpCategories | typeof banners,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

// ---------- generic by id (operator edits) ----------

export const TABLES = {
  banner: banners,
  announcement: announcements,
  notice: notices,
  helpCategory: helpCategories,
  helpArticle: helpArticles,
  csEntry: csEntries,
  resource: resourceLinks,
} as const;
export type ContentKind = keyof typeof TABLES;
type RowOf<K extends ContentKind> = (typeof TABLES)[K]['$inferSelect'];
type InsertOf<K extends ContentKind> = (typeof TABLES)[K]['$inferInsert'];

export async function findById<K extends ContentKind>(
  db: Db,
  kind: K,
  id: bigint,
  lock = false,
): Promise<RowOf<K> | null> {
  const table = TABLES[kind];
  const query = db
    .select()
    .from(table as typeof banners)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return (row as RowOf<K> | undefined) ?? null;
}

export async function insertRow<K extends ContentKind>(
  db: Db,
  kind: K,
  values: InsertOf<K>,
): Promise<RowOf<K>> {
  const table = TABLES[kind] as typeof banners;
  const [row] = await db
    .insert(table)
    .values(values as typeof banners.$inferInsert)
    .returning();
  return row as RowOf<K>;
}

export async function updateRow<K extends ContentKind>(
  db: Db,
  kind: K,
  id: bigint,
  values: Partial<InsertOf<K>>,
): Promise<RowOf<K> | null> {
  const table = TABLES[kind] as typeof banners;
  const [row] = await db
    .update(table)
    .set(values as Partial<typeof banners.$inferInsert>)
    .where(eq(table.id, id))
    .returning();
  return (row as RowOf<K> | undefined) ?? null;
}

export async function deleteRow(db: Db, kind: ContentKind, id: bigint): Promise<boolean> {
  const table = TABLES[kind] as typeof banners;
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

export async function countArticlesOf(db: Db, categoryId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(helpArticles)
    .where(eq(helpArticles.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function findArticleByAnchor(db: Db, anchor: string): Promise<HelpArticleRow | null> {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.anchor, anchor));
  return row ?? null;
}
