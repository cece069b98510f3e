import { ZDiceRollRequestSchema, ZHousePlayReplySchema } from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { HouseContext } from '../context';
import { rollDice } from './roll-dice';

const tags = ['house'];

/** Dice (issue 17): one provably fair roll per bet. */
export const diceRoutes: FastifyPluginAsyncZod<{ ctx: HouseContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/house/dice/roll',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Roll the dice: over or under a target',
        description:
          'The roll is 0.00–99.99 (hundredths 0–9999) from the member’s seed pair and the next nonce. OVER wins when the roll is above `target` (9999 − target winning rolls), UNDER when below it (target winning rolls); the win is floor(amount × 9900 ÷ winning rolls) — a 1 % house edge — and the step shows the multiplier 9900 ÷ winning floored to 4 decimals. The stake is taken and the win paid through the vendor wallet service (a bet record of vendor TA, category RNG). 400 HOUSE_BET_OUT_OF_RANGE (amount outside the limits, written in the message), 400 HOUSE_BET_INVALID (a chance outside 1 %–98 %: fields target), 404 HOUSE_GAME_NOT_FOUND (not a dice game), 409 INSUFFICIENT_BALANCE, 503 GAME_MAINTENANCE, 403 TRIAL_FORBIDDEN; nothing moves. Idempotent by requestId: a retry answers the first roll.',
        body: ZDiceRollRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await rollDice(ctx, member.id, request.body));
    },
  );
};
