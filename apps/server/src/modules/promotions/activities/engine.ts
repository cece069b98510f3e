import type { TActivityBonusTerms, TActivityRule } from '@platform/contracts/promotion-activities';
import { decimalToMinor } from '@platform/contracts/money';
import { dateIn, nextDate, startOfDay } from '../../../platform/zoned-time';

/**
 * The rule engine of activities, pure: what a deposit, a period's loss or a check-in earns, and the
 * brand-zone periods rules are counted in. Money is bigint minor units; percents are basis points
 * (25 % = 2500). Every percentage is rounded DOWN to the minor unit (the house never pays a fraction of
 * a cent it did not promise): 10 % of 1,234.56 is 123.45, not 123.46.
 */

export const DAY_MS = 86_400_000;

/** A percent with at most two decimals as basis points (12.5 → 1250). */
export const basisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));

/** `amount` × `bps` / 10 000, rounded down to the minor unit. */
export const percentOf = (amount: bigint, bps: bigint): bigint => (amount * bps) / 10_000n;

export const minor = (decimal: number): bigint => decimalToMinor(decimal);

/** FIRST_DEPOSIT and RELOAD: % of the deposit up to the cap; nothing below the minimum deposit. */
export function depositBonus(
  rule: Extract<TActivityRule, { kind: 'FIRST_DEPOSIT' | 'RELOAD' }>,
  deposit: bigint,
): bigint {
  if (deposit <= 0n || deposit < minor(rule.minDeposit)) return 0n;
  const raw = percentOf(deposit, basisPoints(rule.percent));
  const cap = minor(rule.cap);
  return raw < cap ? raw : cap;
}

/** LOSS_RESCUE: % of the period's net loss up to the cap; nothing below the minimum loss (or on a win). */
export function lossRescue(rule: Extract<TActivityRule, { kind: 'LOSS_RESCUE' }>, loss: bigint): bigint {
  if (loss <= 0n || loss < minor(rule.minLoss)) return 0n;
  const raw = percentOf(loss, basisPoints(rule.percent));
  const cap = minor(rule.cap);
  return raw < cap ? raw : cap;
}

/** CHECK_IN: what the `signedCount`-th signed day of a period earns (daily reward, plus the target's on day N). */
export function checkInReward(
  rule: Extract<TActivityRule, { kind: 'CHECK_IN' }>,
  signedCount: number,
): { daily: bigint; target: bigint } {
  return {
    daily: minor(rule.dailyReward),
    target: signedCount === rule.targetDays ? minor(rule.targetReward) : 0n,
  };
}

/** TURNOVER: whether the valid bet reached the target. */
export const turnoverReached = (rule: Extract<TActivityRule, { kind: 'TURNOVER' }>, validBet: bigint) =>
  validBet >= minor(rule.target);

/** The bonus terms as issueBonus takes them. */
export function bonusTurnover(terms: TActivityBonusTerms, deposit = 0n) {
  return {
    base: terms.turnoverBase,
    percent: Math.round(terms.turnoverMultiple * 100),
    depositAmount: deposit,
  };
}

export const bonusExpiry = (terms: TActivityBonusTerms, now: Date): Date | null =>
  terms.validDays === null ? null : new Date(now.getTime() + terms.validDays * DAY_MS);

// ---------- periods (brand zone) ----------

export type PeriodKind = 'DAY' | 'WEEK' | 'MONTH' | 'WINDOW';

/** A period: its key, first and last brand-zone dates (inclusive), and the instants it spans [start, end). */
export type Period = { key: string; from: string; to: string; start: Date; end: Date };

function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The period of `kind` holding `instant`; WINDOW is the activity's whole window. */
export function periodOf(
  timeZone: string,
  kind: PeriodKind,
  instant: Date,
  window: { startsAt: Date; endsAt: Date },
): Period {
  if (kind === 'WINDOW') {
    const from = dateIn(timeZone, window.startsAt);
    const to = dateIn(timeZone, new Date(window.endsAt.getTime() - 1));
    return { key: 'window', from, to, start: window.startsAt, end: window.endsAt };
  }
  const today = dateIn(timeZone, instant);
  let from = today;
  let after = nextDate(today);
  if (kind === 'WEEK') {
    const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    from = addDays(today, -weekday);
    after = addDays(from, 7);
  } else if (kind === 'MONTH') {
    from = `${today.slice(0, 7)}-01`;
    const [y = 0, m = 1] = today.split('-').map(Number);
    after = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  const key = kind === 'DAY' ? from : kind === 'WEEK' ? `W${from}` : `M${from.slice(0, 7)}`;
  return {
    key,
    from,
    to: addDays(after, -1),
    start: startOfDay(timeZone, from),
    end: startOfDay(timeZone, after),
  };
}

/** The period just before the one holding `instant`. */
export function previousPeriod(
  timeZone: string,
  kind: 'DAY' | 'WEEK',
  instant: Date,
  window: { startsAt: Date; endsAt: Date },
): Period {
  const current = periodOf(timeZone, kind, instant, window);
  return periodOf(timeZone, kind, new Date(current.start.getTime() - 1), window);
}
