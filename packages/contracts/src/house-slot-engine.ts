import {
  MAX_WIN_MINOR,
  SLOT_LINES,
  SLOT_REELS,
  SLOT_ROWS,
  type TSlotConfig,
  type TSlotTheme,
} from './house-games';

/**
 * The engine of the in-house 5×3 video slots (issue 17), pure and shared by the server (which plays) and
 * the verify page (which recomputes a round in the browser). Rules:
 *
 * - five reels, each a strip of symbol ids; a spin draws one stop per reel, reel by reel, with
 *   `stream.below(strip.length)` (house-fairness.ts: unbiased); the stop is the top row and the window is
 *   strip[stop], strip[stop + 1], strip[stop + 2], wrapping at the strip's end;
 * - 25 fixed paylines (SLOT_PAYLINES: the row on each reel); a line pays its best win only, left to right
 *   from the leftmost reel, 3 or more in a row: a NORMAL symbol with WILDs standing in for it, or the WILDs
 *   alone at their own pays — whichever pays more (the symbol's win on a tie);
 * - SCATTERs pay anywhere, in total bets (25 line bets), and 3, 4, 5 of them award free spins; free spins
 *   play the same reels, every win times `freeSpinMultiplier`, and scatters in them award more free spins;
 * - wins are exact integers in minor units: line bet × pay (× multiplier); the total bet is 25 line bets.
 *
 * The return to player is computed exactly from the strips (`exactRtp`). The rules written out with the
 * paytables and a spin recomputed by hand: docs/house-slots.md.
 */

// Read once: module bindings are getters under some loaders, too slow for the simulations' hot loops.
const REELS = SLOT_REELS;
const ROWS = SLOT_ROWS;
const LINES = SLOT_LINES;
const MAX_WIN = BigInt(MAX_WIN_MINOR);

/** What a spin draws its stops from (`HouseStream`, or a fixed list in tests). */
export type TStopSource = { below(n: number): number };

/** A slot: its published configuration and its reel strips (symbol ids, reel by reel). */
export type TSlotMachine = {
  theme: TSlotTheme;
  gameCode: string;
  config: TSlotConfig;
  strips: ReadonlyArray<readonly string[]>;
};

/**
 * The classic 25 lines: the row (0 top, 1 middle, 2 bottom) on each reel. Middle, top, bottom, the two Vs,
 * then zig-zags; every line distinct.
 */
export const SLOT_PAYLINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];

/** A win of a spin: a payline (0–24) or the scatter (line −1), with its cells as [reel, row]. */
export type TSlotWin = {
  line: number;
  symbol: string;
  count: number;
  cells: Array<[number, number]>;
  win: bigint;
};

export type TSlotSpinResult = {
  stops: number[];
  /** Symbol ids by reel, top to bottom. */
  grid: string[][];
  /** Line wins by line, then the scatter win. */
  wins: TSlotWin[];
  freeSpinsAwarded: number;
  win: bigint;
};

/** The line bet of a total bet (minor units), or null when the total is not a whole number of line bets. */
export function lineBetOf(totalBetMinor: bigint): bigint | null {
  if (totalBetMinor <= 0n || totalBetMinor % BigInt(LINES) !== 0n) return null;
  return totalBetMinor / BigInt(LINES);
}

// ---------- the compiled machine (symbol indexes; built once per machine) ----------

const NORMAL = 0;
const WILD = 1;
const SCATTER = 2;

type Compiled = {
  ids: string[];
  kinds: number[];
  pays: Array<readonly [number, number, number]>;
  wild: number;
  scatter: number;
  strips: Int32Array[];
  lines: ReadonlyArray<readonly number[]>;
  freeSpins: readonly [number, number, number];
  multiplier: number;
};

const compiledMachines = new WeakMap<TSlotMachine, Compiled>();

