import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/database';
import { houseSeeds } from '../tables';

/**
 * Seed pairs of the slot tests, found offline by playing nonce 0 of the aztec slot (INHOUSE005) on server
 * seeds "a1" × 28 + 8 hex digits with the client seed "slot-test". At 1.00 (line bet 0.04):
 *
 * - LINE_WIN_SEED: stops 7, 1, 5, 7, 17 — reels K K IDOL | JAGUAR K K | FEATHER FEATHER WILD |
 *   J JAGUAR JAGUAR | K 10 10: K K WILD on lines 3, 8, 16 and 23 (K×3 = 10 line bets = 0.40 each): 1.60.
 * - FREE_SPINS_SEED: three scatters (2 total bets = 2.00) and 10 free spins at 3×, which win 0, 0, 0, 0,
 *   2.40, 0, 0, 17.52, 0, 0: the round pays 2.00 + 2.40 + 17.52 = 21.92.
 */
export const SLOT_CLIENT_SEED = 'slot-test';
export const LINE_WIN_SEED = `${'a1'.repeat(28)}00000007`;
export const FREE_SPINS_SEED = `${'a1'.repeat(28)}0000000f`;

/** Gives the member this server seed (client seed "slot-test", nonce 0) as its active pair. */
export async function pinSlotSeed(
  db: Db,
  memberId: string,
  serverSeed: string,
  at = new Date(),
): Promise<void> {
  await db.insert(houseSeeds).values({
    memberId,
    serverSeed,
    serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
    clientSeed: SLOT_CLIENT_SEED,
    createdAt: at,
  });
}
