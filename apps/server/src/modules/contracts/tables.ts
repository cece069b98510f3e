import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Stored terms, in minor units and basis points (1 bp = 0.01 %): `tiers` for dividends, daily and hourly
 * salary; `realtime` for real-time salary. Bigints are decimal strings in JSON.
 */
export type StoredTier = {
  validBet: string;
  loss: string;
  activeMembers: number;
  minBet: string;
  rateBp: number;
};
export type StoredRealtimeTerms = { profitRateBp: number; lossRateBp: number; singleBet: string };
export type StoredTerms = { tiers: StoredTier[] } | { realtime: StoredRealtimeTerms };

/**
 * Agent contracts (spec §4): offered by the upline (`issuer_id`) or by the operator (`issuer_id` null) to
 * an agent (`member_id`), answered by the agent. At most one ACTIVE and one OFFERED contract per agent
 * and type (partial unique indexes): accepting an offer REPLACES the active one in the same transaction.
 * Ids only for members: no foreign key crosses modules.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    period: text('period').notNull(),
    memberId: uuid('member_id').notNull(),
    issuerId: uuid('issuer_id'),
    status: text('status').notNull(),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    remark: text('remark'),
    answerRemark: text('answer_remark'),
    /** Who made the offer: `member:<id>` or `operator:<name>`. */
    offeredBy: text('offered_by').notNull(),
    offeredAt: at('offered_at').notNull(),
    answeredAt: at('answered_at'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    /** A pending termination request: AGENT, ISSUER or OPERATOR; it takes effect at `termination_effective_at`. */
    terminationRequestedBy: text('termination_requested_by'),
    terminationRequestedAt: at('termination_requested_at'),
    terminationRemark: text('termination_remark'),
    terminationEffectiveAt: at('termination_effective_at'),
  },
  (table) => [
    uniqueIndex('agent_contracts_one_active_idx')
      .on(table.memberId, table.type)
      .where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('agent_contracts_one_offer_idx')
      .on(table.memberId, table.type)
      .where(sql`${table.status} = 'OFFERED'`),
    index('agent_contracts_issuer_idx').on(table.issuerId, table.type, table.status),
    index('agent_contracts_type_status_idx').on(table.type, table.status),
    index('agent_contracts_termination_due_idx')
      .on(table.terminationEffectiveAt)
      .where(sql`${table.terminationRequestedBy} is not null and ${table.status} = 'ACTIVE'`),
    check(
      'agent_contracts_type_check',
      sql`${table.type} in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
    ),
    check(
      'agent_contracts_status_check',
      sql`${table.status} in ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'REPLACED', 'TERMINATED')`,
    ),
  ],
);

/**
 * One settlement record per (contract, period): the figures read, the tier and rate, the gross, what went
 * to each direct downline agent, the carry-over and the net; paid through the ledger (kinds SALARY,
 * DIVIDEND) by `ledger_transaction_id`. The unique key is what makes a re-run, a second process or a
 * restart after a crash never settle a period twice.
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: minor('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: minor('contract_id').notNull(),
    memberId: uuid('member_id').notNull(),
    type: text('type').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    validBet: minor('valid_bet').notNull(),
    loss: minor('loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    bets: integer('bets').notNull(),
    tier: smallint('tier'),
    rateBp: integer('rate_bp'),
    gross: minor('gross').notNull(),
    /** [{ memberId, gross }] of each direct downline agent under the same contract type. */
    downlines: jsonb('downlines').$type<Array<{ memberId: string; gross: string }>>().notNull(),
    downlineTotal: minor('downline_total').notNull(),
    carryIn: minor('carry_in').notNull(),
    net: minor('net').notNull(),
    carryOut: minor('carry_out').notNull(),
    paid: minor('paid').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    ledgerTransactionId: minor('ledger_transaction_id'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('contract_settlements_contract_period_idx').on(table.contractId, table.periodStart),
    index('contract_settlements_member_idx').on(table.memberId, table.type, table.periodStart),
    index('contract_settlements_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('PENDING_REVIEW', 'APPROVED')`),
    check(
      'contract_settlements_status_check',
      sql`${table.status} in ('PENDING_REVIEW', 'APPROVED', 'PAID', 'CARRIED', 'REJECTED')`,
    ),
    check('contract_settlements_paid_check', sql`${table.paid} >= 0`),
  ],
);

/**
 * The settlement runs: one row per (type, period, period start) once its records were computed
 * (COMPUTED), then DONE when every record of it is paid or waits for review. The job settles periods in
 * order from the last DONE one, so a crash halfway resumes where it stopped.
 */
export const contractRuns = pgTable(
  'contract_runs',
  {
    type: text('type').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    status: text('status').notNull(),
    records: integer('records').notNull().default(0),
    computedAt: at('computed_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.period, table.periodStart] }),
    check('contract_runs_status_check', sql`${table.status} in ('COMPUTED', 'DONE')`),
  ],
);

/** The brand's contract settings: one row (id 1), validated by ZContractSettingsSchema. */
export const contractSettings = pgTable(
  'contract_settings',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('contract_settings_single_row', sql`${table.id} = 1`)],
);
