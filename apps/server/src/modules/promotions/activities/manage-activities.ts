import type { TActivityInput, TAdminActivity } from '@platform/contracts/promotion-activities';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { cleanLocalizedHtml, sanitizeLocalized } from '../../content/sanitize';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { findActivity, listActivities, type ActivityRow } from './repository';
import { promotionActivities } from './tables';

/** The operator's view of a stored activity (rules HTML sanitised again on the way out). */
export function toAdminActivity(row: ActivityRow): TAdminActivity {
  return {
    id: row.id,
    title: row.title as Record<string, string>,
    summary: row.summary as Record<string, string>,
    rulesHtml: sanitizeLocalized(row.rulesHtml as Record<string, string>),
    bannerUrl: row.bannerUrl,
    category: row.category,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    memberTypes: row.memberTypes,
    vipLevels: row.vipLevels,
    displayOrder: row.displayOrder,
    status: row.status,
    rule: row.rule,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an operator's input: unsafe rules HTML is refused (400 UNSAFE_HTML), nothing stored. */
function columnsOf(input: TActivityInput) {
  return {
    kind: input.rule.kind,
    title: input.title,
    summary: input.summary,
    rulesHtml: cleanLocalizedHtml(input.rulesHtml as Record<string, string>, 'rulesHtml'),
    bannerUrl: input.bannerUrl,
    category: input.category,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    memberTypes: [...new Set(input.memberTypes)],
    vipLevels: [...new Set(input.vipLevels)],
    displayOrder: input.displayOrder,
    status: input.status,
    rule: input.rule,
  };
}

/** Operator CRUD of activities (audited: action `promotions.activity.create|update`). */
export function createActivityAdmin(ctx: PromotionsContext) {
  return {
    list: async (filter: { status?: TActivityInput['status']; kind?: string }) =>
      (await listActivities(ctx.db, filter)).map(toAdminActivity),

    async get(id: string): Promise<TAdminActivity> {
      const row = await findActivity(ctx.db, id);
      if (!row) throw new AppError('PROMOTION_NOT_FOUND');
      return toAdminActivity(row);
    },

    async create(input: TActivityInput, author: ChangeAuthor): Promise<TAdminActivity> {
      const columns = columnsOf(input);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promotionActivities)
          .values({ ...columns, createdAt: now, updatedAt: now })
          .returning();
        const created = toAdminActivity(row!);
        await recordAudit(tx, {
          ...author,
          action: 'promotions.activity.create',
          target: `promotion-activity:${created.id}`,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** Replaces an activity; its kind never changes (400 VALIDATION_FAILED on rule.kind). */
    async update(id: string, input: TActivityInput, author: ChangeAuthor): Promise<TAdminActivity> {
      const columns = columnsOf(input);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(promotionActivities)
          .where(eq(promotionActivities.id, id))
          .for('update');
        if (!current) throw new AppError('PROMOTION_NOT_FOUND');
        if (current.kind !== columns.kind) throw new AppError('VALIDATION_FAILED', { fields: ['rule.kind'] });
        const [row] = await tx
          .update(promotionActivities)
          .set({ ...columns, updatedAt: now })
          .where(eq(promotionActivities.id, id))
          .returning();
        const updated = toAdminActivity(row!);
        await recordAudit(tx, {
          ...author,
          action: 'promotions.activity.update',
          target: `promotion-activity:${id}`,
          before: toAdminActivity(current),
          after: updated,
        });
        return updated;
      });
    },
  };
}
