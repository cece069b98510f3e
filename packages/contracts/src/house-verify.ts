import {
  crashPointOf,
  diceRollOf,
  HouseStream,
  minesOf,
  previousLink,
  type Sha256,
  type SyncHmac,
} from './house-fairness';
import { MAX_WIN_MINOR, type THouseRound, type THouseStep } from './house-games';
import { bytesToHex } from './lottery-fairness';
import { decimalToMinor, minorToDecimal } from './money';
import { verifySlotRound, type TSlotStepView } from './house-verify-slot';
import {
  diceMultiplierOf,
  diceRollWins,
  diceWinningOf,
  diceWinOf,
  minesMultiplierOf,
  minesSafeCells,
  minesWinOf,
} from './house-payouts';

/**
 * Recomputes an in-house round from what the round shows and the revealed server seed (issue 17: "a verify
 * page recomputes any round in the browser"), shared by the verify page and the server's tests. Pure and
 * synchronous: the caller gives HMAC-SHA256 and SHA-256 (node:crypto, or @noble/hashes in the browser).
 *
 * Seeded games (dice, mines, slots): SHA-256 of the server seed's text must be the hash shown before play;
 * the stream HMAC-SHA256(server seed, `clientSeed:nonce:round`) gives the outcome (house-fairness.ts),
 * which must be the recorded one, and the recorded win what the paytable pays for it (slots: every spin
 * and free spin, house-verify-slot.ts). Crash: the crash point
 * of the round's chain link (with the chain's salt) must be the recorded one; SHA-256 of the link is the
 * previous round's link (`recomputed.previousHash`), so the page can walk the chain to its published
 * terminal hash. Money is compared in minor units of two decimals (the brand's currency scale).
 */

/** The facts a verification checks (a stable name for each, to translate on the page). */
export type THouseVerifyCheckId =
  | 'serverSeedRevealed'
  | 'serverSeedHash'
  | 'diceRoll'
  | 'diceWin'
  | 'minesCells'
  | 'mineReveal'
  | 'minesWin'
  | 'slotSpins'
  | 'crashRevealed'
  | 'crashPoint'
  | 'crashCashout'
  | 'crashChain'
  | 'notSupported';

export type THouseVerifyCheck = {
  id: THouseVerifyCheckId;
  ok: boolean;
  /** The fact in plain English, e.g. "roll: recorded 11.94, recomputed 11.94". */
  fact: string;
  /** What the round shows and what the recomputation gives (text; absent when not a comparison). */
  recorded?: string;
  recomputed?: string;
  /** The index in `round.steps` of the step checked (reveals, cash-outs). */
  step?: number;
};

export type THouseRecomputed =
  | { kind: 'DICE'; roll: number; won: boolean; multiplier: number; win: number }
  | { kind: 'MINES'; cells: number[] }
  | { kind: 'SLOT'; steps: TSlotStepView[] }
  | { kind: 'CRASH'; point: number; previousHash: string };

export type THouseVerification = {
  /** Every check passed (false also when the round cannot be verified yet: seed not revealed, open crash). */
  ok: boolean;
  checks: THouseVerifyCheck[];
  recomputed: THouseRecomputed | null;
};

const encoder = new TextEncoder();
const minor = (amount: number) => decimalToMinor(amount);
const money = (value: bigint) => minorToDecimal(value).toFixed(2);

function compare(
  id: THouseVerifyCheckId,
  label: string,
  recorded: string,
  recomputed: string,
  step?: number,
): THouseVerifyCheck {
  const ok = recorded === recomputed;
  return {
    id,
    ok,
    fact: `${label}: recorded ${recorded}, recomputed ${recomputed}`,
    recorded,
    recomputed,
    ...(step === undefined ? {} : { step }),
  };
}

function result(checks: THouseVerifyCheck[], recomputed: THouseRecomputed | null): THouseVerification {
  return { ok: checks.length > 0 && checks.every((check) => check.ok), checks, recomputed };
}

const stepsOf = <T extends THouseStep['type']>(round: THouseRound, type: T) =>
  round.steps.flatMap((step, index) =>
    step.type === type ? [{ step: step as Extract<THouseStep, { type: T }>, index }] : [],
  );

/**
 * Verifies a round. `serverSeed`: the revealed seed to check with (null: the one the round shows, if its
 * pair was rotated).
 */
export function verifyRound(
  round: THouseRound,
  serverSeed: string | null,
  hmac: SyncHmac,
  sha256: Sha256,
): THouseVerification {
  const fairness = round.fairness;
  if (fairness.scheme === 'chain') return verifyCrash(round, fairness, hmac, sha256);

  const seed = serverSeed ?? fairness.serverSeed;
  if (seed === null) {
    return result(
      [
        {
          id: 'serverSeedRevealed',
          ok: false,
          fact: 'the server seed of this round is not revealed yet: rotate the seed pair to reveal it',
        },
      ],
      null,
    );
  }
  const hash = bytesToHex(sha256(encoder.encode(seed)));
  const checks: THouseVerifyCheck[] = [
    compare('serverSeedHash', 'SHA-256 of the server seed', fairness.serverSeedHash, hash),
  ];
  const stream = new HouseStream(seed, fairness.clientSeed, fairness.nonce, hmac);

  switch (round.kind) {
    case 'DICE': {
      const recomputed = verifyDice(round, stream, checks);
      return result(checks, recomputed);
    }
    case 'MINES': {
      const recomputed = verifyMines(round, stream, checks);
      return result(checks, recomputed);
    }
    case 'SLOT': {
      const outcome = verifySlotRound(round, seed, hmac);
      const spins = stepsOf(round, 'spin').length;
      checks.push({
        id: 'slotSpins',
        ok: outcome.ok,
        fact: outcome.ok
          ? `every spin (${spins}, free spins included): stops, symbols, line wins and the round's win recomputed`
          : `spins: ${outcome.mismatch ?? 'do not match'}`,
      });
      return result(checks, { kind: 'SLOT', steps: outcome.steps });
    }
    default:
      checks.push({ id: 'notSupported', ok: false, fact: `a ${round.kind} round has no seed to verify` });
      return result(checks, null);
  }
}

