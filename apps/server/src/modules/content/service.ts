import { randomInt } from 'node:crypto';
import {
  EXECUTIONS,
  ZAnnouncementInputSchema,
  ZBannerInputSchema,
  ZCsEntryInputSchema,
  ZHelpArticleInputSchema,
  ZHelpCategoryInputSchema,
  ZNoticeInputSchema,
  ZResourceInputSchema,
  TERMS_ANCHOR,
  type TAnnouncementItem,
  type TAnnouncementPayload,
  type TBanner,
  type TBannerGroup,
  type TExecution,
  type THelpCenter,
  type TLinkageType,
  type TNotice,
  type TNoticeQuery,
} from '@platform/contracts/content';
import { obfuscateCsPath } from '@platform/contracts/cs-path';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TBrandConfig, TCustomerService, TResource } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthMember } from '../../platform/auth';
import { createCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { pageReply, type PageRequest } from '../../platform/paging';
import { parseInput } from '../../platform/validation';
import { recordAudit, type ChangeAuthor } from '../system/service';
import { bannerArtSvg } from './art';
import { ART_DESIGNS } from './demo-content';
import type { AnnouncementPublisher } from './events';
import { CONTENT_IMAGE_URL_PREFIX, onImageCdn, storeImage } from './images';
import * as repository from './repository';
import { cleanLocalizedHtml, sanitizeHtml, sanitizeLocalized } from './sanitize';

/** How long a process trusts its cached links and help centre; writes of this process drop them at once. */
export const CONTENT_CACHE_TTL_MS = 5_000;

/** A game as a banner needs it (from the games module). */
export type BannerGameRef = {
  nodeId: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  isGame: string;
  names: Record<string, string>;
};

export type ContentServiceDeps = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  brand: () => Promise<TBrandConfig>;
  /** Looks a game up by node id (games module); null when unknown. */
  findGame: (nodeId: string) => Promise<BannerGameRef | null>;
  /** DATA_DIR/uploads/content. */
  imageDir: string;
  events: AnnouncementPublisher;
};

/** Who reads: a visitor, or a member (and whether this session came from the member's first login). */
export type Viewer = { member: AuthMember | null; firstLogin: boolean };

type Texts = Record<string, string>;

/** The text for `lang`, else the brand's default language, else any (empty when there is none). */
export function pickText(texts: Texts, lang: TLanguage, fallback: TLanguage): string {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomPathKey = () =>
  Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Rows as the audit log's JSON can hold them (ids are bigints). */
const jsonSafe = (value: unknown): unknown =>
  value === null || value === undefined
    ? null
    : JSON.parse(
        JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)),
      );

const toId = (id: string): bigint => {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
  return BigInt(id);
};

function hrefOf(linkageType: TLinkageType | null, target: string | null): string | null {
  switch (linkageType) {
    case 'PROMOTION':
      return target ? `/promotions?code=${encodeURIComponent(target)}` : '/promotions';
    case 'PAGE':
    case 'URL':
      return target;
    default:
      return null;
  }
}

