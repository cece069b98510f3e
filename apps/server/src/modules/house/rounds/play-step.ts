import type { THousePlay } from '@platform/contracts/house-games';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { isAppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { houseRounds, type StoredRoundState } from '../tables';
import { findRound, lockOpenRound, settleRound, type RoundRow } from './play';
import { playReply } from './play-reply';

/** What a step decides: the round's new state, and its win when the step ends the round (null: it goes on). */
export type StepDecision = { state: StoredRoundState; win: bigint | null };

/**
 * One step of the member's open round (a free spin, a mines reveal or cash-out): the round locked
 * (`lockOpenRound`: HOUSE_ROUND_NOT_FOUND for another member's, HOUSE_ROUND_FINISHED once over or decided),
 * the step decided and stored in one transaction — with `settleWin` when it ends the round —, then the
 * settlement (one WIN movement, zero for a loss). Steps of one round are one at a time under the row lock,
 * so a double click or two steps racing play once and pay once; should the process die between the two
 * transactions, the `house-rounds` job pays the decided win.
 */
export async function playRoundStep(
  ctx: HouseContext,
  memberId: string,
  roundId: string,
  decide: (open: RoundRow, tx: Db) => Promise<StepDecision> | StepDecision,
): Promise<THousePlay> {
  const now = ctx.clock.now();
  const { row, win } = await ctx.db.transaction(async (tx) => {
    const open = await lockOpenRound(tx, memberId, roundId);
    const decision = await decide(open, tx);
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
