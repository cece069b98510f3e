import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import type {
  TActivityAction,
  TActivityCard,
  TActivityProgress,
  TActivityRule,
  TActivityState,
  TActivityTerms,
  TApplicationStatus,
} from '@platform/contracts/promotion-activities';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { dateIn } from '../../../platform/zoned-time';
import type { PromotionsContext } from '../context';
import {
  bonusTurnover,
  DAY_MS,
  lossRescue,
  minor,
  periodOf,
  previousPeriod,
  turnoverReached,
  type Period,
} from './engine';
import type { ActivityRow } from './repository';

/** Who looks at the activities: a member (with type) or a visitor (null). */
export type Viewer = { id: string; type: number; isTrial: boolean } | null;

export type Evaluation = {
  card: TActivityCard;
  progress: TActivityProgress | null;
  /** The member may join it now (counted in availablePromoCount). */
  joinable: boolean;
  /** Rewards of this activity the member may claim now. */
  claimable: { id: string; amount: bigint }[];
};

type RewardRow = {
  id: string;
  source_key: string;
  status: string;
  amount: string;
  expires_at: Date | string | null;
};

type ApplicationRow = {
  id: string;
  status: TApplicationStatus;
  comment: string;
  images: string[];
  amount: string | null;
  reject_reason: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const money = (value: bigint | null) => (value === null ? null : minorToDecimal(value));

/** Generated demo art is drawn per language (`…-es.svg`, `…-en.svg`): the viewer's language is served. */
export const bannerIn = (url: string, lang: TLanguage) =>
  url.replace(/^(\/wps\/promotions\/art\/[a-z0-9-]+)-(es|en)\.svg$/, `$1-${lang === 'en' ? 'en' : 'es'}.svg`);

export const rewardKey = (activityId: string, memberId: string, suffix: string) =>
  `activity:${activityId}:${memberId}:${suffix}`;

/** Whether the member's type may take part (empty list: every type); trial accounts never. */
export function inAudience(row: ActivityRow, viewer: Exclude<Viewer, null>): boolean {
  return row.memberTypes.length === 0 || row.memberTypes.includes(viewer.type);
}

/** Valid bet and net loss (stakes − payouts) of settled bets on brand-zone days [from, to], from bet_daily_totals. */
export async function betFigures(
  db: Db,
  memberId: string,
  from: string,
  to: string,
  categories: readonly string[],
): Promise<{ validBet: bigint; loss: bigint }> {
  const only =
    categories.length > 0
      ? sql`and game_type in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : sql``;
  const { rows } = await db.execute<{ valid: string; loss: string }>(sql`
    select coalesce(sum(valid_bet), 0)::text as valid, coalesce(sum(bet_amount - payout), 0)::text as loss
    from bet_daily_totals
    where member_id = ${memberId}::uuid and day >= ${from}::date and day <= ${to}::date ${only}`);
  return { validBet: BigInt(rows[0]?.valid ?? '0'), loss: BigInt(rows[0]?.loss ?? '0') };
}

/** The member's first credited deposit ever exists (first-deposit activities are then closed to him). */
export async function hasDeposited(db: Db, memberId: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from member_first_deposits where member_id = ${memberId}::uuid limit 1`,
  );
  return rows.length > 0;
}

async function rewardsOf(db: Db, activityId: string, memberId: string): Promise<RewardRow[]> {
  const { rows } = await db.execute<RewardRow>(sql`
    select id::text, source_key, status, amount::text, expires_at from promotion_rewards
    where member_id = ${memberId}::uuid and source = 'ACTIVITY' and source_ref = ${activityId}
    order by created_at`);
  return rows;
}

