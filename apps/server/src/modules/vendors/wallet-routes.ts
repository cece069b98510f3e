import { okEnvelope } from '@platform/contracts/envelope';
import {
  VENDOR_METHODS,
  ZVendorBetRequestSchema,
  ZVendorReplySchema,
  ZVendorRollbackRequestSchema,
  ZVendorUserRequestSchema,
  ZVendorWinRequestSchema,
  type TVendorMethod,
} from '@platform/contracts/vendor-wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { roomAdminRoutes } from './admin-routes';
import type { RoomAdmin } from './rooms-admin';
import type { VendorWallet } from './wallet-api';

const COMMON = `Signed server-to-server callback of a seamless game vendor (docs/vendor-wallet-api.md). Header \`X-Signature\`: lowercase hex HMAC-SHA256 of the raw body keyed by the vendor's secret. Always HTTP 200 with \`status\` (HTTP 500 with RS_ERROR_UNKNOWN only for a crash); \`balance\` (minor units, spendable) whenever the member is known. An unknown vendor or a bad signature answers RS_ERROR_INVALID_SIGNATURE; an unparsable body or a field out of its schema RS_ERROR_INVALID_PARAMETER; neither changes anything.`;

const METHODS: Record<TVendorMethod, { summary: string; description: string; body: z.ZodType }> = {
  'user/info': {
    summary: 'Vendor wallet: the member of a launch token (balance, nickname, language)',
    description:
      'Needs a launch token of this vendor bound to `user`, unexpired (RS_ERROR_INVALID_TOKEN, RS_ERROR_TOKEN_EXPIRED), of an enabled member (RS_ERROR_USER_DISABLED).',
    body: ZVendorUserRequestSchema,
  },
  'user/balance': {
    summary: 'Vendor wallet: the balance of the member of a launch token',
    description: 'Token rules as user/info.',
    body: ZVendorUserRequestSchema,
  },
  'transaction/bet': {
    summary: 'Vendor wallet: a bet (debits the member once per transaction_uuid)',
    description:
      'Token rules as user/info; `game_code` a game of this vendor (RS_ERROR_INVALID_GAME); never below zero (RS_ERROR_NOT_ENOUGH_MONEY); a zero bet moves nothing; a uuid rolled back before the bet arrived is RS_ERROR_TRANSACTION_ROLLED_BACK. Idempotent per vendor and transaction_uuid: same content → the stored reply; other content → RS_ERROR_DUPLICATE_TRANSACTION.',
    body: ZVendorBetRequestSchema,
  },
  'transaction/win': {
    summary: 'Vendor wallet: a win (settles the referenced bet, or a promo/jackpot/bonus win)',
    description:
      'Paid whatever the token’s age or the member’s status. The referenced bet must exist, be of the same member and round and not be rolled back (RS_ERROR_TRANSACTION_DOES_NOT_EXIST, RS_ERROR_TRANSACTION_ROLLED_BACK); without a reference, `kind` (promo, jackpot, bonus) and a game of this vendor are needed. A zero win settles a lost bet.',
    body: ZVendorWinRequestSchema,
  },
  'transaction/rollback': {
    summary: 'Vendor wallet: undoes a bet (refunds its stored stake)',
    description:
      'Paid whatever the token’s age or the member’s status. Refunds the stake stored with the bet, whatever `amount` says. A bet with a win: RS_ERROR_BET_ALREADY_SETTLED. An unknown bet: RS_OK with the unchanged balance and a tombstone (the bet arriving later is refused).',
    body: ZVendorRollbackRequestSchema,
  },
};

/**
 * POST /vendor-api/{vendor}/{method}. The signature covers the exact bytes, so this plugin keeps every
 * body raw (any content type) and validates it itself after the signature; replies are built by the use
 * case and sent as they are. Errors of the transport (a body over the limit) still answer a status.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ wallet: VendorWallet }> = async (
  app,
  { wallet },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The schemas below document the wire; the body is checked by the use case once the signature holds.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'vendor wallet transport error');
    return reply.code(status >= 500 ? 500 : 200).send({
      status: status >= 500 ? 'RS_ERROR_UNKNOWN' : 'RS_ERROR_INVALID_PARAMETER',
      request_uuid: null,
      user: null,
      currency: null,
    });
  });

  for (const method of VENDOR_METHODS) {
    const doc = METHODS[method];
    app.post(
      `/vendor-api/:vendor/${method}`,
      {
        schema: {
          tags: ['vendor wallet API'],
          summary: doc.summary,
          description: `${doc.description}\n\n${COMMON}`,
          params: z.object({ vendor: z.string().max(32) }),
          headers: z.object({ 'x-signature': z.string().describe('hex HMAC-SHA256 of the raw body') }),
          body: doc.body,
          response: { 200: ZVendorReplySchema, 500: ZVendorReplySchema },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await wallet.handle(
          request.params.vendor,
          method,
          raw,
          request.headers['x-signature'],
        );
        return reply.code(outcome.statusCode).send(outcome.reply);
      },
    );
  }
};

/** Operator routes of the vendors module, mounted under /admin-api: integrators' help and the PVP rooms. */
export const vendorAdminRoutes: FastifyPluginAsyncZod<{ wallet: VendorWallet; rooms: RoomAdmin }> = async (
  app,
  { wallet, rooms },
) => {
  await app.register(roomAdminRoutes, { rooms });

  app.get(
    '/vendors/:code/secret',
    {
      schema: {
        tags: ['operator: vendors'],
        security: [{ operatorKey: [] }],
        summary: 'The HMAC secret a seamless vendor signs its wallet callbacks with (ADMIN only)',
        description:
          'VENDOR_SECRET_<VENDOR> when set, else derived from the operator key (stable across restarts and processes sharing the key). 404 NOT_FOUND when the code is not a seamless vendor of the catalogue.',
        params: z.object({ code: z.string().max(32) }),
        response: {
          200: okEnvelope(z.object({ vendor: z.string(), secret: z.string(), signatureHeader: z.string() })),
          ...errorReplies(401, 403, 404),
        },
      },
    },
    async (request) => {
      const found = await wallet.secretOf(request.params.code);
      if (!found) throw new AppError('NOT_FOUND', { fields: ['code'] });
      return ok({ ...found, signatureHeader: 'X-Signature' });
    },
  );
};
