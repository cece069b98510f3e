import { createHash, randomBytes } from 'node:crypto';
import { crashPointOf } from '@platform/contracts/house-fairness';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { nodeHmac } from '../rounds/seeds';
import { crashChains } from '../tables';

/**
 * Crash's published hash chains (house-fairness.ts): link N is a secret 32-byte seed, link k − 1 is
 * SHA-256 of link k's bytes, link 0 — the terminal hash — is published with a random salt before the chain's
 * first round. Round k of a chain plays link k, so every crashed round's hash proves itself: SHA-256 of it
 * is the previous round's hash (link 0 for round 1), and nobody, the house included, can pick a later round's
 * point without breaking SHA-256.
 */

export const CRASH_CHAIN_LENGTH = 100_000;
/** Links kept in memory per chain: one in this many (getting a link is then at most this many hashes). */
const CHECKPOINT_EVERY = 1_000;

export type ChainRow = typeof crashChains.$inferSelect;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** Every CHECKPOINT_EVERY-th link of a chain (and link N), walking down from the seed to link 0. */
function walkChain(seedHex: string, length: number): { terminalHash: string; points: Map<number, Buffer> } {
  const points = new Map<number, Buffer>();
  let link = Buffer.from(seedHex, 'hex');
  for (let k = length; ; k -= 1) {
    if (k % CHECKPOINT_EVERY === 0 || k === length) points.set(k, link);
    if (k === 0) break;
    link = sha256(link);
  }
  return { terminalHash: link.toString('hex'), points };
}

/** The terminal hash (link 0) of a chain of `length` links from `seedHex` (link `length`). */
export const terminalHashOf = (seedHex: string, length: number) => walkChain(seedHex, length).terminalHash;

/** A round's crash point (hundredths) from its link: 1 % house edge (contracts `crashPointOf`). */
export const crashPointOfLink = (linkHex: string, salt: string) => crashPointOf(linkHex, salt, nodeHmac);

/**
 * Links of the chains this process has played, from a checkpoint every CHECKPOINT_EVERY links (built once
 * per chain: `length` hashes, 0.1–0.3 s for 100,000).
 */
export function createChainCache() {
  const checkpoints = new Map<bigint, Map<number, Buffer>>();

  function checkpointsOf(chain: ChainRow): Map<number, Buffer> {
    const known = checkpoints.get(chain.id);
    if (known) return known;
    const { terminalHash, points } = walkChain(chain.seed, chain.length);
    if (terminalHash !== chain.terminalHash) {
      throw new Error(`crash chain ${chain.id}: the seed does not lead to the published terminal hash`);
    }
    checkpoints.set(chain.id, points);
    return points;
  }

  return {
    /** Link k (0 … length) of a chain, as hex. */
    linkOf(chain: ChainRow, k: number): string {
      if (!Number.isInteger(k) || k < 0 || k > chain.length) throw new RangeError(`no link ${k}`);
      const points = checkpointsOf(chain);
      const from = Math.min(Math.ceil(k / CHECKPOINT_EVERY) * CHECKPOINT_EVERY, chain.length);
      let link = points.get(from)!;
      for (let at = from; at > k; at -= 1) link = sha256(link);
      return link.toString('hex');
    },
    /** A new chain: a random seed and salt, its terminal hash published in the row (its links kept here). */
    async insertChain(tx: Db, now: Date, length = CRASH_CHAIN_LENGTH): Promise<ChainRow> {
      const seed = randomBytes(32).toString('hex');
      const { terminalHash, points } = walkChain(seed, length);
      const [row] = await tx
        .insert(crashChains)
        .values({ seed, terminalHash, salt: randomBytes(16).toString('hex'), length, createdAt: now })
        .returning();
      checkpoints.set(row!.id, points);
      return row!;
    },
  };
}
export type ChainCache = ReturnType<typeof createChainCache>;

/**
 * Takes the next link of the newest chain (a new chain when there is none or it is used up): the chain
 * and the round's index in it. Called under the round-creation lock.
 */
export async function takeLink(
  tx: Db,
  chains: ChainCache,
  now: Date,
): Promise<{ chain: ChainRow; index: number }> {
  const [newest] = await tx.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  const chain = newest && newest.used < newest.length ? newest : await chains.insertChain(tx, now);
  const [taken] = await tx
    .update(crashChains)
    .set({ used: sql`${crashChains.used} + 1` })
    .where(eq(crashChains.id, chain.id))
    .returning({ used: crashChains.used });
  return { chain, index: taken!.used };
}
