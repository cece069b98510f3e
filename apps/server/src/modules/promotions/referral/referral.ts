import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import {
  ZReferralSettingsSchema,
  type TReferralFriendsPage,
  type TReferralOverview,
  type TReferralSettings,
} from '@platform/contracts/referral';
import type { TRewardStatus } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { ensureAffiliateCode } from '../../identity/referral-codes';
import type { PromotionsContext } from '../context';
import { createPartSettings } from '../../system/part-settings';
import { promotionReferralQualifications } from './tables';
import { maskAccount } from '../../vendors/reads';

const AGENT_TYPES = [1, 2, 41, 42];
const TRIAL_TYPE = 4;
const DAY_MS = 86_400_000;
/** Friends looked at per catch-up run. */
const CATCH_UP_BATCH = 500;

export const REFERRAL_DEFAULTS: TReferralSettings = {
  rule: 'FIRST_DEPOSIT',
  threshold: 100,
  rewardAmount: 50,
  turnoverMultiple: 1,
  bonusDays: 30,
  claimDays: 30,
};

type MemberRow = {
  id: string;
  account: string;
  type: number;
  /** Who invited the member: `referrer_id`, else (members from before it was kept) the upline. */
  referrer_id: string | null;
  created_at: Date | string;
};

/**
 * Invite friends: the member's code and link, the friends it brought (members it invited: `referrer_id`,
 * or for members from before it was kept, the upline — they registered with its code), and the reward offered once per friend who meets the operator's rule — a
 * first credited deposit of at least X, or a valid bet since registering of at least Y.
 */
