import type { TLanguage } from '@platform/contracts/i18n';
import { DEPOSIT_STATUSES, LEDGER_KINDS, WITHDRAWAL_STATUSES } from '@platform/contracts/wallet';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/tables';

/*
 * The wallet module owns these tables. The ledger tables (ledger_accounts, ledger_transactions,
 * ledger_postings) are written only by ledger/ledger.ts; everything else moves money through it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ACCOUNT_KINDS = ['MEMBER_MAIN', 'MEMBER_VENDOR', 'MEMBER_POINTS', 'HOUSE'] as const;

/**
 * Ledger accounts: a member's main wallet, a member's sub-wallet per transfer-mode vendor (money on its
 * way to that vendor) and house accounts (by code, optionally per vendor, per currency). Member accounts cache their balance (updated in the same
 * transaction as their postings, never below zero) and the money held by pending withdrawals. House
 * accounts cache nothing: their balance is the sum of their postings, so no movement locks them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    vendor: text('vendor'),
    houseCode: text('house_code'),
    currency: text('currency').notNull(),
    balance: minor('balance')
      .notNull()
      .default(sql`0`),
    held: minor('held')
      .notNull()
      .default(sql`0`),
    /** Incremented by every change of balance or held: orders balance events. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('ledger_accounts_kind_check', sql`${table.kind} in (${inList(ACCOUNT_KINDS)})`),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} = 'HOUSE' and ${table.memberId} is null and ${table.houseCode} is not null)
        or (${table.kind} = 'MEMBER_MAIN' and ${table.memberId} is not null and ${table.vendor} is null)
        or (${table.kind} = 'MEMBER_VENDOR' and ${table.memberId} is not null and ${table.vendor} is not null)
        or (${table.kind} = 'MEMBER_POINTS' and ${table.memberId} is not null and ${table.vendor} is null)`,
    ),
    check(
      'ledger_accounts_member_balance_check',
      sql`${table.kind} = 'HOUSE' or (${table.balance} >= 0 and ${table.held} >= 0 and ${table.held} <= ${table.balance})`,
    ),
    check(
      'ledger_accounts_house_uncached_check',
      sql`${table.kind} <> 'HOUSE' or (${table.balance} = 0 and ${table.held} = 0)`,
    ),
    uniqueIndex('ledger_accounts_main_key')
      .on(table.memberId)
      .where(sql`${table.kind} = 'MEMBER_MAIN'`),
    uniqueIndex('ledger_accounts_vendor_key')
      .on(table.memberId, table.vendor)
      .where(sql`${table.kind} = 'MEMBER_VENDOR'`),
    uniqueIndex('ledger_accounts_points_key')
      .on(table.memberId)
      .where(sql`${table.kind} = 'MEMBER_POINTS'`),
    uniqueIndex('ledger_accounts_house_key')
      .on(table.houseCode, table.currency, sql`coalesce(${table.vendor}, '')`)
      .where(sql`${table.kind} = 'HOUSE'`),
  ],
);

/**
 * Journal transactions: one per movement, claimed by a unique idempotency key before any posting; the
 * request hash and the reply are kept so that a replay returns the first reply and a different request
 * under the same key is refused.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    reply: jsonb('reply'),
    memberId: uuid('member_id'),
    reference: text('reference'),
    remark: text('remark'),
    /** The operator, job or system that caused it; null for the member's own action. */
    actor: text('actor'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(table.idempotencyKey),
    index('ledger_transactions_member_idx').on(table.memberId, table.createdAt),
    // The cash movements of members (the agent centre's team figures: deposits, first deposits, paid
    // withdrawals, bonuses, rebates) without walking their betting traffic, which is most of the journal.
    index('ledger_transactions_member_cash_idx')
      .on(table.memberId, table.createdAt)
      .where(sql`${table.kind} in ('DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE')`),
    check('ledger_transactions_kind_check', sql`${table.kind} in (${inList(LEDGER_KINDS)})`),
  ],
);

/** Postings: signed amounts per account; those of one transaction sum to zero. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: minor('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: minor('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    /** The member account's balance right after this posting (null for house accounts). */
    balanceAfter: minor('balance_after'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('ledger_postings_account_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    index('ledger_postings_transaction_idx').on(table.transactionId),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
  ],
);

/** The wallet settings of the brand: one row (id 1), validated by ZWalletSettingsSchema. */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('wallet_settings_single_row', sql`${table.id} = 1`)],
);

// ---------- deposits ----------

