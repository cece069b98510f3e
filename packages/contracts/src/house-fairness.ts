import { bytesToHex, hexToBytes } from './lottery-fairness';

/**
 * Provably fair in-house games (issue 17; ../shared/design/lottery.md "Fairness of house draws"), Stake's
 * scheme, shared by the server (which plays) and the verify page (which recomputes in the browser):
 *
 * - a member has a **server seed** (32 random bytes, hex) whose SHA-256 is shown before any bet, a **client
 *   seed** the member may set (1–64 printable characters) and a **nonce** counting the bets made with the
 *   pair (0, 1, 2, …);
 * - a bet's random stream is the 32-bit big-endian words of the blocks
 *   HMAC-SHA256(key = server seed as ASCII hex, message = `${clientSeed}:${nonce}:${round}`) for round
 *   0, 1, 2, … (8 words per block), read in order;
 * - words become outcomes without bias: `below(n)` throws away words at or above the largest multiple of n
 *   under 2³² and reads the next one (rejection sampling), so every value is exactly equally likely;
 * - rotating the seed pair reveals the old server seed: every bet made with it can then be recomputed.
 *
 * Crash has one shared round for everyone and uses a published hash chain instead (`crashPointOf`).
 *
 * Pure and synchronous: the caller gives the HMAC (node:crypto on the server, @noble/hashes in the browser).
 * The algorithm step by step, with a worked example: docs/house-fairness.md.
 */
export type SyncHmac = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const TWO_32 = 0x1_0000_0000;
const encoder = new TextEncoder();

/** Client seeds: 1–64 printable ASCII characters (no spaces at either end, no `:`, which separates the message). */
export const CLIENT_SEED_PATTERN = /^[!-9;-~](?:[ -9;-~]{0,62}[!-9;-~])?$/;
export const CLIENT_SEED_MAX = 64;

/** Where a stream stands: the next block's round and the word inside the current block (0–8). */
export type TStreamPosition = { round: number; word: number };

/** A bet's random stream (see the module comment). */
export class HouseStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private round = 0;
  private readonly key: Uint8Array;
  /** Words read so far (for tests and the verify page's "words used"). */
  consumed = 0;

  constructor(
    serverSeedHex: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    private readonly hmac: SyncHmac,
  ) {
    this.key = encoder.encode(serverSeedHex);
  }

  /** The next 32-bit word (0 … 2³² − 1). */
  word(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = this.hmac(this.key, encoder.encode(`${this.clientSeed}:${this.nonce}:${this.round}`));
      this.round += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    this.consumed += 1;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /** A uniform integer in [0, n) for 1 ≤ n ≤ 2³², by rejection sampling (no modulo bias). */
  below(n: number): number {
    return uniformBelow(n, () => this.word());
  }

  /** A uniformly shuffled copy of `items` (Fisher–Yates from the last position down, `below(i + 1)`). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/** `below(n)` over any source of 32-bit words (rejection sampling; throws for n outside 1 … 2³²). */
export function uniformBelow(n: number, word: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n out of range');
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const w = word();
    if (w < limit) return w % n;
  }
}

// ---------- dice ----------

/** Dice rolls are 0.00 … 99.99: an integer 0 … 9,999 in hundredths. */
export const DICE_OUTCOMES = 10_000;

/** The roll of a dice bet: `below(10000)` hundredths. */
export function diceRollOf(stream: Pick<HouseStream, 'below'>): number {
  return stream.below(DICE_OUTCOMES);
}

// ---------- mines ----------

export const MINES_CELLS = 25;

/** The mined cells (0–24, row by row) of a mines round: the first `mines` cells of a shuffle of 0–24. */
export function minesOf(stream: Pick<HouseStream, 'shuffle'>, mines: number): number[] {
  const order = stream.shuffle(Array.from({ length: MINES_CELLS }, (_, i) => i));
  return order.slice(0, mines).sort((a, b) => a - b);
}

// ---------- crash (hash chain) ----------

const TWO_52 = 2n ** 52n;

/**
 * The crash point (in hundredths: 100 = 1.00×) of a round hash: r = the first 52 bits of
 * HMAC-SHA256(key = round hash as ASCII hex, message = the chain's salt); the point is
 * max(100, floor(99 × 2⁵² / (2⁵² − r))). So P(point ≥ m) = 0.99 / m for every m ≥ 1: whatever target a
 * player cashes out at, the return is 99 % (a 1 % house edge).
 */
export function crashPointOf(roundHashHex: string, salt: string, hmac: SyncHmac): number {
  const mac = hmac(encoder.encode(roundHashHex), encoder.encode(salt));
  let r = 0n;
  for (let i = 0; i < 7; i += 1) r = (r << 8n) | BigInt(mac[i]!);
  r >>= 4n; // 56 bits → 52
  const point = (99n * TWO_52) / (TWO_52 - r);
  return Number(point < 100n ? 100n : point);
}

/**
 * The hash chain (links are 32 bytes, written as hex): a chain of N rounds is built from a secret seed: hash(N) = seed, hash(k − 1) = SHA-256(hash(k)); round k
 * (1 … N) plays hash(k) and the published terminal hash is hash(0). Each revealed round hash proves itself:
 * SHA-256 of it is the previous round's hash (hash(0) for round 1).
 */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/** SHA-256 of a hex hash's 32 bytes, as hex: the previous link of the chain. */
export function previousLink(hashHex: string, sha256: Sha256): string {
  return bytesToHex(sha256(hexToBytes(hashHex)));
}
