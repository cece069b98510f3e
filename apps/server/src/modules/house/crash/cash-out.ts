import { crashMultiplierAt, type TCrashPlay } from '@platform/contracts/house-games';
import { minorToDecimal } from '@platform/contracts/money';
import { and, desc, eq } from 'drizzle-orm';
import { AppError, isAppError } from '../../../platform/errors';
import { findRound, settleRound } from '../rounds/play';
import { houseRounds } from '../tables';
import {
  betView,
  crashBets,
  findCrashRound,
  lastStartedRound,
  type CrashBetRow,
  type CrashContext,
} from './crash-rounds';
import { cashoutStep, winAt } from './settle-bets';

/** Why a member without a riding bet cannot cash out: their last bet crashed, was cashed out, or none. */
async function refusal(ctx: CrashContext, memberId: string): Promise<AppError> {
  const round = await lastStartedRound(ctx.db);
  const [bet] = round ? await crashBets(ctx.db, round.id, { memberId }) : [];
  if (!bet) return new AppError('CRASH_NO_BET');
  return new AppError(bet.cashedOutAt === null ? 'CRASH_CRASHED' : 'HOUSE_ROUND_FINISHED');
}

/**
 * Cashes out the member's riding bet now: it pays stake × the multiplier shown now (floor, capped at
 * MAX_WIN_MINOR), or × the auto cash-out when that was reached first. At or after the crash: CRASH_CRASHED
 * and nothing moves. A cash-out racing the crash's settlement (or its own auto cash-out): the bet record's
 * row lock lets exactly one of them settle the bet; the other finds it settled.
 */
export async function cashOutCrashBet(ctx: CrashContext, memberId: string): Promise<TCrashPlay> {
  const [open] = await ctx.db
    .select()
    .from(houseRounds)
    .where(
      and(eq(houseRounds.memberId, memberId), eq(houseRounds.kind, 'CRASH'), eq(houseRounds.status, 'OPEN')),
    )
    .orderBy(desc(houseRounds.createdAt))
    .limit(1);
  if (!open?.crashRoundId) throw await refusal(ctx, memberId);
  const round = await findCrashRound(ctx.db, open.crashRoundId);
  if (!round) throw new AppError('CRASH_NO_BET');
  const now = ctx.clock.now();
  const elapsed = now.getTime() - round.bettingEndsAt.getTime();
  // Not started yet: nothing rides (the bet waits for the start).
  if (elapsed <= 0) throw new AppError('CRASH_NO_BET');
  const shown = crashMultiplierAt(elapsed);
  if (now >= round.crashesAt || shown >= round.crashPoint) throw new AppError('CRASH_CRASHED');

  const auto = typeof open.state.game?.auto === 'number' ? open.state.game.auto : null;
  const multiplier = auto !== null && auto <= shown ? auto : shown;
  const win = winAt(open.stake, multiplier);
  const { currency } = await ctx.brand();
  let balance: bigint;
  try {
    ({ balance } = await settleRound(ctx, {
      memberId,
      roundId: open.id,
      win,
      state: {
        ...open.state,
        steps: [...open.state.steps, cashoutStep(multiplier, multiplier === auto, win)],
      },
    }));
  } catch (error) {
    if (!isAppError(error) || error.code !== 'HOUSE_ROUND_FINISHED') throw error;
    // Settled meanwhile: by the crash (lost) or by its auto cash-out.
    const settled = await findRound(ctx.db, memberId, open.id);
    const cashedOut = settled?.state.steps.some((step) => step.type === 'cashout');
    throw new AppError(cashedOut ? 'HOUSE_ROUND_FINISHED' : 'CRASH_CRASHED');
  }
  const bet: CrashBetRow = {
    id: open.id,
    memberId,
    player: typeof open.state.game?.player === 'string' ? open.state.game.player : '***',
    status: 'SETTLED',
    stake: open.stake,
    win,
    auto,
    cashedOutAt: multiplier,
  };
  ctx.feed.change('cashout', round, [bet], currency.scale);
  return {
    roundId: round.id.toString(),
    bet: betView(bet, currency.scale, memberId),
    balance: minorToDecimal(balance, currency.scale),
  };
}
