import { createHash, createHmac, randomBytes } from 'node:crypto';
import { HouseStream, type SyncHmac } from '@platform/contracts/house-fairness';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { houseSeeds } from '../tables';

/** HMAC-SHA256 with node:crypto (the browser uses @noble/hashes: the same bytes). */
export const nodeHmac: SyncHmac = (key, message) => createHmac('sha256', key).update(message).digest();
export const sha256Hex = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** A new server seed: 32 random bytes as hex, and its SHA-256 (of the hex text, as the verify page hashes it). */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed) };
}

/** A default client seed (the member may replace it): 16 random hex characters. */
export const newClientSeed = () => randomBytes(8).toString('hex');

export type SeedRow = typeof houseSeeds.$inferSelect;

/** What a bet is played with: the pair and the nonce it took. */
export type BetSeed = { seedId: bigint; serverSeed: string; clientSeed: string; nonce: number };

/** The stream of a bet (house-fairness.ts). */
export const streamOf = (seed: Pick<BetSeed, 'serverSeed' | 'clientSeed' | 'nonce'>) =>
  new HouseStream(seed.serverSeed, seed.clientSeed, seed.nonce, nodeHmac);

/** The member's ACTIVE pair, created on first use (concurrent first uses create one). */
export async function activeSeed(tx: Db, memberId: string, now: Date): Promise<SeedRow> {
  const [found] = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.status, 'ACTIVE')));
  if (found) return found;
  await tx
    .insert(houseSeeds)
    .values({ memberId, ...newServerSeed(), clientSeed: newClientSeed(), createdAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.status, 'ACTIVE')));
  return row!;
}

/**
 * Takes the next nonce of the member's active pair (row lock: concurrent bets get 0, 1, 2, … each once).
 * Called inside the bet's transaction, so a refused bet takes no nonce.
 */
export async function takeNonce(tx: Db, memberId: string, now: Date): Promise<BetSeed> {
  for (;;) {
    const active = await activeSeed(tx, memberId, now);
    // A rotation committed in between: the pair is no longer ACTIVE; take the new one.
    const [row] = await tx
      .update(houseSeeds)
      .set({ nonce: sql`${houseSeeds.nonce} + 1` })
      .where(and(eq(houseSeeds.id, active.id), eq(houseSeeds.status, 'ACTIVE')))
      .returning();
    if (row)
      return { seedId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce - 1 };
  }
}
