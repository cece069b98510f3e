import { sendSvgArt } from '../../platform/svg-art';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ZAnnouncementListQuerySchema,
  ZAnnouncementListReplySchema,
  ZAnnouncementPayloadReplySchema,
  ZBannersQuerySchema,
  ZBannersReplySchema,
  ZHelpCenterQuerySchema,
  ZHelpCenterReplySchema,
  ZNoticeQuerySchema,
} from '@platform/contracts/content';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { CONTENT_IMAGE_FILE, IMAGE_CONTENT_TYPES, type ImageKind } from './images';
import type { ContentService, Viewer } from './service';

const tags = ['content'];

const viewerOf = (request: FastifyRequest): Viewer => ({
  member: request.member,
  firstLogin: request.session?.firstLogin ?? false,
});

/** Banners, announcements, notices, the help centre, generated art and uploaded images (spec §7 content). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; imageDir: string }> = async (
  app,
  { content, imageDir },
) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Announcements, 9 per page (title, sanitised HTML content, execution A, B or F)',
        description:
          'Visitors read execution B; members A and F. `execution` narrows the list; a visitor asking for A or F gets 401 NOT_LOGGED_IN. pageSize above 9: 400.',
        querystring: ZAnnouncementListQuerySchema,
        response: { 200: ZAnnouncementListReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { lang: _lang, ...query } = request.query;
      return ok(await content.announcementList(query, viewerOf(request), requestLanguage(request)));
    },
  );

  app.get(
    '/wps/content/notices',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          'The announcement payload: notices of types B, PL, PU, PR, H for platform W and banners by groupName (ours)',
        description:
          'Spec §7: on load `types=B,PL,PU,PR,H`; in session `types=B,PL,PU,PR&execution=B`. Execution defaults to B for visitors and to A for members (F on the session of a first login); a visitor asking for A or F: 401 NOT_LOGGED_IN. `bannerGroups=w_home,w_leftmenu` adds those banner groups. Reply keys: banners, bulletin (B, the marquee), player (PL), popup (PU), promotion (PR, with announcementImages in sequence), home (H).',
        querystring: ZNoticeQuerySchema,
        response: { 200: ZAnnouncementPayloadReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await content.noticePayload(request.query, viewerOf(request), requestLanguage(request)));
    },
  );

  app.get(
    '/wps/content/banners',
    {
      schema: {
        tags,
        summary: 'The banners of one group now showing, in order, for the request language (ours)',
        description:
          'Groups w_home, w_leftmenu, w_login, w_register, w_forget. `url` is on an image CDN of the brand when one is configured (one picked at random per reply). A banner with linkageType is clickable: GAME carries `game`, PROMOTION, PAGE and URL carry `href`.',
        querystring: ZBannersQuerySchema,
        response: { 200: ZBannersReplySchema, ...errorReplies(400) },
      },
    },
    async (request) =>
      ok({
        groupName: request.query.groupName,
        list: await content.banners(request.query.groupName, requestLanguage(request)),
      }),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help centre: categories and their articles (sanitised HTML) in the request language',
        description:
          'Query lang and device WEB. The terms and conditions are the article with anchor `term` (`termsArticleId`), opened by /help#term.',
        querystring: ZHelpCenterQuerySchema,
        response: { 200: ZHelpCenterReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await content.helpCenter(requestLanguage(request)));
    },
  );

  app.get(
    '/lgw/content/art/:file',
    {
      schema: {
        tags,
        summary: 'Generated banner art (SVG drawn by the server): /lgw/content/art/{slug}.svg',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => sendSvgArt(reply, request.params.file, (slug) => content.art(slug)),
  );

  app.get(
    '/uploads/content/:file',
    {
      schema: {
        tags,
        summary: 'An image an operator uploaded (immutable: the name is the SHA-256 of its bytes)',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!CONTENT_IMAGE_FILE.test(file)) throw new AppError('NOT_FOUND');
      const fullPath = path.join(imageDir, file);
      const info = await stat(fullPath).catch(() => null);
      if (!info?.isFile()) throw new AppError('NOT_FOUND');
      const kind = file.slice(file.lastIndexOf('.') + 1) as ImageKind;
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[kind])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(fullPath));
    },
  );
};
