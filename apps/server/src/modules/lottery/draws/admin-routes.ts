import {
  ZLotteryDrawIdParamsSchema,
  ZLotteryResultEntryRequestSchema,
  ZLotterySettingsSchema,
  ZLotteryVoidDrawRequestSchema,
  ZOperatorLotteryDrawReplySchema,
  ZOperatorLotteryDrawsQuerySchema,
  ZOperatorLotteryDrawsReplySchema,
  ZOperatorLotterySettingsReplySchema,
} from '@platform/contracts/lottery';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { LotteryContext } from '../context';
import { confirmResult } from './confirm-result';
import { enterResult } from './enter-result';
import { listOperatorDraws } from './operator-draws';
import { voidByOperator } from './void-by-operator';

const tags = ['lottery'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of the draws part, under /admin-api (ADMIN unless said; changes audited). */
export const drawsAdminRoutes: FastifyPluginAsyncZod<{ ctx: LotteryContext }> = async (app, { ctx }) => {
  app.get(
    '/lottery/draws',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Lottery draws, newest draw time first (any role)',
        description:
          'Filters: `gameCode`, `status`. Each draw with its times, result and source, its ticket count and the result entry waiting for a second operator. The seed shows once the draw is drawn.',
        querystring: ZOperatorLotteryDrawsQuerySchema,
        response: { 200: ZOperatorLotteryDrawsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await listOperatorDraws(ctx, request.query)),
  );

  app.post(
    '/lottery/draws/:drawId/results',
    {
      schema: {
        tags,
        security,
        summary: 'Enter or correct the result of an official draw (ADMIN; audited; needs a second operator)',
        description:
          'For an official draw (Vietnamese provinces, 4D) past its draw time and not drawn, or drawn and not yet settled. The result waits for a different operator’s confirmation; a new entry replaces a pending one. House draws, open, settled or void draws: 409 LOTTERY_DRAW_NOT_CHANGEABLE; a result of the wrong shape: 400 LOTTERY_RESULT_INVALID.',
        params: ZLotteryDrawIdParamsSchema,
        body: ZLotteryResultEntryRequestSchema,
        response: { 200: ZOperatorLotteryDrawReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await enterResult(ctx, request.params.drawId, request.body.result, author(request))),
  );

  app.post(
    '/lottery/draws/:drawId/results/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm the pending result of an official draw (ADMIN, another operator; audited)',
        description:
          'Applies the pending entry: the draw is DRAWN with source OPERATOR and settles after the settle delay, counted from now. The operator who entered it: 409 LOTTERY_SAME_OPERATOR; nothing pending: 409 LOTTERY_RESULT_NOT_PENDING.',
        params: ZLotteryDrawIdParamsSchema,
        response: { 200: ZOperatorLotteryDrawReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await confirmResult(ctx, request.params.drawId, author(request))),
  );

  app.post(
    '/lottery/draws/:drawId/void',
    {
      schema: {
        tags,
        security,
        summary: 'Void a draw: every ticket refunded once (ADMIN; audited)',
        description: 'Not for a settled draw: 409 LOTTERY_DRAW_NOT_CHANGEABLE.',
        params: ZLotteryDrawIdParamsSchema,
        body: ZLotteryVoidDrawRequestSchema,
        response: { 200: ZOperatorLotteryDrawReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await voidByOperator(ctx, request.params.drawId, request.body.reason, author(request))),
  );

  app.get(
    '/lottery/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Lottery settings: prize modes, unit prices, odds, limits, cut-offs (any role)',
        response: { 200: ZOperatorLotterySettingsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ok(await ctx.settings.get()),
  );

  app.put(
    '/lottery/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the lottery settings (ADMIN; audited)',
        description:
          'Amounts and odds are decimals. New odds apply to tickets bought afterwards (a ticket keeps the odds it was sold with); new cut-offs apply to draws created afterwards.',
        body: ZLotterySettingsSchema,
        response: { 200: ZOperatorLotterySettingsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await ctx.settings.update(request.body, author(request))),
  );
};