export function createContentService(deps: ContentServiceDeps) {
  const { db, clock } = deps;

  const linksCache = createCache(async () => {
    const [cs, resources] = await Promise.all([
      repository.listCsEntries(db, true),
      repository.listResources(db, true),
    ]);
    return { cs, resources };
  }, CONTENT_CACHE_TTL_MS);

  const helpCache = createCache(async () => {
    const { categories, articles } = await repository.listHelp(db, true);
    return {
      categories,
      articles: articles.map((article) => ({ ...article, content: sanitizeLocalized(article.content) })),
    };
  }, CONTENT_CACHE_TTL_MS);

  function invalidate(kind: repository.ContentKind) {
    if (kind === 'csEntry' || kind === 'resource') linksCache.invalidate();
    if (kind === 'helpCategory' || kind === 'helpArticle') helpCache.invalidate();
  }

  async function randomCdn(): Promise<string | null> {
    const cdns = (await deps.brand()).imageCDNs;
    return cdns.length > 0 ? cdns[randomInt(cdns.length)]! : null;
  }

  async function toBanners(
    rows: repository.BannerRow[],
    lang: TLanguage,
    cdn: string | null,
  ): Promise<TBanner[]> {
    const shown = rows.filter((row) => row.language === null || row.language === lang);
    return Promise.all(
      shown.map(async (row) => {
        const linkageType = (row.linkageType as TLinkageType | null) ?? null;
        const game = linkageType === 'GAME' && row.target ? await deps.findGame(row.target) : null;
        return {
          id: row.id.toString(),
          groupName: row.groupName as TBannerGroup,
          url: onImageCdn(row.imageUrl, cdn),
          title: row.title,
          sequence: row.sequence,
          // A game banner whose game is gone is shown, not clickable.
          linkageType: linkageType === 'GAME' && !game ? null : linkageType,
          target: row.target,
          href: hrefOf(linkageType, row.target),
          game: game && {
            nodeId: game.nodeId,
            vassalage: game.vendor,
            gameCode: game.gameCode,
            gameType: game.gameType,
            isGame: game.isGame,
            gameName: game.names[lang] ?? game.names.es ?? game.gameCode,
          },
        };
      }),
    );
  }

  function toNotice(row: repository.NoticeRow, lang: TLanguage, fallback: TLanguage): TNotice {
    return {
      id: row.id.toString(),
      type: row.type as TNotice['type'],
      title: pickText(row.title, lang, fallback),
      content: sanitizeHtml(pickText(row.content, lang, fallback)),
      sequence: row.sequence,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
    };
  }

  /** The execution a viewer reads: visitors only B (asking for A or F is 401); members A, or F at first login. */
  function executionFor(viewer: Viewer, asked: TExecution | undefined): TExecution {
    if (!viewer.member) {
      if (asked && asked !== 'B') throw new AppError('NOT_LOGGED_IN');
      return 'B';
    }
    return asked ?? (viewer.firstLogin ? 'F' : 'A');
  }

  /** Runs an operator change and its audit entry in one transaction. */
  async function audited<T>(
    author: ChangeAuthor,
    action: string,
    target: (result: T) => string,
    change: (tx: Db) => Promise<{ result: T; before: unknown; after: unknown }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const { result, before, after } = await change(tx);
      await recordAudit(tx, {
        ...author,
        action,
        target: target(result),
        before: jsonSafe(before),
        after: jsonSafe(after),
      });
      return result;
    });
  }

  async function checkBannerGame(input: { linkageType: TLinkageType | null; target: string | null }) {
    if (input.linkageType === 'GAME' && !(await deps.findGame(input.target ?? ''))) {
      throw new AppError('VALIDATION_FAILED', { fields: ['target'] });
    }
  }

  /** The insert/update values of each kind from its validated input (HTML cleaned, refused if unsafe). */
  const valuesOf = {
    banner: (input: z.output<typeof ZBannerInputSchema>) => ({
      ...input,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      target: input.target || null,
    }),
    announcement: (input: z.output<typeof ZAnnouncementInputSchema>) => ({
      ...input,
      title: input.title as Texts,
      content: cleanLocalizedHtml(input.content as Texts, 'content'),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    }),
    notice: (input: z.output<typeof ZNoticeInputSchema>) => ({
      ...input,
      title: input.title as Texts,
      content: cleanLocalizedHtml((input.content ?? {}) as Texts, 'content'),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    }),
    helpCategory: (input: z.output<typeof ZHelpCategoryInputSchema>) => ({
      ...input,
      title: input.title as Texts,
    }),
    helpArticle: (input: z.output<typeof ZHelpArticleInputSchema>) => ({
      ...input,
      categoryId: BigInt(input.categoryId),
      title: input.title as Texts,
      content: cleanLocalizedHtml(input.content as Texts, 'content'),
    }),
    csEntry: (input: z.output<typeof ZCsEntryInputSchema>) => ({ ...input, titles: input.titles as Texts }),
    resource: (input: z.output<typeof ZResourceInputSchema>) => ({
      ...input,
      labelNames: input.labelNames as Texts,
    }),
  };

  const SCHEMAS = {
    banner: ZBannerInputSchema,
    announcement: ZAnnouncementInputSchema,
    notice: ZNoticeInputSchema,
    helpCategory: ZHelpCategoryInputSchema,
    helpArticle: ZHelpArticleInputSchema,
    csEntry: ZCsEntryInputSchema,
    resource: ZResourceInputSchema,
  } as const;

  /** Validates an operator's input (outside any transaction: the game lookup reads through its own cache). */
  async function prepare<K extends repository.ContentKind>(kind: K, input: unknown) {
    const parsed = parseInput(SCHEMAS[kind], input);
    if (kind === 'banner') await checkBannerGame(parsed as z.output<typeof ZBannerInputSchema>);
    return (valuesOf[kind] as (value: unknown) => Record<string, unknown>)(parsed);
  }

  /** Checks that need the transaction's view: an article's category exists. */
  async function checkReferences(kind: repository.ContentKind, values: Record<string, unknown>, tx: Db) {
    if (
      kind === 'helpArticle' &&
      !(await repository.findById(tx, 'helpCategory', values.categoryId as bigint))
    ) {
      throw new AppError('VALIDATION_FAILED', { fields: ['categoryId'] });
    }
  }

  const rethrowConflict = (error: unknown): never => {
    if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', { cause: error });
    throw error;
  };

  const service = {
    // ----- player side -----

    async banners(groupName: TBannerGroup, lang: TLanguage): Promise<TBanner[]> {
      const rows = await repository.listLiveBanners(db, [groupName], clock.now());
      return toBanners(rows, lang, await randomCdn());
    },

    async announcementList(query: PageRequest & { execution?: TExecution }, viewer: Viewer, lang: TLanguage) {
      let executions: TExecution[];
      if (query.execution) executions = [executionFor(viewer, query.execution)];
      else executions = viewer.member ? ['A', 'F'] : ['B'];
      const fallback = (await deps.brand()).defaultLanguage;
      const { rows, total } = await repository.pageLiveAnnouncements(db, executions, clock.now(), query);
      const content: TAnnouncementItem[] = rows.map((row) => ({
        id: row.id.toString(),
        title: pickText(row.title, lang, fallback),
        content: sanitizeHtml(pickText(row.content, lang, fallback)),
        execution: row.execution as TExecution,
        startsAt: iso(row.startsAt),
        publishedAt: row.createdAt.toISOString(),
      }));
      return pageReply(query, content, total);
    },

    /** The agent centre's announcements (audience AGENTS, live, any execution), newest first after sequence. */
    async agentAnnouncements(query: PageRequest, lang: TLanguage) {
      const fallback = (await deps.brand()).defaultLanguage;
      const { rows, total } = await repository.pageLiveAnnouncements(
        db,
        EXECUTIONS,
        clock.now(),
        query,
        'AGENTS',
      );
      const content = rows.map((row) => ({
        id: row.id.toString(),
        title: pickText(row.title, lang, fallback),
        content: sanitizeHtml(pickText(row.content, lang, fallback)),
        startsAt: iso(row.startsAt),
        publishedAt: row.createdAt.toISOString(),
      }));
      return pageReply(query, content, total);
    },

    /** The announcement payload (notices by type, banners by group) for one execution. */
    async noticePayload(query: TNoticeQuery, viewer: Viewer, lang: TLanguage): Promise<TAnnouncementPayload> {
      const execution = executionFor(viewer, query.execution);
      const now = clock.now();
      const brand = await deps.brand();
      const fallback = brand.defaultLanguage;
      const cdn = brand.imageCDNs.length > 0 ? brand.imageCDNs[randomInt(brand.imageCDNs.length)]! : null;
      const [rows, bannerRows] = await Promise.all([
        repository.listLiveNotices(db, { types: query.types, platform: query.platform, execution }, now),
        repository.listLiveBanners(db, query.bannerGroups ?? [], now),
      ]);
      const of = (type: string) => rows.filter((row) => row.type === type);
      const banners = await toBanners(bannerRows, lang, cdn);
      return {
        execution,
        banners: (query.bannerGroups ?? []).map((groupName) => ({
          groupName,
          list: banners.filter((banner) => banner.groupName === groupName),
        })),
        bulletin: of('B').map((row) => toNotice(row, lang, fallback)),
        player: of('PL').map((row) => toNotice(row, lang, fallback)),
        popup: of('PU').map((row) => toNotice(row, lang, fallback)),
        promotion: of('PR').map((row) => ({
          ...toNotice(row, lang, fallback),
          href: row.link,
          announcementImages: [...row.images]
            .sort((a, b) => a.sequence - b.sequence)
            .map((image) => ({ sequence: image.sequence, url: onImageCdn(image.url, cdn) })),
        })),
        home: of('H').map((row) => toNotice(row, lang, fallback)),
      };
    },

    /** A visitor's announcement pop-up notices (PU, execution B, platform W) in `lang`, sanitised, in order. */
    async visitorPopup(lang: TLanguage): Promise<{ title: string; content: string }[]> {
      const { popup } = await service.noticePayload(
        { types: ['PU'], platform: 'W' },
        { member: null, firstLogin: false },
        lang,
      );
      return popup.map(({ title, content }) => ({ title, content }));
    },

    async helpCenter(lang: TLanguage): Promise<THelpCenter> {
      const [{ categories, articles }, brand] = await Promise.all([helpCache.get(), deps.brand()]);
      const fallback = brand.defaultLanguage;
      const terms = articles.find((article) => article.anchor === TERMS_ANCHOR);
      return {
        language: lang,
        termsArticleId: terms?.id.toString() ?? null,
        categories: categories
          .map((category) => ({
            id: category.id.toString(),
            title: pickText(category.title, lang, fallback),
            sequence: category.sequence,
            articles: articles
              .filter((article) => article.categoryId === category.id)
              .map((article) => ({
                id: article.id.toString(),
                title: pickText(article.title, lang, fallback),
                content: pickText(article.content, lang, fallback),
                anchor: article.anchor,
                sequence: article.sequence,
              })),
          }))
          .filter((category) => category.articles.length > 0),
      };
    },

    /** Customer-service entries (path obfuscated with a fresh key per reply) and resources for the status reply. */
    async statusLinks(
      lang: TLanguage,
    ): Promise<{ customerService: TCustomerService[]; resources: TResource[] }> {
      const { cs, resources } = await linksCache.get();
      return {
        customerService: cs.map((entry) => ({
          csType: entry.csType as TCustomerService['csType'],
          csPosition: entry.csPosition,
          title: entry.titles[lang] ?? entry.title,
          path: obfuscateCsPath(entry.url, randomPathKey()),
        })),
        resources: resources.map((resource) => ({
          resourceType: resource.resourceType,
          url: resource.url,
          labelNameEn: resource.labelNameEn,
          labelNames: resource.labelNames,
        })),
      };
    },

    /** Generated banner art by slug, or null. */
    art(slug: string): string | null {
      const design = ART_DESIGNS[slug];
      return design ? bannerArtSvg(design, slug) : null;
    },

    // ----- operator side -----

    async uploadImage(bytes: Buffer, originalName: string | null, author: ChangeAuthor) {
      const { file, kind } = await storeImage(deps.imageDir, bytes);
      return audited<repository.ImageRow>(
        author,
        'content.image.upload',
        (row) => `content_image:${row.id}`,
        async (tx) => {
          const row = await repository.insertImage(tx, {
            file,
            kind,
            bytes: bytes.length,
            originalName: originalName?.slice(0, 200) ?? null,
            uploadedBy: author.actor,
          });
          return { result: row, before: null, after: { file, kind, bytes: bytes.length } };
        },
      );
    },

    listImages: (page: PageRequest) => repository.listImages(db, page),

    listBanners: (page: PageRequest, groupName?: string) => repository.listBanners(db, page, groupName),
    listAnnouncements: (page: PageRequest) => repository.listAnnouncements(db, page),
    listNotices: (page: PageRequest, type?: string) => repository.listNotices(db, page, type),
    async listHelp() {
      const { categories, articles } = await repository.listHelp(db, false);
      return { categories, articles };
    },
    listCsEntries: () => repository.listCsEntries(db, false),
    listResources: () => repository.listResources(db, false),

    async get<K extends repository.ContentKind>(kind: K, id: string) {
      const row = await repository.findById(db, kind, toId(id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async create<K extends repository.ContentKind>(kind: K, input: unknown, author: ChangeAuthor) {
      const values = await prepare(kind, input);
      const row = await audited<{ id: bigint }>(
        author,
        `content.${kind}.create`,
        (created) => `${kind}:${created.id}`,
        async (tx) => {
          await checkReferences(kind, values, tx);
          const created = await repository.insertRow(tx, kind, values as never).catch(rethrowConflict);
          return { result: created, before: null, after: values };
        },
      );
      invalidate(kind);
      if (kind === 'announcement') {
        const announcement = row as repository.AnnouncementRow;
        // The real-time event opens the members' pop-up: agent-only announcements never raise it.
        if (announcement.enabled && announcement.audience === 'ALL') {
          deps.events.publish([
            {
              id: announcement.id.toString(),
              execution: announcement.execution as TExecution,
              startsAt: iso(announcement.startsAt),
            },
          ]);
        }
      }
      return row as Awaited<ReturnType<typeof repository.insertRow<K>>>;
    },

    async update<K extends repository.ContentKind>(
      kind: K,
      id: string,
      input: unknown,
      author: ChangeAuthor,
    ) {
      const key = toId(id);
      const values = await prepare(kind, input);
      const row = await audited(
        author,
        `content.${kind}.update`,
        () => `${kind}:${key}`,
        async (tx) => {
          const before = await repository.findById(tx, kind, key, true);
          if (!before) throw new AppError('NOT_FOUND');
          await checkReferences(kind, values, tx);
          const updated = await repository
            .updateRow(tx, kind, key, { ...values, updatedAt: clock.now() } as never)
            .catch(rethrowConflict);
          return { result: updated!, before, after: values };
        },
      );
      invalidate(kind);
      return row;
    },

    async remove(kind: repository.ContentKind, id: string, author: ChangeAuthor): Promise<void> {
      const key = toId(id);
      await audited(
        author,
        `content.${kind}.delete`,
        () => `${kind}:${key}`,
        async (tx) => {
          const before = await repository.findById(tx, kind, key, true);
          if (!before) throw new AppError('NOT_FOUND');
          if (kind === 'helpCategory' && (await repository.countArticlesOf(tx, key)) > 0) {
            throw new AppError('CONFLICT');
          }
          await repository.deleteRow(tx, kind, key);
          return { result: null, before, after: null };
        },
      );
      invalidate(kind);
    },
  };
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;

export { CONTENT_IMAGE_URL_PREFIX };
