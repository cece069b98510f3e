import type { TLanguage } from '@platform/contracts/i18n';
import { LOYALTY_CATEGORIES, type TLoyaltyCategory, type TRates } from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import type { Db } from '../../../platform/database';
import type { LoyaltyContext } from '../context';
import type { CategoryTotals, Watermark } from '../figures';
import type { VipPart } from '../vip/part';

/** What the rebate use cases need: the module's context and the member's VIP benefits (rates). */
export type RebateDeps = {
  ctx: LoyaltyContext;
  vip: Pick<VipPart, 'benefitsOf'>;
};

/** One category of a rebate: valid bet not rebated yet (minor units), the rate (basis points), the amount. */
export type RebateLine = {
  category: TLoyaltyCategory;
  validBet: bigint;
  rateBp: number;
  amount: bigint;
};

/**
 * The rebate owed per category: the valid bet counted (`totals`, lifetime or through a day) minus what the
 * rebate watermark already counted, never below zero, times the VIP level's rate, rounded down to the minor
 * unit per category (`floor(validBet × bp / 10000)`).
 */
export function rebateLines(
  totals: CategoryTotals,
  marks: ReadonlyMap<string, Watermark>,
  rates: TRates,
): RebateLine[] {
  return LOYALTY_CATEGORIES.map((category) => {
    const total = totals.get(category) ?? 0n;
    const counted = marks.get(category)?.counted ?? 0n;
    const validBet = total > counted ? total - counted : 0n;
    const rateBp = rates[category] ?? 0;
    return { category, validBet, rateBp, amount: (validBet * BigInt(rateBp)) / 10_000n };
  });
}

export const sumOf = (lines: readonly RebateLine[], field: 'validBet' | 'amount'): bigint =>
  lines.reduce((sum, line) => sum + line[field], 0n);

/** The lines as stored in rebate_claims.details (minor units as text). */
export const detailsOf = (lines: readonly RebateLine[]) =>
  lines
    .filter((line) => line.validBet > 0n)
    .map((line) => ({
      category: line.category,
      validBet: String(line.validBet),
      rateBp: line.rateBp,
      amount: String(line.amount),
    }));

/** rebate_claims.details read back, as wire decimals. */
export function linesFromDetails(details: unknown, scale: number) {
  if (!Array.isArray(details)) return [];
  return details.map(
    (raw: { category: TLoyaltyCategory; validBet: string; rateBp: number; amount: string }) => ({
      category: raw.category,
      validBet: minorToDecimal(BigInt(raw.validBet), scale),
      rateBp: raw.rateBp,
      amount: minorToDecimal(BigInt(raw.amount), scale),
    }),
  );
}

/** The rates of the member's VIP level now (read in the caller's transaction). */
export async function ratesOf(deps: RebateDeps, executor: Db, memberId: string): Promise<TRates> {
  return (await deps.vip.benefitsOf(executor, memberId)).rebateRates;
}

/** A brand-zone calendar date (yyyy-MM-dd) as a title writes it: 26/11/2026 (es), Nov 26, 2026 (en). */
export function titleDate(date: string, lang: TLanguage): string {
  const [year = '', month = '', day = ''] = date.split('-');
  if (lang === 'es') return `${day}/${month}/${year}`;
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
