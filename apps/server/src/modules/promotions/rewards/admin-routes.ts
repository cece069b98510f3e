import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import {
  ZOperatorCancelRewardSchema,
  ZOperatorGiveRewardReplySchema,
  ZOperatorGiveRewardSchema,
  ZOperatorRewardPageSchema,
  ZOperatorRewardQuerySchema,
  ZOperatorRewardSchema,
  ZRewardIdParamsSchema,
} from '@platform/contracts/rewards';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { RewardsService } from './service';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of the reward centre, under /admin-api (ADMIN unless said; changes audited). */
export const rewardAdminRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  app.get(
    '/promotions/rewards',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Reward-centre rewards, newest first, by member account, status and source (any role)',
        querystring: ZOperatorRewardQuerySchema,
        response: { 200: okEnvelope(ZOperatorRewardPageSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await rewards.adminList(request.query)),
  );

  app.post(
    '/promotions/rewards',
    {
      schema: {
        tags,
        security,
        summary: 'Give a member a reward to claim in the reward centre (MANUAL; ADMIN; audited)',
        description:
          'Idempotent by `requestId`: the same request id returns the reward it created (`created` false). The member claims it like any other reward; its bonus has the given turnover multiple.',
        body: ZOperatorGiveRewardSchema,
        response: { 200: okEnvelope(ZOperatorGiveRewardReplySchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await rewards.give(request.body, author(request))),
  );

  app.post(
    '/promotions/rewards/:rewardId/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a reward still waiting to be claimed (ADMIN; audited; single-use)',
        description:
          'Only a PENDING reward: claimed already is 409 REWARD_ALREADY_CLAIMED, expired or cancelled 409 CONFLICT. A claim racing the cancel: exactly one wins.',
        params: ZRewardIdParamsSchema,
        body: ZOperatorCancelRewardSchema.optional(),
        response: { 200: okEnvelope(ZOperatorRewardSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await rewards.cancel(request.params.rewardId, request.body?.reason, author(request))),
  );
};
