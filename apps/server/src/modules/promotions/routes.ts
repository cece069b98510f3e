import { okEnvelope } from '@platform/contracts/envelope';
import { ZPromotionBadgesSchema, type TPromotionBadges } from '@platform/contracts/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';

/** The public state's `availablePromoCount` and the member centre's badges (spec §2, §3 "Public state"). */
export const promotionBadgeRoutes: FastifyPluginAsyncZod<{
  badges: (memberId: string) => Promise<TPromotionBadges>;
}> = async (app, { badges }) => {
  app.get(
    '/wps/promotions/badges',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['promotions'],
        summary: 'The member’s promotion counts: availablePromoCount and the reward and mission badges',
        description:
          '`availablePromoCount` counts rewards waiting to be claimed, lucky draws the member may draw, completed missions not claimed yet, and activities the member may join now. `rewardCenter` counts rewards not seen yet; `missionLeaderboard` completed missions not claimed. Trial sessions get zeros.',
        response: { 200: okEnvelope(ZPromotionBadgesSchema), ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      if (member.isTrial) return ok({ availablePromoCount: 0, rewardCenter: 0, missionLeaderboard: 0 });
      return ok(await badges(member.id));
    },
  );
};
