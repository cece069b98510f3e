import {
  CONTRACT_RECORDS_MAX_DAYS,
  type TContractPeriod,
  type TContractType,
  type TIncomeReport,
  type TSettlementRecord,
  type TSettlementStatus,
} from '@platform/contracts/agent-contracts';
import { minorToDecimal } from '@platform/contracts/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { dateIn, isCalendarDate, nextDate, startOfDay } from '../../../platform/zoned-time';
import { periodLabel } from './periods';

export type RecordRow = {
  id: string;
  contract_id: string;
  member_id: string;
  account: string | null;
  type: TContractType;
  period: TContractPeriod;
  period_start: string | Date;
  period_end: string | Date;
  valid_bet: string;
  loss: string;
  active_members: number;
  bets: number;
  tier: number | null;
  rate_bp: number | null;
  gross: string;
  downlines: Array<{ memberId: string; gross: string }> | string;
  downline_total: string;
  carry_in: string;
  net: string;
  carry_out: string;
  paid: string;
  status: TSettlementStatus;
  reason: string | null;
  paid_at: string | Date | null;
  created_at: string | Date;
};

export const RECORD_COLUMNS = sql`s.id::text as id, s.contract_id::text as contract_id, s.member_id, m.account, s.type,
  s.period, s.period_start, s.period_end, s.valid_bet::text as valid_bet, s.loss::text as loss, s.active_members, s.bets,
  s.tier, s.rate_bp, s.gross::text as gross, s.downlines, s.downline_total::text as downline_total,
  s.carry_in::text as carry_in, s.net::text as net, s.carry_out::text as carry_out, s.paid::text as paid, s.status,
  s.reason, s.paid_at, s.created_at`;

const DAY_MS = 86_400_000;
const toIso = (value: string | Date) => new Date(value).toISOString();

export type View = { scale: number; timeZone: string };

