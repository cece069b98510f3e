import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { HouseStream, type SyncHmac } from './house-fairness';
import type { THouseRound } from './house-games';
import { playSlotStep, SLOT_ROUND_START, type TSlotProgress } from './house-slot-engine';
import { AZTEC_SLOT } from './house-slot-themes';
import { slotStepView, verifySlotRound, type TSlotStepView } from './house-verify-slot';
import { bytesToHex } from './lottery-fairness';

const nobleHmac: SyncHmac = (key, message) => hmac(sha256, key, message);

/**
 * A round of the aztec slot at 1.00 played with the browser's HMAC: server seed "a1" × 28 + "0000000f",
 * client seed "slot-test", nonce 0 — three scatters (2.00) and 10 free spins (the server's slot tests play
 * the same seed through the service).
 */
const SERVER_SEED = `${'a1'.repeat(28)}0000000f`;

function playedRound(spins = Infinity): THouseRound {
  const stream = new HouseStream(SERVER_SEED, 'slot-test', 0, nobleHmac);
  const steps: TSlotStepView[] = [];
  let progress: TSlotProgress = SLOT_ROUND_START;
  let over = false;
  while (!over && steps.length < spins) {
    const played = playSlotStep(AZTEC_SLOT, stream, 4n, progress);
    steps.push(slotStepView(played.step));
    progress = played.progress;
    over = played.over;
  }
  return {
    id: 'round-1',
    gameCode: 'INHOUSE005',
    kind: 'SLOT',
    status: over ? 'SETTLED' : 'OPEN',
    stake: 1,
    win: over ? Number(progress.totalWin) / 100 : 0,
    balanceBefore: 100,
    balanceAfter: over ? 99 + Number(progress.totalWin) / 100 : null,
    createdAt: '2031-01-01T00:00:00.000Z',
    settledAt: over ? '2031-01-01T00:00:10.000Z' : null,
    steps,
    mines: null,
    minedCells: null,
    cashout: null,
    fairness: {
      scheme: 'seed',
      serverSeedHash: bytesToHex(sha256(new TextEncoder().encode(SERVER_SEED))),
      serverSeed: SERVER_SEED,
      clientSeed: 'slot-test',
      nonce: 0,
    },
  };
}

describe('verifying a slot round', () => {
  it('recomputes the paid spin and every free spin, as the server played them', () => {
    const round = playedRound();
    expect(round.steps.map((step) => (step as TSlotStepView).win)).toEqual([
      2, 0, 0, 0, 0, 2.4, 0, 0, 17.52, 0, 0,
    ]);
    expect(round.win).toBe(21.92);
    const result = verifySlotRound(round, SERVER_SEED, nobleHmac, sha256);
    expect(result).toEqual({ ok: true, steps: round.steps });
  });

  it('an open round is checked as far as it was played', () => {
    const open = playedRound(4);
    expect(open.status).toBe('OPEN');
    const result = verifySlotRound(open, SERVER_SEED, nobleHmac);
    expect(result.ok).toBe(true);
    expect(result.steps).toHaveLength(4);
  });

  it('finds what was changed', () => {
    const round = playedRound();
    const tamper = (index: number, change: Partial<TSlotStepView>): THouseRound => ({
      ...round,
      steps: round.steps.map((step, i) => (i === index ? { ...(step as TSlotStepView), ...change } : step)),
    });
    const check = (changed: THouseRound) => verifySlotRound(changed, SERVER_SEED, nobleHmac).mismatch;
    expect(check(tamper(0, { stops: [0, 0, 0, 0, 0] }))).toBe('step 0: stops');
    expect(check(tamper(5, { win: 24 }))).toBe('step 5: win');
    expect(check(tamper(3, { freeSpinsLeft: 9 }))).toBe('step 3: freeSpinsLeft');
    expect(check({ ...round, steps: round.steps.slice(0, 10) })).toBe('step 10: missing');
    expect(check({ ...round, win: 21.93 })).toBe('round win');
    // Another stake changes every win.
    expect(check({ ...round, stake: 2 })).toBe('step 0: wins');
    expect(check({ ...round, stake: 1.1 })).toBe('stake');
  });

  it('refuses another seed, a wrong hash, a round that is not a slot’s', () => {
    const round = playedRound();
    expect(verifySlotRound(round, 'b2'.repeat(32), nobleHmac).ok).toBe(false);
    expect(verifySlotRound(round, 'b2'.repeat(32), nobleHmac, sha256).mismatch).toBe('server seed hash');
    expect(
      verifySlotRound({ ...round, gameCode: 'INHOUSE002', kind: 'DICE' }, SERVER_SEED, nobleHmac),
    ).toEqual({
      ok: false,
      steps: [],
      mismatch: 'not a slot round',
    });
  });
});
