import {
  ZOperatorRoomInputSchema,
  ZOperatorRoomPatchSchema,
  ZOperatorRoomQuerySchema,
  ZOperatorRoomSchema,
  ZRoomParamsSchema,
} from '@platform/contracts/bets';
import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChangeAuthor } from '../system/service';
import type { RoomAdmin } from './rooms-admin';

const tags = ['operator: vendors'];
const security = [{ operatorKey: [] }];
/** Every operator role may read the rooms, as the catalogue; only ADMIN changes them (the default). */
const readers = { operatorRoles: OPERATOR_ROLES };
const writeErrors = errorReplies(400, 401, 403, 404, 415);
const AMOUNTS =
  'baseBet and minBalance are decimals with the currency’s scale: positive, more decimals refused (never rounded), minBalance at least baseBet (else 400 VALIDATION_FAILED naming the field).';
const SHOWN = 'GLS2_roomList shows the change at once. Refusals change nothing.';

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator management of the PVP rooms of GLS2_roomList, mounted under /admin-api; changes audited. */
export const roomAdminRoutes: FastifyPluginAsyncZod<{ rooms: RoomAdmin }> = async (app, { rooms }) => {
  app.get(
    '/vendors/rooms',
    {
      config: readers,
      schema: {
        tags,
        security,
        summary: 'PVP rooms, optionally of one vendor or game (any operator role)',
        querystring: ZOperatorRoomQuerySchema,
        response: { 200: okEnvelope(z.array(ZOperatorRoomSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await rooms.list(request.query)),
  );

  app.post(
    '/vendors/rooms',
    {
      schema: {
        tags,
        security,
        summary: 'Add a room to a PVP game (ADMIN; audited)',
        description: `An unknown vendor or game: 404 NOT_FOUND naming it; a game that is not a PVP game: 400 VALIDATION_FAILED naming gameCode; a roomId already taken: 409 CONFLICT. ${AMOUNTS} ${SHOWN}`,
        body: ZOperatorRoomInputSchema,
        response: { 200: okEnvelope(ZOperatorRoomSchema), ...writeErrors, ...errorReplies(409) },
      },
    },
    async (request) => ok(await rooms.create(request.body, author(request))),
  );

  app.patch(
    '/vendors/rooms/:roomId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a room: names, base bet, entry balance, sort order (ADMIN; audited)',
        description: `Only the fields sent change. An unknown room: 404 NOT_FOUND. ${AMOUNTS} ${SHOWN}`,
        params: ZRoomParamsSchema,
        body: ZOperatorRoomPatchSchema,
        response: { 200: okEnvelope(ZOperatorRoomSchema), ...writeErrors },
      },
    },
    async (request) => ok(await rooms.update(request.params.roomId, request.body, author(request))),
  );

  app.delete(
    '/vendors/rooms/:roomId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a room from GLS2_roomList (ADMIN; audited)',
        description: `An unknown room: 404 NOT_FOUND. ${SHOWN}`,
        params: ZRoomParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await rooms.remove(request.params.roomId, author(request));
      return ok(null);
    },
  );
};
