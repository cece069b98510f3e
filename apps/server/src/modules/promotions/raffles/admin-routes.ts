import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import {
  ZOperatorDrawPageSchema,
  ZOperatorDrawQuerySchema,
  ZOperatorRaffleInputSchema,
  ZOperatorRaffleListSchema,
  ZOperatorRaffleSchema,
  ZRaffleIdParamsSchema,
} from '@platform/contracts/raffles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { RafflesService } from './service';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of the lucky draw, under /admin-api (ADMIN unless said; changes audited). */
export const raffleAdminRoutes: FastifyPluginAsyncZod<{ raffles: RafflesService }> = async (
  app,
  { raffles },
) => {
  app.get(
    '/promotions/raffles',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Lucky draws with their prize tables (stock left, times drawn) (any role)',
        response: { 200: okEnvelope(ZOperatorRaffleListSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await raffles.adminList()),
  );

  app.get(
    '/promotions/raffles/:raffleId',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'One lucky draw with its prize table (any role)',
        params: ZRaffleIdParamsSchema,
        response: { 200: okEnvelope(ZOperatorRaffleSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await raffles.adminGet(request.params.raffleId)),
  );

  app.post(
    '/promotions/raffles',
    {
      schema: {
        tags,
        security,
        summary: 'Create a lucky draw with its prize table (ADMIN; audited)',
        description:
          'Per-language title, window, member types (null: every real member), the rule (DEPOSIT or VALID_BET, one draw per `per`, optional daily and total caps) and prizes (per-language name, amount — 0 is "try again" —, weight, stock or null for unlimited, turnover multiple of the bonus).',
        body: ZOperatorRaffleInputSchema,
        response: { 200: okEnvelope(ZOperatorRaffleSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await raffles.create(request.body, author(request))),
  );

  app.put(
    '/promotions/raffles/:raffleId',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a lucky draw and its prize table (ADMIN; audited)',
        description:
          'Prizes with an `id` are updated (stock set to the value given), prizes without are added, prizes left out are switched off (draws that named them keep them).',
        params: ZRaffleIdParamsSchema,
        body: ZOperatorRaffleInputSchema,
        response: { 200: okEnvelope(ZOperatorRaffleSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await raffles.update(request.params.raffleId, request.body, author(request))),
  );

  app.delete(
    '/promotions/raffles/:raffleId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a lucky draw nobody drew yet, or switch it off (ADMIN; audited)',
        params: ZRaffleIdParamsSchema,
        response: {
          200: okEnvelope(z.object({ deleted: z.boolean() })),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => ok(await raffles.remove(request.params.raffleId, author(request))),
  );

  app.get(
    '/promotions/raffles/:raffleId/draws',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'The draws of a lucky draw, newest first, optionally of one member (any role)',
        params: ZRaffleIdParamsSchema,
        querystring: ZOperatorDrawQuerySchema,
        response: { 200: okEnvelope(ZOperatorDrawPageSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await raffles.adminDraws(request.params.raffleId, request.query)),
  );
};
