import { sql } from 'drizzle-orm';
import type { TOperatorLotteryDraw } from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LotteryContext } from '../context';
import { operatorDraw } from './operator-draws';
import { checkResult } from './result-shape';
import { lockResultChangeableDraw } from './result-guard';

/**
 * Second step: a different operator confirms the pending result entry (LOTTERY_SAME_OPERATOR for the one
 * who entered it; LOTTERY_RESULT_NOT_PENDING when none waits). The result becomes the draw's (source
 * OPERATOR, status DRAWN, drawn_at now: the settle delay starts again). Audited as `lottery.result.confirm`.
 */
export async function confirmResult(
  ctx: Pick<LotteryContext, 'db' | 'clock'>,
  drawId: string,
  author: ChangeAuthor,
): Promise<TOperatorLotteryDraw> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const draw = await lockResultChangeableDraw(tx, drawId, now);
    const { rows } = await tx.execute<{ id: string | number; result: unknown; entered_by: string }>(
      sql`select id, result, entered_by from lottery_result_entries
        where draw_id = ${draw.id}::bigint and status = 'PENDING' for update`,
    );
    const entry = rows[0];
    if (!entry) throw new AppError('LOTTERY_RESULT_NOT_PENDING');
    if (entry.entered_by === author.actor) throw new AppError('LOTTERY_SAME_OPERATOR');
    const result = checkResult(draw.game.kind, entry.result);
    await tx.execute(sql`update lottery_draws set status = 'DRAWN', result = ${JSON.stringify(result)}::jsonb,
        result_source = 'OPERATOR', drawn_at = ${now.toISOString()}::timestamptz
      where id = ${draw.id}::bigint`);
    await tx.execute(sql`update lottery_result_entries set status = 'CONFIRMED', confirmed_by = ${author.actor},
        confirmed_at = ${now.toISOString()}::timestamptz where id = ${String(entry.id)}::bigint`);
    await recordAudit(tx, {
      ...author,
      action: 'lottery.result.confirm',
      target: `lottery-draw:${draw.id}`,
      before: { status: draw.status, result: draw.result, resultSource: draw.resultSource },
      after: { status: 'DRAWN', result, resultSource: 'OPERATOR', enteredBy: entry.entered_by },
    });
  });
  return operatorDraw(ctx.db, drawId);
}
