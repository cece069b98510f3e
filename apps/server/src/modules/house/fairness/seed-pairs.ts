import type { THouseFairness, THouseSeedPair } from '@platform/contracts/house-games';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { HouseContext } from '../context';
import { hasOpenSeededRound } from '../rounds/open-rounds';
import { activeSeed, type SeedRow } from '../rounds/seeds';
import { houseSeeds } from '../tables';

/** A seed pair as the member sees it: the server seed only once revealed (never the active one's). */
export function seedPairView(row: SeedRow): THouseSeedPair {
  return {
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.status === 'REVEALED' ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt.toISOString(),
    revealedAt: row.revealedAt ? row.revealedAt.toISOString() : null,
  };
}

/** The member's pair rotated out last, if any. */
export async function previousSeed(db: Db, memberId: string): Promise<SeedRow | null> {
  const [row] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.status, 'REVEALED')))
    .orderBy(desc(houseSeeds.id))
    .limit(1);
  return row ?? null;
}

/**
 * The member's fairness panel (GET /wps/house/fairness): the active pair (made on first use, so its hash is
 * shown before the first bet), the previous pair with its revealed server seed, and whether a round still
 * to play keeps the pair from rotating.
 */
export async function readFairness(ctx: HouseContext, memberId: string): Promise<THouseFairness> {
  const active = await activeSeed(ctx.db, memberId, ctx.clock.now());
  const [previous, roundOpen] = await Promise.all([
    previousSeed(ctx.db, memberId),
    hasOpenSeededRound(ctx.db, memberId),
  ]);
  return { active: seedPairView(active), previous: previous ? seedPairView(previous) : null, roundOpen };
}
