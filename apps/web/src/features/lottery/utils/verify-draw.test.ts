import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { hexToBytes, sameResult, verifyDraw } from './verify-draw';

// The vector pinned in packages/contracts/src/lottery-fairness.test.ts (worked out independently there).
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const HASH = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const FAST_5D: TLotteryResult = { kind: 'FAST_5D', values: [5, 5, 0, 1, 3] };
const VN_FAST: TLotteryResult = {
  kind: 'VN_FAST',
  prizes: {
    DB: ['41912'],
    G1: ['57350'],
    G2: ['78778', '68456'],
    G3: ['57060', '10217', '53844', '02019', '82456', '23711'],
    G4: ['1985', '5811', '1770', '3196'],
    G5: ['8725', '1668', '2106', '5284', '0640', '6517'],
    G6: ['625', '443', '509'],
    G7: ['51', '80', '20', '94'],
  },
};

describe('verifying a house draw in the browser', () => {
  it('matches the published hash and numbers of the pinned draws', async () => {
    const five = await verifyDraw({
      kind: 'FAST_5D',
      gameCode: 'LOTT5D',
      numero: '20261127-0001',
      seedHex: SEED,
      seedHash: HASH,
      result: FAST_5D,
    });
    expect(five).toMatchObject({ ok: true, hash: HASH, hashMatches: true, resultMatches: true });
    const vn = await verifyDraw({
      kind: 'VN_FAST',
      gameCode: 'VNFAST',
      numero: '20261127-0001',
      seedHex: SEED.toUpperCase(),
      seedHash: HASH.toUpperCase(),
      result: VN_FAST,
    });
    expect(vn).toMatchObject({ ok: true, hashMatches: true, resultMatches: true, computed: VN_FAST });
  });

  it('says no when the hash, the numero or the result differ', async () => {
    const wrong = await verifyDraw({
      kind: 'FAST_5D',
      gameCode: 'LOTT5D',
      numero: '20261127-0002',
      seedHex: SEED,
      seedHash: 'ab'.repeat(32),
      result: FAST_5D,
    });
    expect(wrong).toMatchObject({ ok: true, hashMatches: false, resultMatches: false });
    const none = await verifyDraw({
      kind: 'DICE_3',
      gameCode: 'LOTTK3',
      numero: '1',
      seedHex: SEED,
      seedHash: null,
      result: null,
    });
    expect(none).toMatchObject({ ok: true, hashMatches: null, resultMatches: null });
  });

  it('refuses a seed that is not 32 bytes of hex', async () => {
    const base = { kind: 'DICE_3' as const, gameCode: 'LOTTK3', numero: '1', seedHash: null, result: null };
    expect(await verifyDraw({ ...base, seedHex: 'xyz' })).toEqual({ ok: false, reason: 'seed' });
    expect(await verifyDraw({ ...base, seedHex: 'abcd' })).toEqual({ ok: false, reason: 'seed' });
    expect(hexToBytes('0g')).toBeNull();
  });

  it('compares results by content, whatever the key order', () => {
    expect(
      sameResult({ kind: 'DICE_3', values: [1, 2, 3] }, {
        values: [1, 2, 3],
        kind: 'DICE_3',
      } as TLotteryResult),
    ).toBe(true);
    expect(sameResult({ kind: 'DICE_3', values: [1, 2, 3] }, { kind: 'DICE_3', values: [3, 2, 1] })).toBe(
      false,
    );
  });
});
