import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { HouseStream, type SyncHmac } from './house-fairness';
import { MAX_WIN_MINOR, type TSlotConfig } from './house-games';
import {
  evaluateStops,
  exactRtp,
  lineBetOf,
  playSlotStep,
  ratioPercent,
  SLOT_PAYLINES,
  SLOT_ROUND_START,
  spin,
  type TRatio,
  type TSlotMachine,
} from './house-slot-engine';
import { AZTEC_SLOT, OCEAN_SLOT } from './house-slot-themes';

const nobleHmac: SyncHmac = (key, message) => hmac(sha256, key, message);

/** A stream giving these stops (a fixed source of `below`). */
const stopsOf = (stops: number[]) => {
  let i = 0;
  return { below: (n: number) => stops[i++]! % n };
};

/**
 * A test slot whose reels are lists of 3-symbol windows: stop 3·k shows window k. X, Y, Z pay nothing
 * (blanks), so only the wins a fixture means to show pay. Pays in line bets: WILD 20/100/500, H 10/50/200,
 * A 5/20/100, L 2/5/20; the scatter S 2/10/100 total bets and 5/10/20 free spins at 3×.
 */
function windowsMachine(reels: string[][][]): TSlotMachine {
  const config: TSlotConfig = {
    theme: 'aztec',
    reels: 5,
    rows: 3,
    paylines: SLOT_PAYLINES.map((line) => [...line]),
    symbols: [
      { id: 'W', kind: 'WILD', pays: [20, 100, 500] },
      { id: 'S', kind: 'SCATTER', pays: [2, 10, 100] },
      { id: 'H', kind: 'NORMAL', pays: [10, 50, 200] },
      { id: 'A', kind: 'NORMAL', pays: [5, 20, 100] },
      { id: 'L', kind: 'NORMAL', pays: [2, 5, 20] },
      { id: 'X', kind: 'NORMAL', pays: [0, 0, 0] },
      { id: 'Y', kind: 'NORMAL', pays: [0, 0, 0] },
      { id: 'Z', kind: 'NORMAL', pays: [0, 0, 0] },
    ],
    freeSpins: [5, 10, 20],
    freeSpinMultiplier: 3,
    rtp: '0',
    betLevels: [],
  };
  return { theme: 'aztec', gameCode: 'TEST', config, strips: reels.map((windows) => windows.flat()) };
}

const lineWins = (result: ReturnType<typeof evaluateStops>) =>
  result.wins.map((win) => [win.line, win.symbol, win.count, win.win]);

describe('the paylines', () => {
  it('are the 25 classic lines, all different', () => {
    expect(SLOT_PAYLINES).toHaveLength(25);
    expect(new Set(SLOT_PAYLINES.map((line) => line.join(''))).size).toBe(25);
    expect(SLOT_PAYLINES.slice(0, 5)).toEqual([
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
    ]);
  });

  it('a total bet is 25 whole line bets', () => {
    expect(lineBetOf(100n)).toBe(4n);
    expect(lineBetOf(50_000n)).toBe(2_000n);
    expect(lineBetOf(110n)).toBeNull();
    expect(lineBetOf(0n)).toBeNull();
  });
});