function compile(machine: TSlotMachine): Compiled {
  const cached = compiledMachines.get(machine);
  if (cached) return cached;
  const { config } = machine;
  if (config.reels !== REELS || config.rows !== ROWS || machine.strips.length !== REELS) {
    throw new Error(`slot ${machine.theme}: 5 reels of 3 rows expected`);
  }
  const ids = config.symbols.map((symbol) => symbol.id);
  const kinds = config.symbols.map((symbol) =>
    symbol.kind === 'WILD' ? WILD : symbol.kind === 'SCATTER' ? SCATTER : NORMAL,
  );
  if (
    kinds.filter((kind) => kind === WILD).length !== 1 ||
    kinds.filter((kind) => kind === SCATTER).length !== 1
  ) {
    throw new Error(`slot ${machine.theme}: one WILD and one SCATTER expected`);
  }
  for (const symbol of config.symbols) {
    if (!symbol.pays.every((pay) => Number.isInteger(pay) && pay >= 0)) {
      throw new Error(`slot ${machine.theme}: pays of ${symbol.id} must be whole numbers`);
    }
  }
  const strips = machine.strips.map((strip, reel) => {
    if (strip.length < ROWS) throw new Error(`slot ${machine.theme}: reel ${reel + 1} too short`);
    return Int32Array.from(strip, (id) => {
      const index = ids.indexOf(id);
      if (index < 0) throw new Error(`slot ${machine.theme}: unknown symbol ${id} on reel ${reel + 1}`);
      return index;
    });
  });
  if (config.paylines.length !== LINES || config.paylines.some((line) => line.length !== REELS)) {
    throw new Error(`slot ${machine.theme}: 25 lines of 5 rows expected`);
  }
  const compiled: Compiled = {
    ids,
    kinds,
    pays: config.symbols.map((symbol) => symbol.pays),
    wild: kinds.indexOf(WILD),
    scatter: kinds.indexOf(SCATTER),
    strips,
    lines: config.paylines,
    freeSpins: config.freeSpins,
    multiplier: config.freeSpinMultiplier,
  };
  compiledMachines.set(machine, compiled);
  return compiled;
}

/** The pay (in line bets) of `count` in a row of a symbol: 0 below 3. */
const payOf = (c: Compiled, symbol: number, count: number) => (count >= 3 ? c.pays[symbol]![count - 3]! : 0);

/** The free spins and scatter pay index of a scatter count (3 → 0, 4 → 1, 5 or more → 2), or −1 below 3. */
const scatterTier = (count: number) => (count < 3 ? -1 : Math.min(count, 5) - 3);

/**
 * A line's best win from the symbols on it (indexes, reel by reel), packed in one number so the hot loops
 * allocate nothing: pay (line bets) × 256 + symbol × 8 + count, or 0 when the line pays nothing. Shared by
 * the spin and the exact RTP, so both read the rules the same way.
 */
function lineOutcome(c: Compiled, symbols: ArrayLike<number>): number {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === c.wild) wilds += 1;
  const wildPay = payOf(c, c.wild, wilds);
  let symbolPay = 0;
  let symbol = -1;
  let count = wilds;
  if (wilds < REELS && c.kinds[symbols[wilds]!] === NORMAL) {
    symbol = symbols[wilds]!;
    count = wilds + 1;
    while (count < REELS && (symbols[count] === symbol || symbols[count] === c.wild)) count += 1;
    symbolPay = payOf(c, symbol, count);
  }
  if (symbolPay > 0 && symbolPay >= wildPay) return symbolPay * 256 + symbol * 8 + count;
  if (wildPay > 0) return wildPay * 256 + c.wild * 8 + wilds;
  return 0;
}
const payIn = (outcome: number) => Math.floor(outcome / 256);
const symbolIn = (outcome: number) => (outcome >> 3) & 31;
const countIn = (outcome: number) => outcome & 7;

/** The symbols of the window being evaluated (reel × 3 + row) and of the line being read. */
const windowCells = new Int32Array(REELS * ROWS);
const lineCells = new Int32Array(REELS);

/** The result of given stops (what `spin` does once the stops are drawn). */
export function evaluateStops(
  machine: TSlotMachine,
  stops: readonly number[],
  lineBet: bigint,
  free: boolean,
): TSlotSpinResult {
  const c = compile(machine);
  const multiplier = BigInt(free ? c.multiplier : 1);
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = c.strips[reel]!;
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`stop ${stop} off reel ${reel + 1}`);
    }
    for (let row = 0; row < ROWS; row += 1) {
      const symbol = strip[(stop + row) % strip.length]!;
      windowCells[reel * ROWS + row] = symbol;
      if (symbol === c.scatter) scatters += 1;
    }
  }
  const wins: TSlotWin[] = [];
  let total = 0n;
  for (let line = 0; line < LINES; line += 1) {
    const rows = c.lines[line]!;
    for (let reel = 0; reel < REELS; reel += 1) lineCells[reel] = windowCells[reel * ROWS + rows[reel]!]!;
    const outcome = lineOutcome(c, lineCells);
    if (outcome === 0) continue;
    const count = countIn(outcome);
    const win = lineBet * BigInt(payIn(outcome)) * multiplier;
    total += win;
    wins.push({
      line,
      symbol: c.ids[symbolIn(outcome)]!,
      count,
      cells: Array.from({ length: count }, (_, reel) => [reel, rows[reel]!] as [number, number]),
      win,
    });
  }
  const tier = scatterTier(scatters);
  let freeSpinsAwarded = 0;
  if (tier >= 0) {
    freeSpinsAwarded = c.freeSpins[tier]!;
    const pay = c.pays[c.scatter]![tier]!;
    if (pay > 0 || freeSpinsAwarded > 0) {
      const cells: Array<[number, number]> = [];
      for (let cell = 0; cell < windowCells.length; cell += 1) {
        if (windowCells[cell] === c.scatter) cells.push([Math.floor(cell / ROWS), cell % ROWS]);
      }
      const win = lineBet * BigInt(LINES) * BigInt(pay) * multiplier;
      total += win;
      wins.push({ line: -1, symbol: c.ids[c.scatter]!, count: scatters, cells, win });
    }
  }
  const grid: string[][] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const base = reel * ROWS;
    grid.push([c.ids[windowCells[base]!]!, c.ids[windowCells[base + 1]!]!, c.ids[windowCells[base + 2]!]!]);
  }
  return { stops: [...stops], grid, wins, freeSpinsAwarded, win: total };
}

