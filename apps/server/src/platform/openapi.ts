import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ZEncryptedBodySchema } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/docs';

const encryptedBodyJson = z.toJSONSchema(ZEncryptedBodySchema, { target: 'openapi-3.0' });

/**
 * The zod transform, plus: an encrypted route documents its wire body `{ payload }` and keeps the
 * decrypted JSON schema beside it under `x-decrypted-body`.
 */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  if (!document.route.config?.encrypted || !result.schema?.body) return result;
  return {
    ...result,
    schema: {
      ...result.schema,
      body: {
        ...encryptedBodyJson,
        description:
          'Compact JWE (RSA-OAEP-256 / A256GCM, key from GET /wps/system/encryption-key) of the JSON described by x-decrypted-body.',
        'x-decrypted-body': result.schema.body,
      },
    },
  };
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
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
