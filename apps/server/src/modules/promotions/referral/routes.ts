import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZReferralFriendsPageSchema,
  ZReferralFriendsQuerySchema,
  ZReferralOverviewSchema,
} from '@platform/contracts/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { Referral } from './referral';

const tags = ['promotions: referral'];

/** Player routes of invite friends (spec §2 `referral`). */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: Referral }> = async (app, { referral }) => {
  app.get(
    '/wps/promotions/referral',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The member’s invitation code and link, the referral rule, and the totals',
        description:
          'Agents always; players when the whitelabel flag REFERRAL is on, else 403 REFERRAL_DISABLED (trial accounts 403 TRIAL_FORBIDDEN). A player without a code gets one now. The link is `<site>/register?referralCode=<code>` (relative when the site address is not configured). The rule: a friend qualifies on a first credited deposit of at least `threshold` (FIRST_DEPOSIT) or a valid bet since registering of at least `threshold` (VALID_BET); the referrer then gets `rewardAmount` once per friend in the reward centre. `earned` sums the rewards offered, `claimed` those claimed.',
        response: { 200: okEnvelope(ZReferralOverviewSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await referral.overview(member.id));
    },
  );

  app.get(
    '/wps/promotions/referral/friends',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The friends the member invited, newest first (masked accounts)',
        description:
          'Each friend who registered with the member’s code: masked account, when registered, whether qualified and the reward with its state in the reward centre. Paged (`pageSize` at most 50). Same access as GET /wps/promotions/referral.',
        querystring: ZReferralFriendsQuerySchema,
        response: { 200: okEnvelope(ZReferralFriendsPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await referral.friends(member.id, request.query.pageNo, request.query.pageSize));
    },
  );
};
