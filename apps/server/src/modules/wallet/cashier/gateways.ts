import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A payment the member is about to make at a gateway. */
export type GatewayPayment = {
  orderId: string;
  amount: bigint;
  currency: string;
  memberId: string;
  memberAccount: string;
};

/** What a gateway's server-to-server callback reports. Amounts in minor units. */
export type GatewayNotice = {
  orderId: string;
  amount: bigint;
  status: 'PAID' | 'CANCELLED';
  gatewayReference: string | null;
};

/**
 * A payment-gateway adapter. The gateway confirms payments by signed server-to-server callbacks to
 * POST /payment-callback/<code>; nothing the browser says credits a deposit.
 */
export type GatewayAdapter = {
  code: string;
  /** Where the member pays (the gateway's page) for a new order. */
  createPayment(payment: GatewayPayment): Promise<{ redirectUrl: string; gatewayReference: string | null }>;
  /** Whether the raw callback body carries the gateway's valid signature (never throws). */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The notice in a verified body, or null when its content is not understood. */
  parseCallback(rawBody: Buffer): GatewayNotice | null;
};

export type GatewayRegistry = { get(code: string): GatewayAdapter | null; list(): readonly GatewayAdapter[] };

export function createGatewayRegistry(adapters: readonly GatewayAdapter[]): GatewayRegistry {
  const byCode = new Map(adapters.map((adapter) => [adapter.code, adapter]));
  return { get: (code) => byCode.get(code) ?? null, list: () => adapters };
}

export const SANDBOX_GATEWAY_CODE = 'sandbox';
export const SIGNATURE_HEADER = 'x-signature';
/** The query parameter (page) and form field (buttons) carrying the sandbox payment page's token. */
export const SANDBOX_PAGE_TOKEN = 'token';

/** Lower-case hex HMAC-SHA256 of the raw body. */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const ZSandboxNoticeSchema = z.object({
  orderId: z.uuid(),
  /** Minor units. */
  amount: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  currency: z.string().min(3).max(3),
  status: z.enum(['PAID', 'CANCELLED']),
  gatewayReference: z.string().max(100).nullable(),
  sentAt: z.string(),
});

export type SandboxGateway = GatewayAdapter & {
  /**
   * Whether `token` is the order's page token: the payment page and its buttons act only for the member
   * the cashier handed the page address to, never for whoever knows an order id.
   */
  checkPageToken(order: { id: string; memberId: string }, token: string | undefined): boolean;
  /** What the sandbox payment page's buttons do: the gateway notifies the platform (signed callback). */
  complete(
    order: { id: string; amount: bigint; currency: string },
    status: 'PAID' | 'CANCELLED',
  ): Promise<void>;
};

/**
 * The built-in sandbox gateway: its payment page is served by this server (/sandbox-pay/<orderId>) and
 * its "server" sends the signed callback through `deliver` (the app itself, over its HTTP pipeline).
 */
export function createSandboxGateway(options: {
  secret: string;
  deliver: (rawBody: string, signature: string) => Promise<void>;
}): SandboxGateway {
  // An HMAC of the order and its member under the gateway's secret: nothing to store, nothing to guess.
  const pageToken = (orderId: string, memberId: string) =>
    createHmac('sha256', options.secret).update(`sandbox-pay\0${orderId}\0${memberId}`).digest('base64url');
  return {
    code: SANDBOX_GATEWAY_CODE,
    async createPayment(payment) {
      return {
        redirectUrl: `/sandbox-pay/${payment.orderId}?${SANDBOX_PAGE_TOKEN}=${pageToken(payment.orderId, payment.memberId)}`,
        gatewayReference: `SBX-${payment.orderId.slice(0, 8).toUpperCase()}`,
      };
    },
    checkPageToken(order, token) {
      if (!token) return false;
      const expected = Buffer.from(pageToken(order.id, order.memberId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    verifyCallback(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(
        Buffer.from(signature, 'hex'),
        Buffer.from(signBody(options.secret, rawBody), 'hex'),
      );
    },
    parseCallback(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const parsed = ZSandboxNoticeSchema.safeParse(json);
      if (!parsed.success) return null;
      return {
        orderId: parsed.data.orderId,
        amount: BigInt(parsed.data.amount),
        status: parsed.data.status,
        gatewayReference: parsed.data.gatewayReference,
      };
    },
    async complete(order, status) {
      const body = JSON.stringify({
        orderId: order.id,
        amount: order.amount.toString(),
        currency: order.currency,
        status,
        gatewayReference: `SBX-${order.id.slice(0, 8).toUpperCase()}`,
        sentAt: new Date().toISOString(),
      });
      await options.deliver(body, signBody(options.secret, body));
    },
  };
}
