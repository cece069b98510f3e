import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZRewardClaimAllReplySchema,
  ZRewardClaimReplySchema,
  ZRewardIdParamsSchema,
  ZRewardListQuerySchema,
  ZRewardPageSchema,
  ZRewardSeenReplySchema,
} from '@platform/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { RewardsService } from './service';

const tags = ['promotions'];

/** The reward centre (`rewardCenter`): the member's rewards, claim one or all, mark seen. */
export const rewardRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (app, { rewards }) => {
  app.get(
    '/wps/promotions/rewards',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The reward centre: rewards waiting to be claimed, or the history',
        description:
          '`tab=PENDING` (default): rewards the member may claim now, soonest expiry first. `tab=HISTORY`: claimed, expired and cancelled ones, newest first. Titles in the request’s language; amounts and turnover as decimals. The reply also carries the count and total waiting and how many the member has not seen.',
        querystring: ZRewardListQuerySchema,
        response: { 200: okEnvelope(ZRewardPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await rewards.list(member.id, request.query, requestLanguage(request)));
    },
  );

  app.post(
    '/wps/promotions/rewards/seen',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Mark every waiting reward seen (the reward centre’s badge drops to zero)',
        response: { 200: okEnvelope(ZRewardSeenReplySchema), ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await rewards.markSeen(requireMember(request).member.id)),
  );

  app.post(
    '/wps/promotions/rewards/claim-all',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Claim every waiting reward (each its own bonus)',
        description:
          'Each reward is claimed in its own transaction: the reply says how many were claimed, their total, and the ones that failed with the reason. Nothing to claim: 409 NOTHING_TO_CLAIM.',
        response: { 200: okEnvelope(ZRewardClaimAllReplySchema), ...errorReplies(401, 403, 409) },
      },
    },
    async (request) => ok(await rewards.claimAll(requireMember(request).member.id, requestLanguage(request))),
  );

  app.post(
    '/wps/promotions/rewards/:rewardId/claim',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Claim one reward: its bonus is credited with its turnover requirement',
        description:
          'Single-use: of simultaneous claims one credits the bonus, the others get 409 REWARD_ALREADY_CLAIMED. Past its expiry (or withdrawn): 409 REWARD_EXPIRED. Another member’s or unknown: 404 REWARD_NOT_FOUND.',
        params: ZRewardIdParamsSchema,
        response: { 200: okEnvelope(ZRewardClaimReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await rewards.claimOne(requireMember(request).member.id, request.params.rewardId)),
  );
};
