import fastifyMultipart from '@fastify/multipart';
import {
  CONTENT_IMAGE_MAX_BYTES,
  ZAnnouncementInputSchema,
  ZBannerInputSchema,
  ZContentImageSchema,
  ZCsEntryInputSchema,
  ZHelpArticleInputSchema,
  ZHelpCategoryInputSchema,
  ZIdParamsSchema,
  ZNoticeInputSchema,
  ZOperatorAnnouncementSchema,
  ZOperatorBannerQuerySchema,
  ZOperatorBannerSchema,
  ZOperatorCsEntrySchema,
  ZOperatorHelpArticleSchema,
  ZOperatorHelpCategorySchema,
  ZOperatorListQuerySchema,
  ZOperatorNoticeQuerySchema,
  ZOperatorNoticeSchema,
  ZOperatorResourceSchema,
  ZResourceInputSchema,
  type TContentImage,
} from '@platform/contracts/content';
import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import { pageOf } from '@platform/contracts/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { operatorActor } from '../../platform/operator-auth';
import { pageReply, type PageRequest } from '../../platform/paging';
import type { ChangeAuthor } from '../system/service';
import { CONTENT_IMAGE_URL_PREFIX } from './images';
import type * as repository from './repository';
import type { ContentService } from './service';

const tags = ['operator: content'];
const security = [{ operatorKey: [] }];
/** Every operator role reads content; only ADMIN changes it (the default of operatorRoles). */
const readers = { operatorRoles: OPERATOR_ROLES };
const writeErrors = errorReplies(400, 401, 403, 404, 409, 415);

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});
const iso = (date: Date | null) => date?.toISOString() ?? null;

// ---------- row → operator reply ----------

