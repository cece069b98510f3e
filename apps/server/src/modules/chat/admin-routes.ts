import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZChatHistoryQuerySchema,
  ZChatHistoryReplySchema,
  ZChatMessageSchema,
  ZChatReplyRequestSchema,
  ZChatRoomListQuerySchema,
  ZChatRoomListReplySchema,
  ZChatRoomParamsSchema,
  ZChatRoomSchema,
} from '@platform/contracts/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChatOperator, ChatService } from './service';

const tags = ['operator: live chat'];
const security = [{ operatorKey: [] }];
/** The chat console is support work: ADMIN and SUPPORT (FINANCE: 403). */
export const CHAT_OPERATOR_ROLES = ['ADMIN', 'SUPPORT'] as const;
const chatConsole = { operatorRoles: CHAT_OPERATOR_ROLES };

export const chatOperator = (request: FastifyRequest): ChatOperator => ({
  actor: operatorActor(request),
  requestId: request.id,
  name: request.operator?.kind === 'session' ? request.operator.username : null,
});

/** The chat console's HTTP side under /admin-api (the live side is /ws with an operator token). */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/chat/rooms',
    {
      config: chatConsole,
      schema: {
        tags,
        security,
        summary: 'Chat rooms by status (default OPEN): those awaiting an answer first, then the latest',
        querystring: ZChatRoomListQuerySchema,
        response: { 200: ZChatRoomListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await chat.listRooms(request.query)),
  );

  app.get(
    '/chat/rooms/:id/messages',
    {
      config: chatConsole,
      schema: {
        tags,
        security,
        summary: 'A room and a page of its history (oldest first; `before` a message id for older ones)',
        params: ZChatRoomParamsSchema,
        querystring: ZChatHistoryQuerySchema,
        response: { 200: ZChatHistoryReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await chat.operatorHistory(request.params.id, request.query)),
  );

  app.post(
    '/chat/rooms/:id/messages',
    {
      config: chatConsole,
      schema: {
        tags,
        security,
        summary: 'Answer in a room (audited); the member’s open chat window shows it at once',
        description:
          'Plain text, 1 to 1000 characters after control characters are removed (400 naming `text`); a closed room: 409 CHAT_CLOSED.',
        params: ZChatRoomParamsSchema,
        body: ZChatReplyRequestSchema,
        response: { 200: okEnvelope(ZChatMessageSchema), ...errorReplies(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => ok(await chat.operatorReply(request.params.id, request.body, chatOperator(request))),
  );

  app.post(
    '/chat/rooms/:id/close',
    {
      config: chatConsole,
      schema: {
        tags,
        security,
        summary: 'Close a conversation (audited): the member sees a closing note and can start a new chat',
        params: ZChatRoomParamsSchema,
        response: { 200: okEnvelope(ZChatRoomSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await chat.closeRoom(request.params.id, { actor: operatorActor(request), requestId: request.id })),
  );
};
