import type { TOperatorLotteryDraw } from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LotteryContext } from '../context';
import { operatorDraw } from './operator-draws';
import { voidDraw } from './void-draw';

/**
 * An operator voids a draw: every ticket refunded once (`voidDraw`). Not for a settled draw
 * (LOTTERY_DRAW_NOT_CHANGEABLE); a void draw may be voided again (finishes refunds an earlier run left).
 * Audited as `lottery.draw.void`.
 */
export async function voidByOperator(
  ctx: LotteryContext,
  drawId: string,
  reason: string,
  author: ChangeAuthor,
): Promise<TOperatorLotteryDraw> {
  const before = await operatorDraw(ctx.db, drawId);
  if (before.status === 'SETTLED') throw new AppError('LOTTERY_DRAW_NOT_CHANGEABLE');
  await voidDraw(ctx, drawId, reason);
  await recordAudit(ctx.db, {
    ...author,
    action: 'lottery.draw.void',
    target: `lottery-draw:${drawId}`,
    before: { status: before.status, tickets: before.tickets },
    after: { status: 'VOID', reason },
  });
  return operatorDraw(ctx.db, drawId);
}