/** The rule's figures for the player (amounts as decimals). */
export function termsOf(rule: TActivityRule): TActivityTerms {
  const base: TActivityTerms = {
    percent: null,
    cap: null,
    minDeposit: null,
    minLoss: null,
    period: null,
    maxPerPeriod: null,
    targetDays: null,
    targetReward: null,
    dailyReward: null,
    target: null,
    prize: null,
    maxAmount: null,
    categories: [],
    turnoverMultiple: rule.bonus.turnoverMultiple,
    turnoverBase: rule.bonus.turnoverBase,
    validDays: rule.bonus.validDays,
  };
  switch (rule.kind) {
    case 'FIRST_DEPOSIT':
      return { ...base, percent: rule.percent, cap: rule.cap, minDeposit: rule.minDeposit };
    case 'RELOAD':
      return {
        ...base,
        percent: rule.percent,
        cap: rule.cap,
        minDeposit: rule.minDeposit,
        period: rule.period,
        maxPerPeriod: rule.maxPerPeriod,
      };
    case 'CHECK_IN':
      return {
        ...base,
        period: rule.period,
        targetDays: rule.targetDays,
        targetReward: rule.targetReward,
        dailyReward: rule.dailyReward,
      };
    case 'TURNOVER':
      return {
        ...base,
        period: rule.period,
        target: rule.target,
        prize: rule.prize,
        categories: rule.categories,
      };
    case 'LOSS_RESCUE':
      return {
        ...base,
        period: rule.period,
        percent: rule.percent,
        minLoss: rule.minLoss,
        cap: rule.cap,
        categories: rule.categories,
      };
    case 'MANUAL':
      return { ...base, maxAmount: rule.maxAmount };
  }
}

/**
 * Evaluates one activity for a viewer: the state and action of its card (spec §4), the member's progress,
 * and — as the engine finds a TURNOVER target reached or a LOSS_RESCUE period ended with a qualifying
 * loss — the prize put into the reward centre (idempotent by its source key), so it is claimable here and
 * there.
 */