describe('a spin worked out by hand', () => {
  // Reel by reel, top to bottom: W A X | W A Y | W A Z | L X A | Y Y Y.
  const machine = windowsMachine([
    [['W', 'A', 'X']],
    [['W', 'A', 'Y']],
    [['W', 'A', 'Z']],
    [['L', 'X', 'A']],
    [['Y', 'Y', 'Y']],
  ]);

  it('pays each line its best win, wilds standing in, left to right', () => {
    const result = evaluateStops(machine, [0, 0, 0, 0, 0], 4n, false);
    expect(result.grid).toEqual([
      ['W', 'A', 'X'],
      ['W', 'A', 'Y'],
      ['W', 'A', 'Z'],
      ['L', 'X', 'A'],
      ['Y', 'Y', 'Y'],
    ]);
    // Line bet 4 (total 1.00). Line 0 (middle) A A A X: A×3 = 5 → 20. Line 1 (top) W W W L: the wilds'
    // own 3 (20) beat L×4 (5) → 80. Line 5 (0,0,1,2,2) W W A A Y: A×4 = 20 → 80. Line 7 (1,0,0,0,1)
    // A W W L: A×3 → 20. Line 9 (0,1,1,1,0) W A A X: A×3 → 20. Line 11 (1,0,1,2,1) A W A A Y: A×4 → 80.
    // Line 13 (0,1,0,1,0) W A W X: A×3 → 20. Line 15 (1,1,0,1,1) A A W X: A×3 → 20. The others: a blank
    // first (X), two in a row only, or W W Z (Z pays nothing). 85 line bets: 340.
    expect(lineWins(result)).toEqual([
      [0, 'A', 3, 20n],
      [1, 'W', 3, 80n],
      [5, 'A', 4, 80n],
      [7, 'A', 3, 20n],
      [9, 'A', 3, 20n],
      [11, 'A', 4, 80n],
      [13, 'A', 3, 20n],
      [15, 'A', 3, 20n],
    ]);
    expect(result.wins.find((win) => win.line === 5)!.cells).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(result.win).toBe(340n);
    expect(result.freeSpinsAwarded).toBe(0);
  });

  it('a symbol win beats the wilds’ own when it pays more', () => {
    // Top line W W W H X: H×4 = 50 beats W×3 = 20 → 50 line bets.
    const top = windowsMachine([
      [['W', 'X', 'X']],
      [['W', 'Y', 'Y']],
      [['W', 'Z', 'Z']],
      [['H', 'X', 'X']],
      [['X', 'Y', 'Y']],
    ]);
    const result = evaluateStops(top, [0, 0, 0, 0, 0], 1n, false);
    expect(lineWins(result)).toEqual([[1, 'H', 4, 50n]]);
  });

  it('five wilds, scatters anywhere paying total bets, free spins and their multiplier', () => {
    // S W X | Y W S | S W Z | X W X | Y W Y: the middle line is five wilds (500 line bets); every other
    // line starts on a scatter (no line win), on X with no X or wild to follow, or on W then a scatter or
    // a blank. Three scatters: 2 total bets and 5 free spins.
    const scatters = windowsMachine([
      [['S', 'W', 'X']],
      [['Y', 'W', 'S']],
      [['S', 'W', 'Z']],
      [['X', 'W', 'X']],
      [['Y', 'W', 'Y']],
    ]);
    const paid = evaluateStops(scatters, [0, 0, 0, 0, 0], 4n, false);
    // Line bet 4: 500 × 4 = 2,000; scatter 2 × 100 (total bet) = 200.
    expect(lineWins(paid)).toEqual([
      [0, 'W', 5, 2_000n],
      [-1, 'S', 3, 200n],
    ]);
    expect(paid.wins[1]!.cells).toEqual([
      [0, 0],
      [1, 2],
      [2, 0],
    ]);
    expect(paid.freeSpinsAwarded).toBe(5);
    expect(paid.win).toBe(2_200n);
    // The same grid in a free spin: every win × 3, and 5 more free spins (a retrigger).
    const free = evaluateStops(scatters, [0, 0, 0, 0, 0], 4n, true);
    expect(lineWins(free)).toEqual([
      [0, 'W', 5, 6_000n],
      [-1, 'S', 3, 600n],
    ]);
    expect(free.freeSpinsAwarded).toBe(5);
  });

  it('four and five scatters, a scatter ending a run of wilds', () => {
    // S W X | S W Y | Z S Z | S X X | S Y Y: five scatters → 100 total bets and 20 free spins. The middle
    // line W W S X Y: the wilds' run is 2 and no wild stands in for a scatter; every other line is a
    // scatter first, W then a blank, or X then W then a blank: no line win.
    const five = windowsMachine([
      [['S', 'W', 'X']],
      [['S', 'W', 'Y']],
      [['Z', 'S', 'Z']],
      [['S', 'X', 'X']],
      [['S', 'Y', 'Y']],
    ]);
    const result = evaluateStops(five, [0, 0, 0, 0, 0], 1n, false);
    expect(lineWins(result)).toEqual([[-1, 'S', 5, 2_500n]]);
    expect(result.freeSpinsAwarded).toBe(20);
  });
});

