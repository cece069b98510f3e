import {
  ZDomainRouteReplySchema,
  ZEncryptionKeyReplySchema,
  ZSystemStatusReplySchema,
  ZWhitelabelReplySchema,
} from '@platform/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Keyring } from '../../platform/encryption';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import type { SystemService } from './service';

const ZLangQuerySchema = z.object({ lang: z.string().max(35).optional() });

const tags = ['system'];

/** Public system routes of spec §7 (never blocked by maintenance or region rules). */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService; keyring: Keyring }> = async (
  app,
  { system, keyring },
) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary:
          'Brand, flags, customer service, location and system status (0 normal, 1 maintenance, 2 region)',
        querystring: ZLangQuerySchema,
        response: { 200: ZSystemStatusReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await system.getStatus({ ip: request.ip, lang: requestLanguage(request) }));
    },
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Whitelabel flags and brand basics',
        response: { 200: ZWhitelabelReplySchema },
      },
    },
    async () => {
      const brand = await system.getBrand();
      return ok({
        whitelabel: brand.whitelabel,
        platform: brand.platform,
        merchantCode: brand.merchantCode,
        lotteryType: brand.lotteryType,
        defaultLanguage: brand.defaultLanguage,
        languages: brand.languages,
      });
    },
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags, summary: 'Domain routes by sequence', response: { 200: ZDomainRouteReplySchema } } },
    async () => ok(await system.getDomainRoutes()),
  );

  app.get(
    '/wps/system/encryption-key',
    {
      schema: {
        tags,
        summary: 'Public JWK (RSA-OAEP-256 / A256GCM) for the bodies of encrypted calls',
        response: { 200: ZEncryptionKeyReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(keyring.current.publicJwk);
    },
  );
};
