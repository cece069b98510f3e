import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../../platform/language';
import type { SandboxVendorBackend } from './backend';
import { SANDBOX_PLAY_PATH } from './adapter';
import { pageSecurityPolicy, renderSandboxGamePage } from './page';

const tags = ['sandbox vendor'];

const STATUS_OF_ERROR = { INVALID_SESSION: 400, TOKEN_EXPIRED: 410, USER_DISABLED: 403 } as Record<
  string,
  number
>;

const ZRoundReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    round: z.string(),
    stake: z.number(),
    payout: z.number(),
    multiplier: z.number(),
    jackpot: z.number(),
    reels: z.tuple([z.string(), z.string(), z.string()]),
    balance: z.number(),
  }),
  z.object({ ok: z.literal(false), error: z.string(), balance: z.number().nullable() }),
]);

/**
 * The sandbox vendor's public side: its game page (shown in the site's game frame) and the page's round
 * call. It stands for an external vendor's servers; money moves only through the signed vendor wallet API.
 */
export const sandboxVendorRoutes: FastifyPluginAsyncZod<{ backend: SandboxVendorBackend }> = async (
  app,
  { backend },
) => {
  app.get(
    SANDBOX_PLAY_PATH,
    {
      schema: {
        tags,
        summary: 'The sandbox vendor’s game page (HTML; the launch returns its address)',
        description:
          'Shows the game, the balance (from the vendor wallet API `user/info`, or the transfer-mode sub-wallet), a stake selector and a spin button. Spanish or English by the launch language. After each round it posts `{ source: "sandbox-vendor", type: "round", balance }` to the parent window (same origin).',
        querystring: z.object({ session: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const state = await backend.open(request.query.session);
      const nonce = randomBytes(16).toString('base64');
      const html = renderSandboxGamePage({ state, nonce, language: requestLanguage(request) });
      return reply
        .code(state.ok ? 200 : (STATUS_OF_ERROR[state.error] ?? 503))
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': pageSecurityPolicy(nonce),
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        })
        .send(html);
    },
  );

  app.post(
    '/sandbox-vendor/api/round',
    {
      schema: {
        tags,
        summary: 'One round of the sandbox game (the page’s spin button)',
        description:
          'The vendor sends `transaction/bet` and then `transaction/win` (zero when lost; a jackpot adds a `jackpot` win) to the platform’s vendor wallet API, signed, and answers the outcome and the new balance. Refusals: `ok: false` with `error` NOT_ENOUGH_MONEY, TOKEN_EXPIRED, INVALID_SESSION, USER_DISABLED, INVALID_STAKE or UNAVAILABLE (and the balance when known).',
        body: z.object({ session: z.string().max(2048), stake: z.number() }),
        response: { 200: ZRoundReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return backend.round(request.body.session, request.body.stake);
    },
  );
};
