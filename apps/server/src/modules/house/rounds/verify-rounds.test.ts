import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { THouseFairness, THousePlay, THouseRound } from '@platform/contracts/house-games';
import { verifyRound } from '@platform/contracts/house-verify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../wallet/testing';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';
import { KNOWN_CHAIN, openKnownRound } from '../crash/testing';
import { call, play } from './test-fixtures';

/**
 * "Recomputing rounds of each game from revealed seeds gives the recorded outcomes" (issue 17): rounds
 * played through the services with a random seed pair, read back as game recall shows them, verified with
 * the contracts' verifyRound once the pair is rotated — and not before.
 */
const hmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

let t: HouseTestApp;
let member: TestPlayer;
const played: THousePlay['round'][] = [];

beforeAll(async () => {
  t = await createHouseTestApp();
  member = await createFundedMember(t, 1000);
  for (let i = 0; i < 8; i += 1) {
    const { round } = await play(t.app, '/wps/house/dice/roll', member, {
      requestId: `dice-${randomUUID()}`,
      gameCode: 'INHOUSE002',
      amount: 1 + i,
      target: 1000 + i * 1000,
      direction: i % 2 === 0 ? 'OVER' : 'UNDER',
    });
    played.push(round);
  }
  // Slot spins of both themes, their free spins played to the end.
  for (const gameCode of ['INHOUSE005', 'INHOUSE006', 'INHOUSE005', 'INHOUSE006']) {
    let { round } = await play(t.app, '/wps/house/slot/spin', member, {
      requestId: `spin-${randomUUID()}`,
      gameCode,
      bet: 1,
    });
    while (round.status === 'OPEN') {
      ({ round } = await play(t.app, '/wps/house/slot/free-spin', member, { roundId: round.id }));
    }
    played.push(round);
  }
  // Mines rounds: reveal cells in order until a mine or three safe cells, then cash out.
  for (const mines of [1, 3, 5, 10, 24]) {
    const { round } = await play(t.app, '/wps/house/mines/start', member, {
      requestId: `mines-${randomUUID()}`,
      gameCode: 'INHOUSE003',
      amount: 2,
      mines,
    });
    let last = round;
    for (let cell = 0; cell < 3 && last.status === 'OPEN'; cell += 1) {
      last = (await play(t.app, '/wps/house/mines/reveal', member, { roundId: round.id, cell })).round;
    }
    if (last.status === 'OPEN')
      last = (await play(t.app, '/wps/house/mines/cashout', member, { roundId: round.id })).round;
    played.push(last);
  }
});

const roundOf = async (id: string) =>
  (await call<THouseRound>(t.app, 'GET', `/wps/house/rounds/${id}`, member)).body.value;

describe('verifying played rounds', () => {
  it('before the rotation nothing can be recomputed: the server seed is still secret', async () => {
    const round = await roundOf(played[0]!.id);
    expect(round.fairness).toMatchObject({ scheme: 'seed', serverSeed: null });
    expect(verifyRound(round, null, hmac, sha256)).toMatchObject({
      ok: false,
      checks: [{ id: 'serverSeedRevealed' }],
    });
  });

  it('after the rotation every dice, slot and mines round recomputes to what was recorded', async () => {
    const rotated = await play<THouseFairness>(t.app, '/wps/house/fairness/rotate', member, {});
    expect(rotated.previous!.nonce).toBe(played.length);
    for (const { id } of played) {
      const round = await roundOf(id);
      expect(round.status).toBe('SETTLED');
      const result = verifyRound(round, null, hmac, sha256);
      expect(result.ok, JSON.stringify(result.checks)).toBe(true);
      if (round.kind === 'MINES')
        expect(result.recomputed).toEqual({ kind: 'MINES', cells: round.minedCells });
      if (round.kind === 'DICE')
        expect(result.recomputed).toMatchObject({ roll: (round.steps[0] as { roll: number }).roll });
      if (round.kind === 'SLOT') expect(result.recomputed).toEqual({ kind: 'SLOT', steps: round.steps });
    }
  });

  it('a round tampered with after the fact does not verify', async () => {
    const round = await roundOf(played[0]!.id);
    const step = round.steps[0] as Extract<THouseRound['steps'][number], { type: 'roll' }>;
    const tampered = { ...round, steps: [{ ...step, roll: (step.roll + 1) % 10_000 }] };
    expect(verifyRound(tampered, null, hmac, sha256).ok).toBe(false);
    const spin = await roundOf(played.find((round) => round.kind === 'SLOT')!.id);
    const first = spin.steps[0] as Extract<THouseRound['steps'][number], { type: 'spin' }>;
    const moved = {
      ...spin,
      steps: [{ ...first, stops: [first.stops[0]! + 1, ...first.stops.slice(1)] }, ...spin.steps.slice(1)],
    };
    expect(verifyRound(moved, null, hmac, sha256)).toMatchObject({
      ok: false,
      checks: [{ ok: true }, { id: 'slotSpins', ok: false }],
    });
  });

  // Last: the crash helper moves the clock on by days (older sessions expire).
  it('a crash round: the point recomputed from its chain link and salt, the cash-out before it', async () => {
    const crashRound = await openKnownRound(t.db, t.house.crash, t.clock);
    const player = await createFundedMember(t, 10);
    await play(t.app, '/wps/house/crash/bet', player, { amount: 1 });
    // 10,000 ms after the start: floor(100 × e^0.6) = 182 → 1.82×.
    t.clock.set(new Date(crashRound.bettingEndsAt.getTime() + 10_000));
    await t.house.crash.run(t.clock.now());
    await play(t.app, '/wps/house/crash/cashout', player, {});
    t.clock.set(new Date(crashRound.crashesAt.getTime() + 1));
    await t.house.crash.run(t.clock.now());
    const recall = await call<{ rounds: THouseRound[] }>(
      t.app,
      'GET',
      '/wps/house/rounds?gameCode=INHOUSE001',
      player,
    );
    const [round] = recall.body.value.rounds;
    expect(round!.fairness).toMatchObject({ scheme: 'chain', roundHash: KNOWN_CHAIN.link1 });
    const result = verifyRound(round!, null, hmac, sha256);
    expect(result.ok, JSON.stringify(result.checks)).toBe(true);
    // The known chain's round 1 crashes at 4.21×; SHA-256 of its link is the terminal hash.
    expect(result.recomputed).toEqual({ kind: 'CRASH', point: 421, previousHash: KNOWN_CHAIN.terminalHash });
  });
});
