import path from 'node:path';
import { minorToDecimal } from '@platform/contracts/money';
import type { TAdminApplication, TApplicationStatus } from '@platform/contracts/promotion-activities';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { applicationDir } from './apply-activity';
import { bonusExpiry, bonusTurnover, minor } from './engine';
import { rewardKey } from './evaluate';
import { findActivity } from './repository';

type Row = {
  id: string;
  activity_id: string;
  member_id: string;
  comment: string;
  images: string[];
  status: TApplicationStatus;
  amount: string | null;
  reject_reason: string | null;
  bonus_id: string | null;
  reviewer: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  title: Record<string, string>;
};

const columns = sql`a.id::text, a.activity_id::text, a.member_id::text, a.comment, a.images, a.status,
  a.amount::text, a.reject_reason, a.bonus_id::text, a.reviewer, a.created_at, a.reviewed_at, p.title`;

/** The operator's review queue of manual applications: list, images, approve (bonus issued) or reject. */
export function createApplicationReview(ctx: PromotionsContext) {
  async function toAdmin(rows: Row[]): Promise<TAdminApplication[]> {
    const members = await ctx.identity.getMembersByIds([...new Set(rows.map((row) => row.member_id))]);
    const accounts = new Map(members.map((member) => [member.id, member.account]));
    return rows.map((row) => ({
      id: row.id,
      activityId: row.activity_id,
      activityTitle: ctx.textIn(row.title, 'es'),
      memberId: row.member_id,
      account: accounts.get(row.member_id) ?? null,
      comment: row.comment,
      images: row.images.map((name) => `/admin-api/promotions/applications/${row.id}/images/${name}`),
      status: row.status,
      amount: row.amount === null ? null : minorToDecimal(BigInt(row.amount)),
      rejectReason: row.reject_reason,
      bonusId: row.bonus_id,
      reviewer: row.reviewer,
      createdAt: new Date(row.created_at).toISOString(),
      reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
    }));
  }

  async function one(id: string): Promise<TAdminApplication> {
    const { rows } = await ctx.db.execute<Row>(sql`select ${columns}
      from promotion_activity_applications a join promotion_activities p on p.id = a.activity_id
      where a.id = ${id}::uuid`);
    if (!rows[0]) throw new AppError('APPLICATION_NOT_FOUND');
    return (await toAdmin(rows))[0]!;
  }

  return {
    /** Oldest pending first when filtered by PENDING; newest first otherwise. */
    async list(query: { status?: TApplicationStatus; activityId?: string; page: number; size: number }) {
      const where = sql`where true ${query.status ? sql`and a.status = ${query.status}` : sql``}
        ${query.activityId ? sql`and a.activity_id = ${query.activityId}::uuid` : sql``}`;
      const order = query.status === 'PENDING' ? sql`a.created_at asc` : sql`a.created_at desc`;
      const { rows } = await ctx.db.execute<Row>(sql`select ${columns}
        from promotion_activity_applications a join promotion_activities p on p.id = a.activity_id
        ${where} order by ${order}, a.id limit ${query.size} offset ${(query.page - 1) * query.size}`);
      const total = await ctx.db.execute<{ n: string | number }>(sql`select count(*) as n
        from promotion_activity_applications a ${where}`);
      return {
        content: await toAdmin(rows),
        total: Number(total.rows[0]?.n ?? 0),
        page: query.page,
        size: query.size,
      };
    },

    get: one,

    /** The stored file of one of an application's images (404 for a name it does not hold). */
    async imagePath(id: string, name: string) {
      const application = await one(id);
      if (!application.images.some((url) => url.endsWith(`/${name}`))) throw new AppError('NOT_FOUND');
      return {
        path: path.join(applicationDir(ctx), name),
        type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      };
    },

    /**
     * Approves a PENDING application with an amount (at most the rule's maxAmount): the bonus is issued
     * (key `activity:<activityId>:<memberId>:app:<applicationId>`) and the row APPROVED in one transaction
     * under the row's lock, so of many simultaneous approvals one pays; the rest get 409
     * APPLICATION_NOT_REVIEWABLE. Audited.
     */
    async approve(id: string, body: { amount: number; remark?: string }, author: ChangeAuthor) {
      const amount = decimalToMinor(body.amount);
      const now = ctx.clock.now();
      const memberId = await ctx.ledger.transaction(ctx.db, async (tx) => {
        const { rows } = await tx.execute<Pick<Row, 'id' | 'activity_id' | 'member_id' | 'status'>>(sql`
          select id::text, activity_id::text, member_id::text, status from promotion_activity_applications
          where id = ${id}::uuid for update`);
        const row = rows[0];
        if (!row) throw new AppError('APPLICATION_NOT_FOUND');
        if (row.status !== 'PENDING') throw new AppError('APPLICATION_NOT_REVIEWABLE');
        const activity = await findActivity(tx, row.activity_id);
        if (!activity || activity.rule.kind !== 'MANUAL') throw new AppError('APPLICATION_NOT_FOUND');
        if (amount > minor(activity.rule.maxAmount)) {
          throw new AppError('VALIDATION_FAILED', { fields: ['amount'] });
        }
        const bonus = await ctx.issueBonus(tx, {
          memberId: row.member_id,
          key: rewardKey(row.activity_id, row.member_id, `app:${row.id}`),
          source: 'ACTIVITY',
          sourceRef: row.activity_id,
          title: activity.title,
          amount,
          turnover: bonusTurnover(activity.rule.bonus),
          expiresAt: bonusExpiry(activity.rule.bonus, now),
          actor: author.actor,
          remark: body.remark ?? null,
        });
        await tx.execute(sql`update promotion_activity_applications
          set status = 'APPROVED', amount = ${String(amount)}::bigint, bonus_id = ${bonus.bonusId}::uuid,
            reviewer = ${author.actor}, reviewed_at = ${now.toISOString()}::timestamptz
          where id = ${id}::uuid`);
        await recordAudit(tx, {
          ...author,
          action: 'promotions.application.approve',
          target: `promotion-application:${id}`,
          before: { status: 'PENDING' },
          after: {
            status: 'APPROVED',
            amount: body.amount,
            bonusId: bonus.bonusId,
            remark: body.remark ?? null,
          },
        });
        return row.member_id;
      });
      ctx.notify(memberId, 'activities');
      ctx.notify(memberId, 'bonuses');
      return one(id);
    },

    /** Rejects a PENDING application with a reason the member sees (he may apply again). Audited. */
    async reject(id: string, body: { reason: string }, author: ChangeAuthor) {
      const now = ctx.clock.now();
      const memberId = await ctx.db.transaction(async (tx) => {
        const { rows } = await tx.execute<Pick<Row, 'member_id' | 'status'>>(sql`
          select member_id::text, status from promotion_activity_applications where id = ${id}::uuid for update`);
        const row = rows[0];
        if (!row) throw new AppError('APPLICATION_NOT_FOUND');
        if (row.status !== 'PENDING') throw new AppError('APPLICATION_NOT_REVIEWABLE');
        await tx.execute(sql`update promotion_activity_applications
          set status = 'REJECTED', reject_reason = ${body.reason}, reviewer = ${author.actor},
            reviewed_at = ${now.toISOString()}::timestamptz
          where id = ${id}::uuid`);
        await recordAudit(tx, {
          ...author,
          action: 'promotions.application.reject',
          target: `promotion-application:${id}`,
          before: { status: 'PENDING' },
          after: { status: 'REJECTED', reason: body.reason },
        });
        return row.member_id;
      });
      ctx.notify(memberId, 'activities');
      return one(id);
    },
  };
}
