import { okEnvelope } from '@platform/contracts/envelope';
import { minorToDecimal } from '@platform/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import type { SandboxGateway } from './cashier/gateways';
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

const ZOrderParams = z.object({ orderId: z.string().max(64) });

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

  const pageOf = (orderId: string) => wallet.deposits.findGatewayOrder(orderId, sandbox.code);

  app.get(
    '/sandbox-pay/:orderId',
    {
      schema: {
        tags: ['payment gateways'],
        summary: 'The sandbox gateway’s payment page (HTML, Spanish or English by ?lang / Accept-Language)',
        params: ZOrderParams,
      },
    },
    async (request, reply) => {
      const order = await pageOf(request.params.orderId);
      const currency = await wallet.currency();
      const html = renderSandboxPayPage({
        lang: requestLanguage(request),
        order: order
          ? {
              id: order.id,
              amount: `${minorToDecimal(order.amount, currency.scale).toFixed(currency.scale)} ${currency.code}`,
              status: order.status,
            }
          : null,
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
          params: ZOrderParams,
        },
      },
      async (request, reply) => {
        const order = await pageOf(request.params.orderId);
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
