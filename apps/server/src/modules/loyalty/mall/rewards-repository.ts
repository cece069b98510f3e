import type { TLocalizedText } from '@platform/contracts/content';
import type { TOperatorPointReward, TPointRewardKind } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';

/** Rows of the mall's catalogue (point_rewards). */

export type RewardRow = {
  id: string;
  kind: TPointRewardKind;
  name: TLocalizedText;
  description: TLocalizedText;
  image_url: string;
  price_points: string;
  cash_amount: string | null;
  stock: number | null;
  per_member_limit: number | null;
  redeemed: number;
  sort_order: number;
  active: number;
  created_at: string | Date;
};

const COLUMNS = sql`id::text as id, kind, name, description, image_url, price_points::text as price_points,
  cash_amount::text as cash_amount, stock, per_member_limit, redeemed, sort_order, active, created_at`;

export async function findReward(executor: Db, id: string, lock = false): Promise<RewardRow | null> {
  const { rows } = await executor.execute<RewardRow>(
    sql`select ${COLUMNS} from point_rewards where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

export async function listRewards(executor: Db, activeOnly: boolean): Promise<RewardRow[]> {
  const { rows } = await executor.execute<RewardRow>(sql`select ${COLUMNS} from point_rewards
    ${activeOnly ? sql`where active = 1` : sql``} order by sort_order, price_points, created_at, id`);
  return rows;
}

export function operatorReward(row: RewardRow, scale: number): TOperatorPointReward {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    pricePoints: Number(row.price_points),
    cashAmount: row.cash_amount === null ? null : minorToDecimal(BigInt(row.cash_amount), scale),
    stock: row.stock === null ? null : Number(row.stock),
    perMemberLimit: row.per_member_limit === null ? null : Number(row.per_member_limit),
    sortOrder: Number(row.sort_order),
    active: Number(row.active) === 1,
    redeemed: Number(row.redeemed),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
