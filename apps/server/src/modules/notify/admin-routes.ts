import { okEnvelope } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/database';
import { errorReplies, ok } from '../../platform/envelope';
import { listOutboxEntries } from './repository';

const ZOutboxQuerySchema = z.object({
  recipient: z.string().trim().max(254).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const ZOutboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** The outbox of the default SMS and e-mail providers, for operators of demo setups and for journeys. */
export const notifyAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['operator: notify'],
        security: [{ operatorKey: [] }],
        summary: 'Latest messages of the outbox SMS and e-mail providers, newest first',
        querystring: ZOutboxQuerySchema,
        response: { 200: okEnvelope(z.array(ZOutboxEntrySchema)), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const rows = await listOutboxEntries(db, request.query);
      return ok(
        rows.map((row) => ({
          id: row.id.toString(),
          channel: row.channel as 'sms' | 'email',
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
