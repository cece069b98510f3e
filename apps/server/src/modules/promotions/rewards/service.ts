import type { TLocalizedText } from '@platform/contracts/content';
import { errorMessage } from '@platform/contracts/error-messages';
import type { TLanguage } from '@platform/contracts/i18n';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import type { TPromotionSource, TRewardStatus, TTurnoverBase } from '@platform/contracts/promotions';
import type {
  TOperatorGiveReward,
  TOperatorReward,
  TOperatorRewardQuery,
  TReward,
  TRewardClaimAllReply,
  TRewardListQuery,
  TRewardPage,
} from '@platform/contracts/rewards';
import { sql, type SQL } from 'drizzle-orm';
import { AppError, isAppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { turnoverRequirement } from '../bonuses/issue-bonus';
import type { PromotionsContext } from '../context';
import { claimReward } from './claim-reward';

type RewardRow = {
  id: string;
  member_id: string;
  source_key: string;
  source: TPromotionSource;
  source_ref: string | null;
  title: TLocalizedText;
  amount: string;
  turnover_base: TTurnoverBase;
  turnover_percent: number;
  deposit_amount: string;
  bonus_valid_days: number | null;
  status: TRewardStatus;
  created_at: Date | string;
  expires_at: Date | string | null;
  seen_at: Date | string | null;
  claimed_at: Date | string | null;
  bonus_id: string | null;
};

const COLUMNS = sql`id::text, member_id::text, source_key, source, source_ref, title, amount::text, turnover_base,
  turnover_percent, deposit_amount::text, bonus_valid_days, status, created_at, expires_at, seen_at, claimed_at,
  bonus_id::text`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const toNumber = (value: string | number) => Number(value);

function present(ctx: PromotionsContext, row: RewardRow, lang: TLanguage, now: Date): TReward {
  const amount = BigInt(row.amount);
  // A PENDING reward past its expiry shows as EXPIRED before the job gets to it.
  const lapsed =
    row.status === 'PENDING' &&
    row.expires_at !== null &&
    new Date(row.expires_at).getTime() <= now.getTime();
  return {
    id: row.id,
    source: row.source,
    title: ctx.textIn(row.title, lang),
    amount: minorToDecimal(amount),
    status: lapsed ? 'EXPIRED' : row.status,
    turnoverMultiple: row.turnover_percent / 100,
    turnoverBase: row.turnover_base,
    turnoverAmount: minorToDecimal(
      turnoverRequirement(amount, row.turnover_base, row.turnover_percent, BigInt(row.deposit_amount)),
    ),
    bonusValidDays: row.bonus_valid_days,
    createdAt: iso(row.created_at),
    expiresAt: isoOrNull(row.expires_at),
    claimedAt: isoOrNull(row.claimed_at),
    seen: row.seen_at !== null,
  };
}

/** The claimable rewards of a member: PENDING and not past their expiry. */
const claimable = (memberId: string, now: Date) =>
  sql`member_id = ${memberId}::uuid and status = 'PENDING'
    and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`;

export function createRewardsService(ctx: PromotionsContext) {
  const db = ctx.db;

  async function count(where: SQL): Promise<{ count: number; amount: bigint }> {
    const { rows } = await db.execute<{ count: string | number; amount: string | null }>(
      sql`select count(*) as count, sum(amount)::text as amount from promotion_rewards where ${where}`,
    );
    return { count: toNumber(rows[0]?.count ?? 0), amount: BigInt(rows[0]?.amount ?? 0) };
  }

  async function operatorReward(rewardId: string): Promise<TOperatorReward> {
    const { rows } = await db.execute<RewardRow>(
      sql`select ${COLUMNS} from promotion_rewards where id = ${rewardId}::uuid`,
    );
    const row = rows[0];
    if (!row) throw new AppError('REWARD_NOT_FOUND');
    const member = await ctx.identity.getMemberById(row.member_id);
    return {
      id: row.id,
      memberId: row.member_id,
      account: member?.account ?? null,
      source: row.source,
      sourceKey: row.source_key,
      sourceRef: row.source_ref,
      title: row.title as Record<string, string>,
      amount: minorToDecimal(BigInt(row.amount)),
      status: row.status,
      turnoverMultiple: row.turnover_percent / 100,
      turnoverBase: row.turnover_base,
      bonusValidDays: row.bonus_valid_days,
      createdAt: iso(row.created_at),
      expiresAt: isoOrNull(row.expires_at),
      seenAt: isoOrNull(row.seen_at),
      claimedAt: isoOrNull(row.claimed_at),
      bonusId: row.bonus_id,
    };
  }

  return {
    claimableCount: async (memberId: string) => (await count(claimable(memberId, ctx.clock.now()))).count,

    /** PENDING rewards the member has not seen yet (the reward centre's badge). */
    unreadCount: async (memberId: string) =>
      (await count(sql`${claimable(memberId, ctx.clock.now())} and seen_at is null`)).count,

    async list(memberId: string, query: TRewardListQuery, lang: TLanguage): Promise<TRewardPage> {
      const now = ctx.clock.now();
      const nowText = now.toISOString();
      const where =
        query.tab === 'PENDING'
          ? claimable(memberId, now)
          : sql`member_id = ${memberId}::uuid and (status <> 'PENDING'
              or (expires_at is not null and expires_at <= ${nowText}::timestamptz))`;
      const order =
        query.tab === 'PENDING'
          ? sql`order by expires_at asc nulls last, created_at desc, id`
          : sql`order by coalesce(claimed_at, expires_at, created_at) desc, id`;
      const [total, pending, unread, page] = await Promise.all([
        count(where),
        count(claimable(memberId, now)),
        count(sql`${claimable(memberId, now)} and seen_at is null`),
        db.execute<RewardRow>(sql`select ${COLUMNS} from promotion_rewards where ${where} ${order}
          limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
      ]);
      return {
        content: page.rows.map((row) => present(ctx, row, lang, now)),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total.count / query.pageSize),
        totalElements: total.count,
        pendingCount: pending.count,
        pendingAmount: minorToDecimal(pending.amount),
        unreadCount: unread.count,
      };
    },

    /** Marks every PENDING reward of the member seen (the badge drops to zero). */
    async markSeen(memberId: string): Promise<{ marked: number }> {
      const now = ctx.clock.now().toISOString();
      const { rows } = await db.execute<{ id: string }>(sql`update promotion_rewards
        set seen_at = ${now}::timestamptz
        where member_id = ${memberId}::uuid and status = 'PENDING' and seen_at is null
        returning id::text as id`);
      if (rows.length > 0) ctx.notify(memberId, 'rewards');
      return { marked: rows.length };
    },

    async claimOne(memberId: string, rewardId: string) {
      const claimed = await claimReward(ctx, memberId, rewardId);
      return { rewardId: claimed.rewardId, bonusId: claimed.bonusId, amount: minorToDecimal(claimed.amount) };
    },

    /**
     * Claims every claimable reward, each in its own transaction (one failing does not undo the others).
     * Nothing claimable: 409 NOTHING_TO_CLAIM.
     */
    async claimAll(memberId: string, lang: TLanguage): Promise<TRewardClaimAllReply> {
      const { rows } = await db.execute<{ id: string }>(sql`select id::text as id from promotion_rewards
        where ${claimable(memberId, ctx.clock.now())} order by created_at, id limit 200`);
      if (rows.length === 0) throw new AppError('NOTHING_TO_CLAIM');
      let claimed = 0;
      let total = 0n;
      const failed: TRewardClaimAllReply['failed'] = [];
      for (const { id } of rows) {
        try {
          const reward = await claimReward(ctx, memberId, id);
          claimed += 1;
          total += reward.amount;
        } catch (error) {
          if (!isAppError(error)) throw error;
          failed.push({ rewardId: id, code: error.code, message: errorMessage(lang, error.code) });
        }
      }
      if (claimed === 0 && failed.every((item) => item.code === 'REWARD_ALREADY_CLAIMED')) {
        throw new AppError('NOTHING_TO_CLAIM');
      }
      return { claimed, totalAmount: minorToDecimal(total), failed };
    },

    /** The job: PENDING rewards past their expiry become EXPIRED. */
    async expireDue(now: Date): Promise<number> {
      const { rows } = await db.execute<{
        member_id: string;
      }>(sql`update promotion_rewards set status = 'EXPIRED'
        where status = 'PENDING' and expires_at is not null and expires_at <= ${now.toISOString()}::timestamptz
        returning member_id::text`);
      for (const memberId of new Set(rows.map((row) => row.member_id))) ctx.notify(memberId, 'rewards');
      return rows.length;
    },

    // ----- operator -----

    async adminList(query: TOperatorRewardQuery): Promise<{
      content: TOperatorReward[];
      pageNum: number;
      pageSize: number;
      totalPages: number;
      totalElements: number;
    }> {
      const filters: SQL[] = [sql`true`];
      if (query.account) {
        const member = await ctx.identity.findMemberByAccount(query.account);
        if (!member) throw new AppError('USER_NOT_FOUND');
        filters.push(sql`member_id = ${member.id}::uuid`);
      }
      if (query.status) filters.push(sql`status = ${query.status}`);
      if (query.source) filters.push(sql`source = ${query.source}`);
      const where = sql.join(filters, sql` and `);
      const [total, page] = await Promise.all([
        count(where),
        db.execute<RewardRow>(sql`select ${COLUMNS} from promotion_rewards where ${where}
          order by created_at desc, id limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
      ]);
      const members = await ctx.identity.getMembersByIds([...new Set(page.rows.map((row) => row.member_id))]);
      const accounts = new Map(members.map((member) => [member.id, member.account]));
      return {
        content: page.rows.map((row) => ({
          id: row.id,
          memberId: row.member_id,
          account: accounts.get(row.member_id) ?? null,
          source: row.source,
          sourceKey: row.source_key,
          sourceRef: row.source_ref,
          title: row.title as Record<string, string>,
          amount: minorToDecimal(BigInt(row.amount)),
          status: row.status,
          turnoverMultiple: row.turnover_percent / 100,
          turnoverBase: row.turnover_base,
          bonusValidDays: row.bonus_valid_days,
          createdAt: iso(row.created_at),
          expiresAt: isoOrNull(row.expires_at),
          seenAt: isoOrNull(row.seen_at),
          claimedAt: isoOrNull(row.claimed_at),
          bonusId: row.bonus_id,
        })),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total.count / query.pageSize),
        totalElements: total.count,
      };
    },

    /** An operator gives a member a MANUAL reward: idempotent by the request id, audited once. */
    async give(
      input: TOperatorGiveReward,
      author: ChangeAuthor,
    ): Promise<{ rewardId: string; created: boolean }> {
      const member = await ctx.identity.findMemberByAccount(input.account);
      if (!member) throw new AppError('USER_NOT_FOUND');
      const now = ctx.clock.now();
      if (input.expiresAt !== null && new Date(input.expiresAt).getTime() <= now.getTime()) {
        throw new AppError('VALIDATION_FAILED', { fields: ['expiresAt'] });
      }
      const offered = await db.transaction(async (tx) => {
        const result = await ctx.offerReward(tx, {
          memberId: member.id,
          sourceKey: `manual:${input.requestId}`,
          source: 'MANUAL',
          sourceRef: author.actor,
          title: input.title,
          amount: decimalToMinor(input.amount),
          turnover: { base: input.turnoverBase, percent: Math.round(input.turnoverMultiple * 100) },
          bonusValidDays: input.bonusValidDays,
          expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
        });
        if (result.created) {
          await recordAudit(tx, {
            actor: author.actor,
            action: 'promotions.reward.give',
            target: `reward:${result.rewardId}`,
            before: null,
            after: { ...input, account: member.account },
            requestId: author.requestId,
          });
        }
        return result;
      });
      if (offered.created) ctx.notify(member.id, 'rewards');
      return offered;
    },

    /** Withdraws a PENDING reward (row lock: a claim at the same moment and the cancel, exactly one wins). */
    async cancel(
      rewardId: string,
      reason: string | undefined,
      author: ChangeAuthor,
    ): Promise<TOperatorReward> {
      const memberId = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<RewardRow>(
          sql`select ${COLUMNS} from promotion_rewards where id = ${rewardId}::uuid for update`,
        );
        const row = rows[0];
        if (!row) throw new AppError('REWARD_NOT_FOUND');
        if (row.status === 'CLAIMED') throw new AppError('REWARD_ALREADY_CLAIMED');
        if (row.status !== 'PENDING') throw new AppError('CONFLICT');
        await tx.execute(sql`update promotion_rewards set status = 'CANCELLED' where id = ${rewardId}::uuid`);
        await recordAudit(tx, {
          actor: author.actor,
          action: 'promotions.reward.cancel',
          target: `reward:${rewardId}`,
          before: { status: row.status },
          after: { status: 'CANCELLED', reason: reason ?? null },
          requestId: author.requestId,
        });
        return row.member_id;
      });
      ctx.notify(memberId, 'rewards');
      return operatorReward(rewardId);
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
