import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZRaffleClaimBodySchema,
  ZRaffleClaimReplySchema,
  ZRaffleListSchema,
  ZRaffleWinnersSchema,
} from '@platform/contracts/raffles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { RafflesService } from './service';

const tags = ['promotions'];

/** The lucky draw: open raffles with the member's draws, the claim (spec §7), latest winners. */
export const raffleRoutes: FastifyPluginAsyncZod<{ raffles: RafflesService }> = async (app, { raffles }) => {
  app.get(
    '/wps/promotions/raffles',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Open lucky draws with the prize table and, logged in, the member’s draws',
        description:
          'Each raffle with its rule (one draw per amount deposited or bet in its window, caps), the member’s progress, draws earned, used and available, the prizes in stock with their chance, and the member’s latest draws. Visitors and trial accounts see the raffles with zero draws.',
        response: { 200: okEnvelope(ZRaffleListSchema), ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = request.member && !request.member.isTrial ? request.member : null;
      return ok(await raffles.list(member, requestLanguage(request)));
    },
  );

  app.get(
    '/wps/promotions/raffles/winners',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The latest lucky-draw prizes won, accounts masked',
        response: { 200: okEnvelope(ZRaffleWinnersSchema) },
      },
    },
    async (request) => ok(await raffles.winners(requestLanguage(request))),
  );

  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Draw the lucky draw once (spec §7 MCS2_claimRafflePromotion)',
        description:
          'Picks a prize by weight among those still in stock with the platform’s unbiased RNG, takes one from its stock and credits it as a bonus (with the prize’s turnover), in one transaction. A member’s draws of a raffle run one at a time. No draws left: 409 RAFFLE_NO_DRAWS; every prize gone: 409 RAFFLE_SOLD_OUT; unknown or not for this member: 404 RAFFLE_NOT_FOUND; outside its window: 409 PROMOTION_NOT_OPEN. A prize of 0 is "try again" (`won` false).',
        body: ZRaffleClaimBodySchema,
        response: { 200: okEnvelope(ZRaffleClaimReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member } = requireMember(request);
      return ok(await raffles.claim(member, request.body.raffleId, requestLanguage(request)));
    },
  );
};