export function createReferral(ctx: PromotionsContext) {
  const settings = createPartSettings({
    db: ctx.db,
    now: () => ctx.clock.now(),
    part: 'referral',
    schema: ZReferralSettingsSchema,
    defaults: REFERRAL_DEFAULTS,
  });

  async function member(executor: Db, id: string): Promise<MemberRow | null> {
    const { rows } = await executor.execute<MemberRow>(sql`select id::text as id, account, type,
        coalesce(referrer_id, upline_id)::text as referrer_id, created_at from members where id = ${id}::uuid`);
    return rows[0] ?? null;
  }

  /** Whether a member may use invite friends: agents always, players with the REFERRAL flag on. */
  async function mayRefer(row: Pick<MemberRow, 'type'>): Promise<boolean> {
    const type = Number(row.type);
    if (type === TRIAL_TYPE) return false;
    if (AGENT_TYPES.includes(type)) return true;
    return (await ctx.brand()).whitelabel.REFERRAL === true;
  }

  async function requireReferrer(memberId: string): Promise<MemberRow> {
    const row = await member(ctx.db, memberId);
    if (!row || !(await mayRefer(row))) throw new AppError('REFERRAL_DISABLED');
    return row;
  }

  /**
   * Marks a friend qualified and offers the referrer's reward (`referral:<friendId>`), once: the
   * qualification row's primary key takes the first attempt; the others find it and offer nothing.
   */
  async function qualify(friendId: string, referrerId: string, rule: TReferralSettings): Promise<boolean> {
    const now = ctx.clock.now();
    const created = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(promotionReferralQualifications)
        .values({ friendId, referrerId, rule: rule.rule, qualifiedAt: now })
        .onConflictDoNothing()
        .returning({ friendId: promotionReferralQualifications.friendId });
      if (inserted.length === 0) return false;
      const friend = await member(tx, friendId);
      const offered = await ctx.offerReward(tx, {
        memberId: referrerId,
        sourceKey: `referral:${friendId}`,
        source: 'REFERRAL',
        sourceRef: friendId,
        title: {
          es: `Amigo invitado: ${maskAccount(friend?.account ?? '')}`,
          en: `Invited friend: ${maskAccount(friend?.account ?? '')}`,
        },
        amount: decimalToMinor(rule.rewardAmount),
        turnover: { base: 'BONUS', percent: Math.round(rule.turnoverMultiple * 100) },
        bonusValidDays: rule.bonusDays,
        expiresAt: rule.claimDays === null ? null : new Date(now.getTime() + rule.claimDays * DAY_MS),
      });
      await tx.execute(sql`update promotion_referral_qualifications set reward_id = ${offered.rewardId}::uuid
        where friend_id = ${friendId}::uuid`);
      return true;
    });
    if (created) {
      ctx.notify(referrerId, 'referral');
      ctx.notify(referrerId, 'rewards');
    }
    return created;
  }

  /** Whether a friend meets the rule now (reads the deposits or the bets; never writes them). */
  async function meetsRule(friendId: string, rule: TReferralSettings): Promise<boolean> {
    const threshold = decimalToMinor(rule.threshold);
    if (rule.rule === 'FIRST_DEPOSIT') {
      const { rows } = await ctx.db.execute<{ amount: string }>(
        sql`select amount::text as amount from member_first_deposits where member_id = ${friendId}::uuid`,
      );
      return rows[0] !== undefined && BigInt(rows[0].amount) >= threshold;
    }
    const { rows } = await ctx.db.execute<{ total: string | null }>(
      sql`select sum(valid_bet)::text as total from bet_daily_totals where member_id = ${friendId}::uuid`,
    );
    return BigInt(rows[0]?.total ?? '0') >= threshold;
  }

  /** Checks one friend against the rule and qualifies it when it meets it and its referrer may refer. */
  async function check(friendId: string): Promise<boolean> {
    const friend = await member(ctx.db, friendId);
    if (!friend?.referrer_id) return false;
    const referrer = await member(ctx.db, friend.referrer_id);
    if (!referrer || !(await mayRefer(referrer))) return false;
    const rule = await settings.get();
    if (!(await meetsRule(friendId, rule))) return false;
    return qualify(friendId, referrer.id, rule);
  }

  return {
    settings,
    check,

    /** After a credited deposit: the depositor may have just qualified (rule FIRST_DEPOSIT). */
    async afterDepositCredited(memberId: string): Promise<void> {
      const rule = await settings.get();
      if (rule.rule !== 'FIRST_DEPOSIT') return;
      await check(memberId);
    },

    /**
     * The catch-up job: friends not qualified yet who meet the rule now (valid bets of any day; a first
     * deposit whose listener call was missed). Returns how many it qualified.
     */
    async catchUp(): Promise<number> {
      const rule = await settings.get();
      const threshold = String(decimalToMinor(rule.threshold));
      const candidates =
        rule.rule === 'FIRST_DEPOSIT'
          ? sql`select f.member_id as id from member_first_deposits f
               where f.amount >= ${threshold}::bigint`
          : sql`select t.member_id as id from bet_daily_totals t
               group by t.member_id having sum(t.valid_bet) >= ${threshold}::bigint`;
      const { rows } = await ctx.db.execute<{ id: string }>(sql`
        select m.id::text as id from members m join (${candidates}) c on c.id = m.id
         where (m.referrer_id is not null or m.upline_id is not null)
           and not exists (select 1 from promotion_referral_qualifications q where q.friend_id = m.id)
         limit ${CATCH_UP_BATCH}`);
      let qualified = 0;
      for (const row of rows) if (await check(row.id)) qualified += 1;
      return qualified;
    },

    /** The member's code and link, the rule, and the totals. */
    async overview(memberId: string): Promise<TReferralOverview> {
      await requireReferrer(memberId);
      const code = await ensureAffiliateCode(ctx.db, memberId);
      if (!code) throw new AppError('REFERRAL_DISABLED');
      const rule = await settings.get();
      const base = ctx.publicUrl ? ctx.publicUrl.replace(/\/+$/, '') : '';
      const { rows } = await ctx.db.execute<{
        friends: string;
        qualified: string;
        earned: string | null;
        claimed: string | null;
      }>(sql`select
          (select count(*) from members where referrer_id = ${memberId}::uuid
            or (referrer_id is null and upline_id = ${memberId}::uuid))::text as friends,
          (select count(*) from promotion_referral_qualifications where referrer_id = ${memberId}::uuid)::text as qualified,
          (select sum(r.amount) from promotion_referral_qualifications q join promotion_rewards r on r.id = q.reward_id
            where q.referrer_id = ${memberId}::uuid and r.status <> 'CANCELLED')::text as earned,
          (select sum(r.amount) from promotion_referral_qualifications q join promotion_rewards r on r.id = q.reward_id
            where q.referrer_id = ${memberId}::uuid and r.status = 'CLAIMED')::text as claimed`);
      const totals = rows[0]!;
      return {
        code,
        link: `${base}/register?referralCode=${encodeURIComponent(code)}`,
        rule,
        friends: Number(totals.friends),
        qualified: Number(totals.qualified),
        earned: minorToDecimal(BigInt(totals.earned ?? '0')),
        claimed: minorToDecimal(BigInt(totals.claimed ?? '0')),
      };
    },

    /** The friends the member brought, newest first, masked. */
    async friends(memberId: string, pageNo: number, pageSize: number): Promise<TReferralFriendsPage> {
      await requireReferrer(memberId);
      return friendsPage(ctx.db, memberId, pageNo, pageSize);
    },

    /** Operator: a member's referrals, unmasked. */
    async ofAccount(account: string) {
      const { rows } = await ctx.db.execute<{ id: string; account: string; affiliate_code: string | null }>(
        sql`select id::text as id, account, affiliate_code from members where lower(account) = lower(${account})`,
      );
      const referrer = rows[0];
      if (!referrer) throw new AppError('NOT_FOUND');
      const list = await friendRows(ctx.db, referrer.id, 500, 0);
      return {
        referrer: { memberId: referrer.id, account: referrer.account, code: referrer.affiliate_code },
        friends: list.map((row) => ({
          memberId: row.id,
          account: row.account,
          registeredAt: new Date(row.created_at).toISOString(),
          qualified: row.qualified_at !== null,
          qualifiedAt: row.qualified_at ? new Date(row.qualified_at).toISOString() : null,
          reward: minorToDecimal(BigInt(row.reward ?? '0')),
          rewardStatus: row.reward_status,
        })),
      };
    },
  };
}
export type Referral = ReturnType<typeof createReferral>;

