import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import type { THouseRound } from './house-games';
import { verifyRound } from './house-verify';

/**
 * verifyRound on rounds written by hand from the pinned seed pair (house-fairness.test.ts: server seed =
 * SHA-256 of "1" as hex, client seed "lucky-player"; nonce 0 → roll 11.94 and mines(3) 2, 6, 11; nonce 1 →
 * mines(3) 16, 22, 24) and the pinned crash chain (link 1 → 1.41×).
 */
/** The browser's HMAC and SHA-256 (@noble/hashes, as the verify page uses them). */
const hmac = (key: Uint8Array, message: Uint8Array) => nobleHmac(nobleSha256, key, message);
const sha256 = (bytes: Uint8Array) => nobleSha256(bytes);

const SEED = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
const HASH = 'e0bc614e4fd035a488619799853b075143deea596c477b8dc077e309c0fe42e9';
const seeded = (nonce: number, serverSeed: string | null = SEED): THouseRound['fairness'] => ({
  scheme: 'seed',
  serverSeedHash: HASH,
  serverSeed,
  clientSeed: 'lucky-player',
  nonce,
});
const base = {
  id: '00000000-0000-0000-0000-000000000001',
  status: 'SETTLED' as const,
  createdAt: '2031-01-01T00:00:00.000Z',
  settledAt: '2031-01-01T00:00:00.000Z',
  mines: null,
  minedCells: null,
  cashout: null,
};

// Nonce 0 rolls 11.94: UNDER 50.00 wins 10.00 × 9,900 ÷ 5,000 = 19.80.
const diceRound: THouseRound = {
  ...base,
  gameCode: 'INHOUSE002',
  kind: 'DICE',
  stake: 10,
  win: 19.8,
  balanceBefore: 100,
  balanceAfter: 109.8,
  steps: [{ type: 'roll', target: 5000, direction: 'UNDER', roll: 1194, multiplier: 1.98, win: 19.8 }],
  fairness: seeded(0),
};

// Nonce 0, 3 mines (2, 6, 11): cells 0 and 1 safe, cashed out at 1.28× → 12.85 on 10.00.
const minesRound: THouseRound = {
  ...base,
  gameCode: 'INHOUSE003',
  kind: 'MINES',
  stake: 10,
  win: 12.85,
  balanceBefore: 100,
  balanceAfter: 102.85,
  mines: 3,
  minedCells: [2, 6, 11],
  steps: [
    { type: 'reveal', cell: 0, safe: true, multiplier: 1.12 },
    { type: 'reveal', cell: 1, safe: true, multiplier: 1.28 },
    { type: 'cashout', multiplier: 1.28, auto: false, win: 12.85 },
  ],
  fairness: seeded(0),
};

// Link 1 of the pinned chain crashes at 1.41×; a cash-out at 1.30× paid 1.30 on 1.00.
const crashRound: THouseRound = {
  ...base,
  gameCode: 'INHOUSE001',
  kind: 'CRASH',
  stake: 1,
  win: 1.3,
  balanceBefore: 10,
  balanceAfter: 10.3,
  steps: [
    { type: 'bet', amount: 1, autoCashout: null },
    { type: 'cashout', multiplier: 1.3, auto: false, win: 1.3 },
    { type: 'crash', point: 1.41 },
  ],
  fairness: {
    scheme: 'chain',
    crashRoundId: '7',
    roundHash: 'b66a21d5bad307291f340d6b04ff999e347a59d3bd9d90dbe0993b4922ee8f49',
    salt: '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c',
    terminalHash: 'cfccb0d2d64034713e020b4826a053dd4c564b444748ab0d4b0cd68f2208b7a5',
  },
};

const failed = (round: THouseRound, seed: string | null = null) =>
  verifyRound(round, seed, hmac, sha256)
    .checks.filter((check) => !check.ok)
    .map((check) => check.id);

