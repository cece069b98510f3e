import { createHash, randomUUID } from 'node:crypto';
import type { THouseFairness, THousePlay } from '@platform/contracts/house-games';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedWithoutMoney, type TestPlayer } from '../../wallet/testing';
import {
  call,
  PINNED_CLIENT_SEED,
  PINNED_SEED,
  PINNED_SEED_HASH,
  pinSeedPair,
  play,
} from '../rounds/test-fixtures';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';

/**
 * Seed pairs (issue 17, Stake's scheme): the hash shown before play and never the active seed; the
 * nonce counting bets; rotating — or setting a client seed — reveals the old seed and starts nonce 0; a
 * round still to play (mines) keeps the pair; bad client seeds refused in the user's language.
 */

let t: HouseTestApp;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fairness = async (who: TestPlayer) => {
  const reply = await call<THouseFairness>(t.app, 'GET', '/wps/house/fairness', who);
  expect(reply.status).toBe(200);
  return reply.body.value;
};
const rotate = (who: TestPlayer, body?: unknown) =>
  play<THouseFairness>(t.app, '/wps/house/fairness/rotate', who, body);
const dice = (who: TestPlayer) =>
  play(t.app, '/wps/house/dice/roll', who, {
    requestId: `dice-${randomUUID()}`,
    gameCode: 'INHOUSE002',
    amount: 1,
    target: 5000,
    direction: 'OVER',
  });

beforeAll(async () => {
  t = await createHouseTestApp();
});

