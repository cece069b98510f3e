import {
  ZHouseGameReplySchema,
  ZHouseRoundReplySchema,
  ZHouseRoundsQuerySchema,
  ZHouseRoundsReplySchema,
} from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { HouseContext } from '../context';
import { readHouseGame } from './game-page';
import { recentRounds, roundOfMember } from './recall';

const tags = ['house'];

/** The game pages' data and game recall (issue 17). */
export const roundsRoutes: FastifyPluginAsyncZod<{ ctx: HouseContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/house/games/:gameCode',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'An in-house game’s page: limits, a slot’s paytable, the round to resume',
        description:
          'The TA game (name in the request’s language), its bet limits and maximum win as decimals, a slot’s reels, lines, paytable and exact RTP, and for a logged-in member `openRound`: the round still to play (free spins left, an unfinished mines board — its mines hidden), so a reload resumes it; null for a visitor. 404 HOUSE_GAME_NOT_FOUND.',
        params: z.object({ gameCode: z.string().max(40) }),
        response: { 200: ZHouseGameReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lang = requestLanguage(request);
      return ok(await readHouseGame(ctx, request.params.gameCode, request.member?.id ?? null, lang));
    },
  );

  app.get(
    '/wps/house/rounds',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Game recall: the member’s last 10 rounds of a game',
        description:
          'Newest first, each with every step (paid spin and free spins with grids and line wins, dice roll, mines reveals and cash-out, crash bet, cash-out and crash point), stake, win, the main wallet before the stake and after the win, and what verifies it (the seed pair — its server seed once rotated — or the crash chain link). Money as decimals. 404 HOUSE_GAME_NOT_FOUND. Visitors: 401.',
        querystring: ZHouseRoundsQuerySchema,
        response: { 200: ZHouseRoundsReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok({ rounds: await recentRounds(ctx, member.id, request.query.gameCode) });
    },
  );

  app.get(
    '/wps/house/rounds/:roundId',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'One of the member’s rounds (for the verify page)',
        description:
          'As in game recall. Another member’s round, an unknown or malformed id: 404 HOUSE_ROUND_NOT_FOUND. Visitors: 401.',
        params: z.object({ roundId: z.string().max(40) }),
        response: { 200: ZHouseRoundReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await roundOfMember(ctx, member.id, request.params.roundId));
    },
  );
};
