import { randomUUID } from 'node:crypto';
import type { THouseGame, THousePlay, THouseRound } from '@platform/contracts/house-games';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { betRecordOf } from '../../vendors/in-house-testing';
import { balanceOf, expectLedgerClean, type TestPlayer } from '../../wallet/testing';
import { cashOut } from '../mines/board';
import { houseRounds } from '../tables';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';
import { lockOpenRound, startRound } from './play';
import { call, pinSeedPair, play } from './test-fixtures';

/**
 * The rounds part (issue 17): the game page's data with the round to resume, game recall (the last 10
 * rounds of a game with every step and the balances), one round by id (the member's own only), and the
 * recovery of rounds decided but never paid.
 */

let t: HouseTestApp;
const DICE = 'INHOUSE002';
const MINES = 'INHOUSE003';

beforeAll(async () => {
  t = await createHouseTestApp();
});

const game = (code: string, who: TestPlayer | null, lang = 'es') =>
  call<THouseGame>(t.app, 'GET', `/wps/house/games/${code}`, who, undefined, lang);
const dice = (who: TestPlayer, amount = 1) =>
  play(t.app, '/wps/house/dice/roll', who, {
    requestId: `dice-${randomUUID()}`,
    gameCode: DICE,
    amount,
    target: 5000,
    direction: 'OVER',
  });
const startMines = (who: TestPlayer, amount = 1, mines = 3) =>
  play(t.app, '/wps/house/mines/start', who, {
    requestId: `mines-${randomUUID()}`,
    gameCode: MINES,
    amount,
    mines,
  });

describe('the game page', () => {
  it('for a visitor: the game, its name in the page’s language, limits as decimals, no round', async () => {
    const es = await game(MINES, null);
    expect(es.status).toBe(200);
    expect(es.body.value).toEqual({
      gameCode: MINES,
      nodeId: 'TA-INHOUSE003',
      kind: 'MINES',
      name: 'Minas',
      minBet: 1,
      maxBet: 1000,
      maxWin: 1_000_000,
      slot: null,
      openRound: null,
    });
    expect((await game(MINES, null, 'en')).body.value.name).toBe('Mines');
    const slot = (await game('INHOUSE005', null)).body.value;
    expect(slot).toMatchObject({
      kind: 'SLOT',
      name: 'Tesoro Azteca',
      minBet: 1,
      maxBet: 500,
      slot: { theme: 'aztec', rtp: '96.00' },
    });
    expect(slot.slot!.paylines).toHaveLength(25);
    expect((await game('INHOUSE006', null, 'en')).body.value).toMatchObject({
      name: 'Ocean Pearls',
      slot: { theme: 'ocean' },
    });
  });

  it('unknown and retired games: 404 HOUSE_GAME_NOT_FOUND', async () => {
    for (const code of ['INHOUSE004', 'NOPE']) {
      const reply = await game(code, null);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HOUSE_GAME_NOT_FOUND');
    }
  });

  it('for a member: the mines round still to play, its mines hidden, until it is over', async () => {
    const member = await createFundedMember(t, 20);
    // Nonce 0, 3 mines: cells 2, 6, 11.
    await pinSeedPair(t.db, member.id);
    expect((await game(MINES, member)).body.value.openRound).toBeNull();
    const started = await startMines(member, 2);
    await play(t.app, '/wps/house/mines/reveal', member, { roundId: started.round.id, cell: 0 });

    // A reload: the page finds the round with its reveal and cash-out value; the mines stay hidden.
    const resumed = (await game(MINES, member)).body.value.openRound!;
    expect(resumed).toMatchObject({
      id: started.round.id,
      status: 'OPEN',
      mines: 3,
      minedCells: null,
      steps: [{ type: 'reveal', cell: 0, safe: true, multiplier: 1.12 }],
      // 200 × 99 × 25 ÷ 2,200 = 225.
      cashout: { multiplier: 1.12, win: 2.25 },
    });
    expect(JSON.stringify(resumed)).not.toContain('"cells"');
    // Other games' pages do not offer it.
    expect((await game(DICE, member)).body.value.openRound).toBeNull();

    await play(t.app, '/wps/house/mines/cashout', member, { roundId: started.round.id });
    expect((await game(MINES, member)).body.value.openRound).toBeNull();
  });
});

