import { describe, expect, it } from 'vitest';
import { LOTTERY_KINDS, ZLotteryResultSchema, type TLotteryResult } from './lottery';
import { bytesToHex, drawKeyOf, drawResult, FairStream, hexToBytes, type Hmac } from './lottery-fairness';

/** The browser's HMAC (WebCrypto), as the verify page uses it. */
const webHmac: Hmac = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    key as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message as BufferSource));
};

/** A fake HMAC whose blocks are the given 32-bit words, 8 per block, then zeros. */
function fakeHmac(words: number[]): Hmac {
  let block = 0;
  return async () => {
    const bytes = new Uint8Array(32);
    for (let i = 0; i < 8; i += 1) {
      const word = words[block * 8 + i] ?? 0;
      bytes[i * 4] = word >>> 24;
      bytes[i * 4 + 1] = (word >>> 16) & 0xff;
      bytes[i * 4 + 2] = (word >>> 8) & 0xff;
      bytes[i * 4 + 3] = word & 0xff;
    }
    block += 1;
    return bytes;
  };
}

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('hex helpers', () => {
  it('round-trips and refuses what is not hex', () => {
    expect(bytesToHex(hexToBytes(SEED))).toBe(SEED);
    expect(hexToBytes('00ff10')).toEqual(new Uint8Array([0, 255, 16]));
    expect(bytesToHex(hexToBytes('ABcd'))).toBe('abcd');
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
  });
});

describe('the unbiased integer', () => {
  it('reads big-endian words across blocks with the counter in the message', async () => {
    const messages: string[] = [];
    const hmac: Hmac = async (_key, message) => {
      messages.push(new TextDecoder().decode(message));
      const bytes = new Uint8Array(32);
      bytes[0] = 0x12;
      bytes[1] = 0x34;
      bytes[2] = 0x56;
      bytes[3] = 0x78;
      return bytes;
    };
    const stream = new FairStream(hexToBytes(SEED), 'K:1', hmac);
    expect(await stream.word()).toBe(0x12345678);
    for (let i = 0; i < 7; i += 1) expect(await stream.word()).toBe(0);
    expect(await stream.word()).toBe(0x12345678);
    expect(messages).toEqual(['K:1:0', 'K:1:1']);
  });

  it('rejects exactly the words at or above floor(2^32 / n) × n', async () => {
    // n = 10: floor(4294967296 / 10) × 10 = 4294967290, so 4294967290 … 4294967295 are thrown away.
    const top = 4_294_967_290;
    const stream = new FairStream(new Uint8Array(32), 'k', fakeHmac([top, top + 5, top - 1, 7]));
    expect(await stream.below(10)).toBe((top - 1) % 10); // 4294967289 % 10 = 9, after two rejections
    expect(await stream.below(10)).toBe(7);
    // n = 6: floor(2^32 / 6) × 6 = 715827882 × 6 = 4294967292: 4294967292 is rejected, 4294967291 kept.
    const dice = new FairStream(new Uint8Array(32), 'k', fakeHmac([4_294_967_292, 4_294_967_291]));
    expect(await dice.below(6)).toBe(4_294_967_291 % 6); // = 5
    // n = 2^32 keeps everything, n = 1 always 0.
    const all = new FairStream(new Uint8Array(32), 'k', fakeHmac([0xffffffff, 0xffffffff]));
    expect(await all.below(2 ** 32)).toBe(0xffffffff);
    expect(await all.below(1)).toBe(0);
  });
});

