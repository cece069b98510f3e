import type { TLotteryKind, TLotteryResult, TVnPrize } from './lottery';

/**
 * Fairness of house draws (lottery.md "Fairness of house draws"), shared by the server (which draws) and
 * the verify page (which recomputes in the browser): commit–reveal over a 32-byte seed. Before the draw
 * opens SHA-256(seed) is published; after the cut-off the numbers are derived from the byte stream
 * HMAC-SHA256(seed, `${drawKey}:${counter}`) for counter 0, 1, 2, … mapped to outcomes by rejection
 * sampling (no modulo bias), and the seed is published. Pure: the caller gives the HMAC (node:crypto on
 * the server, WebCrypto in the browser). The algorithm, step by step: docs/lottery-fairness.md.
 */
export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

/** The message key of a draw: `${gameCode}:${numero}`. */
export const drawKeyOf = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** Bytes of a hex string (even length, 0-9a-f in either case); throws on anything else. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Lower-case hex of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const TWO_32 = 0x1_0000_0000;

/**
 * The draw's random stream: 32-bit big-endian words read in order from the blocks
 * HMAC-SHA256(seed, `${drawKey}:0`), HMAC-SHA256(seed, `${drawKey}:1`), … (8 words per block).
 */
export class FairStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly seed: Uint8Array,
    private readonly drawKey: string,
    private readonly hmac: Hmac,
  ) {}

  /** The next 32-bit word (0 … 2³² − 1). */
  async word(): Promise<number> {
    if (this.offset + 4 > this.block.length) {
      this.block = await this.hmac(this.seed, this.encoder.encode(`${this.drawKey}:${this.counter}`));
      this.counter += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /**
   * A uniform integer in [0, n) for 1 ≤ n ≤ 2³²: words at or above the largest multiple of n that fits
   * (floor(2³² / n) × n) are thrown away and the next word is read, so every value is equally likely.
   */
  async below(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n out of range');
    const limit = Math.floor(TWO_32 / n) * n;
    for (;;) {
      const word = await this.word();
      if (word < limit) return word % n;
    }
  }

  /** A number of `digits` decimal digits (leading zeros kept), drawn digit by digit. */
  async digits(digits: number): Promise<string> {
    let text = '';
    for (let i = 0; i < digits; i += 1) text += String(await this.below(10));
    return text;
  }
}

/** Count × digits of every prize, in drawing order (lottery.md "Prize structure"). */
const MB_STRUCTURE: readonly (readonly [TVnPrize, number, number])[] = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
];
const NAM_TRUNG_STRUCTURE: readonly (readonly [TVnPrize, number, number])[] = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];

async function vnResult(
  kind: 'VN_MB' | 'VN_MN' | 'VN_MT' | 'VN_FAST',
  stream: FairStream,
): Promise<TLotteryResult> {
  const structure = kind === 'VN_MB' || kind === 'VN_FAST' ? MB_STRUCTURE : NAM_TRUNG_STRUCTURE;
  const prizes: Partial<Record<TVnPrize, string[]>> = {};
  for (const [prize, count, digits] of structure) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i += 1) numbers.push(await stream.digits(digits));
    prizes[prize] = numbers;
  }
  return { kind, prizes };
}

/** 23 distinct four-digit numbers (each uniform in 0000–9999; a repeat is drawn again). */
async function fourDResult(stream: FairStream): Promise<TLotteryResult> {
  const seen = new Set<string>();
  const numbers: string[] = [];
  while (numbers.length < 23) {
    const number = String(await stream.below(10_000)).padStart(4, '0');
    if (seen.has(number)) continue;
    seen.add(number);
    numbers.push(number);
  }
  return {
    kind: 'SEA_4D',
    first: numbers[0]!,
    second: numbers[1]!,
    third: numbers[2]!,
    starter: numbers.slice(3, 13),
    consolation: numbers.slice(13, 23),
  };
}

/** Fisher–Yates: for i = 9 … 1, swap place i with a uniform place j in 0 … i. */
async function raceResult(stream: FairStream): Promise<TLotteryResult> {
  const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = cars.length - 1; i > 0; i -= 1) {
    const j = await stream.below(i + 1);
    [cars[i], cars[j]] = [cars[j]!, cars[i]!];
  }
  return { kind: 'RACE_10', values: cars };
}

/** The result of a draw of `kind` from its seed (hex) and key. */
export async function drawResult(
  kind: TLotteryKind,
  seedHex: string,
  drawKey: string,
  hmac: Hmac,
): Promise<TLotteryResult> {
  const stream = new FairStream(hexToBytes(seedHex), drawKey, hmac);
  switch (kind) {
    case 'VN_MB':
    case 'VN_MN':
    case 'VN_MT':
    case 'VN_FAST':
      return vnResult(kind, stream);
    case 'SEA_4D':
      return fourDResult(stream);
    case 'FAST_5D': {
      const values: number[] = [];
      for (let i = 0; i < 5; i += 1) values.push(await stream.below(10));
      return { kind, values };
    }
    case 'DICE_3': {
      const values: number[] = [];
      for (let i = 0; i < 3; i += 1) values.push(1 + (await stream.below(6)));
      return { kind, values };
    }
    case 'RACE_10':
      return raceResult(stream);
  }
}