describe('verifyRound', () => {
  it('a dice round: the seed’s hash, the roll and the win', () => {
    const result = verifyRound(diceRound, null, hmac, sha256);
    expect(result.ok).toBe(true);
    expect(result.recomputed).toEqual({ kind: 'DICE', roll: 1194, won: true, multiplier: 1.98, win: 19.8 });
    expect(result.checks.map((check) => check.id)).toEqual([
      'serverSeedHash',
      'diceRoll',
      'diceWin',
      'diceWin',
    ]);
    expect(result.checks[1]!.fact).toBe('roll: recorded 11.94, recomputed 11.94');
  });

  it('a dice round recorded with another roll or win fails', () => {
    const steps = [{ ...diceRound.steps[0]!, roll: 1195 }] as THouseRound['steps'];
    expect(failed({ ...diceRound, steps })).toEqual(['diceRoll']);
    expect(failed({ ...diceRound, win: 20 })).toEqual(['diceWin']);
    // A roll for the next nonce: 52.10 does not match.
    expect(failed({ ...diceRound, fairness: seeded(1) })).toEqual(['diceRoll', 'diceWin', 'diceWin']);
  });

  it('a wrong or unrevealed server seed', () => {
    expect(failed(diceRound, 'ab'.repeat(32))).toContain('serverSeedHash');
    const hidden = verifyRound({ ...diceRound, fairness: seeded(0, null) }, null, hmac, sha256);
    expect(hidden).toMatchObject({
      ok: false,
      recomputed: null,
      checks: [{ id: 'serverSeedRevealed', ok: false }],
    });
    // The seed typed in by hand verifies an unrevealed-looking round.
    expect(verifyRound({ ...diceRound, fairness: seeded(0, null) }, SEED, hmac, sha256).ok).toBe(true);
  });

  it('a mines round: the cells, every reveal and the cash-out', () => {
    const result = verifyRound(minesRound, null, hmac, sha256);
    expect(result.ok).toBe(true);
    expect(result.recomputed).toEqual({ kind: 'MINES', cells: [2, 6, 11] });
    expect(result.checks.map((check) => check.id)).toEqual([
      'serverSeedHash',
      'minesCells',
      'mineReveal',
      'mineReveal',
      'minesWin',
      'minesWin',
    ]);
  });

  it('a mines round with a reveal recorded the wrong way or other cells fails', () => {
    const lying = {
      ...minesRound,
      steps: [{ type: 'reveal', cell: 2, safe: true, multiplier: 1.12 }, ...minesRound.steps.slice(1)],
    } as THouseRound;
    expect(failed(lying)).toContain('mineReveal');
    expect(failed({ ...minesRound, minedCells: [2, 6, 12] })).toEqual(['minesCells']);
    expect(failed({ ...minesRound, win: 12.9 })).toEqual(['minesWin']);
    // Nonce 1 has mines 16, 22, 24 instead.
    expect(failed({ ...minesRound, fairness: seeded(1) })).toEqual(['minesCells']);
  });

  it('a lost mines round: the mine hit is a mine', () => {
    // Nonce 1, 3 mines (16, 22, 24): cell 16 is a mine.
    const lost: THouseRound = {
      ...minesRound,
      win: 0,
      minedCells: [16, 22, 24],
      steps: [{ type: 'reveal', cell: 16, safe: false, multiplier: 0 }],
      fairness: seeded(1),
    };
    expect(verifyRound(lost, null, hmac, sha256).ok).toBe(true);
  });

  it('a crash round: the point from the chain link and salt, the cash-out before it', () => {
    const result = verifyRound(crashRound, null, hmac, sha256);
    expect(result.ok).toBe(true);
    expect(result.recomputed).toEqual({
      kind: 'CRASH',
      point: 141,
      previousHash: 'cfccb0d2d64034713e020b4826a053dd4c564b444748ab0d4b0cd68f2208b7a5',
    });
    const late = {
      ...crashRound,
      steps: [crashRound.steps[0]!, { ...crashRound.steps[1]!, multiplier: 1.41 }, crashRound.steps[2]!],
    } as THouseRound;
    expect(failed(late)).toEqual(['crashCashout']);
    expect(failed({ ...crashRound, steps: [crashRound.steps[0]!, { type: 'crash', point: 1.42 }] })).toEqual([
      'crashPoint',
    ]);
    const running = { ...crashRound, fairness: { ...crashRound.fairness, roundHash: null } } as THouseRound;
    expect(verifyRound(running, null, hmac, sha256)).toMatchObject({
      ok: false,
      checks: [{ id: 'crashRevealed' }],
    });
  });
});
