import { okEnvelope } from '@platform/contracts/envelope';
import { ZVipStatusSchema } from '@platform/contracts/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { LoyaltyContext } from '../context';
import { vipStatus } from './status';

const tags = ['loyalty'];

/** The member's VIP page. */
export const vipRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/loyalty/vip',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The member’s VIP level, progress to the next level, this period and the benefits table',
        description:
          'Progress is the lifetime valid bet and deposits counted since the member’s bases (they restart at a level’s threshold after a relegation); `next.percent` is the lesser of the two percentages. `period`: the current VIP period (brand-zone week from Monday or month) with its valid bet so far and what keeping the level asks (0: kept for ever). Names in the request’s language, money as decimals, rates in basis points. With the VIP3 flag off the reply is `enabled: false` at level 0 (not an error: the page hides).',
        response: { 200: okEnvelope(ZVipStatusSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await vipStatus(ctx, member.id, requestLanguage(request)));
    },
  );
};
