import { okEnvelope } from '@platform/contracts/envelope';
import { ZNodeIdSchema, ZVassalageSchema } from '@platform/contracts/games';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChangeAuthor } from '../system/service';
import {
  ZGameInputSchema,
  ZGamePatchSchema,
  ZOperatorGameListQuerySchema,
  ZOperatorGameSchema,
  ZOperatorVendorSchema,
  ZVendorInputSchema,
  ZVendorPatchSchema,
} from './admin-schemas';
import type { GamesService } from './service';

const tags = ['operator: games'];
const security = [{ operatorKey: [] }];
/** Every operator role may read the catalogue; only ADMIN changes it (the default of operatorRoles). */
const readers = { operatorRoles: OPERATOR_ROLES };
const writeErrors = errorReplies(400, 401, 403, 404, 415);

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/**
 * Operator management of the game catalogue (ours), mounted under /admin-api. Every change is audited
 * and drops the lobby caches (menus, lanes, hot games, game lists, winner board names) at once.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(
    '/games/vendors',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Game vendors in menu order, with their number of games (any operator role)',
        response: { 200: okEnvelope(z.array(ZOperatorVendorSchema)), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await games.listVendorsForOperator()),
  );

  app.post(
    '/games/vendors',
    {
      schema: {
        tags,
        security,
        summary: 'Add a game vendor (ADMIN; audited)',
        description: 'A code already taken: 409 CONFLICT.',
        body: ZVendorInputSchema,
        response: { 200: okEnvelope(ZOperatorVendorSchema), ...writeErrors, ...errorReplies(409) },
      },
    },
    async (request) => ok(await games.createVendor(request.body, author(request))),
  );

  app.patch(
    '/games/vendors/:code',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a vendor: display name, categories, wallet mode, maintenance, sort order, logo (ADMIN; audited)',
        description:
          'A vendor in maintenance keeps its cards in the lobby (marked) and its games refuse to launch (503 GAME_MAINTENANCE). Removing a category its games still use: 400.',
        params: z.object({ code: ZVassalageSchema }),
        body: ZVendorPatchSchema,
        response: { 200: okEnvelope(ZOperatorVendorSchema), ...writeErrors },
      },
    },
    async (request) => ok(await games.updateVendor(request.params.code, request.body, author(request))),
  );

  app.get(
    '/games/games',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'Games of the catalogue, optionally of one vendor or category (any operator role)',
        querystring: ZOperatorGameListQuerySchema,
        response: { 200: okEnvelope(z.array(ZOperatorGameSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await games.listGamesForOperator(request.query)),
  );

  app.post(
    '/games/games',
    {
      schema: {
        tags,
        security,
        summary: 'Add a game to a vendor (ADMIN; audited); its node id is `{vendor}-{gameCode}`',
        description:
          'Unknown vendor: 404; a category the vendor does not serve: 400; a game code the vendor already has: 409 CONFLICT. Without iconUrl the card gets generated art.',
        body: ZGameInputSchema,
        response: { 200: okEnvelope(ZOperatorGameSchema), ...writeErrors, ...errorReplies(409) },
      },
    },
    async (request) => ok(await games.createGame(request.body, author(request))),
  );

  app.patch(
    '/games/games/:nodeId',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a game: names, category, hot and new flags, order, maintenance, platforms, icon (ADMIN; audited)',
        params: z.object({ nodeId: ZNodeIdSchema }),
        body: ZGamePatchSchema,
        response: { 200: okEnvelope(ZOperatorGameSchema), ...writeErrors },
      },
    },
    async (request) => ok(await games.updateGame(request.params.nodeId, request.body, author(request))),
  );
};