describe('the fairness panel', () => {
  it('shows the active pair’s hash (never its seed) before the first bet, the nonce after each bet', async () => {
    const member = await createFundedMember(t, 100);
    const first = await fairness(member);
    expect(first).toMatchObject({
      previous: null,
      roundOpen: false,
      active: { serverSeed: null, nonce: 0, revealedAt: null },
    });
    expect(first.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.active.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(await fairness(member)).toEqual(first);

    const played = await dice(member);
    expect(played.round.fairness).toMatchObject({
      serverSeedHash: first.active.serverSeedHash,
      nonce: 0,
      serverSeed: null,
    });
    await dice(member);
    const after = await fairness(member);
    expect(after.active).toEqual({ ...first.active, nonce: 2 });
    // The active seed is nowhere in the reply.
    expect(JSON.stringify(after)).not.toMatch(/"serverSeed":"/);
  });

  it('rotating reveals the old server seed, which hashes to the hash shown, and starts nonce 0', async () => {
    const member = await createFundedMember(t, 100);
    await pinSeedPair(t.db, member.id);
    const played = await dice(member);
    const rotated = await rotate(member, {});
    expect(rotated.previous).toMatchObject({
      serverSeed: PINNED_SEED,
      serverSeedHash: PINNED_SEED_HASH,
      clientSeed: PINNED_CLIENT_SEED,
      nonce: 1,
    });
    expect(sha256(rotated.previous!.serverSeed!)).toBe(rotated.previous!.serverSeedHash);
    expect(rotated.previous!.revealedAt).not.toBeNull();
    expect(rotated.active).toMatchObject({ serverSeed: null, nonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(PINNED_SEED_HASH);
    expect(rotated.active.clientSeed).not.toBe(PINNED_CLIENT_SEED);
    expect(await fairness(member)).toEqual(rotated);

    // The round played with the old pair now shows its server seed; a new bet plays the new pair at nonce 0.
    const round = await call<THousePlay['round']>(
      t.app,
      'GET',
      `/wps/house/rounds/${played.round.id}`,
      member,
    );
    expect(round.body.value.fairness).toMatchObject({ serverSeed: PINNED_SEED, nonce: 0 });
    const next = await dice(member);
    expect(next.round.fairness).toMatchObject({ serverSeedHash: rotated.active.serverSeedHash, nonce: 0 });
  });

  it('setting a client seed rotates too (Stake’s way); so does a rotation with one', async () => {
    const member = await createFundedMember(t, 100);
    const before = await fairness(member);
    const set = await play<THouseFairness>(t.app, '/wps/house/fairness/client-seed', member, {
      clientSeed: 'mi semilla 7',
    });
    expect(set.active).toMatchObject({ clientSeed: 'mi semilla 7', nonce: 0 });
    expect(set.previous).toMatchObject({
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: before.active.clientSeed,
    });
    expect(sha256(set.previous!.serverSeed!)).toBe(before.active.serverSeedHash);

    const again = await rotate(member, { clientSeed: 'x'.repeat(64) });
    expect(again.active.clientSeed).toBe('x'.repeat(64));
    expect(again.previous!.serverSeedHash).toBe(set.active.serverSeedHash);
    // Without a client seed: a random one.
    const bare = await rotate(member, {});
    expect(bare.previous!.serverSeedHash).toBe(again.active.serverSeedHash);
    expect(bare.active.clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a first rotation before any pair exists makes one', async () => {
    const member = await createFundedMember(t, 10);
    const made = await play<THouseFairness>(t.app, '/wps/house/fairness/client-seed', member, {
      clientSeed: 'primera',
    });
    expect(made).toMatchObject({ previous: null, active: { clientSeed: 'primera', nonce: 0 } });
  });

  it('a client seed over 64 characters or with bad characters: VALIDATION_FAILED naming clientSeed, nothing changes', async () => {
    const member = await createFundedMember(t, 10);
    const before = await fairness(member);
    for (const clientSeed of ['x'.repeat(65), 'a:b', ' lead', '', 'ñandú']) {
      const { es, en } = await expectRefusedWithoutMoney(
        t.app,
        t.db,
        {
          method: 'POST',
          url: '/wps/house/fairness/client-seed',
          headers: member.headers,
          payload: { clientSeed },
        },
        { status: 400, code: 'VALIDATION_FAILED' },
      );
      expect(es.value).toEqual({ fields: ['clientSeed'] });
      expect(es.message).toBe('Revise los campos: clientSeed.');
      expect(en.message).toBe('Please check the fields: clientSeed.');
    }
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      {
        method: 'POST',
        url: '/wps/house/fairness/rotate',
        headers: member.headers,
        payload: { clientSeed: 'y'.repeat(65) },
      },
      { status: 400, code: 'VALIDATION_FAILED' },
    );
    expect(await fairness(member)).toEqual(before);
  });

  it('refuses to rotate while a mines round is still to play, and rotates once it is over', async () => {
    // Nonce 0, 3 mines: cells 2, 6, 11.
    const member = await createFundedMember(t, 100);
    await pinSeedPair(t.db, member.id);
    const started = await play(t.app, '/wps/house/mines/start', member, {
      requestId: `mines-${randomUUID()}`,
      gameCode: 'INHOUSE003',
      amount: 1,
      mines: 3,
    });
    expect((await fairness(member)).roundOpen).toBe(true);
    for (const url of ['/wps/house/fairness/rotate', '/wps/house/fairness/client-seed']) {
      const { es, en } = await expectRefusedWithoutMoney(
        t.app,
        t.db,
        { method: 'POST', url, headers: member.headers, payload: { clientSeed: 'otra' } },
        { status: 409, code: 'HOUSE_SEED_ROUND_OPEN' },
      );
      expect(es.message).toBe('Termine sus rondas abiertas antes de cambiar la semilla del servidor.');
      expect(en.message).toBe('Finish your open rounds before you change the server seed.');
    }
    expect((await fairness(member)).active.serverSeedHash).toBe(PINNED_SEED_HASH);

    await play(t.app, '/wps/house/mines/reveal', member, { roundId: started.round.id, cell: 0 });
    await play(t.app, '/wps/house/mines/cashout', member, { roundId: started.round.id });
    expect((await fairness(member)).roundOpen).toBe(false);
    const rotated = await rotate(member, {});
    expect(rotated.previous).toMatchObject({ serverSeed: PINNED_SEED, nonce: 1 });
  });

  it('visitors get 401', async () => {
    for (const [method, url] of [
      ['GET', '/wps/house/fairness'],
      ['POST', '/wps/house/fairness/rotate'],
      ['POST', '/wps/house/fairness/client-seed'],
    ] as const) {
      expect((await call(t.app, method, url, null, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
  });
});
