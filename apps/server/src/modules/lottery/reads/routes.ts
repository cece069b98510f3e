import {
  ZLotteryDrawReplySchema,
  ZLotteryDrawsQuerySchema,
  ZLotteryDrawsReplySchema,
  ZLotteryHallQuerySchema,
  ZLotteryHallReplySchema,
  ZLotteryMenuQuerySchema,
  ZLotteryMenuReplySchema,
  ZLotteryRecentReplySchema,
  ZLotteryStatsQuerySchema,
  ZLotteryStatsReplySchema,
  ZLotteryTicketsQuerySchema,
  ZLotteryTicketsReplySchema,
  ZOpenedNumeroQuerySchema,
  ZOpenedNumeroReplySchema,
} from '@platform/contracts/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { LotteryContext } from '../context';
import { drawById, drawnDraws, openDraws } from './draws';
import { lotteryHall } from './hall';
import { lotteryMenu, recentLotteryGames } from './menu';
import { lotteryStats } from './stats';
import { memberTickets } from './tickets';

const tags = ['lottery'];
const NOT_STORED = 'Logged-in members only (401 for a visitor).';

/** The lottery's player reads (issue 16; spec §7 "Lottery"): every one needs a logged-in member. */
export const readsRoutes: FastifyPluginAsyncZod<{ ctx: LotteryContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/lottery/hall',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'A lottery game’s hall: bet types with odds, open draws, the latest result',
        description: `The game (name in the request’s language) and the prize mode: the asked one when the game and the brand offer it, else the game’s first offered mode; its unit price and bet types (picks, position, stake multiplier, odds). \`open\`: the draws selling now, soonest cut-off first, with the seed’s SHA-256 only (the seed is secret until drawn). \`latest\`: the latest drawn draw with its result and seed. 404 LOTTERY_GAME_NOT_FOUND. ${NOT_STORED}`,
        querystring: ZLotteryHallQuerySchema,
        response: { 200: ZLotteryHallReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireMember(request);
      return ok(await lotteryHall(ctx, request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/wps/lottery/tickets',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The member’s lottery tickets, newest first',
        description: `Filters: gameCode, drawId, status (PENDING, WON, LOST, VOID); paged. Money as decimals. ${NOT_STORED}`,
        querystring: ZLotteryTicketsQuerySchema,
        response: { 200: ZLotteryTicketsReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await memberTickets(ctx, member.id, request.query));
    },
  );

  app.get(
    '/wps/lottery/draws',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'A lottery game’s results: drawn, settled and void draws, newest first',
        description: `Each with its result, source and seed (verify: SHA-256 of the seed is the published seedHash). 404 LOTTERY_GAME_NOT_FOUND. ${NOT_STORED}`,
        querystring: ZLotteryDrawsQuerySchema,
        response: { 200: ZLotteryDrawsReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireMember(request);
      return ok(await drawnDraws(ctx, request.query));
    },
  );

  app.get(
    '/wps/lottery/draws/:drawId',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'One lottery draw in any state',
        description: `The seed only once the draw is drawn (before: its SHA-256 commitment). 404 LOTTERY_DRAW_NOT_FOUND (also for an id that is not a number). ${NOT_STORED}`,
        params: z.object({ drawId: z.string().max(40) }),
        response: { 200: ZLotteryDrawReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireMember(request);
      return ok(await drawById(ctx, request.params.drawId));
    },
  );

  app.get(
    '/wps/lottery/stats',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Hot and cold numbers of a lottery game over its last draws',
        description: `Over the last \`draws\` drawn draws (default 30): two-digit endings for the Vietnamese games and 4D, digits for 5D, faces for dice, the car at 1st place for the race. \`hot\`: the most frequent (occurrences); \`cold\`: the least frequent, with how many draws ago each was last seen (0: the latest; null: not in the window). 404 LOTTERY_GAME_NOT_FOUND. ${NOT_STORED}`,
        querystring: ZLotteryStatsQuerySchema,
        response: { 200: ZLotteryStatsReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireMember(request);
      return ok(await lotteryStats(ctx, request.query));
    },
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The lottery games by area in a prize mode (spec §7 Lottery game_menu)',
        description: `Areas VN (Vietnamese draws), SEA (4D), FAST (house-drawn fast games); each game offered in the prize mode by the game and the brand, with its next open draw’s numero and cut-off (null when none is open). ${NOT_STORED}`,
        querystring: ZLotteryMenuQuerySchema,
        response: { 200: ZLotteryMenuReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireMember(request);
      return ok(await lotteryMenu(ctx, request.query.prizeMode, requestLanguage(request)));
    },
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The lottery games the member bought tickets in, latest first (spec §7 Lottery)',
        description: `Up to 10 games, each with its next open draw. ${NOT_STORED}`,
        response: { 200: ZLotteryRecentReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await recentLotteryGames(ctx, member.id, requestLanguage(request)));
    },
  );

  for (const [url, summary] of [
    ['/lgw/vn/numeros/opened/game', 'A Vietnamese lottery game’s open draws (spec §7 Lottery)'],
    ['/lotto/lgw/games/opened/numero', 'A lottery game’s open draws (spec §7 Lottery)'],
  ] as const) {
    app.get(
      url,
      {
        config: { auth: 'session' },
        schema: {
          tags,
          summary,
          description: `The draws selling now, soonest cut-off first (seed hidden: only its SHA-256), and the server’s time for the countdown. 404 LOTTERY_GAME_NOT_FOUND. ${NOT_STORED}`,
          querystring: ZOpenedNumeroQuerySchema,
          response: { 200: ZOpenedNumeroReplySchema, ...errorReplies(400, 401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        requireMember(request);
        const draws = await openDraws(ctx, request.query.gameCode);
        return ok({ gameCode: request.query.gameCode, draws, serverTime: ctx.clock.now().toISOString() });
      },
    );
  }
};
