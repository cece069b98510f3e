import { ZLanguageSchema } from './i18n';
import { z } from 'zod';
import { ZDisplayNameSchema } from './display-name';
import { okEnvelope } from './envelope';
import { ZAmountSchema, ZNonNegativeAmountSchema, ZSignedAmountSchema } from './money';
import { pageOf, ZPageQuerySchema } from './paging';

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
  'POINTS_EARN',
  'POINTS_REDEEM',
  'POINTS_CONVERSION',
  'POINTS_REFUND',
  'POINTS_ADJUSTMENT',
  'MANUAL_ADJUSTMENT',
  'TRIAL_CREDIT',
] as const;
export const ZLedgerKindSchema = z.enum(LEDGER_KINDS);

/** Kinds that move only loyalty points, never money: no account record of a wallet shows them. */
export const POINTS_ONLY_KINDS: ReadonlySet<(typeof LEDGER_KINDS)[number]> = new Set([
  'POINTS_EARN',
  'POINTS_REFUND',
  'POINTS_ADJUSTMENT',
]);
/** The kinds an account record can show (its filter's choices). */
export const MONEY_LEDGER_KINDS = LEDGER_KINDS.filter((kind) => !POINTS_ONLY_KINDS.has(kind));
export type TLedgerKind = z.infer<typeof ZLedgerKindSchema>;

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
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
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
  /** Shown to the recipient in its account record. */
  remark: ZDisplayNameSchema(140).optional(),
});
export const ZMemberTransferReplySchema = okEnvelope(
  z.object({ transferId: z.string(), balance: z.number(), toAccount: z.string() }),
);

// ---------- additions of the server (ours) ----------

/** GET /wps/cashier/deposit/orders/:orderId and GET /wps/cashier/withdraw/orders/:orderId take the order id. */
/** Deposit and withdrawal orders are uuids. */
export const ZOrderParamsSchema = z.object({ orderId: z.uuid() });

/** The wallet settings of the brand (operator API `/admin-api/wallet/settings`); amounts are decimals. */
const ZAmountRangeSchema = z.object({ minAmount: ZAmountSchema(), maxAmount: ZAmountSchema() });
export const ZWalletSettingsSchema = z
  .object({
    withdrawal: ZAmountRangeSchema.extend({
      /** Withdrawals a member may request per day (brand time zone), rejected ones not counted. */
      dailyMaxCount: z.number().int().min(1).max(1000),
      /** A payout the member does not confirm within this time counts as received (AUTO_RECEIVED). */
      autoConfirmMinutes: z
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 30),
    }),
    /** Agent → downline and member → upline transfers. */
    memberTransfer: ZAmountRangeSchema,
    /** Main wallet ⇄ transfer-mode vendor sub-wallets. */
    vendorTransfer: ZAmountRangeSchema,
    /** A gateway deposit order not paid within this time expires. */
    gatewayOrderExpiryMinutes: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 7),
    /** Payee bank accounts a member may bind. */
    payeeAccountsMax: z.number().int().min(1).max(20),
    /** What a new trial (free-play) account starts with; never withdrawable or transferable. */
    trialBalance: ZNonNegativeAmountSchema(),
  })
  .superRefine((settings, ctx) => {
    for (const key of ['withdrawal', 'memberTransfer', 'vendorTransfer'] as const) {
      if (settings[key].maxAmount < settings[key].minAmount) {
        ctx.addIssue({ code: 'custom', path: [key, 'maxAmount'], message: 'must not be below minAmount' });
      }
    }
  });
export type TWalletSettings = z.infer<typeof ZWalletSettingsSchema>;
export const ZWalletSettingsReplySchema = okEnvelope(ZWalletSettingsSchema);

// ---------- operator API (/admin-api/wallet/...) ----------

export const ZAdminOrderQuerySchema = ZPageQuerySchema.extend({
  status: z.string().max(16).optional(),
  /** A member's account name. */
  account: z.string().trim().max(64).optional(),
});

export const ZAdminDepositOrderSchema = ZDepositOrderSchema.extend({
  memberId: z.string(),
  account: z.string(),
  transferReference: z.string().nullable(),
  payerName: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  /** Who approved or rejected it. */
  operator: z.string().nullable(),
});
export const ZAdminDepositOrderReplySchema = okEnvelope(ZAdminDepositOrderSchema);
export const ZAdminDepositOrdersReplySchema = okEnvelope(pageOf(ZAdminDepositOrderSchema));

export const ZAdminWithdrawalOrderSchema = ZWithdrawalOrderSchema.extend({
  memberId: z.string(),
  account: z.string(),
  /** The full account number the operator pays to. */
  payeeAccountNumber: z.string(),
  operator: z.string().nullable(),
  payoutReference: z.string().nullable(),
});
export const ZAdminWithdrawalOrderReplySchema = okEnvelope(ZAdminWithdrawalOrderSchema);
export const ZAdminWithdrawalOrdersReplySchema = okEnvelope(pageOf(ZAdminWithdrawalOrderSchema));

export const ZApproveRequestSchema = z.object({ remark: z.string().trim().max(200).optional() });
/** Rejections say why (shown to the member). */
export const ZRejectRequestSchema = z.object({ remark: z.string().trim().min(2).max(200) });
export const ZPayWithdrawalRequestSchema = z.object({
  /** The bank's reference of the payout. */
  payoutReference: z.string().trim().max(100).optional(),
  remark: z.string().trim().max(200).optional(),
});

