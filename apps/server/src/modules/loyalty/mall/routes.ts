import { sendSvgArt } from '../../../platform/svg-art';
import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZPointRewardListSchema,
  ZPointSpendReplySchema,
  ZRedeemPointRewardRequestSchema,
} from '@platform/contracts/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { LoyaltyContext } from '../context';
import { rewardArt } from './art';
import { readRewards } from './read-rewards';
import { redeemReward } from './redeem-reward';

const tags = ['loyalty'];

/** The points mall (`/pointMall`): the catalogue, the redeem, the rewards' pictures (flag PTSYS3). */
export const mallRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/relay/MCS2_getPointReward',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The points mall’s rewards (spec §7 MCS2_getPointReward)',
        description:
          'Active rewards in the operator’s order, names and descriptions in the request’s language: kind (CASH pays `cashAmount` to the balance at once; GOODS are sent to a delivery address after an operator’s approval), price in points, stock left (null: unlimited), the per-member limit and how many the member redeemed (rejected ones not counted). Flag PTSYS3 off: 403 FEATURE_DISABLED.',
        response: { 200: okEnvelope(ZPointRewardListSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      await ctx.requireFlag('PTSYS3');
      return ok(await readRewards(ctx, member.id, requestLanguage(request)));
    },
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      config: { auth: 'real', encrypted: true },
      schema: {
        tags,
        summary: 'Redeem a mall reward with points (encrypted; payment password)',
        description:
          'Encrypted body. CASH: the points are taken and the balance paid in one movement (record DONE). GOODS: the points are taken and the redemption waits IN_PROCESS with the delivery until an operator approves it (APPROVED) or rejects it (REJECTED: the points come back). Idempotent by requestId (a retry returns the first record; other content: 409 IDEMPOTENCY_CONFLICT). Refusals change nothing: 404 POINT_REWARD_NOT_FOUND (unknown or inactive), 409 POINT_REWARD_OUT_OF_STOCK, 409 POINT_REWARD_LIMIT_REACHED, 409 INSUFFICIENT_POINTS, 400 DELIVERY_REQUIRED (goods without delivery), 400 PAYMENT_PASSWORD_NOT_SET / WRONG_PAYMENT_PASSWORD (wrong ones count toward the lockout: 429 THROTTLED), 403 FEATURE_DISABLED (flag PTSYS3), 403 TRIAL_FORBIDDEN.',
        body: ZRedeemPointRewardRequestSchema,
        response: {
          200: okEnvelope(ZPointSpendReplySchema),
          ...errorReplies(400, 401, 403, 404, 409, 415, 429),
        },
      },
    },
    async (request) => {
      const { member } = requireMember(request);
      return ok(await redeemReward(ctx, member.id, request.body, requestLanguage(request)));
    },
  );

  app.get(
    '/wps/loyalty/art/:file',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Generated pictures of the demo mall rewards (SVG): /wps/loyalty/art/{slug}.svg',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => sendSvgArt(reply, request.params.file, (slug) => rewardArt(slug)),
  );
};
