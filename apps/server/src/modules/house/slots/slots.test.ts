import { createHash, randomUUID } from 'node:crypto';
import type { THouseRound } from '@platform/contracts/house-games';
import { verifySlotRound } from '@platform/contracts/house-verify-slot';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { betRecordOf } from '../../vendors/in-house-testing';
import {
  balanceOf,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  type TestPlayer,
} from '../../wallet/testing';
import { call, play } from '../rounds/test-fixtures';
import { nodeHmac } from '../rounds/seeds';
import { houseSeeds } from '../tables';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';
import { slotConfigOf } from './config';
import { FREE_SPINS_SEED, LINE_WIN_SEED, pinSlotSeed } from './slot-fixtures';

/**
 * The video slots over HTTP (issue 17): a paid spin of a pinned seed pair (slot-fixtures.ts) with its line
 * wins worked out by hand from the strips, the money through the vendor wallet service, a retry, free
 * spins played one by one and paid once, the verification of played rounds, bad bets refused in both
 * languages with nothing moved or stored.
 */

let t: HouseTestApp;
const AZTEC = 'INHOUSE005';
const SPIN = '/wps/house/slot/spin';
const FREE_SPIN = '/wps/house/slot/free-spin';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

const spin = (who: TestPlayer, bet = 1, gameCode = AZTEC) =>
  play(t.app, SPIN, who, { requestId: `slot-${randomUUID()}`, gameCode, bet });

async function memberWithSeed(serverSeed: string, balance = 1000): Promise<TestPlayer> {
  const member = await createFundedMember(t, balance);
  await pinSlotSeed(t.db, member.id, serverSeed);
  return member;
}

beforeAll(async () => {
  t = await createHouseTestApp();
});

describe('a paid spin', () => {
  it('takes the bet and pays the line wins read off the reels', async () => {
    const member = await memberWithSeed(LINE_WIN_SEED);
    const { round, balance } = await spin(member, 1);
    // Stops 7, 1, 5, 7, 17 of the aztec strips. K K WILD pays K×3 = 10 line bets on lines 3 (0,1,2,1,0),
    // 8 (1,2,2,2,1), 16 (1,1,2,1,1) and 23 (0,2,2,2,0): 4 × 10 × 0.04 = 1.60.
    expect(round.steps).toEqual([
      {
        type: 'spin',
        index: 0,
        free: false,
        stops: [7, 1, 5, 7, 17],
        grid: [
          ['K', 'K', 'IDOL'],
          ['JAGUAR', 'K', 'K'],
          ['FEATHER', 'FEATHER', 'WILD'],
          ['J', 'JAGUAR', 'JAGUAR'],
          ['K', '10', '10'],
        ],
        wins: [
          {
            line: 3,
            symbol: 'K',
            count: 3,
            cells: [
              [0, 0],
              [1, 1],
              [2, 2],
            ],
            win: 0.4,
          },
          {
            line: 8,
            symbol: 'K',
            count: 3,
            cells: [
              [0, 1],
              [1, 2],
              [2, 2],
            ],
            win: 0.4,
          },
          {
            line: 16,
            symbol: 'K',
            count: 3,
            cells: [
              [0, 1],
              [1, 1],
              [2, 2],
            ],
            win: 0.4,
          },
          {
            line: 23,
            symbol: 'K',
            count: 3,
            cells: [
              [0, 0],
              [1, 2],
              [2, 2],
            ],
            win: 0.4,
          },
        ],
        freeSpinsAwarded: 0,
        freeSpinsLeft: 0,
        win: 1.6,
      },
    ]);
    expect(round).toMatchObject({
      gameCode: AZTEC,
      kind: 'SLOT',
      status: 'SETTLED',
      stake: 1,
      win: 1.6,
      balanceBefore: 1000,
      balanceAfter: 1000.6,
      fairness: { scheme: 'seed', clientSeed: 'slot-test', nonce: 0, serverSeed: null },
    });
    expect(balance).toBe(1000.6);
    expect((await balanceOf(t.app, member)).balance).toBe(1000.6);
    expect(await betRecordOf(t.db, 'TA', round.id)).toMatchObject({
      status: 'SETTLED',
      betAmount: 100n,
      payout: 160n,
      gameType: 'RNG',
    });
    // The seed pair's next nonce.
    const [pair] = await t.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, member.id));
    expect(pair!.nonce).toBe(1);
    await expectLedgerClean(t.db);
  });

  it('a retry of the requestId answers the first spin and moves nothing', async () => {
    const member = await memberWithSeed(LINE_WIN_SEED, 50);
    const body = { requestId: `slot-${randomUUID()}`, gameCode: AZTEC, bet: 2.5 };
    const first = await play(t.app, SPIN, member, body);
    const again = await play(t.app, SPIN, member, body);
    expect(again.round).toEqual(first.round);
    // 2.50: line bet 0.10, 4 × 10 × 0.10 = 4.00; 50 − 2.50 + 4.00 = 51.50.
    expect(first.round.win).toBe(4);
    expect(again.balance).toBe(51.5);
    expect((await balanceOf(t.app, member)).balance).toBe(51.5);
  });

  it('publishes both themes’ configurations', () => {
    expect(slotConfigOf('INHOUSE005')).toMatchObject({ theme: 'aztec', rtp: '96.00', freeSpinMultiplier: 3 });
    expect(slotConfigOf('INHOUSE006')).toMatchObject({ theme: 'ocean', rtp: '96.00', freeSpinMultiplier: 2 });
    expect(slotConfigOf('INHOUSE002')).toBeNull();
  });
});

