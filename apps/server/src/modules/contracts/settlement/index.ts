import type {
  TContractType,
  TIncomeReport,
  TSettlementRecord,
  TSettlementRecordPage,
  TSettlementRecordQuery,
  TSettlementReview,
  TSettlementStatus,
} from '@platform/contracts/agent-contracts';
import type { TBrandConfig } from '@platform/contracts/system';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import type { ScheduledJob } from '../../../platform/jobs';
import type { ChangeAuthor } from '../../system/service';
import type { Ledger } from '../../wallet/ledger/ledger';
import type { ContractSettings } from '../settings';
import {
  incomeReport,
  listRecords,
  RECORD_COLUMNS,
  resolveRange,
  toRecords,
  type RecordRow,
} from './records';
import { reviewRecord } from './review';
import { settleDue, type SettleOptions, type SettleResult } from './run';

export { settlementRoutes } from './routes';
export { settlementAdminRoutes } from './admin-routes';

export type SettlementDeps = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  settings: ContractSettings;
};

export type AdminRecordQuery = {
  pageNo: number;
  pageSize: number;
  type?: TContractType;
  status?: TSettlementStatus;
  account?: string;
  startDate?: string;
  endDate?: string;
};

/** Calls of the settle job and of POST /admin-api/contracts/settle past which the rest waits for the next. */
const SETTLE_ROUNDS_MAX = 200;

/**
 * Contract settlement (decisions.md "Agents, contracts and settlement"): the periods due are computed
 * (figures.ts, compute.ts) and paid through the ledger (pay.ts) by the job (run.ts), or reviewed by an
 * operator (review.ts); the agent centre and the operator read the records (records.ts).
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, clock, ledger, settings } = deps;
  const now = () => clock.now();
  const view = async () => {
    const brand = await deps.brand();
    return { scale: brand.currency.scale, timeZone: brand.timeZone };
  };
  // A period is never settled before it is over: an `at` ahead of the clock is the clock.
  const notAfterNow = (at: Date) => (at.getTime() > now().getTime() ? now() : at);
  const runDeps = { db, ledger, settings, now, timeZone: async () => (await deps.brand()).timeZone };

  async function findRecord(recordId: string): Promise<TSettlementRecord> {
    const { rows } = await db.execute<RecordRow>(sql`select ${RECORD_COLUMNS} from contract_settlements s
      join members m on m.id = s.member_id where s.id = ${recordId}::bigint`);
    if (!rows[0]) throw new AppError('NOT_FOUND');
    return (await toRecords(db, rows, await view()))[0]!;
  }

  return {
    /** One round of the job: every stream advanced by at most `maxPeriods` due periods. */
    async settleOnce(at: Date = now(), options: SettleOptions = {}): Promise<SettleResult> {
      const result = await settleDue(runDeps, notAfterNow(at), options);
      if (result.periods > 0) deps.log.info({ settlement: result }, 'contract periods settled');
      return result;
    },

    /** Every period due at `at` (the operator's catch-up and the tests), round after round. */
    async settle(at: Date = now(), options: SettleOptions = {}): Promise<SettleResult> {
      const total: SettleResult = { periods: 0, records: 0, paid: 0, more: false };
      for (let round = 0; round < SETTLE_ROUNDS_MAX; round += 1) {
        const result = await settleDue(runDeps, notAfterNow(at), options);
        total.periods += result.periods;
        total.records += result.records;
        total.paid += result.paid;
        total.more = result.more;
        if (!result.more) break;
      }
      return total;
    },

    async review(
      recordId: string,
      review: TSettlementReview,
      author: ChangeAuthor,
    ): Promise<TSettlementRecord> {
      await reviewRecord({ db, ledger, now }, recordId, review, author);
      return findRecord(recordId);
    },

    /** The agent's own records of one type (agent centre), newest first, with the totals of the range. */
    async agentRecords(memberId: string, query: TSettlementRecordQuery): Promise<TSettlementRecordPage> {
      const shown = await view();
      const range = resolveRange(query, shown.timeZone, now());
      const page = await listRecords(
        db,
        { memberId, type: query.type, status: query.status, from: range.from, to: range.to },
        query,
        shown,
      );
      const { rows: _rows, ...rest } = page;
      return { ...rest, startDate: range.startDate, endDate: range.endDate };
    },

    /** Every agent's records (operator), with the agent's account. */
    async adminRecords(query: AdminRecordQuery) {
      const shown = await view();
      const range = resolveRange(query, shown.timeZone, now());
      let memberId: string | undefined;
      if (query.account) {
        const { rows } = await db.execute<{ id: string }>(
          sql`select id from members where lower(account) = lower(${query.account})`,
        );
        if (!rows[0]) throw new AppError('USER_NOT_FOUND', { fields: ['account'] });
        memberId = rows[0].id;
      }
      const page = await listRecords(
        db,
        { memberId, type: query.type, status: query.status, from: range.from, to: range.to },
        query,
        shown,
      );
      const { rows, content, ...rest } = page;
      return {
        ...rest,
        content: content.map((record, index) => ({
          ...record,
          memberId: rows[index]!.member_id,
          account: rows[index]!.account ?? '',
        })),
        startDate: range.startDate,
        endDate: range.endDate,
      };
    },

    /** "My income" per brand day. */
    async income(memberId: string, query: { startDate?: string; endDate?: string }): Promise<TIncomeReport> {
      const shown = await view();
      return incomeReport(db, memberId, resolveRange(query, shown.timeZone, now()), shown);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** Advisory lock key of the settlement job ("settlmnt" in ASCII). */
export const SETTLEMENT_JOBS_LOCK_KEY = 0x736574746c6d6e74n;

/**
 * The settlement job: every minute, the periods due (real-time windows, hours at 5 minutes past, days,
 * weeks, half months, months), a bounded number per stream and round, under an advisory lock.
 */
export function settlementJobs(settlement: Settlement, intervalMs = 60_000): ScheduledJob[] {
  return [
    {
      name: 'contract-settlement',
      intervalMs,
      lockKey: SETTLEMENT_JOBS_LOCK_KEY,
      run: (now) => settlement.settleOnce(now),
    },
  ];
}
