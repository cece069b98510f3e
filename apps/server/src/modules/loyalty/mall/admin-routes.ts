import { localizedText } from '@platform/contracts/content';
import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZOperatorPointRewardInputSchema,
  ZOperatorPointRewardSchema,
  ZOperatorRedemptionPageSchema,
  ZOperatorRedemptionQuerySchema,
  ZOperatorRedemptionSchema,
  ZOperatorReviewRedemptionSchema,
  ZPointRewardKindSchema,
  ZPointsSchema,
} from '@platform/contracts/loyalty';
import { ZAmountSchema } from '@platform/contracts/money';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import type { LoyaltyContext } from '../context';
import { author } from '../points/admin-routes';
import { adminListRewards, createReward, updateReward } from './manage-rewards';
import { listRedemptions } from './redemptions';
import { reviewRedemption } from './review-redemption';

const tags = ['loyalty'];
const security = [{ operatorKey: [] }];
const idParams = z.object({ id: z.uuid() });

/** A change of some fields of a reward (no defaults: what is left out stays). */
const ZRewardPatchSchema = z
  .object({
    kind: ZPointRewardKindSchema,
    name: localizedText(60),
    description: localizedText(500),
    imageUrl: z.string().trim().max(500),
    pricePoints: ZPointsSchema,
    cashAmount: ZAmountSchema().nullable(),
    stock: z.number().int().min(0).nullable(),
    perMemberLimit: z.number().int().min(1).nullable(),
    sortOrder: z.number().int(),
    active: z.boolean(),
  })
  .partial();

/** Operator routes of the points mall, under /admin-api (ADMIN unless said; changes audited). */
export const mallAdminRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (app, { ctx }) => {
  app.get(
    '/loyalty/point-rewards',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'The points mall’s rewards, active or not, with stock left and units redeemed (any role)',
        response: {
          200: okEnvelope(z.object({ rewards: z.array(ZOperatorPointRewardSchema) })),
          ...errorReplies(401, 403),
        },
      },
    },
    async () => ok(await adminListRewards(ctx)),
  );

  app.post(
    '/loyalty/point-rewards',
    {
      schema: {
        tags,
        security,
        summary: 'Add a reward to the points mall (ADMIN; audited)',
        description:
          'Per-language name and description, picture URL, price in points; CASH needs `cashAmount` (400 VALIDATION_FAILED otherwise), GOODS are sent after review. `stock` is the units left (null: unlimited), `perMemberLimit` the redemptions per member (null: no limit).',
        body: ZOperatorPointRewardInputSchema,
        response: { 200: okEnvelope(ZOperatorPointRewardSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await createReward(ctx, request.body, author(request))),
  );

  app.patch(
    '/loyalty/point-rewards/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a mall reward; `active: false` takes it off the mall (ADMIN; audited)',
        description:
          'Only the fields sent change. Rewards are never deleted (records name them): deactivate instead. `stock` sets the units left.',
        params: idParams,
        body: ZRewardPatchSchema,
        response: { 200: okEnvelope(ZOperatorPointRewardSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await updateReward(ctx, request.params.id, request.body, author(request))),
  );

  app.get(
    '/loyalty/redemptions',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary:
          'Mall redemptions: the goods queue with `status=IN_PROCESS` (oldest first), else newest first (any role)',
        description: 'With the member’s account, the reward, the points and the delivery address.',
        querystring: ZOperatorRedemptionQuerySchema,
        response: { 200: okEnvelope(ZOperatorRedemptionPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await listRedemptions(ctx, request.query)),
  );

  app.post(
    '/loyalty/redemptions/:id/review',
    {
      config: { operatorRoles: ['ADMIN', 'FINANCE'] },
      schema: {
        tags,
        security,
        summary: 'Approve or reject a goods redemption (ADMIN or FINANCE; audited)',
        description:
          'Single-use: of simultaneous reviews one applies, the others get 409 REDEMPTION_NOT_REVIEWABLE. REJECT returns the points (a REFUND record) and the unit to stock. Unknown: 404 REDEMPTION_NOT_FOUND.',
        params: idParams,
        body: ZOperatorReviewRedemptionSchema,
        response: { 200: okEnvelope(ZOperatorRedemptionSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await reviewRedemption(ctx, request.params.id, request.body, author(request))),
  );
};
