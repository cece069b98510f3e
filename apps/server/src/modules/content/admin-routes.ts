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
import { pageOf } from '@platform/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { operatorActor } from '../../platform/operator-auth';
import { pageReply } from '../../platform/paging';
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

const toBanner = (row: repository.BannerRow): z.output<typeof ZOperatorBannerSchema> => ({
  id: row.id.toString(),
  groupName: row.groupName as z.output<typeof ZOperatorBannerSchema>['groupName'],
  imageUrl: row.imageUrl,
  title: row.title,
  language: row.language as 'es' | 'en' | null,
  sequence: row.sequence,
  enabled: row.enabled,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  linkageType: row.linkageType as z.output<typeof ZOperatorBannerSchema>['linkageType'],
  target: row.target,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toAnnouncement = (row: repository.AnnouncementRow): z.output<typeof ZOperatorAnnouncementSchema> => ({
  id: row.id.toString(),
  title: row.title,
  content: row.content,
  execution: row.execution as 'A' | 'B' | 'F',
  sequence: row.sequence,
  enabled: row.enabled,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
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
  sequence: row.sequence,
  enabled: row.enabled,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toHelpCategory = (row: repository.HelpCategoryRow): z.output<typeof ZOperatorHelpCategorySchema> => ({
  id: row.id.toString(),
  title: row.title,
  sequence: row.sequence,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

const toHelpArticle = (row: repository.HelpArticleRow): z.output<typeof ZOperatorHelpArticleSchema> => ({
  id: row.id.toString(),
  categoryId: row.categoryId.toString(),
  title: row.title,
  content: row.content,
  anchor: row.anchor,
  sequence: row.sequence,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

const toCsEntry = (row: repository.CsEntryRow): z.output<typeof ZOperatorCsEntrySchema> => ({
  id: row.id.toString(),
  csType: row.csType as z.output<typeof ZOperatorCsEntrySchema>['csType'],
  csPosition: row.csPosition,
  title: row.title,
  titles: row.titles,
  url: row.url,
  sequence: row.sequence,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

const toResource = (row: repository.ResourceRow): z.output<typeof ZOperatorResourceSchema> => ({
  id: row.id.toString(),
  resourceType: row.resourceType,
  url: row.url,
  labelNameEn: row.labelNameEn,
  labelNames: row.labelNames,
  sequence: row.sequence,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
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
  const typed = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  typed.get(
    `${path}/:id`,
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: `One ${what} (any operator role)`,
        params: ZIdParamsSchema,
        response: { 200: one, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(map(await content.get(kind, request.params.id))) as never,
  );
  typed.post(
    path,
    {
      schema: {
        tags,
        security,
        summary: `Add a ${what} (ADMIN; audited)`,
        body: input,
        response: { 200: one, ...writeErrors },
      },
    },
    async (request) => ok(map(await content.create(kind, request.body, author(request)))) as never,
  );
  typed.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: `Replace a ${what} (ADMIN; audited)`,
        params: ZIdParamsSchema,
        body: input,
        response: { 200: one, ...writeErrors },
      },
    },
    async (request) =>
      ok(map(await content.update(kind, request.params.id, request.body, author(request)))) as never,
  );
  typed.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: `Delete a ${what} (ADMIN; audited)`,
        params: ZIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
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
    {
      schema: {
        tags,
        security,
        summary: 'Upload an image (multipart/form-data, field "file"; ADMIN; audited)',
        description:
          'png, jpg, gif or webp recognised by content (not by name or declared type; SVG is refused): otherwise 415 UNSUPPORTED_FILE. At most 5 MB: otherwise 413 FILE_TOO_LARGE. The reply `path` is served with immutable cache headers and goes into a banner imageUrl or a notice image.',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(ZContentImageSchema), ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
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

  app.get(
    '/content/images',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Uploaded images, newest first (any operator role)',
        querystring: ZOperatorListQuerySchema,
        response: { 200: okEnvelope(pageOf(ZContentImageSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await content.listImages(request.query);
      return ok(pageReply(request.query, rows.map(toImage), total));
    },
  );

  app.get(
    '/content/banners',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Banners by group and order (any operator role)',
        querystring: ZOperatorBannerQuerySchema,
        response: { 200: okEnvelope(pageOf(ZOperatorBannerSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { groupName, ...page } = request.query;
      const { rows, total } = await content.listBanners(page, groupName);
      return ok(pageReply(page, rows.map(toBanner), total));
    },
  );

  app.get(
    '/content/announcements',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Announcements, newest first (any operator role)',
        querystring: ZOperatorListQuerySchema,
        response: { 200: okEnvelope(pageOf(ZOperatorAnnouncementSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await content.listAnnouncements(request.query);
      return ok(pageReply(request.query, rows.map(toAnnouncement), total));
    },
  );

  app.get(
    '/content/notices',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Notices by type and order (any operator role)',
        querystring: ZOperatorNoticeQuerySchema,
        response: { 200: okEnvelope(pageOf(ZOperatorNoticeSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { type, ...page } = request.query;
      const { rows, total } = await content.listNotices(page, type);
      return ok(pageReply(page, rows.map(toNotice), total));
    },
  );

  app.get(
    '/content/help',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Help centre categories and articles, disabled ones included (any operator role)',
        response: {
          200: okEnvelope(
            z.object({
              categories: z.array(ZOperatorHelpCategorySchema),
              articles: z.array(ZOperatorHelpArticleSchema),
            }),
          ),
          ...errorReplies(401, 403),
        },
      },
    },
    async () => {
      const { categories, articles } = await content.listHelp();
      return ok({ categories: categories.map(toHelpCategory), articles: articles.map(toHelpArticle) });
    },
  );

  app.get(
    '/content/cs-entries',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Customer-service entries of /wps/system/status, in order (any operator role)',
        response: { 200: okEnvelope(z.array(ZOperatorCsEntrySchema)), ...errorReplies(401, 403) },
      },
    },
    async () => ok((await content.listCsEntries()).map(toCsEntry)),
  );

  app.get(
    '/content/resources',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Resource links of /wps/system/status, in order (any operator role)',
        response: { 200: okEnvelope(z.array(ZOperatorResourceSchema)), ...errorReplies(401, 403) },
      },
    },
    async () => ok((await content.listResources()).map(toResource)),
  );

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
