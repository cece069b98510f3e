import type {
  TBonus,
  TBonusListQuery,
  TBonusPage,
  TBonusSummary,
  TOperatorBonus,
} from '@platform/contracts/bonuses';
import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import type { TBonusStatus, TPromotionSource, TTurnoverBase } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { BonusesDeps } from './deps';
import { expireBonuses } from './expire-bonuses';
import { refreshProgress } from './refresh-progress';

type Row = {
  id: string;
  member_id: string;
  key: string;
  source: TPromotionSource;
  title: TLocalizedText;
  amount: string | number;
  turnover_base: TTurnoverBase;
  turnover_percent: number;
  turnover_required: string | number;
  turnover_done: string | number;
  status: TBonusStatus;
  granted_at: string | Date;
  expires_at: string | Date | null;
  ended_at: string | Date | null;
  forfeited_amount: string | number | null;
  actor: string | null;
};

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** done / required in percent, one decimal, rounded down (100 only when met). */
export function progressPercent(done: bigint, required: bigint): number {
  if (required <= 0n || done >= required) return 100;
  return Number((done * 1000n) / required) / 10;
}

function toBonus(
  row: Row,
  lang: TLanguage,
  scale: number,
  available: bigint | null,
  textIn: (t: TLocalizedText, l: TLanguage) => string,
): TBonus {
  const money = (minor: bigint) => minorToDecimal(minor, scale);
  const amount = BigInt(row.amount);
  const required = BigInt(row.turnover_required);
  const done = BigInt(row.turnover_done);
  const left = row.status === 'ACTIVE' && required > done ? required - done : 0n;
  const forfeit =
    row.status === 'ACTIVE' && available !== null
      ? available <= 0n
        ? 0n
        : available < amount
          ? available
          : amount
      : null;
  return {
    id: row.id,
    title: textIn(row.title, lang),
    source: row.source,
    amount: money(amount),
    turnoverBase: row.turnover_base,
    turnoverMultiple: row.turnover_percent / 100,
    turnoverRequired: money(required),
    turnoverDone: money(done),
    turnoverLeft: money(left),
    percent: progressPercent(done, required),
    status: row.status,
    grantedAt: iso(row.granted_at),
    expiresAt: row.expires_at ? iso(row.expires_at) : null,
    endedAt: row.ended_at ? iso(row.ended_at) : null,
    forfeitedAmount: row.forfeited_amount === null ? null : money(BigInt(row.forfeited_amount)),
    forfeitAmount: forfeit === null ? null : money(forfeit),
  };
}

async function page(
  deps: BonusesDeps,
  memberId: string,
  query: TBonusListQuery,
): Promise<{ rows: Row[]; total: number; available: bigint }> {
  const { db } = deps.ctx;
  const status = query.status ? sql`and status = ${query.status}` : sql``;
  const [list, count, balance] = await Promise.all([
    db.execute<Row>(sql`select id, member_id, key, source, title, amount, turnover_base, turnover_percent,
        turnover_required, turnover_done, status, granted_at, expires_at, ended_at, forfeited_amount, actor
      from promotion_bonuses where member_id = ${memberId}::uuid ${status}
      order by granted_at desc, id desc
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
    db.execute<{ n: string | number }>(
      sql`select count(*) as n from promotion_bonuses where member_id = ${memberId}::uuid ${status}`,
    ),
    deps.ctx.ledger.mainBalance(db, memberId),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0), available: balance.balance - balance.held };
}

const pageShape = <T>(content: T[], total: number, query: TBonusListQuery) => ({
  content,
  pageNum: query.pageNo,
  pageSize: query.pageSize,
  totalPages: Math.ceil(total / query.pageSize),
  totalElements: total,
});

/** Recounts and expires what is due, so what is shown is current. */
async function bringUpToDate(deps: BonusesDeps, memberId: string) {
  await expireBonuses(deps, memberId);
  await refreshProgress(deps, memberId);
}

/** bonusDetails: the member's bonuses, newest first, optionally one state; titles in `lang`. */
export async function listBonuses(
  deps: BonusesDeps,
  memberId: string,
  query: TBonusListQuery,
  lang: TLanguage,
): Promise<TBonusPage> {
  await bringUpToDate(deps, memberId);
  const { scale } = (await deps.ctx.brand()).currency;
  const { rows, total, available } = await page(deps, memberId, query);
  return pageShape(
    rows.map((row) => toBonus(row, lang, scale, available, deps.ctx.textIn)),
    total,
    query,
  );
}

/** The operator's view of a member's bonuses (all languages' titles, key, actor). */
export async function listMemberBonuses(
  deps: BonusesDeps,
  member: { id: string; account: string },
  query: TBonusListQuery,
): Promise<{
  content: TOperatorBonus[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}> {
  await bringUpToDate(deps, member.id);
  const { scale } = (await deps.ctx.brand()).currency;
  const { rows, total, available } = await page(deps, member.id, query);
  return pageShape(
    rows.map((row) => ({
      ...toBonus(row, 'es', scale, available, deps.ctx.textIn),
      memberId: row.member_id,
      account: member.account,
      key: row.key,
      titles: row.title,
      actor: row.actor,
    })),
    total,
    query,
  );
}

/** The summary band of bonusDetails and the withdraw page: active bonuses, turnover left, bonus locked. */
export async function bonusSummary(deps: BonusesDeps, memberId: string): Promise<TBonusSummary> {
  await bringUpToDate(deps, memberId);
  const { scale } = (await deps.ctx.brand()).currency;
  const row = (
    await deps.ctx.db.execute<{
      n: string | number;
      left: string | number | null;
      locked: string | number | null;
    }>(
      sql`select count(*) as n, sum(greatest(turnover_required - turnover_done, 0)) as left,
          sum(amount) as locked
        from promotion_bonuses where member_id = ${memberId}::uuid and status = 'ACTIVE'`,
    )
  ).rows[0];
  return {
    activeCount: Number(row?.n ?? 0),
    turnoverLeft: minorToDecimal(BigInt(row?.left ?? 0), scale),
    lockedBonus: minorToDecimal(BigInt(row?.locked ?? 0), scale),
  };
}