describe('game recall', () => {
  it('the last 10 rounds of the game, newest first, with steps, stake, win and balances', async () => {
    const member = await createFundedMember(t, 100);
    await pinSeedPair(t.db, member.id);
    const played: THousePlay[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1_000);
      played.push(await dice(member, 1 + i));
    }
    t.clock.advance(1_000);
    await startMines(member);

    const reply = await call<{ rounds: THouseRound[] }>(
      t.app,
      'GET',
      `/wps/house/rounds?gameCode=${DICE}`,
      member,
    );
    expect(reply.status).toBe(200);
    const { rounds } = reply.body.value;
    expect(rounds.map((round) => round.id)).toEqual(
      played
        .slice(2)
        .reverse()
        .map((p) => p.round.id),
    );
    expect(rounds.every((round) => round.kind === 'DICE')).toBe(true);
    // The first roll of the pinned pair (nonce 0: 11.94, OVER 50.00 lost): 100.00 → 99.00.
    const first = played[0]!.round;
    expect(first).toMatchObject({ stake: 1, win: 0, balanceBefore: 100, balanceAfter: 99 });
    // Each round's balance after is the next one's balance before.
    for (let i = 1; i < played.length; i += 1) {
      expect(played[i]!.round.balanceBefore).toBe(played[i - 1]!.round.balanceAfter);
    }
    expect(rounds[0]).toEqual(played[11]!.round);
    expect(rounds[0]!.steps[0]).toMatchObject({ type: 'roll', target: 5000, direction: 'OVER' });

    const mines = await call<{ rounds: THouseRound[] }>(
      t.app,
      'GET',
      `/wps/house/rounds?gameCode=${MINES}`,
      member,
    );
    expect(mines.body.value.rounds).toHaveLength(1);
    expect(mines.body.value.rounds[0]).toMatchObject({ status: 'OPEN', minedCells: null });
  });

  it('one round by id: the member’s own only', async () => {
    const member = await createFundedMember(t, 10);
    const other = await createFundedMember(t, 10);
    const { round } = await dice(member);
    const own = await call<THouseRound>(t.app, 'GET', `/wps/house/rounds/${round.id}`, member);
    expect(own.body.value).toEqual(round);
    for (const [who, id] of [
      [other, round.id],
      [member, randomUUID()],
      [member, 'not-a-uuid'],
    ] as const) {
      const reply = await call(t.app, 'GET', `/wps/house/rounds/${id}`, who);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HOUSE_ROUND_NOT_FOUND');
    }
  });

  it('needs a session; an unknown game is 404', async () => {
    expect((await call(t.app, 'GET', `/wps/house/rounds?gameCode=${DICE}`, null)).status).toBe(401);
    expect((await call(t.app, 'GET', `/wps/house/rounds/${randomUUID()}`, null)).status).toBe(401);
    const member = await createFundedMember(t, 0);
    const reply = await call(t.app, 'GET', '/wps/house/rounds?gameCode=NOPE', member);
    expect(reply.body.code).toBe('HOUSE_GAME_NOT_FOUND');
  });
});

