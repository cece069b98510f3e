import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import type {
  TDelivery,
  TPointRecord,
  TPointRecordStatus,
  TPointRecordType,
} from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import type { LoyaltyContext } from '../context';

/** Points records (point_records): written beside every points movement, read by the member and operators. */

export type PointRecordRow = {
  id: string;
  member_id: string;
  type: TPointRecordType;
  points: string;
  amount: string | null;
  status: TPointRecordStatus;
  reward_id: string | null;
  delivery: TDelivery | null;
  remark: string | null;
  request_id: string | null;
  ledger_key: string;
  reviewed_by: string | null;
  reviewed_at: string | Date | null;
  created_at: string | Date;
  reward_name: TLocalizedText | null;
};

export const RECORD_COLUMNS = sql`r.id::text as id, r.member_id::text as member_id, r.type, r.points::text as points,
  r.amount::text as amount, r.status, r.reward_id::text as reward_id, r.delivery, r.remark,
  r.request_id::text as request_id, r.ledger_key, r.reviewed_by, r.reviewed_at, r.created_at, w.name as reward_name`;

export const iso = (value: string | Date) => new Date(value).toISOString();

export function recordToWire(
  ctx: LoyaltyContext,
  row: PointRecordRow,
  scale: number,
  lang: TLanguage,
): TPointRecord {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    type: row.type,
    points: Number(row.points),
    amount: row.amount === null ? null : minorToDecimal(BigInt(row.amount), scale),
    status: row.status,
    remark: row.remark,
    rewardName: row.reward_name ? ctx.textIn(row.reward_name, lang) : null,
  };
}

export async function findRecord(
  executor: Db,
  where: ReturnType<typeof sql>,
): Promise<PointRecordRow | null> {
  const { rows } = await executor.execute<PointRecordRow>(sql`select ${RECORD_COLUMNS}
    from point_records r left join point_rewards w on w.id = r.reward_id where ${where}`);
  return rows[0] ?? null;
}

export const findByRequest = (executor: Db, memberId: string, requestId: string) =>
  findRecord(executor, sql`r.member_id = ${memberId}::uuid and r.request_id = ${requestId}::uuid`);

export type NewPointRecord = {
  memberId: string;
  type: TPointRecordType;
  points: bigint;
  amount?: bigint | null;
  status: TPointRecordStatus;
  rewardId?: string | null;
  delivery?: TDelivery | null;
  remark?: string | null;
  requestId?: string | null;
  ledgerKey: string;
  reviewedBy?: string | null;
};

export async function insertRecord(tx: Db, record: NewPointRecord, now: Date): Promise<string> {
  const { rows } = await tx.execute<{
    id: string;
  }>(sql`insert into point_records (member_id, type, points, amount,
      status, reward_id, delivery, remark, request_id, ledger_key, reviewed_by, reviewed_at, created_at)
    values (${record.memberId}::uuid, ${record.type}, ${String(record.points)}::bigint,
      ${record.amount === null || record.amount === undefined ? null : String(record.amount)}::bigint,
      ${record.status}, ${record.rewardId ?? null}::uuid,
      ${record.delivery ? JSON.stringify(record.delivery) : null}::jsonb, ${record.remark ?? null},
      ${record.requestId ?? null}::uuid, ${record.ledgerKey}, ${record.reviewedBy ?? null},
      ${record.reviewedBy ? now.toISOString() : null}::timestamptz, ${now.toISOString()}::timestamptz)
    returning id::text as id`);
  return rows[0]!.id;
}

/**
 * Runs a points movement, turning the ledger's refusal of a member account below zero into
 * INSUFFICIENT_POINTS (the points account is the only one a spend takes from).
 */
export async function spendingPoints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
      throw new AppError('INSUFFICIENT_POINTS');
    }
    throw error;
  }
}