describe('a spin of the aztec slot, read off the strips by hand', () => {
  it('stops 19, 10, 7, 4, 11: wilds on top, masks in the middle', () => {
    // Reel 1 from stop 19: WILD MASK A; reel 2 from 10: WILD MASK A; reel 3 from 7: WILD MASK A;
    // reel 4 from 4: WILD MASK J; reel 5 from 11: WILD MASK A.
    const result = spin(AZTEC_SLOT, stopsOf([19, 10, 7, 4, 11]), 4n, false);
    expect(result.stops).toEqual([19, 10, 7, 4, 11]);
    expect(result.grid).toEqual([
      ['WILD', 'MASK', 'A'],
      ['WILD', 'MASK', 'A'],
      ['WILD', 'MASK', 'A'],
      ['WILD', 'MASK', 'J'],
      ['WILD', 'MASK', 'A'],
    ]);
    // In line bets: MASK×5 = 450 on lines 0, 7, 9, 13, 15; WILD×5 = 1,000 on line 1; A×5 = 200 on lines
    // 17, 20, 24; MASK×3 = 40 on lines 5 and 11; A×3 = 12 on lines 2, 18, 19, 23. 2,250 + 1,000 + 600 +
    // 80 + 48 = 3,978 line bets; at 4 a line (1.00 total) 15,912 = 159.12.
    expect(result.wins.map((win) => [win.line, win.symbol, win.count])).toEqual([
      [0, 'MASK', 5],
      [1, 'WILD', 5],
      [2, 'A', 3],
      [5, 'MASK', 3],
      [7, 'MASK', 5],
      [9, 'MASK', 5],
      [11, 'MASK', 3],
      [13, 'MASK', 5],
      [15, 'MASK', 5],
      [17, 'A', 5],
      [18, 'A', 3],
      [19, 'A', 3],
      [20, 'A', 5],
      [23, 'A', 3],
      [24, 'A', 5],
    ]);
    expect(result.win).toBe(15_912n);
  });

  it('a window wraps at the end of the strip', () => {
    // Reel 1 ends … Q Q 10 (stops 27–29) and starts 10 10 MASK: stop 29 shows 10 10 10.
    const result = spin(AZTEC_SLOT, stopsOf([29, 0, 0, 0, 0]), 1n, false);
    expect(result.grid[0]).toEqual(['10', '10', '10']);
    expect(result.grid.slice(1)).toEqual([
      ['JAGUAR', 'JAGUAR', 'K'],
      ['Q', 'Q', '10'],
      ['A', 'A', 'Q'],
      ['K', 'K', '10'],
    ]);
    expect(result.win).toBe(0n);
  });

  it('draws the stops reel by reel with below(strip length), without bias', () => {
    // Reel 1 has 30 stops: words at or above 4,294,967,280 (the largest multiple of 30 under 2³²) are
    // thrown away; 4,294,967,279 = 30 × 143,165,575 + 29 gives stop 29.
    const lengths: number[] = [];
    const words = [4_294_967_295, 4_294_967_280, 4_294_967_279, 31, 65, 2, 100];
    const stream = {
      below(n: number) {
        lengths.push(n);
        const limit = Math.floor(2 ** 32 / n) * n;
        for (;;) {
          const word = words.shift()!;
          if (word < limit) return word % n;
        }
      },
    };
    const result = spin(AZTEC_SLOT, stream, 1n, false);
    expect(lengths).toEqual([30, 30, 33, 33, 34]);
    // 31 % 30 = 1, 65 % 33 = 32, 2 % 33 = 2, 100 % 34 = 32.
    expect(result.stops).toEqual([29, 1, 32, 2, 32]);
  });

  it('on a seeded stream the stops are pinned (the browser recomputes the same)', () => {
    const serverSeed = '6f1b9c1d2e3f405162738495a6b7c8d9eafb0c1d2e3f405162738495a6b7c8d9';
    const stream = new HouseStream(serverSeed, 'lucky-7', 0, nobleHmac);
    const first = spin(AZTEC_SLOT, stream, 4n, false);
    const second = spin(OCEAN_SLOT, stream, 4n, false);
    expect([first.stops, second.stops, stream.consumed]).toEqual(PINNED_STOPS);
    // Aztec stops 9, 24, 2, 28, 18 show IDOL Q Q | Q WILD MASK | 10 10 IDOL | 10 10 FEATHER | 10 10 JAGUAR:
    // line 3 (0,1,2,1,0) reads IDOL WILD IDOL 10: IDOL×3 = 50 line bets = 200 at 4; the Qs reach reel 2 only.
    expect(lineWins(first)).toEqual([[3, 'IDOL', 3, 200n]]);
  });
});