describe('free spins', () => {
  let member: TestPlayer;
  let played: THouseRound;

  beforeAll(async () => {
    member = await memberWithSeed(FREE_SPINS_SEED);
  });

  it('are played one by one after the paid spin, and the round paid once after the last', async () => {
    const paid = await spin(member, 1);
    // Three scatters: 2 total bets (2.00) and 10 free spins; the round stays open, only the stake moved.
    expect(paid.round).toMatchObject({ status: 'OPEN', win: 0, balanceBefore: 1000, balanceAfter: null });
    expect(paid.round.steps).toHaveLength(1);
    expect(paid.round.steps[0]).toMatchObject({
      index: 0,
      free: false,
      freeSpinsAwarded: 10,
      freeSpinsLeft: 10,
      win: 2,
    });
    expect(paid.balance).toBe(999);

    // Another paid spin of this game waits for the free spins.
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      {
        method: 'POST',
        url: SPIN,
        headers: member.headers,
        payload: { requestId: `slot-${randomUUID()}`, gameCode: AZTEC, bet: 1 },
      },
      { status: 409, code: 'HOUSE_ROUND_OPEN' },
    );

    const wins: number[] = [];
    let last = paid;
    for (let index = 1; index <= 10; index += 1) {
      last = await play(t.app, FREE_SPIN, member, { roundId: paid.round.id });
      const step = last.round.steps.at(-1)!;
      expect(step).toMatchObject({ type: 'spin', index, free: true, freeSpinsLeft: 10 - index });
      wins.push((step as { win: number }).win);
      expect(last.round.status).toBe(index < 10 ? 'OPEN' : 'SETTLED');
      if (index < 10) expect(last.balance).toBe(999);
    }
    expect(wins).toEqual([0, 0, 0, 0, 2.4, 0, 0, 17.52, 0, 0]);
    // 2.00 + 2.40 + 17.52 = 21.92, paid once: 1,000 − 1 + 21.92 = 1,020.92.
    expect(last.round).toMatchObject({
      status: 'SETTLED',
      win: 21.92,
      balanceBefore: 1000,
      balanceAfter: 1020.92,
    });
    expect(last.balance).toBe(1020.92);
    expect((await balanceOf(t.app, member)).balance).toBe(1020.92);
    expect(await betRecordOf(t.db, 'TA', paid.round.id)).toMatchObject({ status: 'SETTLED', payout: 2192n });
    played = last.round;

    // Over: no more free spins, and a new paid spin is taken again.
    const after = await call(t.app, 'POST', FREE_SPIN, member, { roundId: paid.round.id });
    expect([after.status, after.body.code]).toEqual([409, 'HOUSE_ROUND_FINISHED']);
    await expectLedgerClean(t.db);
  });

  it('verify from the revealed seed; a tampered step does not', () => {
    expect(verifySlotRound(played, FREE_SPINS_SEED, nodeHmac, sha256)).toMatchObject({ ok: true });
    expect(verifySlotRound(played, FREE_SPINS_SEED, nodeHmac, sha256).steps).toEqual(played.steps);
    const steps = played.steps.map((step, i) => (i === 8 ? { ...step, win: 0 } : step));
    expect(verifySlotRound({ ...played, steps }, FREE_SPINS_SEED, nodeHmac)).toMatchObject({
      ok: false,
      mismatch: 'step 8: win',
    });
    expect(verifySlotRound({ ...played, win: 30 }, FREE_SPINS_SEED, nodeHmac)).toMatchObject({
      ok: false,
      mismatch: 'round win',
    });
    expect(verifySlotRound(played, LINE_WIN_SEED, nodeHmac, sha256)).toMatchObject({
      ok: false,
      mismatch: 'server seed hash',
    });
    expect(verifySlotRound(played, LINE_WIN_SEED, nodeHmac)).toMatchObject({
      ok: false,
      mismatch: 'step 0: stops',
    });
  });

  it('another member’s round or an unknown id: not found', async () => {
    const other = await memberWithSeed(FREE_SPINS_SEED);
    const open = await spin(other, 1);
    const stranger = await createFundedMember(t, 10);
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      { method: 'POST', url: FREE_SPIN, headers: stranger.headers, payload: { roundId: open.round.id } },
      { status: 404, code: 'HOUSE_ROUND_NOT_FOUND' },
    );
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      { method: 'POST', url: FREE_SPIN, headers: other.headers, payload: { roundId: 'not-a-round' } },
      { status: 404, code: 'HOUSE_ROUND_NOT_FOUND' },
    );
  });
});

