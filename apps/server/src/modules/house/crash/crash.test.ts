import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { betRecordOf } from '../../vendors/in-house-testing';
import {
  balanceOf,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  type TestPlayer,
} from '../../wallet/testing';
import { roundViews } from '../rounds/view';
import { houseRounds } from '../tables';
import { createFundedMember, createHouseTestApp, type HouseTestApp } from '../testing';
import type { GameEventEnvelope } from '../../realtime/hub';
import { crashRoundNow, KNOWN_CHAIN, openKnownRound } from './testing';

/**
 * Crash (issue 17): one shared round run by the `house-crash` job on the test clock, its point from the
 * known chain (testing.ts: round 1 crashes at 4.21×, 23,958 ms after the start). Numbers by hand:
 * the multiplier t ms after the start is floor(100 × e^(0.00006 t)) hundredths — 1.82× at 10,000 ms,
 * 2.99× at 18,310 ms and 3.00× at 18,311 ms, 4.20× at 23,957 ms and 4.21× at 23,958 ms.
 */

let t: HouseTestApp;
const events: GameEventEnvelope[] = [];

beforeAll(async () => {
  t = await createHouseTestApp({ at: new Date('2031-03-01T12:00:00Z') });
  t.house.crash.events.subscribe((event) => events.push(event));
});

const run = () => t.house.crash.run(t.clock.now());
const post = (url: string, who: TestPlayer, payload: Record<string, unknown> = {}, lang = 'es') =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, 'accept-language': lang }, payload });
const bet = async (who: TestPlayer, amount: number, autoCashout: number | null = null) => {
  const reply = await post('/wps/house/crash/bet', who, { amount, autoCashout });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
};
const cashOut = async (who: TestPlayer) => {
  const reply = await post('/wps/house/crash/cashout', who);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
};
const stateOf = async (who: TestPlayer) =>
  (await t.app.inject({ method: 'GET', url: '/wps/house/crash', headers: who.headers })).json().value;
const recallOf = async (memberId: string) =>
  roundViews(t.db, await t.db.select().from(houseRounds).where(eq(houseRounds.memberId, memberId)));