function verifyDice(
  round: THouseRound,
  stream: HouseStream,
  checks: THouseVerifyCheck[],
): THouseRecomputed | null {
  const [roll] = stepsOf(round, 'roll');
  if (!roll) {
    checks.push({ id: 'diceRoll', ok: false, fact: 'the round has no roll' });
    return null;
  }
  const value = diceRollOf(stream);
  const { target, direction } = roll.step;
  const winning = diceWinningOf(target, direction);
  const won = diceRollWins(value, target, direction);
  const win = won ? diceWinOf(minor(round.stake), winning) : 0n;
  const hundredths = (n: number) => (n / 100).toFixed(2);
  checks.push(compare('diceRoll', 'roll', hundredths(roll.step.roll), hundredths(value), roll.index));
  checks.push(
    compare(
      'diceWin',
      `win (${direction} ${hundredths(target)})`,
      money(minor(roll.step.win)),
      money(win),
      roll.index,
    ),
  );
  if (round.status !== 'OPEN') {
    checks.push(compare('diceWin', 'win of the round', money(minor(round.win)), money(win)));
  }
  return { kind: 'DICE', roll: value, won, multiplier: diceMultiplierOf(winning), win: minorToDecimal(win) };
}

function verifyMines(
  round: THouseRound,
  stream: HouseStream,
  checks: THouseVerifyCheck[],
): THouseRecomputed | null {
  const mines = round.mines;
  if (mines === null) {
    checks.push({ id: 'minesCells', ok: false, fact: 'the round does not say how many mines it had' });
    return null;
  }
  const cells = minesOf(stream, mines);
  const mined = new Set(cells);
  if (round.minedCells !== null) {
    checks.push(compare('minesCells', `mined cells (${mines})`, round.minedCells.join(','), cells.join(',')));
  }
  let picks = 0;
  for (const { step, index } of stepsOf(round, 'reveal')) {
    const safe = !mined.has(step.cell);
    if (safe) picks += 1;
    const label = `cell ${step.cell}`;
    const expected = safe ? `safe ×${minesMultiplierOf(mines, picks).toFixed(2)}` : 'mine';
    const recorded = step.safe ? `safe ×${step.multiplier.toFixed(2)}` : 'mine';
    checks.push(compare('mineReveal', label, recorded, expected, index));
  }
  let expectedWin = 0n;
  for (const { step, index } of stepsOf(round, 'cashout')) {
    expectedWin = minesWinOf(minor(round.stake), mines, picks);
    const label = `cash-out after ${picks} safe picks${step.auto ? ' (all safe cells)' : ''}`;
    checks.push(compare('minesWin', label, money(minor(step.win)), money(expectedWin), index));
    // Automatic once every safe cell is revealed or the win reached its cap.
    if (step.auto && picks !== minesSafeCells(mines) && expectedWin < BigInt(MAX_WIN_MINOR)) {
      checks.push({
        id: 'minesWin',
        ok: false,
        fact: 'an automatic cash-out with safe cells and winnings left',
        step: index,
      });
    }
  }
  if (round.status !== 'OPEN') {
    checks.push(compare('minesWin', 'win of the round', money(minor(round.win)), money(expectedWin)));
  }
  return { kind: 'MINES', cells };
}

function verifyCrash(
  round: THouseRound,
  fairness: Extract<THouseRound['fairness'], { scheme: 'chain' }>,
  hmac: SyncHmac,
  sha256: Sha256,
): THouseVerification {
  if (fairness.roundHash === null) {
    return result(
      [
        {
          id: 'crashRevealed',
          ok: false,
          fact: 'the crash round has not crashed yet: its hash is shown once it has',
        },
      ],
      null,
    );
  }
  const point = crashPointOf(fairness.roundHash, fairness.salt, hmac);
  const previousHash = previousLink(fairness.roundHash, sha256);
  const pointText = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
  const checks: THouseVerifyCheck[] = [];
  const [crash] = stepsOf(round, 'crash');
  if (crash) {
    checks.push(
      compare(
        'crashPoint',
        'crash point',
        pointText(Math.round(crash.step.point * 100)),
        pointText(point),
        crash.index,
      ),
    );
  }
  for (const { step, index } of stepsOf(round, 'cashout')) {
    const at = Math.round(step.multiplier * 100);
    checks.push({
      id: 'crashCashout',
      ok: at < point,
      fact: `cash-out at ${pointText(at)} ${at < point ? 'before' : 'NOT before'} the crash at ${pointText(point)}`,
      step: index,
    });
  }
  if (!crash && checks.length === 0) {
    checks.push({ id: 'crashPoint', ok: true, fact: `crash point recomputed: ${pointText(point)}` });
  }
  checks.push({
    id: 'crashChain',
    ok: true,
    fact: `SHA-256 of this round's hash is the previous round's hash ${previousHash}; the chain ends at ${fairness.terminalHash}`,
    recomputed: previousHash,
  });
  return result(checks, { kind: 'CRASH', point, previousHash });
}
