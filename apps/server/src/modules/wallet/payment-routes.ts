import { okEnvelope } from '@platform/contracts/envelope';
import { minorToDecimal } from '@platform/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { SANDBOX_PAGE_TOKEN, type SandboxGateway } from './cashier/gateways';
import { renderSandboxPayPage } from './cashier/sandbox-pay-page';
import type { WalletService } from './service';

/** Where the sandbox page sends the member afterwards (the deposit page of the member centre). */
export const depositReturnUrl = (orderId: string, result?: 'paid' | 'cancelled') =>
  `/member/depositv2?orderId=${encodeURIComponent(orderId)}${result ? `&result=${result}` : ''}`;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const ZOrderParams = z.object({ orderId: z.uuid() });
const ZPageQuery = z.object({
  lang: z.string().max(16).optional(),
  [SANDBOX_PAGE_TOKEN]: z.string().max(128).optional(),
});
/** The buttons' forms post the page's token; a missing one is the same 404 as a wrong one. */
const ZActionBody = z.object({ [SANDBOX_PAGE_TOKEN]: z.string().max(128).optional() }).optional();

/**
 * Payment gateways' server-to-server callbacks (POST /payment-callback/<gateway>, raw body signed) and the
 * sandbox gateway's payment page (/sandbox-pay/<orderId>).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  sandbox: SandboxGateway | null;
}> = async (app, { wallet, sandbox }) => {
  // The signature covers the exact bytes, so the body is kept raw here (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payment-callback/:gateway',
    {
      schema: {
        tags: ['payment gateways'],
        summary: 'A payment gateway confirms or cancels a deposit order (server to server, signed)',
        description: `Header \`X-Signature\`: lowercase hex HMAC-SHA256 of the raw body with the gateway's secret (sandbox: SANDBOX_GATEWAY_SECRET). Sandbox body: \`{ orderId, amount (minor units), currency, status: PAID | CANCELLED, gatewayReference, sentAt }\`.

PAID credits the order once (ledger key \`deposit:<gateway>:<orderId>\`); a replay answers REPLAYED and changes nothing. Refused and logged, changing nothing: 401 INVALID_SIGNATURE, 400 BAD_REQUEST (body not understood), 404 ORDER_NOT_FOUND, 409 AMOUNT_MISMATCH, 409 ORDER_STATE_CONFLICT.`,
        params: z.object({ gateway: z.string().max(32) }),
        response: {
          200: okEnvelope(z.object({ outcome: z.string(), orderId: z.string().nullable() })),
          ...errorReplies(400, 401, 404, 409, 415),
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return ok(
        await wallet.deposits.handleCallback(request.params.gateway, raw, request.headers, request.ip),
      );
    },
  );

  if (!sandbox) return;

  /**
   * The order the page shows, only with the order's token (handed to its member by the cashier when the
   * order was made): anyone else, knowing the order id or not, finds no order.
   */
  const pageOf = async (orderId: string, token: string | undefined) => {
    const order = await wallet.deposits.findGatewayOrder(orderId, sandbox.code);
    return order && sandbox.checkPageToken(order, token) ? order : null;
  };

  app.get(
    '/sandbox-pay/:orderId',
    {
      schema: {
        tags: ['payment gateways'],
        summary: 'The sandbox gateway’s payment page (HTML, Spanish or English by ?lang / Accept-Language)',
        description: `The address the cashier hands out with the order (\`redirectUrl\`), \`?${SANDBOX_PAGE_TOKEN}=\` included; without the order's token the page answers 404 (as for an unknown order).`,
        params: ZOrderParams,
        querystring: ZPageQuery,
      },
    },
    async (request, reply) => {
      const token = request.query[SANDBOX_PAGE_TOKEN];
      const order = await pageOf(request.params.orderId, token);
      const currency = await wallet.currency();
      const lang = requestLanguage(request);
      // In the page's language, as the site writes amounts: 1.250,50 in Spanish, 1,250.50 in English.
      const amount = minorToDecimal(order?.amount ?? 0n, currency.scale).toLocaleString(lang, {
        minimumFractionDigits: currency.scale,
        maximumFractionDigits: currency.scale,
        useGrouping: 'always',
      } as Intl.NumberFormatOptions);
      const html = renderSandboxPayPage({
        lang,
        order: order
          ? {
              id: order.id,
              amount: `${currency.symbol} ${amount} ${currency.code}`,
              status: order.status,
            }
          : null,
        token: order ? token : undefined,
        returnUrl: depositReturnUrl(request.params.orderId),
      });
      return reply
        .code(order ? 200 : 404)
        .headers(PAGE_HEADERS)
        .send(html);
    },
  );

  for (const [action, status, result] of [
    ['pay', 'PAID', 'paid'],
    ['cancel', 'CANCELLED', 'cancelled'],
  ] as const) {
    app.post(
      `/sandbox-pay/:orderId/${action}`,
      {
        schema: {
          tags: ['payment gateways'],
          summary: `The sandbox page’s ${action} button: the gateway sends its signed ${status} callback`,
          description: `Form field \`${SANDBOX_PAGE_TOKEN}\`: the page's token; without the order's token 404 ORDER_NOT_FOUND and nothing changes.`,
          params: ZOrderParams,
          querystring: z.object({ lang: z.string().max(16).optional() }),
          body: ZActionBody,
        },
      },
      async (request, reply) => {
        const order = await pageOf(request.params.orderId, request.body?.[SANDBOX_PAGE_TOKEN]);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        if (order.status === 'PENDING' || (status === 'PAID' && order.status === 'EXPIRED')) {
          const { code } = await wallet.currency();
          await sandbox.complete({ id: order.id, amount: order.amount, currency: code }, status);
        }
        return reply.redirect(depositReturnUrl(order.id, result), 303);
      },
    );
  }
};
