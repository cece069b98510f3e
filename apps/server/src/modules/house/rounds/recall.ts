import { houseGameOf, RECALL_ROUNDS, type THouseRound } from '@platform/contracts/house-games';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { houseRounds } from '../tables';
import { findRound } from './play';
import { roundViews } from './view';

/**
 * Game recall (GET /wps/house/rounds?gameCode=): the member's last 10 rounds of the game, newest first,
 * each with every step (spins and free spins, reveals, cash-outs, the crash), the stake, the win, the
 * balance before and after, and what verifies it.
 */
export async function recentRounds(
  ctx: HouseContext,
  memberId: string,
  gameCode: string,
): Promise<THouseRound[]> {
  if (!houseGameOf(gameCode)) throw new AppError('HOUSE_GAME_NOT_FOUND', { fields: ['gameCode'] });
  const rows = await ctx.db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.memberId, memberId), eq(houseRounds.gameCode, gameCode)))
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.id))
    .limit(RECALL_ROUNDS);
  return roundViews(ctx.db, rows);
}

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One of the member's rounds (GET /wps/house/rounds/:roundId); another member's is HOUSE_ROUND_NOT_FOUND. */
export async function roundOfMember(
  ctx: HouseContext,
  memberId: string,
  roundId: string,
): Promise<THouseRound> {
  const row = ROUND_ID.test(roundId) ? await findRound(ctx.db, memberId, roundId) : null;
  if (!row) throw new AppError('HOUSE_ROUND_NOT_FOUND');
  const [view] = await roundViews(ctx.db, [row]);
  return view!;
}