describe('drawResult', () => {
  it('gives a result of the right shape for every kind, the same for the same seed and key', async () => {
    for (const kind of LOTTERY_KINDS) {
      const key = drawKeyOf('GAME', '20261127-0001');
      const result = await drawResult(kind, SEED, key, webHmac);
      expect(ZLotteryResultSchema.parse(result)).toEqual(result);
      expect(result.kind).toBe(kind);
      expect(await drawResult(kind, SEED, key, webHmac)).toEqual(result);
      expect(await drawResult(kind, SEED, drawKeyOf('GAME', '20261127-0002'), webHmac)).not.toEqual(result);
      shapeOf(result);
    }
  });

  it('draws permutations for the race and distinct numbers for 4D, over many seeds', async () => {
    for (let i = 0; i < 40; i += 1) {
      const seed = bytesToHex(new Uint8Array(32).fill(i));
      const race = await drawResult('RACE_10', seed, `R:${i}`, webHmac);
      if (race.kind !== 'RACE_10') throw new Error('kind');
      expect([...race.values].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const sea = await drawResult('SEA_4D', seed, `S:${i}`, webHmac);
      if (sea.kind !== 'SEA_4D') throw new Error('kind');
      const all = [sea.first, sea.second, sea.third, ...sea.starter, ...sea.consolation];
      expect(new Set(all).size).toBe(23);
    }
  });

  it('redraws a repeated 4D number', async () => {
    // Words 5, 5, 6, 7, …: the second 0005 is drawn again; n = 10000 rejects nothing below 4294960000.
    const words = [5, 5, ...Array.from({ length: 30 }, (_, i) => 6 + i)];
    const result = await drawResult('SEA_4D', SEED, 'k', fakeHmac(words));
    if (result.kind !== 'SEA_4D') throw new Error('kind');
    expect(result.first).toBe('0005');
    expect(result.second).toBe('0006');
    expect(result.consolation[9]).toBe('0027'); // the 23rd number: 6 + 21
  });

  it('maps a fake stream the documented way (digits in prize order, dice 1 + n, Fisher–Yates)', async () => {
    const dice = await drawResult('DICE_3', SEED, 'k', fakeHmac([0, 5, 6]));
    expect(dice).toEqual({ kind: 'DICE_3', values: [1, 6, 1] }); // 0 → 1, 5 → 6, 6 % 6 = 0 → 1
    // Race: all words 0 → j = 0 at every step i = 9 … 1: swap(9,0) → [10,2,…,9,1], swap(8,0) → [9,2,…,8,10,1], …
    const race = await drawResult('RACE_10', SEED, 'k', fakeHmac([]));
    expect(race).toEqual({ kind: 'RACE_10', values: [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] });
    const five = await drawResult('FAST_5D', SEED, 'k', fakeHmac([1, 22, 333, 4444, 55555]));
    expect(five).toEqual({ kind: 'FAST_5D', values: [1, 2, 3, 4, 5] });
  });

  it('pins the results of a fixed seed (what the verify page must recompute)', async () => {
    const key = drawKeyOf('VNFAST', '20261127-0001');
    expect(await drawResult('FAST_5D', SEED, drawKeyOf('LOTT5D', '20261127-0001'), webHmac)).toEqual(
      PINNED.FAST_5D,
    );
    expect(await drawResult('DICE_3', SEED, drawKeyOf('LOTTK3', '20261127-0001'), webHmac)).toEqual(
      PINNED.DICE_3,
    );
    expect(await drawResult('RACE_10', SEED, drawKeyOf('LOTTPK10', '20261127-0001'), webHmac)).toEqual(
      PINNED.RACE_10,
    );
    expect(await drawResult('VN_FAST', SEED, key, webHmac)).toEqual(PINNED.VN_FAST);
  });
});

/** Digit counts of the Vietnamese prizes, the sizes of the others. */
function shapeOf(result: TLotteryResult) {
  if (result.kind === 'SEA_4D') {
    expect(result.starter).toHaveLength(10);
    expect(result.consolation).toHaveLength(10);
    return;
  }
  if ('values' in result) {
    const sizes = { FAST_5D: 5, DICE_3: 3, RACE_10: 10 } as const;
    expect(result.values).toHaveLength(sizes[result.kind]);
    if (result.kind === 'FAST_5D') expect(result.values.every((v) => v >= 0 && v <= 9)).toBe(true);
    if (result.kind === 'DICE_3') expect(result.values.every((v) => v >= 1 && v <= 6)).toBe(true);
    return;
  }
  const mb = result.kind === 'VN_MB' || result.kind === 'VN_FAST';
  const shape: Record<string, [number, number]> = mb
    ? { DB: [1, 5], G1: [1, 5], G2: [2, 5], G3: [6, 5], G4: [4, 4], G5: [6, 4], G6: [3, 3], G7: [4, 2] }
    : {
        DB: [1, 6],
        G1: [1, 5],
        G2: [1, 5],
        G3: [2, 5],
        G4: [7, 5],
        G5: [1, 4],
        G6: [3, 4],
        G7: [1, 3],
        G8: [1, 2],
      };
  expect(Object.keys(result.prizes).sort()).toEqual(Object.keys(shape).sort());
  for (const [prize, [count, digits]] of Object.entries(shape)) {
    const numbers = result.prizes[prize as keyof typeof result.prizes] ?? [];
    expect(numbers).toHaveLength(count);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^\\d{${digits}}$`));
  }
}

/**
 * Computed once with this file's WebCrypto HMAC and written in (FAST_5D and DICE_3 checked independently
 * with Python's hmac: the first words of HMAC-SHA256(seed, `LOTT5D:20261127-0001:0`) mod 10).
 */
const PINNED: Record<'FAST_5D' | 'DICE_3' | 'RACE_10' | 'VN_FAST', TLotteryResult> = {
  FAST_5D: { kind: 'FAST_5D', values: [5, 5, 0, 1, 3] },
  DICE_3: { kind: 'DICE_3', values: [6, 1, 1] },
  RACE_10: { kind: 'RACE_10', values: [7, 3, 4, 9, 5, 2, 1, 6, 8, 10] },
  VN_FAST: {
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
  },
};
