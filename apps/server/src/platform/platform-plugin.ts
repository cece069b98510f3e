import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openEncryptedBody, type Keyring } from './encryption';
import { AppError } from './errors';
import { handleError } from './error-handler';
import { REQUEST_ID_HEADER } from './logger';
import { createRouteIndex } from './route-index';
import { prependRouteHook } from './route-hooks';
import { refuseControlCharacters } from './text-input';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /**
     * The route takes `{ "payload": "<compact JWE>" }` (api-conventions.md "Encrypted payloads"); its body
     * schema describes the decrypted JSON.
     */
    encrypted?: boolean;
  }
}

/** Serves a request no route matched; returns false to let the 404/405 envelope answer. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export type PlatformOptions = {
  keyring: Keyring;
  allowPlainPayloads: boolean;
  notFoundFallback?: NotFoundFallback;
};

/**
 * Cross-cutting request handling for the whole app: zod validation and serialization, body parsers,
 * request ids, decryption of encrypted bodies, the one error handler and the not-found reply.
 */
export const platformPlugin = fp<PlatformOptions>(
  async (app, options) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    // JSON only (plus forms for the few form-encoded calls of the spec); anything else is 415.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const routes = createRouteIndex();
    app.addHook('onRoute', (route) => routes.add(route.method, route.url));

    // While closing, in-flight replies end their keep-alive connection; otherwise an idle keep-alive
    // socket would hold the shutdown until its timeout.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback-style hooks: every request passes them, and an async hook costs a promise per request.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });

    // Every route refuses control characters in its text inputs before anything reads them; only routes
    // marked `encrypted` get the decryption step, before that check, first among their preValidation hooks.
    const decrypt: preValidationHookHandler = (request, _reply, done) => {
      openEncryptedBody(request.body, options).then((body) => {
        request.body = body;
        done();
      }, done);
    };
    app.addHook('onRoute', (route) => {
      prependRouteHook(route, 'preValidation', refuseControlCharacters);
      if (route.config?.encrypted) prependRouteHook(route, 'preValidation', decrypt);
    });

    app.setErrorHandler(handleError);

    app.setNotFoundHandler(async (request, reply) => {
      if (options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
      const path = request.url.split('?')[0] ?? '/';
      const allowed = routes.allowedMethods(path).filter((method) => method !== request.method);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        throw new AppError('METHOD_NOT_ALLOWED');
      }
      throw new AppError('NOT_FOUND');
    });
  },
  { name: 'platform', fastify: '5.x' },
);
