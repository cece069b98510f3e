import { z } from 'zod';

/**
 * The vendor wallet API (../shared/design/vendor-wallet-api.md): what seamless game vendors — the
 * built-in sandbox vendor and the in-house games included — send to `POST /vendor-api/{vendor}/{method}`
 * and what they get back. Amounts are integers in minor units. Every reply is HTTP 200; `status` says
 * the outcome.
 */

export const VENDOR_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_BET_ALREADY_SETTLED',
  'RS_ERROR_INVALID_PARAMETER',
  'RS_ERROR_UNKNOWN',
] as const;
export const ZVendorStatusSchema = z.enum(VENDOR_STATUSES);
export type TVendorStatus = z.infer<typeof ZVendorStatusSchema>;

export const VENDOR_METHODS = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type TVendorMethod = (typeof VENDOR_METHODS)[number];

/** Header carrying lowercase hex HMAC-SHA256 of the raw body, keyed by the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';

/** Minor units: a non-negative safe integer (negative or fractional amounts are RS_ERROR_INVALID_PARAMETER). */
const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(128);

const base = z.object({
  request_uuid: id,
  user: z.string().min(1).max(64),
  currency: z.string().max(8).optional(),
});

export const ZVendorUserRequestSchema = base.extend({ token: z.string().min(1).max(256) });
export const ZVendorBetRequestSchema = base.extend({
  token: z.string().min(1).max(256),
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean().default(false),
  game_code: z.string().min(1).max(64),
  amount: minor,
});
export const VENDOR_WIN_KINDS = ['promo', 'jackpot', 'bonus'] as const;
export const ZVendorWinRequestSchema = base.extend({
  token: z.string().min(1).max(256),
  transaction_uuid: id,
  /** The bet; absent for a promo, jackpot or bonus win (then `kind` says which). */
  reference_transaction_uuid: id.optional(),
  kind: z.enum(VENDOR_WIN_KINDS).optional(),
  round: id,
  round_closed: z.boolean().default(false),
  game_code: z.string().min(1).max(64),
  amount: minor,
});
export const ZVendorRollbackRequestSchema = base.extend({
  token: z.string().min(1).max(256),
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round: id,
  game_code: z.string().min(1).max(64),
  /** Ignored: a rollback refunds the stored bet amount. */
  amount: minor.optional(),
});

export type TVendorUserRequest = z.infer<typeof ZVendorUserRequestSchema>;
export type TVendorBetRequest = z.input<typeof ZVendorBetRequestSchema>;
export type TVendorWinRequest = z.input<typeof ZVendorWinRequestSchema>;
export type TVendorRollbackRequest = z.input<typeof ZVendorRollbackRequestSchema>;

/** Every reply: status, request_uuid, user, currency; balance whenever the member is known. */
export const ZVendorReplySchema = z.object({
  status: ZVendorStatusSchema,
  request_uuid: z.string().nullable(),
  user: z.string().nullable(),
  currency: z.string().nullable(),
  balance: z.number().int().optional(),
  transaction_id: z.string().optional(),
  nickname: z.string().optional(),
  language: z.string().optional(),
});
export type TVendorReply = z.infer<typeof ZVendorReplySchema>;
