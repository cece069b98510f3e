import { ZHealthReplySchema } from '@platform/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './database';

const ZUnhealthySchema = z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') });

/** `GET /healthz`: for load balancers and orchestrators; it pings the database. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthReplySchema, 503: ZUnhealthySchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