type FriendRow = {
  id: string;
  account: string;
  created_at: Date | string;
  qualified_at: Date | string | null;
  reward: string | null;
  reward_status: TRewardStatus | null;
};

async function friendRows(db: Db, referrerId: string, limit: number, offset: number): Promise<FriendRow[]> {
  const { rows } = await db.execute<FriendRow>(sql`
    select m.id::text as id, m.account, m.created_at, q.qualified_at, r.amount::text as reward,
           r.status as reward_status
      from members m
      left join promotion_referral_qualifications q on q.friend_id = m.id
      left join promotion_rewards r on r.id = q.reward_id
     where (m.referrer_id = ${referrerId}::uuid or (m.referrer_id is null and m.upline_id = ${referrerId}::uuid))
     order by m.created_at desc, m.id
     limit ${limit} offset ${offset}`);
  return rows;
}

async function friendsPage(
  db: Db,
  referrerId: string,
  pageNo: number,
  pageSize: number,
): Promise<TReferralFriendsPage> {
  const { rows: counted } = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from members
      where referrer_id = ${referrerId}::uuid or (referrer_id is null and upline_id = ${referrerId}::uuid)`,
  );
  const total = Number(counted[0]?.n ?? 0);
  const rows = await friendRows(db, referrerId, pageSize, (pageNo - 1) * pageSize);
  return {
    content: rows.map((row) => ({
      account: maskAccount(row.account),
      registeredAt: new Date(row.created_at).toISOString(),
      qualified: row.qualified_at !== null,
      qualifiedAt: row.qualified_at ? new Date(row.qualified_at).toISOString() : null,
      reward: minorToDecimal(BigInt(row.reward ?? '0')),
      rewardStatus: row.reward_status,
    })),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}
