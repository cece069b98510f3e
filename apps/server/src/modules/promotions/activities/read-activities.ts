import type { TLanguage } from '@platform/contracts/i18n';
import {
  ACTIVITY_CATEGORIES,
  type TActivityCategory,
  type TActivityDetail,
  type TActivityList,
} from '@platform/contracts/promotion-activities';
import { AppError } from '../../../platform/errors';
import { sanitizeHtml } from '../../content/sanitize';
import type { PromotionsContext } from '../context';
import { evaluateActivity, inAudience, termsOf, type Viewer } from './evaluate';
import { findActivity, listPublished, membershipsOf } from './repository';

/** The promotions page: published activities with the viewer's state; the detail with rules and progress. */
export function createActivityReads(ctx: PromotionsContext) {
  const zone = async () => (await ctx.brand()).timeZone;

  async function list(viewer: Viewer, lang: TLanguage, category?: TActivityCategory): Promise<TActivityList> {
    const [rows, timeZone] = await Promise.all([listPublished(ctx.db), zone()]);
    const now = ctx.clock.now();
    const memberships = viewer ? await membershipsOf(ctx.db, viewer.id) : new Map<string, Date>();
    // A member sees the activities of his audience; visitors see them all.
    const visible = rows.filter((row) => !viewer || inAudience(row, viewer));
    const categories = ACTIVITY_CATEGORIES.filter((code) => visible.some((row) => row.category === code));
    const listed = visible.filter((row) => !category || row.category === category);
    const evaluations = [];
    for (const row of listed) {
      evaluations.push(
        await evaluateActivity(ctx, row, viewer, lang, {
          timeZone,
          now,
          joinedAt: memberships.get(row.id) ?? null,
        }),
      );
    }
    // Open first, then coming soon, then closed; display order within each.
    const rank = (state: string) => (state === 'CLOSE' ? 2 : state === 'COMING_SOON' ? 1 : 0);
    return {
      categories,
      list: evaluations
        .map((evaluation, index) => ({ card: evaluation.card, index }))
        .sort((a, b) => rank(a.card.state) - rank(b.card.state) || a.index - b.index)
        .map(({ card }) => card),
    };
  }

  async function detail(viewer: Viewer, lang: TLanguage, id: string): Promise<TActivityDetail> {
    const row = await findActivity(ctx.db, id);
    // Drafts are the operator's: unknown to players.
    if (!row || row.status === 'DRAFT') throw new AppError('PROMOTION_NOT_FOUND');
    const evaluation = await evaluateActivity(ctx, row, viewer, lang, {
      timeZone: await zone(),
      now: ctx.clock.now(),
    });
    return {
      ...evaluation.card,
      rulesHtml: sanitizeHtml(ctx.textIn(row.rulesHtml, lang)),
      terms: termsOf(row.rule),
      progress: evaluation.progress,
    };
  }

  /** Activities open now that the member may join and has not joined (availablePromoCount). */
  async function joinableCount(memberId: string, type: number): Promise<number> {
    const [rows, timeZone] = await Promise.all([listPublished(ctx.db), zone()]);
    const now = ctx.clock.now();
    const memberships = await membershipsOf(ctx.db, memberId);
    let count = 0;
    for (const row of rows) {
      if (now < row.startsAt || now >= row.endsAt || memberships.has(row.id)) continue;
      const evaluation = await evaluateActivity(ctx, row, { id: memberId, type, isTrial: false }, 'es', {
        timeZone,
        now,
        joinedAt: null,
      });
      if (evaluation.joinable) count += 1;
    }
    return count;
  }

  return { list, detail, joinableCount };
}
