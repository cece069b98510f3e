import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { THouseRound } from '@platform/contracts/house-games';
import {
  crashPointOf,
  diceRollOf,
  HouseStream,
  minesOf,
  previousLink,
  CLIENT_SEED_PATTERN,
  MINES_CELLS,
  type Sha256,
  type SyncHmac,
} from '@platform/contracts/house-fairness';
import { verifyRound, type THouseVerification } from '@platform/contracts/house-verify';
import {
  lineBetOf,
  playSlotStep,
  SLOT_ROUND_START,
  slotRoundWin,
} from '@platform/contracts/house-slot-engine';
import { slotMachineOf } from '@platform/contracts/house-slot-themes';
import { slotStepView, type TSlotStepView } from '@platform/contracts/house-verify-slot';
import { bytesToHex } from '@platform/contracts/lottery-fairness';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';

/**
 * The verify page's computations, in the browser and synchronous: HMAC-SHA256 and SHA-256 from
 * @noble/hashes (the same bytes as node:crypto on the server), through the mappings the server plays with
 * (contracts house-fairness.ts) and its verifier (contracts house-verify.ts).
 */

export const browserHmac: SyncHmac = (key, message) => hmac(sha256, key, message);
export const browserSha256: Sha256 = (bytes) => sha256(bytes);

const encoder = new TextEncoder();

/** SHA-256 of a server seed's text (hex): what is published before any bet with it. */
export const serverSeedHashOf = (serverSeed: string) => bytesToHex(sha256(encoder.encode(serverSeed)));

/** Recomputes a recorded round from its revealed seed (or, for crash, its chain link). */
export function verifyHouseRound(round: THouseRound, serverSeed: string | null = null): THouseVerification {
  return verifyRound(round, serverSeed, browserHmac, browserSha256);
}

const HASH_HEX = /^[0-9a-f]{64}$/;

export type TPublishedCrashCheck = {
  point: number;
  pointMatches: boolean;
  previousHash: string;
  /** null: the previous round is not among the published ones at hand. */
  chainMatches: boolean | null;
};

/**
 * A crash point from the published list: its hash with the chain's salt gives the point, and SHA-256 of its
 * hash is the previous round's published hash (the next one down the list, when the list has it).
 */
export function verifyPublishedCrash(
  hash: string,
  salt: string,
  recordedPoint: number,
  previousPublishedHash: string | null,
): TPublishedCrashCheck {
  const hundredths = crashPointOf(hash, salt, browserHmac);
  const previousHash = previousLink(hash, browserSha256);
  return {
    point: hundredths / 100,
    pointMatches: hundredths === Math.round(recordedPoint * 100),
    previousHash,
    chainMatches: previousPublishedHash === null ? null : previousPublishedHash === previousHash,
  };
}

// ---------- manual mode ----------

export const MANUAL_KINDS = ['DICE', 'MINES', 'SLOT', 'CRASH'] as const;
export type TManualKind = (typeof MANUAL_KINDS)[number];

export type TManualInput = {
  kind: TManualKind;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  mines: number;
  /** Slots: the game (its reels) and the total bet, as typed. */
  gameCode: string;
  bet: string;
  roundHash: string;
  salt: string;
};

export type TManualProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'bet' | 'roundHash' | 'salt';

export type TManualOutcome =
  | { ok: false; problem: TManualProblem }
  | { ok: true; kind: 'DICE'; serverSeedHash: string; roll: number }
  | { ok: true; kind: 'MINES'; serverSeedHash: string; cells: number[] }
  | { ok: true; kind: 'SLOT'; serverSeedHash: string; gameCode: string; steps: TSlotStepView[]; win: number }
  | { ok: true; kind: 'CRASH'; point: number; previousHash: string };

/**
 * An outcome from seeds typed by hand, so anyone can check without a round: the dice roll (hundredths), the
 * mined cells or the slot round (the paid spin and its free spins) of a seed pair and nonce; the crash point
 * and previous link of a chain hash.
 */
export function computeManualOutcome(input: TManualInput): TManualOutcome {
  if (input.kind === 'CRASH') {
    const roundHash = input.roundHash.trim().toLowerCase();
    if (!HASH_HEX.test(roundHash)) return { ok: false, problem: 'roundHash' };
    if (input.salt.length === 0) return { ok: false, problem: 'salt' };
    return {
      ok: true,
      kind: 'CRASH',
      point: crashPointOf(roundHash, input.salt, browserHmac) / 100,
      previousHash: previousLink(roundHash, browserSha256),
    };
  }
  const serverSeed = input.serverSeed.trim();
  if (serverSeed.length === 0) return { ok: false, problem: 'serverSeed' };
  if (!CLIENT_SEED_PATTERN.test(input.clientSeed)) return { ok: false, problem: 'clientSeed' };
  if (!/^\d{1,9}$/.test(input.nonce.trim())) return { ok: false, problem: 'nonce' };
  const stream = new HouseStream(serverSeed, input.clientSeed, Number(input.nonce.trim()), browserHmac);
  const serverSeedHash = serverSeedHashOf(serverSeed);
  if (input.kind === 'DICE') return { ok: true, kind: 'DICE', serverSeedHash, roll: diceRollOf(stream) };
  if (input.kind === 'SLOT') return slotOutcome(input, stream, serverSeedHash);
  const mines = Math.min(MINES_CELLS - 1, Math.max(1, Math.trunc(input.mines)));
  return { ok: true, kind: 'MINES', serverSeedHash, cells: minesOf(stream, mines) };
}

/** Spins of a slot round longer than this are not shown (far beyond any real round). */
const MAX_SLOT_STEPS = 500;

function slotOutcome(input: TManualInput, stream: HouseStream, serverSeedHash: string): TManualOutcome {
  const machine = slotMachineOf(input.gameCode);
  const bet = input.bet.trim().replace(',', '.');
  const lineBet = machine && /^\d{1,6}(?:\.\d{1,2})?$/.test(bet) ? lineBetOf(decimalToMinor(bet)) : null;
  if (!machine || lineBet === null) return { ok: false, problem: 'bet' };
  const steps: TSlotStepView[] = [];
  let progress = SLOT_ROUND_START;
  for (;;) {
    const played = playSlotStep(machine, stream, lineBet, progress);
    steps.push(slotStepView(played.step));
    progress = played.progress;
    if (played.over || steps.length >= MAX_SLOT_STEPS) break;
  }
  return {
    ok: true,
    kind: 'SLOT',
    serverSeedHash,
    gameCode: machine.gameCode,
    steps,
    win: minorToDecimal(slotRoundWin(progress.totalWin)),
  };
}
