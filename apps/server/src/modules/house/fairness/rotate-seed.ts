import type { THouseFairness } from '@platform/contracts/house-games';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { HouseContext } from '../context';
import { hasOpenSeededRound } from '../rounds/open-rounds';
import { newClientSeed, newServerSeed } from '../rounds/seeds';
import { houseSeeds } from '../tables';
import { previousSeed, seedPairView } from './seed-pairs';

/**
 * Rotates the member's seed pair (Stake's way; also how a new client seed is set): the active pair is
 * revealed — its server seed shown, every bet made with it can be recomputed — and a new pair starts with a
 * fresh server seed, nonce 0 and the given client seed (default a random one).
 *
 * Refused with HOUSE_SEED_ROUND_OPEN while the member has a round of a seeded game still to play (free
 * spins, a mines board): revealing the seed would give its outcome away. The active row is locked first and
 * the open rounds read after, in one transaction: a bet takes its nonce under the same row lock
 * (`takeNonce`) and stores its round before it commits, so either the bet comes first and its open round is
 * seen here, or the rotation comes first and the bet, once the lock is free, plays on the new pair. Two
 * rotations at once: the second waits, finds the first's new pair and rotates that one; no pair is
 * revealed twice and one pair stays active.
 */
export async function rotateSeed(
  ctx: HouseContext,
  memberId: string,
  clientSeed: string | undefined,
): Promise<THouseFairness> {
  const now = ctx.clock.now();
  const fresh = () => ({
    memberId,
    ...newServerSeed(),
    clientSeed: clientSeed ?? newClientSeed(),
    createdAt: now,
  });
  return ctx.db.transaction(async (tx) => {
    for (;;) {
      const [active] = await tx
        .select()
        .from(houseSeeds)
        .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.status, 'ACTIVE')))
        .for('update');
      if (!active) {
        // No pair yet (or one being made by a bet right now: then take that one on the next turn).
        const [created] = await tx.insert(houseSeeds).values(fresh()).onConflictDoNothing().returning();
        if (!created) continue;
        const previous = await previousSeed(tx, memberId);
        return {
          active: seedPairView(created),
          previous: previous ? seedPairView(previous) : null,
          roundOpen: false,
        };
      }
      if (await hasOpenSeededRound(tx, memberId)) throw new AppError('HOUSE_SEED_ROUND_OPEN');
      const [revealed] = await tx
        .update(houseSeeds)
        .set({ status: 'REVEALED', revealedAt: now })
        .where(eq(houseSeeds.id, active.id))
        .returning();
      const [next] = await tx.insert(houseSeeds).values(fresh()).returning();
      return { active: seedPairView(next!), previous: seedPairView(revealed!), roundOpen: false };
    }
  });
}
