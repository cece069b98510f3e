import {
  CRASH_BETTING_MS,
  ZCrashBetRequestSchema,
  ZCrashPlayReplySchema,
  ZCrashStateReplySchema,
} from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { cashOutCrashBet } from './cash-out';
import type { CrashContext } from './crash-rounds';
import { getCrashState } from './get-state';
import { placeCrashBet } from './place-bet';

const tags = ['house'];

/**
 * Crash over HTTP (issue 17): the page's state, and the bet and cash-out that the page sends over `/ws`
 * (`crash.bet`, `crash.cashout`: the same use cases, answered `crash.ack`).
 */
export const crashRoutes: FastifyPluginAsyncZod<{ ctx: CrashContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/house/crash',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The crash round now, its bets, the last crash points and the published hash chain',
        description: `The current round (the live one, else the last crashed) with every bet — players masked (ab***z), the caller’s own marked \`mine\` —, the last 20 crash points with their round hashes (SHA-256 of a round’s hash is the previous round’s hash), the chain’s terminal hash and salt, the server time and the multiplier’s growth (e^(growthPerMs × ms since the start)). Bets are taken for ${CRASH_BETTING_MS / 1000} s before the start. Logged-in members only.`,
        response: { 200: ZCrashStateReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await getCrashState(ctx, member.id));
    },
  );

  app.post(
    '/wps/house/crash/bet',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bet in the crash round taking bets',
        description:
          'One bet per member and round, with an optional auto cash-out (1.01 … 10,000×). The stake goes through the vendor wallet service (a bet record of vendor TA, category RNG). 400 HOUSE_BET_OUT_OF_RANGE (the range in the message), 409 CRASH_NOT_BETTING (betting closed: wait for the next round), 409 CRASH_ALREADY_BET, 409 INSUFFICIENT_BALANCE, 403 TRIAL_FORBIDDEN. Nothing moves on a refusal.',
        body: ZCrashBetRequestSchema,
        response: { 200: ZCrashPlayReplySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await placeCrashBet(ctx, member.id, request.body));
    },
  );

  app.post(
    '/wps/house/crash/cashout',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Cash out the member’s riding crash bet now',
        description:
          'Pays stake × the multiplier now (or × the auto cash-out when it was reached first). 409 CRASH_CRASHED (too late: the round crashed; nothing moves), 409 CRASH_NO_BET (no bet riding), 409 HOUSE_ROUND_FINISHED (already cashed out).',
        response: { 200: ZCrashPlayReplySchema, ...errorReplies(401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await cashOutCrashBet(ctx, member.id));
    },
  );
};
