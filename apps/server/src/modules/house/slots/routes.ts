import {
  ZHousePlayReplySchema,
  ZSlotFreeSpinRequestSchema,
  ZSlotSpinRequestSchema,
} from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { HouseContext } from '../context';
import { playFreeSpin } from './play-free-spin';
import { spinSlot } from './spin-slot';

const tags = ['house'];

/** The video slots (issue 17): a paid spin, then its free spins one by one. */
export const slotRoutes: FastifyPluginAsyncZod<{ ctx: HouseContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/house/slot/spin',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Spin a slot: the total bet on its 25 lines',
        description:
          'The stops come from the member’s seed pair and the next nonce (`below(strip length)` reel by reel); line wins pay line bet × pay, scatters total bet × pay, 3+ scatters award free spins. Without free spins the round is settled at once; with them it stays OPEN (`steps[0].freeSpinsLeft`) and each `POST /wps/house/slot/free-spin` plays the next; the win of the whole round is paid after the last. The stake is taken and the win paid through the vendor wallet service (a bet record of vendor TA, category RNG). 400 HOUSE_BET_OUT_OF_RANGE (outside 1.00–500.00, written in the message), 400 HOUSE_BET_INVALID (not a multiple of 0.25: 25 lines × whole cents), 404 HOUSE_GAME_NOT_FOUND (not a slot), 409 HOUSE_ROUND_OPEN (free spins of this game still to play), 409 INSUFFICIENT_BALANCE, 503 GAME_MAINTENANCE, 403 TRIAL_FORBIDDEN; nothing moves. Idempotent by requestId: a retry answers the first spin.',
        body: ZSlotSpinRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await spinSlot(ctx, member.id, request.body));
    },
  );

  app.post(
    '/wps/house/slot/free-spin',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Play the next free spin of an open slot round',
        description:
          'Plays the next free spin of the member’s OPEN slot round from the round’s own stream (wins × the free-spin multiplier; scatters add free spins) and appends it to the round’s steps. After the last one the round is settled: its whole win (paid spin and free spins) paid in one movement. One spin at a time per round: a double click plays the next spin or answers 409 HOUSE_ROUND_FINISHED, never a spin twice. 404 HOUSE_ROUND_NOT_FOUND (another member’s, not a slot round, unknown), 409 HOUSE_ROUND_FINISHED (no free spin left).',
        body: ZSlotFreeSpinRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await playFreeSpin(ctx, member.id, request.body.roundId));
    },
  );
};
