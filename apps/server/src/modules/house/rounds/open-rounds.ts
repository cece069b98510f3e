import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { houseRounds } from '../tables';
import type { RoundRow } from './play';

/**
 * A round still waiting for the player (free spins, an unfinished mines board, a crash bet riding): OPEN
 * and not yet decided. A decided round (`state.game.settleWin` written) is only waiting for its payment,
 * which its own request or the recovery job makes; nothing is left to play in it.
 */
const undecided = sql`${houseRounds.state} -> 'game' ->> 'settleWin' is null`;

/** The member's round of the game still to play (the newest, should there be more), or null. */
export async function openRoundOf(db: Db, memberId: string, gameCode: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.memberId, memberId),
        eq(houseRounds.gameCode, gameCode),
        eq(houseRounds.status, 'OPEN'),
        undecided,
      ),
    )
    .orderBy(desc(houseRounds.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the member has a round of a seeded game still to play (free spins, mines): its outcome comes
 * from the active server seed, so revealing that seed now would give it away (mines' cells).
 */
export async function hasOpenSeededRound(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: houseRounds.id })
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.memberId, memberId),
        eq(houseRounds.status, 'OPEN'),
        isNotNull(houseRounds.seedId),
        undecided,
      ),
    )
    .limit(1);
  return row !== undefined;
}
