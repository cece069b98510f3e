import { okEnvelope } from '@platform/contracts/envelope';
import { ZGameCardSchema, ZGameFlagsInputSchema, ZNodeIdSchema } from '@platform/contracts/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import type { GamesService } from './service';

const tags = ['operator: games'];
const security = [{ operatorKey: [] }];

/** Operator changes of the game catalogue (ours), mounted under /admin-api; each drops the lobby cache. */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.patch(
    '/games/games/:nodeId',
    {
      schema: {
        tags,
        security,
        summary: 'Set a game’s hot, new and maintenance flags',
        params: z.object({ nodeId: ZNodeIdSchema }),
        body: ZGameFlagsInputSchema,
        response: { 200: okEnvelope(ZGameCardSchema), ...errorReplies(400, 401, 404, 415) },
      },
    },
    async (request) => ok(await games.updateGameFlags(request.params.nodeId, request.body)),
  );
};