describe('a crash round from betting to the crash', () => {
  it('pays cash-outs and auto cash-outs at or below the point, the rest lose, then the next round opens', async () => {
    const round = await openKnownRound(t.db, t.house.crash, t.clock);
    const start = round.bettingEndsAt.getTime();
    expect(start - t.clock.now().getTime()).toBe(7_000);
    expect(round.crashPoint).toBe(421);
    expect(round.crashesAt.getTime() - start).toBe(23_958);

    const [cashier, auto3, auto5, rider] = await Promise.all([
      createFundedMember(t, 100),
      createFundedMember(t, 100),
      createFundedMember(t, 100),
      createFundedMember(t, 100),
    ]);
    const placed = await bet(cashier!, 10);
    expect(placed).toMatchObject({
      roundId: round.id.toString(),
      balance: 90,
      bet: { amount: 10, autoCashout: null, cashedOutAt: null, win: null, mine: true },
    });
    expect(placed.bet.player).toMatch(/^\w{2}\*\*\*\w$/);
    await bet(auto3!, 20, 3);
    await bet(auto5!, 5, 5);
    await bet(rider!, 10);

    const betting = await stateOf(cashier!);
    expect(betting.round).toMatchObject({
      id: round.id.toString(),
      status: 'BETTING',
      startedAt: null,
      hash: null,
    });
    expect(betting.round.bets).toHaveLength(4);
    expect(betting.round.bets.filter((b: { mine: boolean }) => b.mine)).toEqual([placed.bet]);
    expect(betting.chain).toMatchObject({
      terminalHash: KNOWN_CHAIN.terminalHash,
      salt: KNOWN_CHAIN.salt,
      rounds: 2,
    });

    // The start.
    t.clock.advance(7_000);
    expect(await run()).toMatchObject({ started: 1 });
    expect(events.at(-1)!.message.event).toMatchObject({ kind: 'round', round: { status: 'RUNNING' } });

    // 10,000 ms in: 1.82×; 10.00 × 1.82 = 18.20 → 100 − 10 + 18.20 = 108.20.
    t.clock.advance(10_000);
    const cashed = await cashOut(cashier!);
    expect(cashed).toMatchObject({ balance: 108.2, bet: { cashedOutAt: 1.82, win: 18.2, mine: true } });

    // 18,310 ms: 2.99×, the 3.00× auto cash-out not reached; 18,311 ms: paid 20.00 × 3 = 60.00.
    t.clock.set(new Date(start + 18_310));
    expect(await run()).toMatchObject({ cashedOut: 0 });
    t.clock.set(new Date(start + 18_311));
    expect(await run()).toMatchObject({ cashedOut: 1 });
    t.house.crash.flush();
    expect(events.at(-1)!.message.event).toMatchObject({
      kind: 'cashout',
      bet: { amount: 20, autoCashout: 3, cashedOutAt: 3, win: 60, mine: false },
    });
    expect(events.at(-1)!.own).toMatchObject({ memberId: auto3!.id });

    // 23,957 ms: 4.20×, still flying: the rider could cash out (42.00) but waits; at 23,958 ms it crashed.
    t.clock.set(new Date(start + 23_958));
    const late = await post('/wps/house/crash/cashout', rider!);
    expect(late.json()).toMatchObject({ success: false, code: 'CRASH_CRASHED' });
    expect(await run()).toMatchObject({ lost: 2, crashed: 1 });
    expect(events.at(-1)!.message.event).toMatchObject({
      kind: 'round',
      round: { status: 'CRASHED', crashPoint: 4.21, hash: KNOWN_CHAIN.link1 },
    });

    // 100 − 10 + 18.20; 100 − 20 + 60; 100 − 5 (5.00× > 4.21×: lost); 100 − 10.
    expect((await balanceOf(t.app, cashier!)).balance).toBe(108.2);
    expect((await balanceOf(t.app, auto3!)).balance).toBe(140);
    expect((await balanceOf(t.app, auto5!)).balance).toBe(95);
    expect((await balanceOf(t.app, rider!)).balance).toBe(90);

    const crashed = await stateOf(rider!);
    expect(crashed.round).toMatchObject({ status: 'CRASHED', crashPoint: 4.21, hash: KNOWN_CHAIN.link1 });
    expect(crashed.round.bets.find((b: { mine: boolean }) => b.mine)).toMatchObject({
      win: 0,
      cashedOutAt: null,
    });
    expect(crashed.history[0]).toEqual({
      id: round.id.toString(),
      crashPoint: 4.21,
      hash: KNOWN_CHAIN.link1,
    });
    // The revealed hash proves itself: SHA-256 of it is the published terminal hash.
    expect(createHash('sha256').update(Buffer.from(crashed.history[0].hash, 'hex')).digest('hex')).toBe(
      KNOWN_CHAIN.terminalHash,
    );

    // Game recall: every step, stake, win, balance before and after; the chain to verify with.
    const [cashierRound] = await recallOf(cashier!.id);
    expect(cashierRound).toMatchObject({
      kind: 'CRASH',
      gameCode: 'INHOUSE001',
      status: 'SETTLED',
      stake: 10,
      win: 18.2,
      balanceBefore: 100,
      balanceAfter: 108.2,
      steps: [
        { type: 'bet', amount: 10, autoCashout: null },
        { type: 'cashout', multiplier: 1.82, auto: false, win: 18.2 },
      ],
      fairness: { scheme: 'chain', roundHash: KNOWN_CHAIN.link1, salt: KNOWN_CHAIN.salt },
    });
    const [autoRound] = await recallOf(auto3!.id);
    expect(autoRound!.steps).toEqual([
      { type: 'bet', amount: 20, autoCashout: 3 },
      { type: 'cashout', multiplier: 3, auto: true, win: 60 },
    ]);
    const [lostRound] = await recallOf(auto5!.id);
    expect(lostRound).toMatchObject({ win: 0, balanceBefore: 100, balanceAfter: 95 });
    expect(lostRound!.steps).toEqual([
      { type: 'bet', amount: 5, autoCashout: 5 },
      { type: 'crash', point: 4.21 },
    ]);
    expect(await betRecordOf(t.db, 'TA', cashierRound!.id)).toMatchObject({
      status: 'SETTLED',
      betAmount: 1000n,
      payout: 1820n,
      gameType: 'RNG',
    });
    await expectLedgerClean(t.db);

    // After a 3 s pause the next round opens on the chain's next link (the seed): 2.24×.
    t.clock.advance(2_999);
    expect(await run()).toMatchObject({ created: 0 });
    t.clock.advance(1);
    expect(await run()).toMatchObject({ created: 1 });
    const [next] = (await stateOf(rider!)).history;
    expect(next.id).toBe(round.id.toString());
    const nextRound = await crashRoundNow(t.db, round.id + 1n);
    expect(nextRound).toMatchObject({
      status: 'BETTING',
      hash: KNOWN_CHAIN.seed,
      crashPoint: 224,
      chainIndex: 2,
    });
  });

  it('takes bets only while betting is open, one per member and round', async () => {
    const round = await openKnownRound(t.db, t.house.crash, t.clock);
    const member = await createFundedMember(t, 100);
    await bet(member, 1);
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      { method: 'POST', url: '/wps/house/crash/bet', headers: member.headers, payload: { amount: 2 } },
      { status: 409, code: 'CRASH_ALREADY_BET' },
    );
    // The same stake again is the same bet: still refused, nothing moved.
    const again = await post('/wps/house/crash/bet', member, { amount: 1 });
    expect(again.json()).toMatchObject({ success: false, code: 'CRASH_ALREADY_BET' });

    // Betting time is over, even before the job started the round.
    t.clock.set(round.bettingEndsAt);
    const late = await createFundedMember(t, 100);
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      { method: 'POST', url: '/wps/house/crash/bet', headers: late.headers, payload: { amount: 5 } },
      { status: 409, code: 'CRASH_NOT_BETTING' },
    );
    await run();
    expect((await crashRoundNow(t.db, round.id)).status).toBe('RUNNING');
    expect((await balanceOf(t.app, member)).balance).toBe(99);
    expect((await balanceOf(t.app, late)).balance).toBe(100);
  });
});

