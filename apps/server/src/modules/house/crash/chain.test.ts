import { createHash } from 'node:crypto';
import { previousLink } from '@platform/contracts/house-fairness';
import { describe, expect, it } from 'vitest';
import { createChainCache, crashPointOfLink, terminalHashOf, type ChainRow } from './chain';
import { KNOWN_CHAIN } from './testing';

/**
 * The hash chain's links and points against values computed independently with python3 (hashlib, hmac):
 * a chain of 2,500 links from SHA-256("chain-test") — links across the in-memory checkpoints (every 1,000) —
 * and the known two-link chain of the round tests (points 4.21× and 2.24×).
 */

const SEED = 'a83aaa9d8cab5d4f57e9a0148a3d480b5b58cc7ff6cec7972b4c63438a498b20';
const LINKS: Record<number, string> = {
  0: '5f3ad33f18ca6cb3d16c66c2b0fafa55ad0398c717885e5597bfb2d2823d612e',
  1: 'e707fb5600435f4407efa3d25355bcb80908eeba3d2deca9d931c93c68650434',
  1001: 'f0b09bac7db9fde28c3b9b30560c29a70d369270debfd2825d2c2b58556800b0',
  1999: '3fa485c4251bed6e2393a8e1debaa3d50dd45ec3fe51c9b4c268ab317bf428dc',
  2000: 'c7f35039316147c257f2edd99d8299241bdbb777c5afd8210c8ab760df0175cf',
  2499: '2f2fad45f82d7c343c73554480a61a4dfb14e62f15f76291aacda3542f1aa48a',
  2500: SEED,
};
const chainOf = (seed: string, terminalHash: string, length: number, id = 1n): ChainRow => ({
  id,
  seed,
  terminalHash,
  salt: 'salt',
  length,
  used: 0,
  createdAt: new Date(),
});
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

describe('the crash hash chain', () => {
  it('links k − 1 = SHA-256(link k) from the seed down to the published terminal hash', () => {
    expect(terminalHashOf(SEED, 2500)).toBe(LINKS[0]);
    const cache = createChainCache();
    const chain = chainOf(SEED, LINKS[0]!, 2500);
    for (const [k, link] of Object.entries(LINKS)) expect(cache.linkOf(chain, Number(k))).toBe(link);
    // Each revealed round hash proves itself with the contracts' helper the verify page uses.
    expect(previousLink(LINKS[1001]!, sha256)).toBe(cache.linkOf(chain, 1000));
    expect(() => cache.linkOf(chain, 2501)).toThrow(RangeError);
  });

  it('refuses a chain whose seed does not lead to its terminal hash', () => {
    expect(() => createChainCache().linkOf(chainOf(SEED, LINKS[1]!, 2500), 5)).toThrow(/terminal hash/);
  });

  it('gives the known rounds their points: 4.21× and 2.24×', () => {
    expect(terminalHashOf(KNOWN_CHAIN.seed, 2)).toBe(KNOWN_CHAIN.terminalHash);
    const chain = chainOf(KNOWN_CHAIN.seed, KNOWN_CHAIN.terminalHash, 2);
    const cache = createChainCache();
    expect(cache.linkOf(chain, 1)).toBe(KNOWN_CHAIN.link1);
    expect(crashPointOfLink(KNOWN_CHAIN.link1, KNOWN_CHAIN.salt)).toBe(421);
    expect(crashPointOfLink(KNOWN_CHAIN.seed, KNOWN_CHAIN.salt)).toBe(224);
  });
});
