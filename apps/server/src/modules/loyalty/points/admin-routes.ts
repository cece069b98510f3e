import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZOperatorPointAdjustSchema,
  ZPointSpendReplySchema,
  ZPointsSettingsSchema,
} from '@platform/contracts/loyalty';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { LoyaltyContext } from '../context';
import { adjustPoints } from './adjust-points';

const tags = ['loyalty'];
const security = [{ operatorKey: [] }];
export const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of points, under /admin-api (ADMIN unless said; changes audited). */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (app, { ctx }) => {
  app.get(
    '/loyalty/points/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary:
          'Points settings: earning rates by category and deposit, the conversion to balance (any role)',
        response: { 200: okEnvelope(ZPointsSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await ctx.settings.points.get()),
  );

  app.put(
    '/loyalty/points/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the points settings (ADMIN; audited)',
        description:
          'Per category `points` for every whole `per` of valid bet (0 points: the category earns nothing; its valid bet is counted without points); the deposit rate; `convert` (`points` give `amount` of balance); `minConvertPoints`. A change applies to valid bet settled afterwards (what was counted stays counted).',
        body: ZPointsSettingsSchema,
        response: { 200: okEnvelope(ZPointsSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await ctx.settings.points.update(request.body, author(request))),
  );

  app.post(
    '/loyalty/points/adjust',
    {
      schema: {
        tags,
        security,
        summary: 'Add or take a member’s points (ADMIN; audited)',
        description:
          'A POINTS_ADJUSTMENT movement and an ADJUST record with the remark. Idempotent by requestId (a retry returns the first record; other content: 409 IDEMPOTENCY_CONFLICT). Below zero: 409 INSUFFICIENT_POINTS; unknown member: 404 USER_NOT_FOUND.',
        body: ZOperatorPointAdjustSchema,
        response: { 200: okEnvelope(ZPointSpendReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await adjustPoints(ctx, request.body, author(request))),
  );
};
