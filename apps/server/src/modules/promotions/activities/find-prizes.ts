import { sql } from 'drizzle-orm';
import type { PromotionsContext } from '../context';
import { evaluateActivity } from './evaluate';
import { listPublished } from './repository';

/** Members evaluated per activity and run, in a random order: past this many, successive runs cover them all. */
const BATCH = 500;
/** A LOSS_RESCUE period ends after its activity may: prizes of the last week are still looked for. */
const AFTER_END_MS = 8 * 86_400_000;

/**
 * The job that puts TURNOVER and LOSS_RESCUE prizes into the reward centre for members who do not open the
 * promotions page: each joined member of an open (or just ended) activity of those kinds is evaluated as
 * the page would (the offer is idempotent by its source key), so a target reached or a period ended with a
 * qualifying loss shows in the reward centre and in `availablePromoCount` within a run. Returns how many
 * members it evaluated.
 */
export async function findPrizes(ctx: PromotionsContext, now: Date): Promise<number> {
  const rows = (await listPublished(ctx.db)).filter(
    (row) =>
      (row.rule.kind === 'TURNOVER' || row.rule.kind === 'LOSS_RESCUE') &&
      row.startsAt.getTime() <= now.getTime() &&
      row.endsAt.getTime() + AFTER_END_MS > now.getTime(),
  );
  if (rows.length === 0) return 0;
  const timeZone = (await ctx.brand()).timeZone;
  let evaluated = 0;
  for (const row of rows) {
    const { rows: members } = await ctx.db.execute<{
      id: string;
      type: number;
      joined_at: Date | string;
    }>(sql`
      select m.id::text as id, m.type, j.joined_at
        from promotion_activity_members j join members m on m.id = j.member_id
       where j.activity_id = ${row.id}::uuid and m.status = 'active'
       order by random()
       limit ${BATCH}`);
    for (const member of members) {
      await evaluateActivity(ctx, row, { id: member.id, type: Number(member.type), isTrial: false }, 'es', {
        timeZone,
        now,
        joinedAt: new Date(member.joined_at),
      });
      evaluated += 1;
    }
  }
  return evaluated;
}