/**
 * Stops of the pinned seed (server seed above, client seed lucky-7, nonce 0), aztec then ocean, and the
 * words read (10: no word thrown away). The first block is HMAC-SHA256("6f1b…c8d9", "lucky-7:0:0") =
 * c48409a7 70057bae …: 0xc48409a7 = 3,296,987,559 = 30 × 109,899,585 + 9, reel 1's stop 9.
 */
const PINNED_STOPS = [[9, 24, 2, 28, 18], [24, 13, 18, 22, 14], 10];

describe('a round: the paid spin and its free spins', () => {
  const scatters = windowsMachine([
    [['S', 'W', 'X']],
    [['Y', 'W', 'S']],
    [['S', 'W', 'Z']],
    [['X', 'W', 'X']],
    [['Y', 'W', 'Y']],
  ]);

  it('counts the free spins down and adds a retrigger’s', () => {
    const paid = playSlotStep(scatters, stopsOf([0, 0, 0, 0, 0]), 4n, SLOT_ROUND_START);
    expect(paid.step).toMatchObject({
      index: 0,
      free: false,
      freeSpinsAwarded: 5,
      freeSpinsLeft: 5,
      win: 2_200n,
    });
    expect(paid.progress).toEqual({ index: 1, freeSpinsLeft: 5, totalWin: 2_200n });
    expect(paid.over).toBe(false);
    // The first free spin shows the same grid: 6,600 and 5 more: 5 − 1 + 5 = 9 left.
    const free = playSlotStep(scatters, stopsOf([0, 0, 0, 0, 0]), 4n, paid.progress);
    expect(free.step).toMatchObject({
      index: 1,
      free: true,
      freeSpinsAwarded: 5,
      freeSpinsLeft: 9,
      win: 6_600n,
    });
    expect(free.progress).toEqual({ index: 2, freeSpinsLeft: 9, totalWin: 8_800n });
  });

  it('ends when the last free spin is played, and at the round cap', () => {
    const blank = windowsMachine([
      [['X', 'X', 'X']],
      [['Y', 'Y', 'Y']],
      [['Z', 'Z', 'Z']],
      [['X', 'X', 'X']],
      [['Y', 'Y', 'Y']],
    ]);
    const last = playSlotStep(blank, stopsOf([0, 0, 0, 0, 0]), 4n, {
      index: 7,
      freeSpinsLeft: 1,
      totalWin: 500n,
    });
    expect(last).toMatchObject({ over: true, step: { freeSpinsLeft: 0, win: 0n } });
    const capped = playSlotStep(scatters, stopsOf([0, 0, 0, 0, 0]), 2_000n, {
      index: 3,
      freeSpinsLeft: 10,
      totalWin: BigInt(MAX_WIN_MINOR) - 1_000_000n,
    });
    // Line bet 2,000 (total 500.00): 3 × (500 × 2,000 + 2 × 50,000) = 3,300,000 → past the cap: over.
    expect(capped.step.win).toBe(3_300_000n);
    expect(capped).toMatchObject({ over: true, step: { freeSpinsLeft: 0 } });
  });
});