export async function evaluateActivity(
  ctx: PromotionsContext,
  row: ActivityRow,
  viewer: Viewer,
  lang: TLanguage,
  options: { timeZone: string; now: Date; joinedAt?: Date | null; withProgress?: boolean },
): Promise<Evaluation> {
  const { timeZone, now } = options;
  const card = (state: TActivityState, action: TActivityAction | null): TActivityCard => ({
    id: row.id,
    kind: row.rule.kind,
    category: row.category,
    title: ctx.textIn(row.title, lang),
    summary: ctx.textIn(row.summary, lang),
    bannerUrl: bannerIn(row.bannerUrl, lang),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startsOn: dateIn(timeZone, row.startsAt),
    endsOn: dateIn(timeZone, row.endsAt),
    state,
    action,
  });
  const notYet = now.getTime() < row.startsAt.getTime();
  const closed = row.status !== 'PUBLISHED' || now.getTime() >= row.endsAt.getTime();
  if (!viewer) {
    const state = notYet ? 'COMING_SOON' : closed ? 'CLOSE' : 'JOIN';
    return {
      card: card(state, state === 'JOIN' ? 'LOGIN' : null),
      progress: null,
      joinable: false,
      claimable: [],
    };
  }
  if (notYet) {
    return {
      card: card('COMING_SOON', null),
      progress: emptyProgress(false),
      joinable: false,
      claimable: [],
    };
  }

  const memberId = viewer.id;
  const window = { startsAt: row.startsAt, endsAt: row.endsAt };
  const eligible = !viewer.isTrial && inAudience(row, viewer);
  const joinedAt =
    options.joinedAt !== undefined ? options.joinedAt : await joinedAtOf(ctx.db, row.id, memberId);
  const progress = emptyProgress(joinedAt !== null);
  const rule = row.rule;
  const window7 = (at: Date) => new Date(at.getTime() + 7 * DAY_MS);

  let rewards = await rewardsOf(ctx.db, row.id, memberId);
  const offer = async (suffix: string, amount: bigint, expiresAt: Date) => {
    const sourceKey = rewardKey(row.id, memberId, suffix);
    if (amount <= 0n || rewards.some((reward) => reward.source_key === sourceKey)) return;
    const offered = await ctx.offerReward(ctx.db, {
      memberId,
      sourceKey,
      source: 'ACTIVITY',
      sourceRef: row.id,
      title: row.title,
      amount,
      turnover: bonusTurnover(rule.bonus),
      bonusValidDays: rule.bonus.validDays,
      expiresAt,
    });
    if (offered.created) ctx.notify(memberId, 'rewards');
    rewards = await rewardsOf(ctx.db, row.id, memberId);
  };
  const claimableNow = () =>
    rewards
      .filter(
        (reward) =>
          reward.status === 'PENDING' &&
          (reward.expires_at === null || new Date(reward.expires_at).getTime() > now.getTime()),
      )
      .map((reward) => ({ id: reward.id, amount: BigInt(reward.amount) }));
  const claimedFor = (suffix: string) =>
    rewards.some(
      (reward) => reward.source_key === rewardKey(row.id, memberId, suffix) && reward.status === 'CLAIMED',
    );
  const result = (state: TActivityState, action: TActivityAction | null, joinable = false): Evaluation => ({
    card: card(state, eligible || action === null ? action : null),
    progress,
    joinable: joinable && eligible,
    claimable: claimableNow(),
  });
  const periodFields = (period: Period) => {
    progress.periodFrom = period.from;
    progress.periodTo = period.to;
  };

  switch (rule.kind) {
    case 'FIRST_DEPOSIT':
    case 'RELOAD': {
      const grants = await grantsOf(ctx.db, row.id, memberId);
      progress.issuedAmount = minorToDecimal(grants.reduce((sum, grant) => sum + grant.amount, 0n));
      if (rule.kind === 'FIRST_DEPOSIT') {
        if (grants.length > 0) return result('ISSUED', null);
        if (closed) return result('CLOSE', null);
        if (joinedAt) return result('JOINED', null);
        if (await hasDeposited(ctx.db, memberId)) return result('CLOSE', null);
        return result('JOIN', 'JOIN', true);
      }
      const period = periodOf(timeZone, rule.period, now, window);
      periodFields(period);
      if (closed) return result(grants.length > 0 ? 'ISSUED' : 'CLOSE', null);
      if (!joinedAt) return result('JOIN', 'JOIN', true);
      const inPeriod = grants.filter((grant) => grant.periodKey === period.key).length;
      return result(inPeriod >= rule.maxPerPeriod ? 'ISSUED' : 'JOINED', null);
    }

    case 'CHECK_IN': {
      const period = periodOf(timeZone, rule.period, now, window);
      periodFields(period);
      const today = dateIn(timeZone, now);
      const { rows } = await ctx.db.execute<{ day: string }>(sql`
        select day::text as day from promotion_activity_signs
        where activity_id = ${row.id}::uuid and member_id = ${memberId}::uuid
          and day >= ${period.from}::date and day <= ${period.to}::date order by day`);
      progress.signedDays = rows.map((sign) => sign.day);
      progress.signedToday = progress.signedDays.includes(today);
      if (claimableNow().length > 0) return result('CLAIM', 'CLAIM');
      if (closed) return result('CLOSE', null);
      if (progress.signedToday) {
        return result(claimedFor(`${period.key}:day${rule.targetDays}`) ? 'CLAIMED' : 'SIGNED', null);
      }
      return result('JOIN', 'SIGN', !joinedAt);
    }

    case 'TURNOVER': {
      const period = periodOf(timeZone, rule.period, now, window);
      periodFields(period);
      progress.target = rule.target;
      if (joinedAt) {
        const joinedDay = dateIn(timeZone, joinedAt);
        const from = joinedDay > period.from ? joinedDay : period.from;
        const { validBet } = await betFigures(ctx.db, memberId, from, period.to, rule.categories);
        progress.validBet = minorToDecimal(validBet);
        if (turnoverReached(rule, validBet) && joinedAt.getTime() < row.endsAt.getTime()) {
          const prize = minor(rule.prize);
          const until = period.end.getTime() < row.endsAt.getTime() ? period.end : row.endsAt;
          await offer(period.key, prize, window7(until));
        }
      }
      if (claimableNow().length > 0) return result('CLAIM', 'CLAIM');
      if (claimedFor(period.key)) return result('CLAIMED', null);
      if (closed) return result('CLOSE', null);
      if (!joinedAt) return result('JOIN', 'JOIN', true);
      return result('PROCESS', null);
    }

    case 'LOSS_RESCUE': {
      const period = periodOf(timeZone, rule.period, now, window);
      periodFields(period);
      const last = previousPeriod(timeZone, rule.period, now, window);
      if (joinedAt) {
        const current = await betFigures(ctx.db, memberId, period.from, period.to, rule.categories);
        progress.loss = minorToDecimal(current.loss > 0n ? current.loss : 0n);
        // Last period's rescue: the member joined before it ended and it overlaps the window.
        const overlaps =
          last.end.getTime() > row.startsAt.getTime() && last.start.getTime() < row.endsAt.getTime();
        if (joinedAt.getTime() < last.end.getTime() && overlaps) {
          const previous = await betFigures(ctx.db, memberId, last.from, last.to, rule.categories);
          const rescue = lossRescue(rule, previous.loss);
          progress.claimable = minorToDecimal(rescue);
          await offer(last.key, rescue, window7(last.end));
        }
      }
      if (claimableNow().length > 0) return result('CLAIM', 'CLAIM');
      if (claimedFor(last.key)) return result('CLAIMED', null);
      if (closed) return result('CLOSE', null);
      if (!joinedAt) return result('JOIN', 'JOIN', true);
      return result('PROCESS', null);
    }

    case 'MANUAL': {
      const application = await latestApplication(ctx.db, row.id, memberId);
      if (application) {
        progress.application = {
          id: application.id,
          status: application.status,
          comment: application.comment,
          imageCount: application.images.length,
          amount: money(application.amount === null ? null : BigInt(application.amount)),
          rejectReason: application.reject_reason,
          createdAt: iso(application.created_at)!,
          reviewedAt: iso(application.reviewed_at),
        };
        if (application.status === 'PENDING') return result('APPLYING', null);
        if (application.status === 'APPROVED') return result('ISSUED', null);
        return result('REJECTED', closed ? null : 'APPLY');
      }
      if (closed) return result('CLOSE', null);
      return result('JOIN', 'APPLY', true);
    }
  }
}

