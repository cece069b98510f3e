import { sql } from 'drizzle-orm';
import type { TOperatorLotteryDraw } from '@platform/contracts/lottery';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LotteryContext } from '../context';
import { operatorDraw } from './operator-draws';
import { checkResult } from './result-shape';
import { lockResultChangeableDraw } from './result-guard';

/**
 * First step of an operator result (entry or correction) of an official draw: stored PENDING until a
 * different operator confirms it (a new entry supersedes a pending one). Audited as `lottery.result.enter`.
 */
export async function enterResult(
  ctx: Pick<LotteryContext, 'db' | 'clock'>,
  drawId: string,
  input: unknown,
  author: ChangeAuthor,
): Promise<TOperatorLotteryDraw> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const draw = await lockResultChangeableDraw(tx, drawId, now);
    const result = checkResult(draw.game.kind, input);
    const { rows: superseded } = await tx.execute<{
      id: string | number;
      result: unknown;
      entered_by: string;
    }>(
      sql`update lottery_result_entries set status = 'SUPERSEDED'
        where draw_id = ${draw.id}::bigint and status = 'PENDING' returning id, result, entered_by`,
    );
    await tx.execute(sql`insert into lottery_result_entries (draw_id, result, entered_by, entered_at, status)
      values (${draw.id}::bigint, ${JSON.stringify(result)}::jsonb, ${author.actor},
        ${now.toISOString()}::timestamptz, 'PENDING')`);
    await recordAudit(tx, {
      ...author,
      action: 'lottery.result.enter',
      target: `lottery-draw:${draw.id}`,
      before: {
        status: draw.status,
        result: draw.result,
        pending: superseded[0] ? { result: superseded[0].result, enteredBy: superseded[0].entered_by } : null,
      },
      after: { pending: { result, enteredBy: author.actor } },
    });
  });
  return operatorDraw(ctx.db, drawId);
}
