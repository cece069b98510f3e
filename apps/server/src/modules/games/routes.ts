import {
  ZAddFavouriteRequestSchema,
  ZFavouriteChangeReplySchema,
  ZFavouriteIdsReplySchema,
  ZFavouriteListQuerySchema,
  ZFavouriteListReplySchema,
  ZGameListQuerySchema,
  ZGameListReplySchema,
  ZGameMenusReplySchema,
  ZHotGamesQuerySchema,
  ZHotGamesReplySchema,
  ZNewGameVendorQuerySchema,
  ZNewGameVendorReplySchema,
  ZRecentGamesQuerySchema,
  ZRecentGamesReplySchema,
  ZRemoveFavouriteQuerySchema,
  ZVassGameTypeQuerySchema,
  ZVassGameTypeReplySchema,
} from '@platform/contracts/games';
import { pickLanguage, ZLanguageSchema } from '@platform/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { GamesService } from './service';

const tags = ['games'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** `language` of the query first, then `?lang=` and Accept-Language, else es. */
const languageOf = (request: FastifyRequest, language: string | undefined) =>
  pickLanguage(language, (request.query as { lang?: string }).lang, request.headers['accept-language']);

/** Game catalogue calls of spec §7 "Games" (relay names only here). */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary:
          'Side-menu categories (after the spec §4 re-grouping) with their vendors, and the prize mode',
        querystring: z.object({ lang: z.string().max(35).optional() }),
        response: { 200: ZGameMenusReplySchema },
      },
    },
    async (request) => ok(await games.menus(languageOf(request, undefined))),
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { auth: 'optional' },
      onRequest: games.addressCache.serve,
      schema: {
        tags,
        summary: 'One page of a category’s games (page size 20, capped), optionally of one vendor',
        description:
          'gameClassify ALL (default), NEW, HOT, FAV, RECENT; FAV and RECENT need a session (401 NOT_LOGGED_IN). `vassalage=INHOUSE` selects the in-house vendors. Unknown vassalage: 404 NOT_FOUND; malformed vassalage or pageSize above 20: 400.',
        querystring: ZGameListQuerySchema,
        response: { 200: ZGameListReplySchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { language, ...query } = request.query;
      const input = { ...query, language: languageOf(request, language) };
      if (input.gameClassify === 'FAV' || input.gameClassify === 'RECENT') {
        return ok(await games.gameList(input, request.member?.id ?? null));
      }
      // The same page for everyone: served from the cached JSON text.
      const { clientType: _clientType, merchant: _merchant, ...keyed } = input;
      const json = await games.cachedReply(
        `gameList:${JSON.stringify(keyed)}`,
        ZGameListReplySchema,
        async () => ok(await games.gameList(input, null)),
      );
      games.addressCache.remember(request, json);
      return reply.type(JSON_TYPE).send(json as never); // JSON text validated when cached
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      onRequest: games.addressCache.serve,
      schema: {
        tags,
        summary: 'Hot games (value.list)',
        querystring: ZHotGamesQuerySchema,
        response: { 200: ZHotGamesReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request, request.query.language);
      const { platform } = request.query;
      const json = await games.cachedReply(
        `hot:${language}:${platform ?? ''}`,
        ZHotGamesReplySchema,
        async () => ok(await games.hotGames(language, platform)),
      );
      games.addressCache.remember(request, json);
      return reply.type(JSON_TYPE).send(json as never); // JSON text validated when cached
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: 'Game vendors: vassalage, gameType, displayName (one entry per vendor and category)',
        querystring: ZVassGameTypeQuerySchema,
        response: { 200: ZVassGameTypeReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => ok(await games.vendorTypes(request.query.gameType)),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      onRequest: games.addressCache.serve,
      schema: {
        tags,
        summary:
          'Category lanes with their cards (value.data.lanes, re-grouped as spec §4) and the prize mode',
        querystring: ZNewGameVendorQuerySchema,
        response: { 200: ZNewGameVendorReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request, request.query.language);
      const { platform } = request.query;
      const json = await games.cachedReply(
        `lanes:${language}:${platform ?? ''}`,
        ZNewGameVendorReplySchema,
        async () => ok({ data: await games.lanes(language, platform) }),
      );
      games.addressCache.remember(request, json);
      return reply.type(JSON_TYPE).send(json as never); // JSON text validated when cached
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Node ids (strings) of the member’s favourite games',
        response: { 200: ZFavouriteIdsReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await games.favouriteIds(requireMember(request).member.id));
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The member’s favourite games as cards (page size 999)',
        querystring: ZFavouriteListQuerySchema,
        response: { 200: ZFavouriteListReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { language, ...query } = request.query;
      return ok(
        await games.favouriteList(requireMember(request).member.id, {
          ...query,
          language: languageOf(request, language),
        }),
      );
    },
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Add a favourite (adding twice is a no-op); one toggle per 1000 ms (429 THROTTLED)',
        description: 'Unknown game, or a game of another vendor: 404 NOT_FOUND.',
        body: ZAddFavouriteRequestSchema,
        response: { 200: ZFavouriteChangeReplySchema, ...errorReplies(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await games.addFavourite(requireMember(request).member.id, request.body)),
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Remove a favourite (query nodeId); one toggle per 1000 ms (429 THROTTLED)',
        querystring: ZRemoveFavouriteQuerySchema,
        response: { 200: ZFavouriteChangeReplySchema, ...errorReplies(400, 401, 404, 429) },
      },
    },
    async (request) =>
      ok(await games.removeFavourite(requireMember(request).member.id, request.query.nodeId)),
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Games the member played last, most recent first (reply list; page size 20, capped)',
        querystring: ZRecentGamesQuerySchema,
        response: { 200: ZRecentGamesReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { language, ...query } = request.query;
      return ok(
        await games.recentGames(requireMember(request).member.id, {
          ...query,
          language: languageOf(request, language),
        }),
      );
    },
  );

  app.get(
    '/lgw/games/art/:file',
    {
      schema: {
        tags,
        summary:
          'Generated card art of a game (SVG from its name and category colours): /lgw/games/art/{nodeId}.svg',
        description: 'The title is drawn in `lang` (es default; the cards name their language).',
        params: z.object({ file: z.string().max(80) }),
        querystring: z.object({ lang: ZLanguageSchema.catch('es') }),
      },
    },
    async (request, reply) => {
      const nodeId = /^([A-Za-z0-9_.-]{1,64})\.svg$/.exec(request.params.file)?.[1];
      const svg = nodeId ? await games.art(nodeId, request.query.lang) : null;
      if (!svg) throw new AppError('NOT_FOUND');
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(svg);
    },
  );
};