/** A manual credit (positive) or debit (negative) of a member's main wallet; never below zero. */
export const ZManualAdjustmentRequestSchema = z.object({
  account: z.string().trim().min(1).max(64),
  amount: ZSignedAmountSchema(),
  reason: z.string().trim().min(4).max(200),
  /** Idempotency key of the operator's action. */
  requestId: z.string().min(8).max(64),
});
export const ZManualAdjustmentReplySchema = okEnvelope(
  z.object({ transactionId: z.string(), account: z.string(), balance: z.number() }),
);

export const ZAdminLedgerQuerySchema = ZPageQuerySchema.extend({ kind: ZLedgerKindSchema.optional() });
export const ZAdminLedgerRowSchema = z.object({
  transactionId: z.string(),
  time: z.string(),
  kind: ZLedgerKindSchema,
  /** The movement of the member's main wallet (signed). */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
  /** The operator or system that moved the money, when not the member's own action. */
  actor: z.string().nullable(),
  idempotencyKey: z.string(),
});
export const ZAdminLedgerReplySchema = okEnvelope(
  z.object({ account: z.string(), balance: ZBalanceValueSchema, page: pageOf(ZAdminLedgerRowSchema) }),
);

export const ZDepositChannelInputSchema = z
  .object({
    type: z.enum(DEPOSIT_CHANNEL_TYPES),
    /** The name shown in a language without one of its own in `names`. */
    name: z.string().trim().min(2).max(100),
    /** The name in each language the operator translated it to (the player sees the one of the page). */
    names: z.partialRecord(ZLanguageSchema, z.string().trim().min(2).max(100)).default({}),
    minAmount: ZAmountSchema(),
    maxAmount: ZAmountSchema(),
    bank: z
      .object({
        bankName: z.string().trim().min(2).max(100),
        accountName: z.string().trim().min(2).max(100),
        accountNumber: z.string().trim().min(4).max(40),
      })
      .nullable()
      .default(null),
    /** GATEWAY: the adapter code ("sandbox"). */
    gateway: z.string().trim().max(32).nullable().default(null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((channel, ctx) => {
    if (channel.maxAmount < channel.minAmount) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'must not be below minAmount' });
    }
    if (channel.type === 'BANK_TRANSFER' && !channel.bank) {
      ctx.addIssue({ code: 'custom', path: ['bank'], message: 'required for BANK_TRANSFER' });
    }
    if (channel.type === 'GATEWAY' && !channel.gateway) {
      ctx.addIssue({ code: 'custom', path: ['gateway'], message: 'required for GATEWAY' });
    }
  });
export const ZAdminDepositChannelSchema = ZDepositChannelSchema.extend({
  names: z.partialRecord(ZLanguageSchema, z.string()),
  gateway: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export const ZAdminDepositChannelsReplySchema = okEnvelope(z.array(ZAdminDepositChannelSchema));
export const ZAdminDepositChannelReplySchema = okEnvelope(ZAdminDepositChannelSchema);

export const LEDGER_PROBLEM_KINDS = [
  'UNBALANCED_TRANSACTION',
  'CACHED_BALANCE_MISMATCH',
  'NEGATIVE_BALANCE',
  'HELD_OUT_OF_RANGE',
  'HELD_MISMATCH',
  'BALANCE_AFTER_MISMATCH',
  'DUPLICATE_IDEMPOTENCY_KEY',
  'CASH_TOTALS_MISMATCH',
] as const;
export const ZLedgerProblemSchema = z.object({
  kind: z.enum(LEDGER_PROBLEM_KINDS),
  detail: z.string(),
});
export const ZLedgerCheckReplySchema = okEnvelope(
  z.object({ ok: z.boolean(), checkedAt: z.string(), problems: z.array(ZLedgerProblemSchema) }),
);

export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequestSchema>;
export type TWalletTransferValue = z.infer<typeof ZWalletTransferValueSchema>;
export type TConsolidatedFundsValue = z.infer<typeof ZConsolidatedFundsValueSchema>;
export type TAccountRecordQuery = z.infer<typeof ZAccountRecordQuerySchema>;
export type TAccountRecordRow = z.infer<typeof ZAccountRecordRowSchema>;
export type TDepositChannel = z.infer<typeof ZDepositChannelSchema>;
export type TCreateDepositRequest = z.infer<typeof ZCreateDepositRequestSchema>;
export type TDepositOrder = z.infer<typeof ZDepositOrderSchema>;
export type TPayeeAccount = z.infer<typeof ZPayeeAccountSchema>;
export type TAddPayeeAccountRequest = z.infer<typeof ZAddPayeeAccountRequestSchema>;
export type TCreateWithdrawalRequest = z.infer<typeof ZCreateWithdrawalRequestSchema>;
export type TWithdrawalOrder = z.infer<typeof ZWithdrawalOrderSchema>;
export type TConfirmWithdrawalFields = z.infer<typeof ZConfirmWithdrawalFieldsSchema>;
export type TMemberTransferRequest = z.infer<typeof ZMemberTransferRequestSchema>;
export type TAdminDepositOrder = z.infer<typeof ZAdminDepositOrderSchema>;
export type TAdminWithdrawalOrder = z.infer<typeof ZAdminWithdrawalOrderSchema>;
export type TManualAdjustmentRequest = z.infer<typeof ZManualAdjustmentRequestSchema>;
export type TDepositChannelInput = z.infer<typeof ZDepositChannelInputSchema>;
export type TAdminDepositChannel = z.infer<typeof ZAdminDepositChannelSchema>;
