import type { THousePlay } from '@platform/contracts/house-games';
import { eq } from 'drizzle-orm';
import { AppError, isAppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { findRound, lockOpenRound, settleRound, type RoundRow } from '../rounds/play';
import { playReply } from '../rounds/play-reply';
import { houseRounds } from '../tables';
import type { MinesDecision } from './board';

/**
 * One step of the member's open mines round (a reveal, a cash-out): the round locked (`lockOpenRound`:
 * HOUSE_ROUND_NOT_FOUND for another member's, HOUSE_ROUND_FINISHED once over or decided), the step decided
 * and stored in one transaction — with `settleWin` when it ends the round —, then the settlement (one WIN
 * movement, zero for a mine). Steps of one round are one at a time under the row lock, so a double click
 * or a cash-out racing a reveal plays once and pays once; should the process die between the two, the
 * `house-rounds` job pays the decided win.
 */
export async function playMinesStep(
  ctx: HouseContext,
  memberId: string,
  roundId: string,
  decide: (row: RoundRow) => MinesDecision,
): Promise<THousePlay> {
  const now = ctx.clock.now();
  const { row, win } = await ctx.db.transaction(async (tx) => {
    const open = await lockOpenRound(tx, memberId, roundId);
    if (open.kind !== 'MINES') throw new AppError('HOUSE_ROUND_NOT_FOUND');
    const decision = decide(open);
    const state =
      decision.win === null
        ? decision.state
        : {
            ...decision.state,
            game: {
              ...decision.state.game,
              settleWin: decision.win.toString(),
              decidedAt: now.toISOString(),
            },
          };
    const [stored] = await tx
      .update(houseRounds)
      .set({ state })
      .where(eq(houseRounds.id, open.id))
      .returning();
    return { row: stored!, win: decision.win };
  });
  if (win === null) {
    const wallet = await ctx.ledger.mainBalance(ctx.db, memberId);
    return playReply(ctx.db, row, wallet.balance - wallet.held);
  }
  try {
    const settled = await settleRound(ctx, { memberId, roundId: row.id, win, state: row.state });
    return await playReply(ctx.db, settled.round, settled.balance);
  } catch (error) {
    // The recovery job paid it in between: answer the settled round.
    if (!isAppError(error) || error.code !== 'HOUSE_ROUND_FINISHED') throw error;
    const settled = await findRound(ctx.db, memberId, row.id);
    const wallet = await ctx.ledger.mainBalance(ctx.db, memberId);
    return playReply(ctx.db, settled ?? row, wallet.balance - wallet.held);
  }
}
