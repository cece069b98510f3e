import { createHash, timingSafeEqual } from 'node:crypto';
import websocket from '@fastify/websocket';
import { MAX_FRAME_BYTES, REALTIME_PATH } from '@platform/contracts/realtime';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/language';
import {
  OPERATOR_KEY_ACTOR,
  type OperatorPrincipal,
  type OperatorSessionResolver,
} from '../../platform/operator-auth';
import { createRealtimeHub, type HubDeps } from './hub';
import { createConnectionRegistry } from './registry';
import {
  createSocketHandler,
  DEFAULT_REALTIME_OPTIONS,
  type RealtimeOptions,
  type SocketDeps,
} from './socket';

export type RealtimePluginOptions = Omit<SocketDeps, 'registry' | 'log' | 'options' | 'resolveOperator'> &
  Pick<HubDeps, 'database' | 'sources' | 'currency'> & {
    operatorApiKey: string;
    resolveOperatorSession: OperatorSessionResolver;
    options?: Partial<RealtimeOptions>;
  };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The operator key (a super-admin, compared in constant time) or an operator session token. */
function operatorResolver(key: string, resolveSession: OperatorSessionResolver) {
  const expected = digest(key);
  return async (token: string): Promise<OperatorPrincipal | null> =>
    timingSafeEqual(digest(token), expected)
      ? { kind: 'key', actor: OPERATOR_KEY_ACTOR, role: 'SUPER' }
      : resolveSession(token);
}

/**
 * The real-time channel `/ws` (protocol in @platform/contracts/realtime). Registered in its own
 * encapsulated context: @fastify/websocket wraps the handlers of the routes it sees, so it sees only this one.
 */
export const realtimeRoutes: FastifyPluginAsync<RealtimePluginOptions> = async (app, opts) => {
  const options = { ...DEFAULT_REALTIME_OPTIONS, ...opts.options };
  const registry = createConnectionRegistry();
  const handler = createSocketHandler({
    registry,
    log: app.log,
    options,
    resolveSession: opts.resolveSession,
    resolveOperator: operatorResolver(opts.operatorApiKey, opts.resolveOperatorSession),
    chat: opts.chat,
    balance: opts.balance,
    unreadCount: opts.unreadCount,
    gameActions: opts.gameActions,
    gamePresence: opts.gamePresence,
  });
  const hub = createRealtimeHub({
    database: opts.database,
    registry,
    sources: opts.sources,
    log: app.log,
    currency: opts.currency,
    unreadCount: opts.unreadCount,
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
    errorHandler: (error, socket) => {
      app.log.debug({ err: error }, 'websocket error');
      socket.terminate();
    },
    // Instead of the plugin's default (a bare close without a code): 1001 tells clients to reconnect.
    preClose(done) {
      handler.close();
      app.websocketServer.close(() => {});
      done();
    },
  });

  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // @fastify/websocket hides upgrade routes from OpenAPI; platform/openapi.ts documents /ws by hand.
      schema: { hide: true },
    },
    (socket, request) => handler.handle(socket, requestLanguage(request)),
  );
};