describe('the exact return to player', () => {
  /** Every stop combination played: the same fractions as exactRtp, by brute force. */
  function bruteForce(machine: TSlotMachine) {
    const lengths = machine.strips.map((strip) => strip.length);
    const combinations = lengths.reduce((a, b) => a * b, 1);
    let base = 0n;
    let freeSpins = 0n;
    const stops = [0, 0, 0, 0, 0];
    for (let n = 0; n < combinations; n += 1) {
      let rest = n;
      for (let reel = 4; reel >= 0; reel -= 1) {
        stops[reel] = rest % lengths[reel]!;
        rest = Math.floor(rest / lengths[reel]!);
      }
      const result = evaluateStops(machine, stops, 1n, false);
      base += result.win;
      freeSpins += BigInt(result.freeSpinsAwarded);
    }
    // Wins at line bet 1 are in line bets: 25 per total bet.
    const D = BigInt(combinations);
    const m = BigInt(machine.config.freeSpinMultiplier);
    return {
      base: { num: base, den: 25n * D },
      total: { num: base * (D + (m - 1n) * freeSpins), den: 25n * D * (D - freeSpins) },
    };
  }
  const equal = (a: TRatio, b: TRatio) => a.num * b.den === b.num * a.den;

  it('matches a brute-force enumeration of every stop on small reels', () => {
    // Short reels with wilds on every reel and two scatters close together on reel 3 (a window may show
    // two); 1, 1, 2 free spins, so that a session ends (scatters show on about half the spins' reels).
    const test = windowsMachine([]);
    const small: TSlotMachine = {
      ...test,
      config: { ...test.config, freeSpins: [1, 1, 2] },
      strips: [
        ['W', 'A', 'H', 'L', 'S', 'A'],
        ['A', 'W', 'L', 'S', 'H'],
        ['S', 'A', 'S', 'W', 'L', 'H', 'A'],
        ['L', 'A', 'W', 'H', 'S'],
        ['A', 'H', 'W', 'L', 'S', 'L'],
      ],
    };
    const exact = exactRtp(small);
    const brute = bruteForce(small);
    expect(exact.combinations).toBe(6n * 5n * 7n * 5n * 6n);
    expect(equal(exact.base, brute.base)).toBe(true);
    expect(equal(exact.total, brute.total)).toBe(true);
  });

  it('refuses a slot whose free spins would never end (R ≥ 1)', () => {
    // Reels of 3 stops with one scatter each: every window shows the whole strip, so every spin shows 5
    // scatters and awards 20 free spins.
    const endless: TSlotMachine = {
      ...windowsMachine([]),
      strips: Array.from({ length: 5 }, () => ['S', 'X', 'Y']),
    };
    expect(() => exactRtp(endless)).toThrow(/never end/);
  });

  it('free spins: RTP = B (D + (m − 1) N) / (D (D − N)), by hand on a slot with scatters only', () => {
    // Reels of 30 stops, one scatter each, the rest blanks: a reel shows the scatter on 3 stops of 30.
    // P(3 scatters) = 10 × 0.1³ × 0.9² = 0.0081, P(4) = 5 × 0.1⁴ × 0.9 = 0.00045, P(5) = 0.00001.
    // Base (total bets) = 0.0081 × 2 + 0.00045 × 10 + 0.00001 × 100 = 0.0217; free spins a spin awards
    // R = 0.0081 × 5 + 0.00045 × 10 + 0.00001 × 20 = 0.0452; each free spin returns 3 × 0.0217 = 0.0651,
    // a session per free spin 0.0651 / (1 − 0.0452) = 0.0651 / 0.9548; RTP = 0.0217 + 0.0452 × 0.0651 /
    // 0.9548 = 0.0217 + 0.00294252 / 0.9548 = 0.024781…
    const reel = ['S', ...Array.from({ length: 29 }, (_, i) => ['X', 'Y', 'Z'][i % 3]!)];
    const scattersOnly: TSlotMachine = {
      ...windowsMachine([]),
      strips: Array.from({ length: 5 }, () => reel),
    };
    const rtp = exactRtp(scattersOnly);
    expect(equal(rtp.base, { num: 217n, den: 10_000n })).toBe(true);
    expect(equal(rtp.freeSpinsPerSpin, { num: 452n, den: 10_000n })).toBe(true);
    expect(equal(rtp.triggerChance, { num: 856n, den: 100_000n })).toBe(true);
    // 0.0217 + 0.00294252 / 0.9548 = (0.02071916 + 0.00294252) / 0.9548 = 0.02366168 / 0.9548.
    expect(equal(rtp.total, { num: 2_366_168n, den: 95_480_000n })).toBe(true);
    expect(ratioPercent(rtp.total, 4)).toBe('2.4782');
  });
});