/** One spin: the stops reel by reel from the stream (`below(strip length)`), then their wins. */
export function spin(
  machine: TSlotMachine,
  stream: TStopSource,
  lineBet: bigint,
  free: boolean,
): TSlotSpinResult {
  const c = compile(machine);
  const stops = c.strips.map((strip) => stream.below(strip.length));
  return evaluateStops(machine, stops, lineBet, free);
}

// ---------- a round: the paid spin and its free spins ----------

/** Where a round stands before its next spin. */
export type TSlotProgress = {
  /** The next spin's index: 0 the paid spin, 1 … the free spins. */
  index: number;
  /** Free spins still to play. */
  freeSpinsLeft: number;
  /** The round's win so far (minor units). */
  totalWin: bigint;
};
export const SLOT_ROUND_START: TSlotProgress = { index: 0, freeSpinsLeft: 0, totalWin: 0n };

export type TSlotStep = TSlotSpinResult & { index: number; free: boolean; freeSpinsLeft: number };

/**
 * The next spin of a round: the paid spin (index 0) or the next free spin. Free spins left after it = those
 * left before (less this one when free) plus those it awarded. A round's win is capped at MAX_WIN_MINOR:
 * once the wins reach it, the free spins left are forfeited and the round ends (docs/house-slots.md).
 */
export function playSlotStep(
  machine: TSlotMachine,
  stream: TStopSource,
  lineBet: bigint,
  progress: TSlotProgress,
): { step: TSlotStep; progress: TSlotProgress; over: boolean } {
  const free = progress.index > 0;
  if (free && progress.freeSpinsLeft <= 0) throw new Error('no free spin left');
  const result = spin(machine, stream, lineBet, free);
  const totalWin = progress.totalWin + result.win;
  let freeSpinsLeft = (free ? progress.freeSpinsLeft - 1 : 0) + result.freeSpinsAwarded;
  if (totalWin >= MAX_WIN) freeSpinsLeft = 0;
  return {
    step: { ...result, index: progress.index, free, freeSpinsLeft },
    progress: { index: progress.index + 1, freeSpinsLeft, totalWin },
    over: freeSpinsLeft === 0,
  };
}

/** What a finished round pays: its wins, capped at MAX_WIN_MINOR. */
export const slotRoundWin = (totalWin: bigint) => (totalWin > MAX_WIN ? MAX_WIN : totalWin);

// ---------- the exact return to player ----------

/** An exact fraction. */
export type TRatio = { num: bigint; den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};
const ratio = (num: bigint, den: bigint): TRatio => {
  const d = gcd(num, den) || 1n;
  return { num: num / d, den: den / d };
};

/** A ratio as a number (for display and comparisons within a float's precision). */
export const ratioToNumber = (r: TRatio) => Number((r.num * 10n ** 18n) / r.den) / 1e18;

