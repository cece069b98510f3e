import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOTTERY_KINDS, ZLotteryResultSchema } from '@platform/contracts/lottery';
import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { houseResult, newSeed, seedHashOf } from './fairness';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('house fairness (node side)', () => {
  it('makes 32-byte seeds, never the same twice', () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(a);
  });

  it('hashes the seed bytes, not its hex text', () => {
    // SHA-256 of the bytes 00 01 … 1f, a published test vector.
    expect(seedHashOf(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(seedHashOf(SEED)).not.toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it('draws the same results as the browser mapping (the pinned seed of lottery-fairness.test.ts)', async () => {
    expect(await houseResult('FAST_5D', SEED, drawKeyOf('LOTT5D', '20261127-0001'))).toEqual({
      kind: 'FAST_5D',
      values: [5, 5, 0, 1, 3],
    });
    expect(await houseResult('RACE_10', SEED, drawKeyOf('LOTTPK10', '20261127-0001'))).toEqual({
      kind: 'RACE_10',
      values: [7, 3, 4, 9, 5, 2, 1, 6, 8, 10],
    });
    for (const kind of LOTTERY_KINDS) {
      const result = await houseResult(kind, newSeed(), 'X:1');
      expect(ZLotteryResultSchema.parse(result).kind).toBe(kind);
    }
  });
});