describe('bad spins: a clear error in the user’s language, nothing moves, nothing stored', () => {
  let member: TestPlayer;
  beforeAll(async () => {
    member = await memberWithSeed(LINE_WIN_SEED, 100);
  });

  const stored = async () =>
    Number(
      (
        await t.db.execute<{ n: string }>(
          sql`select count(*) as n from house_rounds where member_id = ${member.id}::uuid`,
        )
      ).rows[0]!.n,
    );
  const refused = async (body: Record<string, unknown>, status: number, code: string) => {
    const result = await expectRefusedWithoutMoney(
      t.app,
      t.db,
      {
        method: 'POST',
        url: SPIN,
        headers: member.headers,
        payload: { requestId: `slot-${randomUUID()}`, gameCode: AZTEC, bet: 1, ...body },
      },
      { status, code },
    );
    expect(await stored()).toBe(0);
    return result;
  };

  it('below the minimum or above the maximum: the range written as money', async () => {
    const { es, en } = await refused({ bet: 0.75 }, 400, 'HOUSE_BET_OUT_OF_RANGE');
    expect(es.message).toBe('La apuesta debe estar entre $\u00a01,00 y $\u00a0500,00.');
    expect(en.message).toBe('The bet must be between $\u00a01.00 and $\u00a0500.00.');
    await refused({ bet: 500.25 }, 400, 'HOUSE_BET_OUT_OF_RANGE');
  });

  it('not a whole number of cents a line: a multiple of 0.25', async () => {
    const { es, en } = await refused({ bet: 1.1 }, 400, 'HOUSE_BET_INVALID');
    expect(es.message).toBe(
      'La apuesta no es válida: revise el importe, que debe ser múltiplo de $\u00a00,25 (25 líneas).',
    );
    expect(en.message).toBe(
      'The bet is not valid: check the amount, which must be a multiple of $\u00a00.25 (25 lines).',
    );
    await refused({ bet: 2.3 }, 400, 'HOUSE_BET_INVALID');
  });

  it('an unknown game or a game that is not a slot', async () => {
    await refused({ gameCode: 'INHOUSE999' }, 404, 'HOUSE_GAME_NOT_FOUND');
    await refused({ gameCode: 'INHOUSE002' }, 404, 'HOUSE_GAME_NOT_FOUND');
    await refused({ bet: -1 }, 400, 'VALIDATION_FAILED');
  });

  it('no nonce was taken: the next spin plays nonce 0', async () => {
    const { round } = await spin(member, 1);
    expect(round.fairness).toMatchObject({ nonce: 0 });
    expect(round.steps[0]).toMatchObject({ stops: [7, 1, 5, 7, 17] });
  });

  it('a visitor gets 401', async () => {
    const reply = await t.app.inject({ method: 'POST', url: SPIN, payload: {} });
    expect(reply.statusCode).toBe(401);
  });
});
