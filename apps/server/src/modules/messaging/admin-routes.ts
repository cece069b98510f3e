import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZFeedbackAnswerRequestSchema,
  ZInboxIdParamsSchema,
  ZInboxMessageInputSchema,
  ZOperatorFeedbackQuerySchema,
  ZOperatorFeedbackSchema,
  ZOperatorInboxMessageSchema,
} from '@platform/contracts/messaging';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import { pageOf } from '@platform/contracts/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChangeAuthor } from '../system/service';
import type { MessagingService } from './service';

const tags = ['operator: messaging'];
const security = [{ operatorKey: [] }];
/** Every role reads; ADMIN and SUPPORT answer feedback and send or withdraw messages. */
const readers = { operatorRoles: OPERATOR_ROLES };
const writers = { operatorRoles: ['ADMIN', 'SUPPORT'] as const };

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Feedback answers and inbox messages, mounted under /admin-api; every change is audited. */
export const messagingAdminRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.get(
    '/messaging/feedback',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Feedback, newest first, by status and type (any operator role)',
        querystring: ZOperatorFeedbackQuerySchema,
        response: { 200: okEnvelope(pageOf(ZOperatorFeedbackSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await messaging.listFeedback(request.query)),
  );

  app.post(
    '/messaging/feedback/:id/answer',
    {
      config: writers,
      schema: {
        tags,
        security,
        summary: 'Answer feedback once (ADMIN, SUPPORT; audited); a member’s answer arrives in their inbox',
        description: 'Unknown feedback: 404; already answered: 409 CONFLICT.',
        params: ZInboxIdParamsSchema,
        body: ZFeedbackAnswerRequestSchema,
        response: {
          200: okEnvelope(z.object({ id: z.string(), messageId: z.string().nullable() })),
          ...errorReplies(400, 401, 403, 404, 409, 415),
        },
      },
    },
    async (request) => ok(await messaging.answerFeedback(request.params.id, request.body, author(request))),
  );

  app.get(
    '/messaging/messages',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Inbox messages sent, newest first, with recipients and reads (any operator role)',
        querystring: z.object({
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: okEnvelope(pageOf(ZOperatorInboxMessageSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await messaging.listMessages(request.query)),
  );

  app.post(
    '/messaging/messages',
    {
      config: writers,
      schema: {
        tags,
        security,
        summary:
          'Send an inbox message to a member, a list of accounts, a segment or everyone (ADMIN, SUPPORT; audited)',
        description:
          'audience: `{kind:"member",account}` (unknown: 404 USER_NOT_FOUND), `{kind:"accounts",accounts:[…]}` (unknown ones: 400 listing `unknownAccounts`, nothing sent), `{kind:"segment",memberTypes:[…],agents}` or `{kind:"all"}`; segment and "all" messages are stored once and reach members registered when sent, or also later ones with `includeNewMembers`. HTML is refused when unsafe (400 UNSAFE_HTML) and stored sanitised.',
        body: ZInboxMessageInputSchema,
        response: { 200: okEnvelope(ZOperatorInboxMessageSchema), ...errorReplies(400, 401, 403, 404, 415) },
      },
    },
    async (request) => ok(await messaging.sendMessage(request.body, author(request))),
  );

  app.delete(
    '/messaging/messages/:id',
    {
      config: writers,
      schema: {
        tags,
        security,
        summary: 'Withdraw an inbox message: no member sees it any more (ADMIN, SUPPORT; audited)',
        params: ZInboxIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await messaging.withdrawMessage(request.params.id, author(request));
      return ok(null);
    },
  );
};