function emptyProgress(joined: boolean): TActivityProgress {
  return {
    joined,
    signedDays: null,
    signedToday: null,
    periodFrom: null,
    periodTo: null,
    validBet: null,
    target: null,
    loss: null,
    claimable: null,
    issuedAmount: null,
    application: null,
  };
}

async function joinedAtOf(db: Db, activityId: string, memberId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ joined_at: Date | string }>(sql`
    select joined_at from promotion_activity_members
    where activity_id = ${activityId}::uuid and member_id = ${memberId}::uuid`);
  return rows[0] ? new Date(rows[0].joined_at) : null;
}

export async function grantsOf(
  db: Db,
  activityId: string,
  memberId: string,
): Promise<{ periodKey: string; amount: bigint }[]> {
  const { rows } = await db.execute<{ period_key: string; amount: string }>(sql`
    select period_key, amount::text from promotion_activity_grants
    where activity_id = ${activityId}::uuid and member_id = ${memberId}::uuid`);
  return rows.map((grant) => ({ periodKey: grant.period_key, amount: BigInt(grant.amount) }));
}

export async function latestApplication(
  db: Db,
  activityId: string,
  memberId: string,
): Promise<ApplicationRow | null> {
  const { rows } = await db.execute<ApplicationRow>(sql`
    select id::text, status, comment, images, amount::text, reject_reason, created_at, reviewed_at
    from promotion_activity_applications
    where activity_id = ${activityId}::uuid and member_id = ${memberId}::uuid
    order by created_at desc, case status when 'PENDING' then 0 when 'APPROVED' then 1 else 2 end limit 1`);
  return rows[0] ?? null;
}
