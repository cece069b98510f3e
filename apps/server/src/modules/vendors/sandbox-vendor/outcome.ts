import { randomInt } from 'node:crypto';

/**
 * The sandbox vendor's game maths: a three-reel spin whose payout is a multiple of the stake. `random`
 * draws from a table whose expected return is the configured RTP (default 96%), jackpot included;
 * `win` and `lose` are deterministic (tests, browser journeys, demos).
 */

export type SandboxOutcomeMode = 'random' | 'win' | 'lose';

export type SpinOutcome = {
  /** Payout ÷ stake of the round's ordinary win (0: lost). */
  multiplier: number;
  /** A jackpot hit: a separate jackpot win of `JACKPOT_MULTIPLIER` × stake, paid without a bet. */
  jackpot: boolean;
  /** The three symbols shown. */
  reels: [string, string, string];
};

export const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'] as const;
/** Paying lines: multiplier of each three-of-a-kind (and two cherries). */
const PAYS: ReadonlyArray<{ multiplier: number; weight: number; symbol: string }> = [
  { multiplier: 50, weight: 0.001, symbol: '7' },
  { multiplier: 10, weight: 0.012, symbol: '💎' },
  { multiplier: 5, weight: 0.05, symbol: '⭐' },
  { multiplier: 2, weight: 0.12, symbol: '🔔' },
  { multiplier: 1.5, weight: 0.2, symbol: '🍒' },
];
/** Expected return of PAYS as listed (0.96). */
const TABLE_RTP = PAYS.reduce((sum, pay) => sum + pay.multiplier * pay.weight, 0);
export const JACKPOT_MULTIPLIER = 100;
export const JACKPOT_CHANCE = 1 / 5000;

const RESOLUTION = 1_000_000;
const draw = () => randomInt(RESOLUTION) / RESOLUTION;

function losingReels(): [string, string, string] {
  // Three symbols that form no paying line (never three alike, never two cherries first).
  const pick = () => SYMBOLS[randomInt(SYMBOLS.length)]!;
  for (;;) {
    const reels: [string, string, string] = [pick(), pick(), pick()];
    const three = reels[0] === reels[1] && reels[1] === reels[2];
    if (!three && !(reels[0] === '🍒' && reels[1] === '🍒')) return reels;
  }
}

function winningReels(multiplier: number): [string, string, string] {
  const symbol = PAYS.find((pay) => pay.multiplier === multiplier)?.symbol ?? '🔔';
  return symbol === '🍒' ? ['🍒', '🍒', '🍋'] : [symbol, symbol, symbol];
}

/** One spin. `rtp` is the expected return of `random` (0.5–0.99), jackpot included. */
export function spin(mode: SandboxOutcomeMode, rtp = 0.96): SpinOutcome {
  if (mode === 'win') return { multiplier: 2, jackpot: false, reels: winningReels(2) };
  if (mode === 'lose') return { multiplier: 0, jackpot: false, reels: losingReels() };
  const jackpot = draw() < JACKPOT_CHANCE;
  // The ordinary table is scaled so that table + jackpot return `rtp`.
  const scale = (rtp - JACKPOT_CHANCE * JACKPOT_MULTIPLIER) / TABLE_RTP;
  let roll = draw();
  for (const pay of PAYS) {
    const chance = pay.weight * scale;
    if (roll < chance) return { multiplier: pay.multiplier, jackpot, reels: winningReels(pay.multiplier) };
    roll -= chance;
  }
  return { multiplier: 0, jackpot, reels: losingReels() };
}

/** Expected return of `random` at `rtp` (for the test that keeps the table honest). */
export function expectedReturn(rtp: number): number {
  const scale = (rtp - JACKPOT_CHANCE * JACKPOT_MULTIPLIER) / TABLE_RTP;
  return (
    PAYS.reduce((sum, pay) => sum + pay.multiplier * pay.weight * scale, 0) +
    JACKPOT_CHANCE * JACKPOT_MULTIPLIER
  );
}
