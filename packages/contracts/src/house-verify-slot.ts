import { HouseStream, type Sha256, type SyncHmac } from './house-fairness';
import type { THouseRound, THouseStep } from './house-games';
import { bytesToHex } from './lottery-fairness';
import { decimalToMinor, minorToDecimal } from './money';
import {
  lineBetOf,
  playSlotStep,
  SLOT_ROUND_START,
  slotRoundWin,
  type TSlotProgress,
  type TSlotStep,
} from './house-slot-engine';
import { slotMachineOf } from './house-slot-themes';

/** A spin step as game recall and the verify page show it (money in decimals). */
export type TSlotStepView = Extract<THouseStep, { type: 'spin' }>;

export type TSlotVerification = {
  /** Every recorded spin recomputed equal (and the settled round's win equal to the spins' total). */
  ok: boolean;
  /** The spins recomputed from the seeds: the paid spin, then the free spins. */
  steps: TSlotStepView[];
  /** What differs first, e.g. "step 2: stops" (absent when ok). */
  mismatch?: string;
};

/** A played spin in the wire's form (decimals). */
export function slotStepView(step: TSlotStep): TSlotStepView {
  return {
    type: 'spin',
    index: step.index,
    free: step.free,
    stops: [...step.stops],
    grid: step.grid.map((rows) => [...rows]),
    wins: step.wins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      cells: win.cells.map(([reel, row]) => [reel, row] as [number, number]),
      win: minorToDecimal(win.win),
    })),
    freeSpinsAwarded: step.freeSpinsAwarded,
    freeSpinsLeft: step.freeSpinsLeft,
    win: minorToDecimal(step.win),
  };
}

/** Rounds longer than this are not recomputed (far beyond any session: R < 0.11 per free spin). */
const MAX_STEPS = 5_000;

/** What is compared of a step, each field as JSON (wins as tuples, whatever the order of their keys). */
function comparable(step: TSlotStepView): Record<string, string> {
  const fields = {
    index: step.index,
    free: step.free,
    stops: step.stops,
    grid: step.grid,
    wins: step.wins.map((win) => [win.line, win.symbol, win.count, win.cells, win.win]),
    freeSpinsAwarded: step.freeSpinsAwarded,
    freeSpinsLeft: step.freeSpinsLeft,
    win: step.win,
  };
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]));
}

/**
 * Recomputes a slot round from its revealed server seed (the verify page; game recall's "verify"): the
 * stream of the round's client seed and nonce, the paid spin and then every free spin in order on the same
 * stream, as the server played them (house-slot-engine.ts `playSlotStep`), compared with the recorded
 * steps — stops, grid, wins, free spins awarded and left, each spin's win — and, once settled, the round's
 * win with the spins' total (capped at MAX_WIN_MINOR). An open round (free spins left) is recomputed as far
 * as it was played. With `sha256`, the server seed must also hash to the round's published hash.
 */
export function verifySlotRound(
  round: THouseRound,
  serverSeed: string,
  hmac: SyncHmac,
  sha256?: Sha256,
): TSlotVerification {
  const machine = slotMachineOf(round.gameCode);
  if (!machine || round.kind !== 'SLOT') return { ok: false, steps: [], mismatch: 'not a slot round' };
  const { fairness } = round;
  if (fairness.scheme !== 'seed') return { ok: false, steps: [], mismatch: 'not a seeded round' };
  if (sha256 && bytesToHex(sha256(new TextEncoder().encode(serverSeed))) !== fairness.serverSeedHash) {
    return { ok: false, steps: [], mismatch: 'server seed hash' };
  }
  const lineBet = lineBetOf(decimalToMinor(round.stake));
  if (lineBet === null) return { ok: false, steps: [], mismatch: 'stake' };

  const recorded = round.steps.filter((step): step is TSlotStepView => step.type === 'spin');
  const settled = round.status !== 'OPEN';
  const stream = new HouseStream(serverSeed, fairness.clientSeed, fairness.nonce, hmac);
  const steps: TSlotStepView[] = [];
  let progress: TSlotProgress = SLOT_ROUND_START;
  for (;;) {
    if (!settled && steps.length >= recorded.length) break;
    const played = playSlotStep(machine, stream, lineBet, progress);
    steps.push(slotStepView(played.step));
    progress = played.progress;
    if (played.over || steps.length >= MAX_STEPS) break;
  }

  for (let i = 0; i < Math.max(steps.length, recorded.length); i += 1) {
    const mine = steps[i];
    const theirs = recorded[i];
    if (!mine || !theirs) return { ok: false, steps, mismatch: `step ${i}: missing` };
    const expected = comparable(theirs);
    const field = Object.entries(comparable(mine)).find(([name, value]) => expected[name] !== value);
    if (field) return { ok: false, steps, mismatch: `step ${i}: ${field[0]}` };
  }
  if (settled && round.win !== minorToDecimal(slotRoundWin(progress.totalWin))) {
    return { ok: false, steps, mismatch: 'round win' };
  }
  return { ok: true, steps };
}
