import type { TOperatorRebateClaimPage, TOperatorRebateClaimQuery } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageReply, pageWindow } from '../../../platform/paging';
import { members } from '../../identity/tables';
import type { LoyaltyContext } from '../context';
import { rebateClaims } from '../tables';
import { linesFromDetails } from './lines';

/** Rebate payouts for operators, newest first, by member and mode (any operator role). */
export async function listRebateClaims(
  ctx: LoyaltyContext,
  query: TOperatorRebateClaimQuery,
): Promise<TOperatorRebateClaimPage> {
  const { currency } = await ctx.brand();
  const filters: SQL[] = [];
  if (query.memberId) filters.push(eq(rebateClaims.memberId, query.memberId));
  if (query.mode) filters.push(eq(rebateClaims.mode, query.mode));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ claim: rebateClaims, account: members.account })
      .from(rebateClaims)
      .innerJoin(members, eq(members.id, rebateClaims.memberId))
      .where(where)
      .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
      .offset(window.offset)
      .limit(window.limit),
    ctx.db.select({ n: count() }).from(rebateClaims).where(where),
  ]);
  const money = (minor: bigint) => minorToDecimal(minor, currency.scale);
  return pageReply(
    query,
    rows.map(({ claim, account }) => ({
      id: claim.id,
      memberId: claim.memberId,
      account,
      mode: claim.mode,
      day: claim.day,
      validBet: money(claim.validBet),
      amount: money(claim.amount),
      status: claim.status,
      rewardId: claim.rewardId,
      lines: linesFromDetails(claim.details, currency.scale),
      createdAt: claim.createdAt.toISOString(),
    })),
    total?.n ?? 0,
  );
}
