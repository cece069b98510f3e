import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { deposits, validBetByCategory } from '../figures';

/** The VIP part's reads and writes of vip_members and vip_level_changes. */

export type VipRow = {
  memberId: string;
  level: number;
  highestLevel: number;
  baseValidBet: bigint;
  baseDeposit: bigint;
  levelSince: Date;
};

type RawVipRow = {
  member_id: string;
  level: number | string;
  highest_level: number | string;
  base_valid_bet: string;
  base_deposit: string;
  level_since: string | Date;
};

const toRow = (row: RawVipRow): VipRow => ({
  memberId: row.member_id,
  level: Number(row.level),
  highestLevel: Number(row.highest_level),
  baseValidBet: BigInt(row.base_valid_bet),
  baseDeposit: BigInt(row.base_deposit),
  levelSince: new Date(row.level_since),
});

const columns = sql`member_id::text as member_id, level, highest_level, base_valid_bet::text as base_valid_bet,
  base_deposit::text as base_deposit, level_since`;

export async function findVipRow(executor: Db, memberId: string): Promise<VipRow | null> {
  const { rows } = await executor.execute<RawVipRow>(
    sql`select ${columns} from vip_members where member_id = ${memberId}::uuid`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** The member's VIP row locked until the end of `tx`, inserted at level 0 first if missing. */
export async function lockVipRow(tx: Db, memberId: string, now: Date): Promise<VipRow> {
  await tx.execute(sql`insert into vip_members (member_id, level, highest_level, level_since, updated_at)
    values (${memberId}::uuid, 0, 0, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (member_id) do nothing`);
  const { rows } = await tx.execute<RawVipRow>(
    sql`select ${columns} from vip_members where member_id = ${memberId}::uuid for update`,
  );
  return toRow(rows[0]!);
}

export async function saveVipRow(tx: Db, row: VipRow, now: Date): Promise<void> {
  await tx.execute(sql`update vip_members set level = ${row.level}, highest_level = ${row.highestLevel},
      base_valid_bet = ${String(row.baseValidBet)}::bigint, base_deposit = ${String(row.baseDeposit)}::bigint,
      level_since = ${row.levelSince.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    where member_id = ${row.memberId}::uuid`);
}

export async function insertLevelChange(
  tx: Db,
  change: {
    memberId: string;
    fromLevel: number;
    toLevel: number;
    reason: 'UPGRADE' | 'DOWNGRADE' | 'OPERATOR';
    actor: string | null;
    remark: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`insert into vip_level_changes (member_id, from_level, to_level, reason, actor, remark, created_at)
    values (${change.memberId}::uuid, ${change.fromLevel}, ${change.toLevel}, ${change.reason}, ${change.actor},
      ${change.remark}, ${change.at.toISOString()}::timestamptz)`);
}

export type LevelChange = {
  fromLevel: number;
  toLevel: number;
  reason: 'UPGRADE' | 'DOWNGRADE' | 'OPERATOR';
  actor: string | null;
  remark: string | null;
  createdAt: Date;
};

export async function listLevelChanges(executor: Db, memberId: string, limit = 100): Promise<LevelChange[]> {
  const { rows } = await executor.execute<{
    from_level: number | string;
    to_level: number | string;
    reason: LevelChange['reason'];
    actor: string | null;
    remark: string | null;
    created_at: string | Date;
  }>(sql`select from_level, to_level, reason, actor, remark, created_at from vip_level_changes
    where member_id = ${memberId}::uuid order by created_at desc, id desc limit ${limit}`);
  return rows.map((row) => ({
    fromLevel: Number(row.from_level),
    toLevel: Number(row.to_level),
    reason: row.reason,
    actor: row.actor,
    remark: row.remark,
    createdAt: new Date(row.created_at),
  }));
}

/** The member's lifetime settled valid bet (every category) and credited deposits, minor units. */
export async function lifetimeFigures(executor: Db, memberId: string) {
  const bets = await validBetByCategory(executor, memberId);
  const deposited = await deposits(executor, memberId);
  let validBet = 0n;
  for (const value of bets.values()) validBet += value;
  return { validBet, deposit: deposited };
}

/** Valid bet (every category) over brand-zone days [fromDay, toDay]. */
export async function validBetBetween(executor: Db, memberId: string, fromDay: string, toDay: string) {
  let total = 0n;
  for (const value of (await validBetByCategory(executor, memberId, { fromDay, toDay })).values())
    total += value;
  return total;
}

/** Members at a level above 0 (the period job's candidates), by id. */
export async function membersAboveLevelZero(executor: Db): Promise<string[]> {
  const { rows } = await executor.execute<{ member_id: string }>(
    sql`select member_id::text as member_id from vip_members where level > 0 order by member_id`,
  );
  return rows.map((row) => row.member_id);
}