describe('interrupted rounds: the house-rounds job', () => {
  it('pays a mines cash-out decided but never paid, once, after 10 s', async () => {
    // Nonce 0, 3 mines (2, 6, 11); 10.00 staked, one safe cell: a cash-out pays 11.25.
    const member = await createFundedMember(t, 100);
    await pinSeedPair(t.db, member.id);
    const started = await startMines(member, 10);
    await play(t.app, '/wps/house/mines/reveal', member, { roundId: started.round.id, cell: 0 });

    // The cash-out's first transaction commits, then the process dies before the settlement.
    const decidedAt = t.clock.now();
    await t.db.transaction(async (tx) => {
      const row = await lockOpenRound(tx, member.id, started.round.id);
      const { state, win } = cashOut(row.state, row.stake);
      const game = { ...state.game, settleWin: win!.toString(), decidedAt: decidedAt.toISOString() };
      await tx
        .update(houseRounds)
        .set({ state: { ...state, game } })
        .where(eq(houseRounds.id, row.id));
    });
    expect((await balanceOf(t.app, member)).balance).toBe(90);
    // Nothing more to play in it: not offered to resume, no more steps.
    expect((await game(MINES, member)).body.value.openRound).toBeNull();
    const late = await call(t.app, 'POST', '/wps/house/mines/cashout', member, { roundId: started.round.id });
    expect(late.body.code).toBe('HOUSE_ROUND_FINISHED');

    // Within 10 s of the decision the job leaves it to its own request.
    t.clock.advance(5_000);
    expect(await t.house.rounds.recover(t.clock.now())).toMatchObject({ settled: 0 });
    t.clock.advance(6_000);
    const [first, second] = [
      await t.house.rounds.recover(t.clock.now()),
      await t.house.rounds.recover(t.clock.now()),
    ];
    expect(first).toEqual({ settled: 1, failed: 0 });
    expect(second).toEqual({ settled: 0, failed: 0 });

    const round = await call<THouseRound>(t.app, 'GET', `/wps/house/rounds/${started.round.id}`, member);
    expect(round.body.value).toMatchObject({
      status: 'SETTLED',
      win: 11.25,
      balanceAfter: 101.25,
      minedCells: [2, 6, 11],
    });
    expect(round.body.value.steps.at(-1)).toEqual({
      type: 'cashout',
      multiplier: 1.12,
      auto: false,
      win: 11.25,
    });
    expect((await balanceOf(t.app, member)).balance).toBe(101.25);
    expect(await betRecordOf(t.db, 'TA', started.round.id)).toMatchObject({
      status: 'SETTLED',
      payout: 1125n,
    });
    await expectLedgerClean(t.db);
  });

  it('pays an instant round whose settlement never ran (the stake taken, the roll decided), once', async () => {
    const member = await createFundedMember(t, 50);
    // The bet's transaction as startRound runs it, with the outcome decided (a 7.00 win on 5.00) but the
    // process gone before the settlement: an OPEN round with settleWin, older than 10 s.
    const { round } = await startRound(t.ctx, {
      memberId: member.id,
      gameCode: DICE,
      kind: 'DICE',
      requestKey: `dice-${randomUUID()}`,
      stake: 500n,
      seeded: true,
      play: () => ({
        state: {
          steps: [
            { type: 'roll', target: 2857, direction: 'UNDER', roll: 10, multiplier: 3.465, win: '700' },
          ],
          game: { settleWin: '700' },
        },
        win: 0n,
        open: true,
      }),
    });
    expect(round.status).toBe('OPEN');
    expect((await balanceOf(t.app, member)).balance).toBe(45);
    t.clock.advance(10_001);
    await Promise.all([t.house.rounds.recover(t.clock.now()), t.house.rounds.recover(t.clock.now())]);
    await t.house.rounds.recover(t.clock.now());
    expect((await balanceOf(t.app, member)).balance).toBe(52);
    const settled = await call<THouseRound>(t.app, 'GET', `/wps/house/rounds/${round.id}`, member);
    expect(settled.body.value).toMatchObject({
      status: 'SETTLED',
      win: 7,
      balanceBefore: 50,
      balanceAfter: 52,
    });
    await expectLedgerClean(t.db);
  });

  it('is one of the app’s scheduled jobs', () => {
    expect(t.app.scheduledJobs.map((job) => job.name)).toContain('house-rounds');
  });
});