/** The brand-zone date range of a query: default the last 30 days; at most CONTRACT_RECORDS_MAX_DAYS. */
export function resolveRange(
  query: { startDate?: string; endDate?: string },
  timeZone: string,
  now: Date,
): { startDate: string; endDate: string; from: Date; to: Date } {
  const today = dateIn(timeZone, now);
  const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
  const startDate = query.startDate ?? new Date(Date.parse(endDate) - 29 * DAY_MS).toISOString().slice(0, 10);
  const fields = (['startDate', 'endDate'] as const).filter((field) => {
    const value = query[field];
    return value !== undefined && !isCalendarDate(value);
  });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  if (endDate < startDate) throw new AppError('DATE_RANGE_REVERSED', { fields: ['startDate', 'endDate'] });
  if ((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1 > CONTRACT_RECORDS_MAX_DAYS) {
    throw new AppError('DATE_RANGE_TOO_LONG', {
      fields: ['startDate', 'endDate'],
      details: { maxDays: CONTRACT_RECORDS_MAX_DAYS },
    });
  }
  return {
    startDate,
    endDate,
    from: startOfDay(timeZone, startDate),
    to: startOfDay(timeZone, nextDate(endDate)),
  };
}

/** Stored records as the API shows them (amounts in the currency's decimals, rates in percent). */
export async function toRecords(
  db: Db,
  rows: readonly RecordRow[],
  view: View,
): Promise<TSettlementRecord[]> {
  const parsed = rows.map((row) => ({
    row,
    downlines:
      typeof row.downlines === 'string'
        ? (JSON.parse(row.downlines) as Array<{ memberId: string; gross: string }>)
        : row.downlines,
  }));
  const ids = [...new Set(parsed.flatMap((item) => item.downlines.map((downline) => downline.memberId)))];
  const accounts = new Map<string, string>();
  if (ids.length > 0) {
    const { rows: found } = await db.execute<{ id: string; account: string }>(
      sql`select id, account from members where id = any(${sql.param(ids)}::uuid[])`,
    );
    for (const member of found) accounts.set(member.id, member.account);
  }
  const money = (value: string) => minorToDecimal(BigInt(value), view.scale);
  return parsed.map(({ row, downlines }) => ({
    id: row.id,
    contractId: row.contract_id,
    type: row.type,
    period: row.period,
    periodStart: toIso(row.period_start),
    periodEnd: toIso(row.period_end),
    periodLabel: periodLabel(row.period, new Date(row.period_start), new Date(row.period_end), view.timeZone),
    validBet: money(row.valid_bet),
    loss: money(row.loss),
    activeMembers: Number(row.active_members),
    bets: Number(row.bets),
    tier: row.tier === null ? null : Number(row.tier),
    rate: row.rate_bp === null ? null : Number(row.rate_bp) / 100,
    gross: money(row.gross),
    downlines: downlines.map((downline) => ({
      memberId: downline.memberId,
      account: accounts.get(downline.memberId) ?? '',
      gross: money(downline.gross),
    })),
    downlineTotal: money(row.downline_total),
    carryIn: money(row.carry_in),
    net: money(row.net),
    carryOut: money(row.carry_out),
    paid: money(row.paid),
    status: row.status,
    reason: row.reason,
    paidAt: row.paid_at === null ? null : toIso(row.paid_at),
    createdAt: toIso(row.created_at),
  }));
}

export type RecordFilter = {
  memberId?: string;
  type?: TContractType;
  status?: TSettlementStatus;
  from: Date;
  to: Date;
};

const whereOf = (filter: RecordFilter): SQL => {
  const conditions = [
    sql`s.period_start >= ${filter.from.toISOString()}::timestamptz`,
    sql`s.period_start < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.memberId) conditions.push(sql`s.member_id = ${filter.memberId}`);
  if (filter.type) conditions.push(sql`s.type = ${filter.type}`);
  if (filter.status) conditions.push(sql`s.status = ${filter.status}`);
  return sql.join(conditions, sql` and `);
};

/**
 * A page of records (newest period first) and the totals of every record the filter matches; a period
 * belongs to the range by its start.
 */
export async function listRecords(
  db: Db,
  filter: RecordFilter,
  page: { pageNo: number; pageSize: number },
  view: View,
) {
  const where = whereOf(filter);
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<RecordRow>(sql`select ${RECORD_COLUMNS} from contract_settlements s join members m on m.id = s.member_id
      where ${where} order by s.period_start desc, s.id desc
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`),
    db.execute<{
      n: string | number;
      valid_bet: string;
      loss: string;
      gross: string;
      downline_total: string;
      paid: string;
    }>(sql`
      select count(*) as n, coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(loss), 0)::text as loss,
        coalesce(sum(gross), 0)::text as gross, coalesce(sum(downline_total), 0)::text as downline_total,
        coalesce(sum(paid) filter (where s.status = 'PAID'), 0)::text as paid
      from contract_settlements s where ${where}`),
  ]);
  const total = totals[0]!;
  const totalElements = Number(total.n);
  const money = (value: string) => minorToDecimal(BigInt(value), view.scale);
  return {
    rows,
    content: await toRecords(db, rows, view),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(totalElements / page.pageSize),
    totalElements,
    totals: {
      validBet: money(total.valid_bet),
      loss: money(total.loss),
      gross: money(total.gross),
      downlineTotal: money(total.downline_total),
      paid: money(total.paid),
    },
  };
}

const INCOME_KEYS = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realtimeSalary',
} as const;

/**
 * "My income": per brand-zone day (newest first, days with income only), the contract payments the agent
 * received (by the day they were paid) and its rebates (cash_daily_totals), with the totals.
 */
export async function incomeReport(
  db: Db,
  memberId: string,
  range: { startDate: string; endDate: string; from: Date; to: Date },
  view: View,
): Promise<TIncomeReport> {
  const [{ rows: paid }, { rows: rebates }] = await Promise.all([
    db.execute<{ day: string | Date; type: TContractType; amount: string }>(sql`
      select (paid_at at time zone ${view.timeZone})::date::text as day, type, sum(paid)::text as amount
      from contract_settlements
      where member_id = ${memberId} and status = 'PAID'
        and paid_at >= ${range.from.toISOString()}::timestamptz and paid_at < ${range.to.toISOString()}::timestamptz
      group by 1, 2`),
    db.execute<{ day: string | Date; amount: string }>(sql`
      select day::text as day, amount::text as amount from cash_daily_totals
      where member_id = ${memberId} and kind = 'REBATE' and day >= ${range.startDate}::date and day <= ${range.endDate}::date`),
  ]);
  const days = new Map<
    string,
    Record<'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary' | 'rebate', bigint>
  >();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) {
      row = { dividend: 0n, dailySalary: 0n, hourlySalary: 0n, realtimeSalary: 0n, rebate: 0n };
      days.set(day, row);
    }
    return row;
  };
  for (const row of paid) dayOf(String(row.day).slice(0, 10))[INCOME_KEYS[row.type]] += BigInt(row.amount);
  for (const row of rebates) dayOf(String(row.day).slice(0, 10)).rebate += BigInt(row.amount);
  const money = (value: bigint) => minorToDecimal(value, view.scale);
  const shape = (
    row: Record<'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary' | 'rebate', bigint>,
  ) => {
    const total = row.dividend + row.dailySalary + row.hourlySalary + row.realtimeSalary + row.rebate;
    return {
      dividend: money(row.dividend),
      dailySalary: money(row.dailySalary),
      hourlySalary: money(row.hourlySalary),
      realtimeSalary: money(row.realtimeSalary),
      rebate: money(row.rebate),
      total: money(total),
    };
  };
  const sum = { dividend: 0n, dailySalary: 0n, hourlySalary: 0n, realtimeSalary: 0n, rebate: 0n };
  for (const row of days.values())
    for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += row[key];
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    rows: [...days.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, row]) => ({ day, ...shape(row) })),
    totals: shape(sum),
  };
}
