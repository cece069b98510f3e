import {
  ZCsEntryInputSchema,
  ZResourceInputSchema,
  type TCsEntryInput,
  type TResourceInput,
} from '@platform/contracts/content';
import type { Seeder } from '../../seed/types';
import { readStoredServiceLinks } from '../system/service';
import { DEFAULT_CS_ENTRIES, DEFAULT_RESOURCES } from './content.default';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_HELP, DEMO_NOTICES } from './demo-content';
import * as repository from './repository';
import { sanitizeHtml } from './sanitize';

/** Entries stored in the brand configuration before the content module owned them, when they all parse. */
function parseAll<T>(stored: unknown, parse: (entry: unknown, index: number) => T | null): T[] | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const parsed = stored.map(parse);
  return parsed.every((entry): entry is T => entry !== null) ? parsed : null;
}

/**
 * The customer-service entries and resources of /wps/system/status (not demo: the status always offered
 * them). A database whose brand configuration still holds them (before this module) keeps its own.
 */
export const contentLinksSeeder: Seeder = {
  name: 'content.links',
  demo: false,
  async run(db) {
    const stored = await readStoredServiceLinks(db);
    if ((await repository.countRows(db, repository.TABLES.csEntry)) === 0) {
      const entries =
        parseAll<TCsEntryInput>(stored.customerService, (entry, index) => {
          const parsed = ZCsEntryInputSchema.safeParse({ ...(entry as object), sequence: (index + 1) * 10 });
          return parsed.success ? parsed.data : null;
        }) ?? DEFAULT_CS_ENTRIES;
      for (const entry of entries) await repository.insertRow(db, 'csEntry', entry);
    }
    if ((await repository.countRows(db, repository.TABLES.resource)) === 0) {
      const resources =
        parseAll<TResourceInput>(stored.resources, (entry, index) => {
          const parsed = ZResourceInputSchema.safeParse({ ...(entry as object), sequence: (index + 1) * 10 });
          return parsed.success ? parsed.data : null;
        }) ?? DEFAULT_RESOURCES;
      for (const resource of resources) await repository.insertRow(db, 'resource', resource);
    }
  },
};

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** Demo banners (generated art), announcements for A, B and F, notices and the help centre. */
export const contentDemoSeeder: Seeder = {
  name: 'content.demo',
  demo: true,
  async run(db) {
    if ((await repository.countRows(db, repository.TABLES.banner)) === 0) {
      for (const banner of DEMO_BANNERS) {
        await repository.insertRow(db, 'banner', {
          ...banner,
          startsAt: dateOrNull(banner.startsAt),
          endsAt: dateOrNull(banner.endsAt),
        });
      }
    }
    const { rows: announcements } = await repository.listAnnouncements(db, { pageNo: 1, pageSize: 1 });
    if (announcements.length === 0) {
      for (const item of DEMO_ANNOUNCEMENTS) {
        await repository.insertRow(db, 'announcement', {
          ...item,
          title: item.title as Record<string, string>,
          content: Object.fromEntries(
            Object.entries(item.content).map(([lang, html]) => [lang, sanitizeHtml(html)]),
          ),
          startsAt: dateOrNull(item.startsAt),
          endsAt: dateOrNull(item.endsAt),
        });
      }
    }
    const { rows: notices } = await repository.listNotices(db, { pageNo: 1, pageSize: 1 });
    if (notices.length === 0) {
      for (const item of DEMO_NOTICES) {
        await repository.insertRow(db, 'notice', {
          ...item,
          title: item.title as Record<string, string>,
          content: Object.fromEntries(
            Object.entries(item.content ?? {}).map(([lang, html]) => [lang, sanitizeHtml(html)]),
          ),
          startsAt: dateOrNull(item.startsAt),
          endsAt: dateOrNull(item.endsAt),
        });
      }
    }
    if ((await repository.countRows(db, repository.TABLES.helpCategory)) === 0) {
      for (const [index, category] of DEMO_HELP.entries()) {
        const row = await repository.insertRow(db, 'helpCategory', {
          title: category.title,
          sequence: (index + 1) * 10,
        });
        for (const [position, article] of category.articles.entries()) {
          await repository.insertRow(db, 'helpArticle', {
            categoryId: row.id,
            anchor: article.anchor,
            title: article.title,
            content: { es: sanitizeHtml(article.content.es), en: sanitizeHtml(article.content.en) },
            sequence: (position + 1) * 10,
          });
        }
      }
    }
  },
};
