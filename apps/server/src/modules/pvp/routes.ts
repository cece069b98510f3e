import { ZPvpTableIdSchema, ZPvpTableReplySchema } from '@platform/contracts/pvp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import type { PvpTables } from './pvp-tables';

/** A table's view over HTTP (the page's first paint; the moves and live events go over `/ws`). */
export const pvpRoutes: FastifyPluginAsyncZod<{ tables: PvpTables }> = async (app, { tables }) => {
  app.get(
    '/wps/pvp/tables/:tableId',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['pvp'],
        summary: 'A Niu-Niu table: its phase, seats and the caller’s own cards',
        description:
          'The public view of the table (base bet, entry balance and table maximum as decimals, phase and its deadline, the seated players masked, their bids and stakes, cards once shown, the result at RESULT; the hand’s seed hash, its server seed at RESULT) and `me`: the caller’s seat, own cards (four while bidding) and hold. A seated member who was away is marked back. Moves: `/ws` `pvp.*`. 404 PVP_TABLE_NOT_FOUND.',
        params: z.object({ tableId: ZPvpTableIdSchema }),
        response: { 200: ZPvpTableReplySchema(), ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(
        await tables.view({ memberId: member.id, lang: requestLanguage(request) }, request.params.tableId),
      );
    },
  );
};
