import { z } from 'zod';
import { okEnvelope } from './envelope';
import { ZAmountSchema } from './money';

/**
 * Wallet, ledger and cashier contracts (spec §7 "Wallet and member", §2 member-centre pages, §4
 * withdrawal states). Amounts on the wire are decimal numbers with the currency's scale (2); inside the
 * platform they are integers in minor units. Paths the spec does not name are marked "ours".
 */

/** Typed kinds of ledger transactions (one journal transaction each, postings summing to zero). */
export const LEDGER_KINDS = [
  'OPENING_BALANCE',
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_RELEASED',
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_TO_UPLINE',
  'VENDOR_TRANSFER_IN',
  'VENDOR_TRANSFER_OUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'POINTS_CONVERSION',
  'MANUAL_ADJUSTMENT',
  'TRIAL_CREDIT',
] as const;
export const ZLedgerKindSchema = z.enum(LEDGER_KINDS);
export type TLedgerKind = z.infer<typeof ZLedgerKindSchema>;

export const ZPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}

// ---------- balances ----------

export const ZBalanceValueSchema = z.object({
  /** Main wallet balance, held money included. */
  balance: z.number(),
  /** Money held by pending withdrawals: not spendable. */
  held: z.number(),
  /** What can be bet, transferred or withdrawn now (balance − held; 0 for trial accounts' withdrawals). */
  available: z.number(),
  withdrawable: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TBalanceValue = z.infer<typeof ZBalanceValueSchema>;
export const ZBalanceReplySchema = okEnvelope(ZBalanceValueSchema);

export const ZSubWalletSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  balance: z.number(),
  /** A transfer whose vendor side has not answered yet. */
  pending: z.boolean(),
});
export const ZConsolidatedFundsValueSchema = z.object({
  main: ZBalanceValueSchema,
  subWallets: z.array(ZSubWalletSchema),
  /** Main plus sub-wallets. */
  total: z.number(),
});
export const ZConsolidatedFundsReplySchema = okEnvelope(ZConsolidatedFundsValueSchema);

/** GCS_merchantWallet: isSingle true when every vendor is seamless (no sub-wallets to move money to). */
export const ZMerchantWalletReplySchema = okEnvelope(z.object({ isSingle: z.boolean() }));

// ---------- vendor wallet transfers (GCS_walletTransfer) ----------

export const MAIN_WALLET = 'MAIN' as const;
export const ZWalletTransferRequestSchema = z.object({
  /** 'MAIN' or a transfer-mode vendor code. Exactly one side is MAIN. */
  from: z.string().min(2).max(16),
  to: z.string().min(2).max(16),
  amount: ZAmountSchema(),
  /** Client reference: the idempotency key of this transfer (a retry with the same one moves nothing twice). */
  reference: z.string().min(8).max(64),
});
export const TRANSFER_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;
export const ZWalletTransferValueSchema = z.object({
  transferId: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  main: z.number(),
  subWallet: z.number(),
});
export const ZWalletTransferReplySchema = okEnvelope(ZWalletTransferValueSchema);

// ---------- account record (ODSFE2_MemTransDet) ----------

export const ZAccountRecordQuerySchema = ZPageQuerySchema.extend({
  /** yyyy-MM-dd in the brand time zone, inclusive. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  kind: ZLedgerKindSchema.optional(),
});
export const ZAccountRecordRowSchema = z.object({
  id: z.string(),
  time: z.string(),
  kind: ZLedgerKindSchema,
  /** Signed: positive credits the member. */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
});
export const ZAccountRecordReplySchema = okEnvelope(pageOf(ZAccountRecordRowSchema));

// ---------- deposits (ours: /wps/cashier/deposit…) ----------

export const DEPOSIT_CHANNEL_TYPES = ['BANK_TRANSFER', 'GATEWAY'] as const;
export const ZDepositChannelSchema = z.object({
  id: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Bank transfer: where the player sends the money. */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export const ZDepositChannelsReplySchema = okEnvelope(z.array(ZDepositChannelSchema));

export const ZCreateDepositRequestSchema = z.object({
  channelId: z.string().min(1).max(64),
  amount: ZAmountSchema(),
  /** Bank transfer: the player's transfer reference and payer name. */
  transferReference: z.string().trim().max(64).optional(),
  payerName: z.string().trim().max(100).optional(),
  /** Idempotency key of the request (a double click creates one order). */
  requestId: z.string().min(8).max(64),
});
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export const ZDepositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Gateway: the payment page to open. */
  redirectUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  remark: z.string().nullable(),
});
export const ZDepositOrderReplySchema = okEnvelope(ZDepositOrderSchema);
export const ZDepositOrdersReplySchema = okEnvelope(pageOf(ZDepositOrderSchema));

// ---------- withdrawals (ours: /wps/cashier/withdraw…) ----------

export const ZPayeeAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumber: z.string(),
});
export const ZPayeeAccountsReplySchema = okEnvelope(z.array(ZPayeeAccountSchema));
export const ZAddPayeeAccountRequestSchema = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,34}$/, '6 to 34 digits'),
  paymentPassword: z.string().min(1).max(64),
});

/** Encrypted (carries the payment password). */
export const ZCreateWithdrawalRequestSchema = z.object({
  amount: ZAmountSchema(),
  payeeAccountId: z.string().min(1).max(64),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().min(8).max(64),
});
/**
 * PENDING: requested, amount held. PAID: the operator paid out; the player confirms.
 * RECEIVED / PARTIAL / NOT_RECEIVED: the player's confirmation; AUTO_RECEIVED: not confirmed in time
 * (counts as received, nothing refunded). REJECTED: refused by the operator, hold released.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'PAID',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
  'REJECTED',
] as const;
export const ZWithdrawalOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  payee: ZPayeeAccountSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unconfirmed payout counts as received. */
  confirmDeadline: z.string().nullable(),
  amountReceived: z.number().nullable(),
  amountRemaining: z.number().nullable(),
  proofUrl: z.string().nullable(),
  remark: z.string().nullable(),
});
export const ZWithdrawalOrderReplySchema = okEnvelope(ZWithdrawalOrderSchema);
export const ZWithdrawalOrdersReplySchema = okEnvelope(pageOf(ZWithdrawalOrderSchema));
export const WITHDRAWAL_CONFIRMATIONS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
/** Multipart: these fields plus an optional `proof` image (png or jpg, ≤ 5 MB; required for NOT_RECEIVED). */
export const ZConfirmWithdrawalFieldsSchema = z.object({
  result: z.enum(WITHDRAWAL_CONFIRMATIONS),
  amountReceived: z.coerce.number().nonnegative().optional(),
});

export const ZWithdrawLimitsReplySchema = okEnvelope(
  z.object({
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyMaxCount: z.number().int(),
    withdrawable: z.number(),
    hasPaymentPassword: z.boolean(),
  }),
);

// ---------- member transfers (ours: /wps/cashier/transfer) ----------

/** Agent → a member of its own downline, or a member → its direct upline (transferUpline). Encrypted. */
export const ZMemberTransferRequestSchema = z.object({
  direction: z.enum(['TO_DOWNLINE', 'TO_UPLINE']),
  /** Downline account name; ignored for TO_UPLINE. */
  toAccount: z.string().trim().max(64).optional(),
  amount: ZAmountSchema(),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().min(8).max(64),
  remark: z.string().trim().max(140).optional(),
});
export const ZMemberTransferReplySchema = okEnvelope(
  z.object({ transferId: z.string(), balance: z.number(), toAccount: z.string() }),
);