/** A ratio in percent with `decimals` decimals, rounded half up: 0.96 → "96.00". */
export function ratioPercent(r: TRatio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (r.num * 100n * scale * 2n + r.den) / (2n * r.den);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${frac}` : `${whole}`;
}

export type TSlotRtp = {
  /** The whole return to player, free spins included (in total bets per paid spin). */
  total: TRatio;
  /** The paid spin's own wins: lines and scatter. */
  base: TRatio;
  lines: TRatio;
  scatter: TRatio;
  /** What the free spins a paid spin triggers return (retriggers included). */
  freeSpins: TRatio;
  /** The chance that a spin awards free spins (3 or more scatters). */
  triggerChance: TRatio;
  /** The expected free spins one spin awards (R: a free spin's expected retriggered spins). */
  freeSpinsPerSpin: TRatio;
  /** The number of stop combinations (the product of the strips' lengths). */
  combinations: bigint;
};

/**
 * The exact return to player of a machine, from its strips and paytable, as fractions.
 *
 * Every stop combination is equally likely (D = the product of the strips' lengths). A line's cells are on
 * five different reels, and the symbol at any row of reel r is, over the stops of r, distributed as the
 * strip's symbol counts; so a line's expected win is the sum, over every tuple of one symbol per reel, of
 * its pay times the product of the symbols' counts — the same for each of the 25 lines, and the lines'
 * expected wins add (the sum of expectations is the expectation of the sum). The walk below enumerates
 * those tuples, cutting a branch once the line can pay no more. Scatters: per reel, the number of scatters
 * in the window for each of its stops; their convolution over the reels is the exact distribution of the
 * scatter count over all D combinations. So, in total bets per spin: lines = L/D (25 lines at 1/25 of the
 * total bet each), scatter = S/D, base B = L + S, and N/D expected free spins awarded.
 *
 * Free spins play the same reels with every win times m: a free spin returns F = m·B/D and awards R = N/D
 * more on average; a session of n spins is worth n·F/(1 − R) (each spin's retriggers are a session of their
 * own). So RTP = B/D + (N/D)·m·(B/D)/(1 − N/D) = B·(D + (m − 1)·N) / (D·(D − N)). The round cap
 * (MAX_WIN_MINOR) is left out: it binds only rounds over 2,000 × the largest total bet (docs/house-slots.md).
 * `house-slot-engine.test.ts` checks this against a brute-force enumeration of every stop on small reels.
 */
export function exactRtp(machine: TSlotMachine): TSlotRtp {
  const c = compile(machine);
  const lengths = c.strips.map((strip) => strip.length);
  const D = lengths.reduce((product, length) => product * length, 1);
  const symbolCount = c.ids.length;
  const counts = c.strips.map((strip) => {
    const out = new Array<number>(symbolCount).fill(0);
    for (const symbol of strip) out[symbol]! += 1;
    return out;
  });
  // Products of the lengths of the reels from r on: the weight of every continuation once a line is decided.
  const tail = lengths.map((_, reel) => lengths.slice(reel).reduce((product, length) => product * length, 1));
  tail.push(1);

  // The line walk: weights (products of counts) are below D ≤ 2⁵³ and a line pays a few thousand at most,
  // so the sum stays an exact integer in a double (checked below).
  let lineSum = 0;
  const tuple = new Array<number>(REELS).fill(-1);
  const walk = (reel: number, weight: number) => {
    if (reel === REELS || !lineCanGrow(c, tuple, reel)) {
      lineSum += payIn(lineOutcome(c, tuple)) * weight * tail[reel]!;
      return;
    }
    const reelCounts = counts[reel]!;
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      const count = reelCounts[symbol]!;
      if (count === 0) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
    tuple[reel] = -1;
  };
  walk(0, 1);
  if (!Number.isSafeInteger(lineSum) || !Number.isSafeInteger(D)) throw new Error('exactRtp: sums too large');

  // Scatters in the window, per reel and stop, convolved over the reels.
  let scatterDist = [1];
  for (const strip of c.strips) {
    const perStop = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === c.scatter) n += 1;
      perStop[n]! += 1;
    }
    const next = new Array<number>(scatterDist.length + ROWS).fill(0);
    scatterDist.forEach((ways, k) => perStop.forEach((stops, n) => (next[k + n]! += ways * stops)));
    scatterDist = next;
  }
  let scatterSum = 0n;
  let freeSpinSum = 0n;
  let triggers = 0n;
  scatterDist.forEach((ways, k) => {
    const tier = scatterTier(k);
    if (tier < 0) return;
    scatterSum += BigInt(ways) * BigInt(c.pays[c.scatter]![tier]!);
    freeSpinSum += BigInt(ways) * BigInt(c.freeSpins[tier]!);
    triggers += BigInt(ways);
  });

  const d = BigInt(D);
  const lines = BigInt(lineSum);
  const B = lines + scatterSum;
  const N = freeSpinSum;
  const m = BigInt(c.multiplier);
  if (N >= d) throw new Error('exactRtp: free spins never end (R ≥ 1)');
  const total = ratio(B * (d + (m - 1n) * N), d * (d - N));
  return {
    total,
    base: ratio(B, d),
    lines: ratio(lines, d),
    scatter: ratio(scatterSum, d),
    freeSpins: ratio(B * m * N, d * (d - N)),
    triggerChance: ratio(triggers, d),
    freeSpinsPerSpin: ratio(N, d),
    combinations: d,
  };
}

/**
 * Whether a line whose first `reel` symbols are in `tuple` can still grow on reel `reel`: the symbols so far
 * are wilds, or wilds and one normal symbol (a scatter or a second symbol ends both runs).
 */
function lineCanGrow(c: Compiled, tuple: readonly number[], reel: number): boolean {
  let target = -1;
  for (let r = 0; r < reel; r += 1) {
    const symbol = tuple[r]!;
    if (symbol === c.wild) continue;
    if (c.kinds[symbol] !== NORMAL) return false;
    if (target < 0) target = symbol;
    else if (symbol !== target) return false;
  }
  return true;
}
