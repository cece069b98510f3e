import { LOYALTY_CATEGORIES, type TManualRebate } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { and, desc, eq } from 'drizzle-orm';
import { validBetByCategory, type Watermark } from '../figures';
import { loyaltyWatermarks, rebateClaims } from '../tables';
import { ratesOf, rebateLines, sumOf, type RebateDeps } from './lines';

const HISTORY = 10;

/**
 * The manual rebate page (flag MANPLAYREB3): per category the valid bet not rebated yet (lifetime, today
 * included, minus the rebate watermark), the member's VIP rate and the amount; the total, the brand's
 * minimum, and the member's last claims, manual and automatic. Read without locks: the claim recounts.
 */
export async function readManualRebate(deps: RebateDeps, memberId: string): Promise<TManualRebate> {
  const { ctx } = deps;
  await ctx.requireFlag('MANPLAYREB3');
  const [settings, { currency }] = await Promise.all([ctx.settings.rebate.get(), ctx.brand()]);
  const [totals, marks, rates, history] = await Promise.all([
    validBetByCategory(ctx.db, memberId),
    ctx.db
      .select({
        category: loyaltyWatermarks.category,
        counted: loyaltyWatermarks.counted,
        remainder: loyaltyWatermarks.remainder,
      })
      .from(loyaltyWatermarks)
      .where(and(eq(loyaltyWatermarks.memberId, memberId), eq(loyaltyWatermarks.purpose, 'REBATE'))),
    ratesOf(deps, ctx.db, memberId),
    ctx.db
      .select()
      .from(rebateClaims)
      .where(eq(rebateClaims.memberId, memberId))
      .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
      .limit(HISTORY),
  ]);
  const counted = new Map<string, Watermark>(marks.map((row) => [row.category, row]));
  const lines = rebateLines(totals, counted, rates);
  const money = (minor: bigint) => minorToDecimal(minor, currency.scale);
  return {
    enabled: true,
    rows: LOYALTY_CATEGORIES.map((category) => {
      const line = lines.find((each) => each.category === category)!;
      return { category, validBet: money(line.validBet), rateBp: line.rateBp, amount: money(line.amount) };
    }),
    total: money(sumOf(lines, 'amount')),
    minPayout: settings.minPayout,
    history: history.map((claim) => ({
      id: claim.id,
      createdAt: claim.createdAt.toISOString(),
      mode: claim.mode,
      validBet: money(claim.validBet),
      amount: money(claim.amount),
      status: claim.status,
    })),
  };
}
