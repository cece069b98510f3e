import {
  ZFeedbackReplySchema,
  ZFeedbackRequestSchema,
  ZInboxIdParamsSchema,
  ZInboxListReplySchema,
  ZInboxMessageReplySchema,
  ZInboxQuerySchema,
  ZMarkAllReadReplySchema,
  ZUnreadCountReplySchema,
} from '@platform/contracts/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import type { MessagingService } from './service';

const tags = ['messaging'];

/** Feedback, the member inbox ("messageV2 platform information") and CSP_unreadCount. */
export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.put(
    '/wps/feedback',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Send feedback: content, sender, type, captcha (spec §7)',
        description:
          'content 20 to 200 characters; type deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0 (anything else: 400 naming `type`); the answer to GET /wps/captcha in `captcha` with its `captchaId` (missing: 400 CAPTCHA_REQUIRED, wrong or used: 400 CAPTCHA_INVALID). A visitor must give `sender`; a member’s defaults to the account. 10 per 10 minutes per member or address (429 THROTTLED). Nothing is stored when refused. An operator’s answer reaches the member’s inbox.',
        body: ZFeedbackRequestSchema,
        response: { 200: ZFeedbackReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => ok(await messaging.sendFeedback(request.body, request.member, { ip: request.ip })),
  );

  app.get(
    '/wps/member/messages',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'The member’s inbox, newest first (page size 20, at most 50), with read state and unread count (ours)',
        description:
          'Messages to the member, to a segment the member belongs to, or to everyone; texts in the member’s stored language (PUT /wps/member/language). `unread=true` lists only unread ones.',
        querystring: ZInboxQuerySchema,
        response: { 200: ZInboxListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await messaging.inbox(requireMember(request).member.id, request.query));
    },
  );

  app.get(
    '/wps/member/messages/:id',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'One inbox message; reading it marks it read (ours)',
        description: 'A message the member does not receive (or withdrawn): 404 NOT_FOUND.',
        params: ZInboxIdParamsSchema,
        response: { 200: ZInboxMessageReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await messaging.readMessage(requireMember(request).member.id, request.params.id));
    },
  );

  app.put(
    '/wps/member/messages/read',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Mark every inbox message read (ours)',
        response: { 200: ZMarkAllReadReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await messaging.markAllRead(requireMember(request).member.id)),
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Unread inbox messages (`unreadMessage` of the public state)',
        description: 'Trial accounts have no inbox: 403 TRIAL_FORBIDDEN (the site skips the call for them).',
        response: { 200: ZUnreadCountReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await messaging.unreadCount(requireMember(request).member.id));
    },
  );
};