/** What every ordered content row shows alike: its place, its switch and when it last changed. */
const ordering = (row: { sequence: number; enabled: boolean; updatedAt: Date }) => ({
  sequence: row.sequence,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

/** Banners, announcements and notices show their validity window and creation time as well. */
const scheduling = (row: repository.BannerRow | repository.AnnouncementRow | repository.NoticeRow) => ({
  ...ordering(row),
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  createdAt: row.createdAt.toISOString(),
});

const toBanner = (row: repository.BannerRow): z.output<typeof ZOperatorBannerSchema> => ({
  id: row.id.toString(),
  groupName: row.groupName as z.output<typeof ZOperatorBannerSchema>['groupName'],
  imageUrl: row.imageUrl,
  title: row.title,
  language: row.language as 'es' | 'en' | null,
  linkageType: row.linkageType as z.output<typeof ZOperatorBannerSchema>['linkageType'],
  target: row.target,
  ...scheduling(row),
});

const toAnnouncement = (row: repository.AnnouncementRow): z.output<typeof ZOperatorAnnouncementSchema> => ({
  id: row.id.toString(),
  title: row.title,
  content: row.content,
  execution: row.execution as 'A' | 'B' | 'F',
  audience: row.audience === 'AGENTS' ? 'AGENTS' : 'ALL',
  ...scheduling(row),
});

const toNotice = (row: repository.NoticeRow): z.output<typeof ZOperatorNoticeSchema> => ({
  id: row.id.toString(),
  type: row.type as z.output<typeof ZOperatorNoticeSchema>['type'],
  platform: 'W',
  executions: row.executions as Array<'A' | 'B' | 'F'>,
  title: row.title,
  content: row.content,
  images: row.images,
  link: row.link,
  ...scheduling(row),
});

const toHelpCategory = (row: repository.HelpCategoryRow): z.output<typeof ZOperatorHelpCategorySchema> => ({
  id: row.id.toString(),
  title: row.title,
  ...ordering(row),
});

const toHelpArticle = (row: repository.HelpArticleRow): z.output<typeof ZOperatorHelpArticleSchema> => ({
  id: row.id.toString(),
  categoryId: row.categoryId.toString(),
  title: row.title,
  content: row.content,
  anchor: row.anchor,
  ...ordering(row),
});

const toCsEntry = (row: repository.CsEntryRow): z.output<typeof ZOperatorCsEntrySchema> => ({
  id: row.id.toString(),
  csType: row.csType as z.output<typeof ZOperatorCsEntrySchema>['csType'],
  csPosition: row.csPosition,
  title: row.title,
  titles: row.titles,
  url: row.url,
  ...ordering(row),
});

const toResource = (row: repository.ResourceRow): z.output<typeof ZOperatorResourceSchema> => ({
  id: row.id.toString(),
  resourceType: row.resourceType,
  url: row.url,
  labelNameEn: row.labelNameEn,
  labelNames: row.labelNames,
  ...ordering(row),
});

const toImage = (row: repository.ImageRow): TContentImage => ({
  id: row.id.toString(),
  path: `${CONTENT_IMAGE_URL_PREFIX}${row.file}`,
  kind: row.kind as TContentImage['kind'],
  bytes: row.bytes,
  originalName: row.originalName,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

/** A change's options: its schema (ADMIN only, the default of operatorRoles). */
const writeRoute = <S extends object>(summary: string, schema: S) => ({
  schema: { tags, security, summary, ...schema },
});

/** A read's options: every operator role, and its schema. */
const readRoute = <S extends object>(summary: string, schema: S) => ({
  config: readers,
  ...writeRoute(summary, schema),
});

/** GET of a page of one content kind (any operator role): `list` reads the page's rows, `map` shows each. */
function registerPageRoute<Q extends z.ZodType<PageRequest>, Row>(
  app: FastifyInstance,
  spec: {
    path: string;
    summary: string;
    query: Q;
    item: z.ZodType;
    list: (query: z.output<Q>) => Promise<{ rows: Row[]; total: number }>;
    map: (row: Row) => unknown;
  },
) {
  const reply = okEnvelope(pageOf(spec.item));
  app.withTypeProvider<ZodTypeProvider>().get(
    spec.path,
    readRoute(spec.summary, {
      querystring: spec.query,
      response: { 200: reply, ...errorReplies(400, 401, 403) },
    }),
    async (request) => {
      const query = request.query as z.output<Q>;
      const { rows, total } = await spec.list(query);
      return ok(pageReply(query, rows.map(spec.map), total)) as never;
    },
  );
}

/** GET of every entry of one content kind, in order (any operator role). */
function registerListRoute<Row>(
  app: FastifyInstance,
  spec: {
    path: string;
    summary: string;
    item: z.ZodType;
    list: () => Promise<Row[]>;
    map: (row: Row) => unknown;
  },
) {
  const reply = okEnvelope(z.array(spec.item));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      spec.path,
      readRoute(spec.summary, { response: { 200: reply, ...errorReplies(401, 403) } }),
      async () => ok((await spec.list()).map(spec.map)) as never,
    );
}

/** GET one, POST (create), PUT (replace) and DELETE of one content kind, all audited. */
function registerItemRoutes<K extends repository.ContentKind>(
  app: FastifyInstance,
  content: ContentService,
  spec: {
    kind: K;
    path: string;
    what: string;
    input: z.ZodType;
    output: z.ZodType;
    map: (row: never) => unknown;
  },
) {
  const { kind, path, what, input, output } = spec;
  const map = spec.map as (row: unknown) => unknown;
  const one = okEnvelope(output);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${path}/:id`,
    readRoute(`One ${what} (any operator role)`, {
      params: ZIdParamsSchema,
      response: { 200: one, ...errorReplies(400, 401, 403, 404) },
    }),
    async (request) => ok(map(await content.get(kind, request.params.id))) as never,
  );
  typed.post(
    path,
    writeRoute(`Add a ${what} (ADMIN; audited)`, { body: input, response: { 200: one, ...writeErrors } }),
    async (request) => ok(map(await content.create(kind, request.body, author(request)))) as never,
  );
  typed.put(
    `${path}/:id`,
    writeRoute(`Replace a ${what} (ADMIN; audited)`, {
      params: ZIdParamsSchema,
      body: input,
      response: { 200: one, ...writeErrors },
    }),
    async (request) =>
      ok(map(await content.update(kind, request.params.id, request.body, author(request)))) as never,
  );
  typed.delete(
    `${path}/:id`,
    writeRoute(`Delete a ${what} (ADMIN; audited)`, {
      params: ZIdParamsSchema,
      response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      await content.remove(kind, request.params.id, author(request));
      return ok(null);
    },
  );
}

/**
 * Operator management of banners, images, announcements, notices, the help centre, customer-service
 * entries and resources, mounted under /admin-api. HTML is refused when unsafe (400 UNSAFE_HTML) and
 * stored sanitised. Every change is audited.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 100 },
  });

  app.post(
    '/content/images',
    writeRoute('Upload an image (multipart/form-data, field "file"; ADMIN; audited)', {
      description:
        'png, jpg, gif or webp recognised by content (not by name or declared type; SVG is refused): otherwise 415 UNSUPPORTED_FILE. At most 5 MB: otherwise 413 FILE_TOO_LARGE. The reply `path` is served with immutable cache headers and goes into a banner imageUrl or a notice image.',
      consumes: ['multipart/form-data'],
      response: { 200: okEnvelope(ZContentImageSchema), ...errorReplies(400, 401, 403, 413, 415) },
    }),
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { fields: ['file'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FILE_TOO_LARGE', { cause: error });
        throw error;
      }
      return ok(toImage(await content.uploadImage(bytes, file.filename || null, author(request))));
    },
  );

  registerPageRoute(app, {
    path: '/content/images',
    summary: 'Uploaded images, newest first (any operator role)',
    query: ZOperatorListQuerySchema,
    item: ZContentImageSchema,
    list: (query) => content.listImages(query),
    map: toImage,
  });
  registerPageRoute(app, {
    path: '/content/banners',
    summary: 'Banners by group and order (any operator role)',
    query: ZOperatorBannerQuerySchema,
    item: ZOperatorBannerSchema,
    list: ({ groupName, ...page }) => content.listBanners(page, groupName),
    map: toBanner,
  });
  registerPageRoute(app, {
    path: '/content/announcements',
    summary: 'Announcements, newest first (any operator role)',
    query: ZOperatorListQuerySchema,
    item: ZOperatorAnnouncementSchema,
    list: (query) => content.listAnnouncements(query),
    map: toAnnouncement,
  });
  registerPageRoute(app, {
    path: '/content/notices',
    summary: 'Notices by type and order (any operator role)',
    query: ZOperatorNoticeQuerySchema,
    item: ZOperatorNoticeSchema,
    list: ({ type, ...page }) => content.listNotices(page, type),
    map: toNotice,
  });

  app.get(
    '/content/help',
    readRoute('Help centre categories and articles, disabled ones included (any operator role)', {
      response: {
        200: okEnvelope(
          z.object({
            categories: z.array(ZOperatorHelpCategorySchema),
            articles: z.array(ZOperatorHelpArticleSchema),
          }),
        ),
        ...errorReplies(401, 403),
      },
    }),
    async () => {
      const { categories, articles } = await content.listHelp();
      return ok({ categories: categories.map(toHelpCategory), articles: articles.map(toHelpArticle) });
    },
  );

  registerListRoute(app, {
    path: '/content/cs-entries',
    summary: 'Customer-service entries of /wps/system/status, in order (any operator role)',
    item: ZOperatorCsEntrySchema,
    list: () => content.listCsEntries(),
    map: toCsEntry,
  });
  registerListRoute(app, {
    path: '/content/resources',
    summary: 'Resource links of /wps/system/status, in order (any operator role)',
    item: ZOperatorResourceSchema,
    list: () => content.listResources(),
    map: toResource,
  });

  registerItemRoutes(app, content, {
    kind: 'banner',
    path: '/content/banners',
    what: 'banner',
    input: ZBannerInputSchema,
    output: ZOperatorBannerSchema,
    map: toBanner,
  });
  registerItemRoutes(app, content, {
    kind: 'announcement',
    path: '/content/announcements',
    what: 'announcement (HTML sanitised; a new enabled one is announced to the real-time channel)',
    input: ZAnnouncementInputSchema,
    output: ZOperatorAnnouncementSchema,
    map: toAnnouncement,
  });
  registerItemRoutes(app, content, {
    kind: 'notice',
    path: '/content/notices',
    what: 'notice (types B, PL, PU, PR, H)',
    input: ZNoticeInputSchema,
    output: ZOperatorNoticeSchema,
    map: toNotice,
  });
  registerItemRoutes(app, content, {
    kind: 'helpCategory',
    path: '/content/help/categories',
    what: 'help category (deleting one that has articles: 409)',
    input: ZHelpCategoryInputSchema,
    output: ZOperatorHelpCategorySchema,
    map: toHelpCategory,
  });
  registerItemRoutes(app, content, {
    kind: 'helpArticle',
    path: '/content/help/articles',
    what: 'help article (anchor unique: 409; `term` is the terms)',
    input: ZHelpArticleInputSchema,
    output: ZOperatorHelpArticleSchema,
    map: toHelpArticle,
  });
  registerItemRoutes(app, content, {
    kind: 'csEntry',
    path: '/content/cs-entries',
    what: 'customer-service entry',
    input: ZCsEntryInputSchema,
    output: ZOperatorCsEntrySchema,
    map: toCsEntry,
  });
  registerItemRoutes(app, content, {
    kind: 'resource',
    path: '/content/resources',
    what: 'resource link',
    input: ZResourceInputSchema,
    output: ZOperatorResourceSchema,
    map: toResource,
  });
};
