import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_SEED_PATTERN,
  crashPointOf,
  diceRollOf,
  HouseStream,
  minesOf,
  previousLink,
  uniformBelow,
  type SyncHmac,
} from './house-fairness';
import { bytesToHex } from './lottery-fairness';

/** The browser's HMAC and SHA-256 (@noble/hashes, as the verify page uses them). */
const browserHmac: SyncHmac = (key, message) => nobleHmac(nobleSha256, key, message);
const sha256 = (bytes: Uint8Array) => nobleSha256(bytes);
const TWO_32 = 2 ** 32;

/** A word source reading the given words in order (and failing past them). */
function wordsOf(words: readonly number[]) {
  let index = 0;
  const next = () => {
    if (index >= words.length) throw new Error('read past the fake words');
    return words[index++]!;
  };
  return { next, read: () => index };
}

/** A HouseStream over fake HMAC blocks carrying the given words (8 per block, then zeros). */
function fakeStream(words: readonly number[]): HouseStream {
  let block = 0;
  const hmac: SyncHmac = () => {
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < 8; i += 1) view.setUint32(i * 4, words[block * 8 + i] ?? 0);
    block += 1;
    return bytes;
  };
  return new HouseStream('00', 'fake', 0, hmac);
}

describe('below(n): uniform without modulo bias', () => {
  // Ranges that are not powers of two: dice rolls, slot strip lengths, cards, a shuffle's steps.
  const RANGES = [3, 10, 24, 25, 30, 37, 52, 10_000];

  it.each(RANGES)('n = %i: every word at or above the largest multiple of n is thrown away', (n) => {
    const limit = Math.floor(TWO_32 / n) * n;
    const rejected = TWO_32 - limit;
    // 2³² mod n words would make the low values more likely under a plain modulo: all of them are refused.
    expect(rejected).toBe(TWO_32 % n);
    expect(rejected).toBeLessThan(n);
    for (let w = limit; w < TWO_32; w += 1) {
      const source = wordsOf([w, 7]);
      expect(uniformBelow(n, source.next)).toBe(7 % n);
      expect(source.read()).toBe(2);
    }
  });

  it.each(RANGES)('n = %i: the accepted words map onto each value exactly as often', (n) => {
    const limit = Math.floor(TWO_32 / n) * n;
    // The accepted words 0 … limit − 1 are limit / n whole runs of n consecutive words; each run maps onto
    // 0 … n − 1 once. Checked on the first run, the last run before the limit and one in the middle.
    expect(limit % n).toBe(0);
    const runs = limit / n;
    for (const run of [0, Math.floor(runs / 2), runs - 1]) {
      const counts = new Array<number>(n).fill(0);
      for (let w = run * n; w < (run + 1) * n; w += 1) {
        const source = wordsOf([w]);
        counts[uniformBelow(n, source.next)]! += 1;
        expect(source.read()).toBe(1);
      }
      expect(counts.every((count) => count === 1)).toBe(true);
    }
  });

  it('dice: 2³² mod 10,000 = 7,296 words are refused, so rolls 0.00–72.95 are not favoured', () => {
    expect(TWO_32 % 10_000).toBe(7_296);
    // The first refused word would have rolled 0.00 under a plain modulo; the next word is read instead.
    const source = wordsOf([4_294_960_000, 4_294_967_295, 12_345]);
    expect(uniformBelow(10_000, source.next)).toBe(2_345);
    expect(source.read()).toBe(3);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => uniformBelow(0, () => 0)).toThrow(RangeError);
    expect(() => uniformBelow(2.5, () => 0)).toThrow(RangeError);
    expect(() => uniformBelow(TWO_32 + 1, () => 0)).toThrow(RangeError);
  });

  it('a shuffle of 3 items gives each of the 6 orders for exactly one pair of draws', () => {
    // Fisher–Yates from the last position down: below(3) then below(2). All 3 × 2 draws, each once.
    const orders = new Map<string, number>();
    for (let first = 0; first < 3; first += 1) {
      for (let second = 0; second < 2; second += 1) {
        const order = fakeStream([first, second]).shuffle(['a', 'b', 'c']).join('');
        orders.set(order, (orders.get(order) ?? 0) + 1);
      }
    }
    expect([...orders.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect([...orders.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('mines are the first cells of the shuffle, in board order', () => {
    // Words 0 at every step: position i (24 down to 1) swaps with position 0. i = 24 → [24, 1, …, 23, 0];
    // i = 23 → [23, 1, …, 22, 24, 0]; … i = 1 → [1, 2, 3, …, 24, 0]. Three mines: cells 1, 2, 3.
    expect(minesOf(fakeStream(new Array<number>(24).fill(0)), 3)).toEqual([1, 2, 3]);
    // Words 24, 23, …, 1 (each position swaps with itself): the order stays 0 … 24; mines 0 … 4.
    expect(minesOf(fakeStream(Array.from({ length: 24 }, (_, k) => 24 - k)), 5)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the stream of a pinned seed pair (recomputed independently with python3 hmac)', () => {
  // Server seed: SHA-256 of "1" as hex text; its own SHA-256 (the hash shown before play) below.
  const SERVER_SEED = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
  const CLIENT_SEED = 'lucky-player';

  it('hashes the server seed as text', () => {
    expect(bytesToHex(sha256(new TextEncoder().encode(SERVER_SEED)))).toBe(
      'e0bc614e4fd035a488619799853b075143deea596c477b8dc077e309c0fe42e9',
    );
  });

  it('reads HMAC-SHA256(server seed, "lucky-player:0:0") as big-endian words, then the next block', () => {
    const block = browserHmac(
      new TextEncoder().encode(SERVER_SEED),
      new TextEncoder().encode(`${CLIENT_SEED}:0:0`),
    );
    expect(bytesToHex(block)).toBe('0a50b44a0d0140e09e8a9e6d52694e82abc0a1ea27b3c628ed06397b4bd22860');
    const stream = new HouseStream(SERVER_SEED, CLIENT_SEED, 0, browserHmac);
    const words = Array.from({ length: 10 }, () => stream.word());
    // 0x0a50b44a = 173,061,194 …; words 9 and 10 come from the block of round 1.
    expect(words).toEqual([
      173_061_194, 218_185_952, 2_659_884_653, 1_382_633_090, 2_881_528_298, 666_093_096, 3_976_608_123,
      1_272_064_096, 1_880_055_042, 1_221_110_239,
    ]);
    expect(stream.consumed).toBe(10);
  });

  it('gives the pinned dice rolls and mines of nonces 0, 1 and 2', () => {
    const streamAt = (nonce: number) => new HouseStream(SERVER_SEED, CLIENT_SEED, nonce, browserHmac);
    // 173,061,194 mod 10,000 = 1,194 → 11.94.
    expect([0, 1, 2].map((nonce) => diceRollOf(streamAt(nonce)))).toEqual([1_194, 5_210, 6_018]);
    expect(minesOf(streamAt(0), 3)).toEqual([2, 6, 11]);
    expect(minesOf(streamAt(0), 5)).toEqual([2, 6, 11, 17, 20]);
    expect(minesOf(streamAt(1), 3)).toEqual([16, 22, 24]);
    expect(minesOf(streamAt(2), 5)).toEqual([0, 3, 9, 14, 24]);
  });
});

describe('the crash chain (pinned with python3)', () => {
  const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
  // Link 3 is the secret seed; link k − 1 = SHA-256(link k); link 0 is the published terminal hash.
  const LINKS = [
    'cfccb0d2d64034713e020b4826a053dd4c564b444748ab0d4b0cd68f2208b7a5',
    'b66a21d5bad307291f340d6b04ff999e347a59d3bd9d90dbe0993b4922ee8f49',
    'f721d4f8a980a8834a5db6fca3ebdef8a807cfe4a48f75f05b350e45b2363b85',
    'c4f1e0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1',
  ];

  it('each link proves the one before it', () => {
    for (let k = 3; k >= 1; k -= 1) expect(previousLink(LINKS[k]!, sha256)).toBe(LINKS[k - 1]);
  });

  it('gives the pinned crash points', () => {
    expect(LINKS.slice(1).map((link) => crashPointOf(link, SALT, browserHmac))).toEqual([141, 122, 197]);
  });
});

describe('client seeds', () => {
  it('takes 1–64 printable characters without a colon or spaces at the ends', () => {
    expect(CLIENT_SEED_PATTERN.test('a')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(64))).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('mi semilla 7')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('x'.repeat(65))).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('a:b')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test(' a')).toBe(false);
    expect(CLIENT_SEED_PATTERN.test('ñandú')).toBe(false);
  });
});