describe('refusals: a clear message in the member’s language, nothing moved', () => {
  it('a bet below the minimum or above the maximum names the range', async () => {
    await openKnownRound(t.db, t.house.crash, t.clock);
    const member = await createFundedMember(t, 2000);
    for (const amount of [0.99, 1000.01]) {
      const { es, en } = await expectRefusedWithoutMoney(
        t.app,
        t.db,
        { method: 'POST', url: '/wps/house/crash/bet', headers: member.headers, payload: { amount } },
        { status: 400, code: 'HOUSE_BET_OUT_OF_RANGE' },
      );
      expect(es.message).toMatch(/1,00 y .*1\.000,00/);
      expect(en.message).toMatch(/1\.00 and .*1,000\.00/);
    }
  });

  it('bad auto cash-outs, a stake over the balance', async () => {
    await openKnownRound(t.db, t.house.crash, t.clock);
    const member = await createFundedMember(t, 20);
    for (const autoCashout of [1, 10_000.01, 2.005]) {
      await expectRefusedWithoutMoney(
        t.app,
        t.db,
        {
          method: 'POST',
          url: '/wps/house/crash/bet',
          headers: member.headers,
          payload: { amount: 5, autoCashout },
        },
        { status: 400, code: 'VALIDATION_FAILED' },
      );
    }
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      { method: 'POST', url: '/wps/house/crash/bet', headers: member.headers, payload: { amount: 20.01 } },
      { status: 409, code: 'INSUFFICIENT_BALANCE' },
    );
  });

  it('a cash-out without a bet, before the start, after a cash-out, after the crash', async () => {
    const round = await openKnownRound(t.db, t.house.crash, t.clock);
    const member = await createFundedMember(t, 100);
    const cashout = { method: 'POST' as const, url: '/wps/house/crash/cashout', headers: member.headers };
    await expectRefusedWithoutMoney(t.app, t.db, cashout, { status: 409, code: 'CRASH_NO_BET' });
    await bet(member, 10);
    await expectRefusedWithoutMoney(t.app, t.db, cashout, { status: 409, code: 'CRASH_NO_BET' });

    t.clock.set(new Date(round.bettingEndsAt.getTime() + 5_000));
    await run();
    // 5,000 ms: 1.34× → 13.40.
    expect(await cashOut(member)).toMatchObject({ balance: 103.4, bet: { cashedOutAt: 1.34, win: 13.4 } });
    await expectRefusedWithoutMoney(t.app, t.db, cashout, { status: 409, code: 'HOUSE_ROUND_FINISHED' });

    // Another round: the bet rides to the crash; a cash-out then is too late, before and after the settlement.
    const next = await openKnownRound(t.db, t.house.crash, t.clock);
    const rider = await createFundedMember(t, 100);
    const late = { ...cashout, headers: rider.headers };
    await bet(rider, 10);
    t.clock.set(next.crashesAt);
    await expectRefusedWithoutMoney(t.app, t.db, late, { status: 409, code: 'CRASH_CRASHED' });
    await run();
    await expectRefusedWithoutMoney(t.app, t.db, late, { status: 409, code: 'CRASH_CRASHED' });
    expect((await balanceOf(t.app, rider)).balance).toBe(90);
  });
});

describe('the job', () => {
  it('finishes a round left RUNNING past its crash time, and a BETTING round past both times, once', async () => {
    const round = await openKnownRound(t.db, t.house.crash, t.clock);
    const member = await createFundedMember(t, 100);
    await bet(member, 10, 4);
    // The process was down through the whole round: the next run starts and crashes it; the 4.00× auto
    // cash-out (below 4.21×) still pays 40.00.
    t.clock.set(new Date(round.crashesAt.getTime() + 60_000));
    expect(await run()).toMatchObject({ started: 1, cashedOut: 1, crashed: 1, created: 0 });
    expect(await run()).toMatchObject({ started: 0, cashedOut: 0, crashed: 0 });
    expect((await balanceOf(t.app, member)).balance).toBe(130);
    await expectLedgerClean(t.db);
  });
});