/** Deposit channels the operator configures: a manual bank transfer or a payment gateway. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** The name per language ({ "en": "Bank transfer" }); `name` where a language has none. */
    names: jsonb('names').$type<Partial<Record<TLanguage, string>>>().notNull().default({}),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    /** BANK_TRANSFER: { bankName, accountName, accountNumber }. */
    bank: jsonb('bank'),
    /** GATEWAY: the adapter code. */
    gateway: text('gateway'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('deposit_channels_type_check', sql`${table.type} in ('BANK_TRANSFER', 'GATEWAY')`),
    check(
      'deposit_channels_range_check',
      sql`0 < ${table.minAmount} and ${table.minAmount} <= ${table.maxAmount}`,
    ),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    channelId: text('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    channelType: text('channel_type').notNull(),
    gateway: text('gateway'),
    amount: minor('amount').notNull(),
    status: text('status').notNull(),
    /** The member's idempotency key of the request (a double click is one order). */
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    transferReference: text('transfer_reference'),
    payerName: text('payer_name'),
    gatewayReference: text('gateway_reference'),
    /** GATEWAY: the payment page the member opens. */
    redirectUrl: text('redirect_url'),
    remark: text('remark'),
    operator: text('operator'),
    ledgerTransactionId: minor('ledger_transaction_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    expiresAt: at('expires_at'),
  },
  (table) => [
    uniqueIndex('deposit_orders_request_key').on(table.memberId, table.requestId),
    index('deposit_orders_member_idx').on(table.memberId, table.createdAt.desc()),
    index('deposit_orders_status_idx').on(table.status, table.createdAt),
    check('deposit_orders_amount_check', sql`${table.amount} > 0`),
    check('deposit_orders_status_check', sql`${table.status} in (${inList(DEPOSIT_STATUSES)})`),
  ],
);

/** Every server-to-server payment callback received, valid or not (for investigation). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    orderId: text('order_id'),
    signatureValid: boolean('signature_valid').notNull(),
    /** CREDITED, REPLAYED, CANCELLED, REFUSED_SIGNATURE, REFUSED_AMOUNT, REFUSED_STATE, REFUSED_BODY, UNKNOWN_ORDER. */
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    ip: text('ip'),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [index('payment_callbacks_order_idx').on(table.orderId)],
);

// ---------- withdrawals ----------

export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [
    uniqueIndex('payee_accounts_number_key')
      .on(table.memberId, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
  ],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amount: minor('amount').notNull(),
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    payeeAccountId: uuid('payee_account_id').notNull(),
    /** The payee as it was when the withdrawal was requested. */
    payeeBankName: text('payee_bank_name').notNull(),
    payeeAccountName: text('payee_account_name').notNull(),
    payeeAccountNumber: text('payee_account_number').notNull(),
    remark: text('remark'),
    operator: text('operator'),
    payoutReference: text('payout_reference'),
    amountReceived: minor('amount_received'),
    /** File name under DATA_DIR/uploads/proofs. */
    proofFile: text('proof_file'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    paidAt: at('paid_at'),
    confirmDeadline: at('confirm_deadline'),
    confirmedAt: at('confirmed_at'),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_request_key').on(table.memberId, table.requestId),
    index('withdrawal_orders_member_idx').on(table.memberId, table.createdAt.desc()),
    index('withdrawal_orders_status_idx').on(table.status, table.createdAt),
    index('withdrawal_orders_deadline_idx')
      .on(table.confirmDeadline)
      .where(sql`${table.status} = 'PAID'`),
    check('withdrawal_orders_amount_check', sql`${table.amount} > 0`),
    check('withdrawal_orders_status_check', sql`${table.status} in (${inList(WITHDRAWAL_STATUSES)})`),
  ],
);

// ---------- transfers to and from transfer-mode vendors ----------

/**
 * Transfers between a member's main wallet and a transfer-mode vendor, by the client's reference. A
 * transfer whose vendor call did not answer stays PENDING until the vendor says what happened.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    /** IN: main wallet → vendor; OUT: vendor → main wallet. */
    direction: text('direction').notNull(),
    amount: minor('amount').notNull(),
    reference: text('reference').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (table) => [
    uniqueIndex('vendor_transfers_reference_key').on(table.memberId, table.reference),
    index('vendor_transfers_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('vendor_transfers_member_vendor_idx').on(table.memberId, table.vendor),
    check('vendor_transfers_direction_check', sql`${table.direction} in ('IN', 'OUT')`),
    check('vendor_transfers_status_check', sql`${table.status} in ('PENDING', 'SUCCESS', 'FAILED')`),
    check('vendor_transfers_amount_check', sql`${table.amount} > 0`),
  ],
);

/** The vendor side of the built-in sandbox transfer-mode vendor (SBX): its own balances and transfers. */
export const sandboxVendorWallets = pgTable('sandbox_vendor_wallets', {
  memberId: uuid('member_id').primaryKey(),
  balance: minor('balance')
    .notNull()
    .default(sql`0`),
});

export const sandboxVendorTransfers = pgTable('sandbox_vendor_transfers', {
  transferId: text('transfer_id').primaryKey(),
  memberId: uuid('member_id').notNull(),
  direction: text('direction').notNull(),
  amount: minor('amount').notNull(),
  status: text('status').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The journal kinds summed per member and day in cash_daily_totals. */
export const CASH_DAILY_KINDS = ['DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE'] as const;

/**
 * Cash movements per member, brand-zone day and kind (CASH_DAILY_KINDS): how many and the magnitude of
 * the member's main-wallet postings (BONUS and REBATE: credits only). Upserted by `ledger.post` in the
 * movement's transaction, so the agent centre's team reports sum these instead of joining the journal
 * to its postings; `checkLedger` verifies they equal the journal.
 */
export const cashDailyTotals = pgTable(
  'cash_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    amount: minor('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.kind] }),
    check('cash_daily_totals_kind_check', sql`${table.kind} in (${inList(CASH_DAILY_KINDS)})`),
  ],
);

/** Each member's first credited deposit ever (written once, by the ledger, in the deposit's transaction). */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: uuid('member_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  at: at('at').notNull(),
  amount: minor('amount').notNull(),
});
