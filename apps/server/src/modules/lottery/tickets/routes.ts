import { ZBuyTicketsReplySchema, ZBuyTicketsRequestSchema } from '@platform/contracts/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { LotteryContext } from '../context';
import { buyTickets } from './buy-tickets';

const tags = ['lottery'];

/** The purchase of lottery tickets (issue 16). */
export const ticketsRoutes: FastifyPluginAsyncZod<{ ctx: LotteryContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/lottery/tickets',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Buy lottery tickets: the slip’s lines on one open draw',
        description:
          'One ticket per bet line and number (a lô on three numbers is three tickets); cost = units × multiplier × unit price of the prize mode. The stake is taken from the main wallet in one movement, each ticket a bet record of the game’s vassalage (round `<gameCode>:<numero>`). All or nothing: 404 LOTTERY_DRAW_NOT_FOUND (unknown draw), 400 LOTTERY_PRIZE_MODE_NOT_OFFERED, 400 LOTTERY_BET_INVALID (picks out of range or of the wrong length, repeated numbers in a xiên, a type the game does not have; `fields` names them), 409 LOTTERY_DRAW_CLOSED (past the cut-off), 409 LOTTERY_STAKE_LIMIT (the stake still accepted on a number in the message), 409 LOTTERY_PAYOUT_LIMIT (the largest stake still accepted), 409 INSUFFICIENT_BALANCE, 503 GAME_MAINTENANCE, 403 TRIAL_FORBIDDEN. Idempotent by requestId: a retry answers the first purchase’s tickets and moves nothing.',
        body: ZBuyTicketsRequestSchema,
        response: { 200: ZBuyTicketsReplySchema, ...errorReplies(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await buyTickets(ctx, member.id, request.body));
    },
  );
};
