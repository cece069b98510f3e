import {
  ZBetRecordQuerySchema,
  ZBetRecordReplySchema,
  ZLaunchQuerySchema,
  ZLaunchReplySchema,
  ZProfitQuerySchema,
  ZProfitReplySchema,
  ZRankListQuerySchema,
  ZRankListReplySchema,
  ZRoomListQuerySchema,
  ZRoomListReplySchema,
} from '@platform/contracts/bets';
import { pickLanguage } from '@platform/contracts/i18n';
import { ZVendorWalletsReplySchema } from '@platform/contracts/sub-wallets';
import type { FastifyRequest } from 'fastify';
import { createAddressCache } from '../../platform/address-cache';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import type { LaunchGame } from './launch';
import type { VendorReads } from './reads';
import type { VendorWallets } from './vendor-wallets';

const tags = ['games'];

/** `language` of the query first, then `?lang=` and Accept-Language, else es. */
const languageOf = (request: FastifyRequest, language: string | undefined) =>
  pickLanguage(language, (request.query as { lang?: string }).lang, request.headers['accept-language']);

/** Launch, winner board, PVP rooms, betting record and P&L (relay names only here). */
export const vendorRoutes: FastifyPluginAsyncZod<{
  launchGame: LaunchGame;
  reads: VendorReads;
  vendorWallets: VendorWallets;
}> = async (app, { launchGame, reads, vendorWallets }) => {
  // Every visitor loads the winner board: the same address answers from memory for 5 s.
  const rankAddresses = createAddressCache({ ttlMs: 5_000 });
  for (const [url, summary] of [
    ['/wps/relay/GCS_gameLaunchFB', 'Launch a game: the address it opens at (in the site’s game frame)'],
    ['/wps/game/launchGame', 'Launch a game or the lottery lobby (same reply as GCS_gameLaunchFB)'],
  ] as const) {
    app.get(
      url,
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary,
          description:
            'A game by nodeId, or by vassalage (or vendor) and gameCode. Visitors: 401 NOT_LOGGED_IN; trial accounts: 403 TRIAL_FORBIDDEN; unknown game: 404 NOT_FOUND; a vendor card (isGame VASSALAGE) or a malformed parameter: 400 VALIDATION_FAILED; the game or its vendor in maintenance: 503 GAME_MAINTENANCE; the vendor cannot open it: 502 LAUNCH_FAILED. Each launch issues a new launch token (valid 12 hours for bets) and moves the game first in GCS_recentGame.',
          querystring: ZLaunchQuerySchema,
          response: { 200: ZLaunchReplySchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { member } = requireMember(request);
        return ok(await launchGame(member, request.query, languageOf(request, request.query.language)));
      },
    );
  }

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      onRequest: rankAddresses.serve,
      schema: {
        tags,
        summary: 'Winner board: jackpot wins and the biggest wins of the last 7 days (names masked)',
        description:
          'value.list: entries `{ listType: JACKPOT | WIN, vo }`, jackpot wins (last 30 days) first, then the biggest payouts of settled bets; at most `limit` (≤ 20) of each. jackpotAmount: the pool (a seed plus 1% of the last 30 days’ stakes). Cached for 30 s.',
        querystring: ZRankListQuerySchema,
        response: { 200: ZRankListReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const json = await reads.rankListJson({
        category: request.query.category,
        limit: request.query.limit,
        language: languageOf(request, request.query.language),
      });
      rankAddresses.remember(request, json);
      return reply.type('application/json; charset=utf-8').send(json as never); // JSON text validated when cached
    },
  );

  app.get(
    '/wps/game/vendorWallets',
    {
      schema: {
        tags,
        summary: 'Which wallet each vendor plays from (ours: the seamless wallet area)',
        description:
          'Every vendor of the catalogue with its wallet mode: `seamless` vendors play from the main wallet (`walletVendor` null), `transfer` vendors from the sub-wallet `walletVendor` of the consolidated funds (null when none is configured: their games cannot be launched).',
        response: { 200: ZVendorWalletsReplySchema },
      },
    },
    async () => ok(await vendorWallets()),
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        tags,
        summary: 'PVP rooms: base bet, entry balance and players online, optionally of one vendor or game',
        querystring: ZRoomListQuerySchema,
        response: { 200: ZRoomListReplySchema, ...errorReplies(400) },
      },
    },
    async (request) =>
      ok(
        await reads.rooms({
          vassalage: request.query.vassalage,
          gameCode: request.query.gameCode,
          language: languageOf(request, request.query.language),
        }),
      ),
  );

  app.get(
    '/wps/game/betRecords',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Betting record (personalHistoryCopy): the member’s bets, newest first, with totals',
        description:
          'Dates yyyy-MM-dd in the brand’s time zone, both inclusive, at most 93 days (400 VALIDATION_FAILED). Filters: gameType, vassalage, status. Page size at most 100. `totals` covers the whole filter (amounts without rolled-back bets).',
        querystring: ZBetRecordQuerySchema,
        response: { 200: ZBetRecordReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(
        await reads.betRecords(member.id, request.query, languageOf(request, request.query.language)),
      );
    },
  );

  app.get(
    '/wps/game/profit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Personal P&L (personalProfit): settled bets per category and per day, with totals',
        description:
          'Dates yyyy-MM-dd in the brand’s time zone, both inclusive, at most 93 days. winLoss is payout − stake (negative: lost).',
        querystring: ZProfitQuerySchema,
        response: { 200: ZProfitReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await reads.profit(requireMember(request).member.id, request.query));
    },
  );
};
