import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ZEncryptedBodySchema } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/docs';

const encryptedBodyJson = z.toJSONSchema(ZEncryptedBodySchema, { target: 'openapi-3.0' });

const AUTH_NOTES: Record<string, string> = {
  optional: 'A session token is optional (it personalises the reply).',
  session: 'Requires a session (trial accounts included).',
  real: 'Requires a session of a real account (trial accounts get 403 TRIAL_FORBIDDEN).',
  agent: 'Requires an agent session (types 1, 2, 41, 42; others get 403 FORBIDDEN).',
};

/**
 * The zod transform, plus: an encrypted route documents its wire body `{ payload }` and keeps the
 * decrypted JSON schema beside it under `x-decrypted-body`; a guarded route (`config.auth`) gets the
 * session security scheme and a note on who may call it.
 */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const config = document.route.config;
  let schema = result.schema;
  const auth = config?.auth ?? 'public';
  if (auth !== 'public') {
    const note = [
      AUTH_NOTES[auth],
      config?.allowDuringPasswordChange ? 'Allowed while a password change is pending.' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const description = [schema?.description, note].filter(Boolean).join('\n\n');
    schema = {
      ...schema,
      description,
      ...(auth === 'optional' ? {} : { security: [{ sessionToken: [] }] }),
    };
  }
  if (!config?.encrypted || !schema?.body) return { ...result, schema };
  return {
    ...result,
    schema: {
      ...schema,
      body: {
        ...encryptedBodyJson,
        description:
          'Compact JWE (RSA-OAEP-256 / A256GCM, key from GET /wps/system/encryption-key) of the JSON described by x-decrypted-body.',
        'x-decrypted-body': schema.body,
      },
    },
  };
};

const WEBSOCKET_OPERATION = {
  tags: ['realtime'],
  summary: 'The real-time channel (WebSocket upgrade)',
  description:
    'Authenticate with the first message `{type:"auth", kind:"member"|"chat"|"operator", token}` within 10 s (never in the address). Then the server sends `hello` (balance, unread count) and pushes `balance`, `unread`, `announcement`, `chat` and `contract` events; a member may follow a shared game with `{type:"game.subscribe", topic:"crash"}` (then `crash` events) and bet or cash out with `crash.bet` / `crash.cashout` (answered `crash.ack` or `error` with the same `ref`); a PVP table likewise: `{type:"game.subscribe", topic:"pvp:<tableId>"}` (then `pvp` events: the table view and the member\'s own `me`) and the moves `pvp.sit`, `pvp.ready`, `pvp.bid`, `pvp.stake`, `pvp.show`, `pvp.leave`, `pvp.view` (answered `pvp.ack` or `error`; packages/contracts/src/pvp.ts); ping/pong heartbeat. Close codes: 4001 not logged in, 4002 session expired, 4003 forbidden, 1008 throttled or too many connections, 1009 frame over 16 KiB, 1001 server shutting down. The message protocol is packages/contracts/src/realtime.ts.',
  responses: { 101: { description: 'Switching protocols' } },
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Platform API',
        description:
          'Player API (/wps, /lgw), operator API (/admin-api) and health. Replies use the envelope { success, value, message, code }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          operatorKey: { type: 'http', scheme: 'bearer', description: 'OPERATOR_API_KEY' },
          sessionToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token a login or registration returned.',
          },
        },
      },
    },
    transform,
    // @fastify/websocket hides upgrade routes; the real-time channel is documented here.
    transformObject: (documentObject) => {
      const document = (documentObject as { openapiObject: Record<string, unknown> }).openapiObject;
      const paths = (document.paths ?? {}) as Record<string, unknown>;
      return { ...document, paths: { ...paths, '/ws': { get: WEBSOCKET_OPERATION } } };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
