import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { balanceOf, createPlayer, createWalletTestApp, type WalletTestApp } from '../../wallet/testing';
import { periodAt } from './periods';
import { insertDailyTotals, insertSignIn } from './testing';

// Wednesday 25 November 2026, 12:00 in Mexico City (the brand's zone, UTC−6): the week began Monday the 23rd.
const NOW = new Date('2026-11-25T18:00:00Z');
const ZONE = 'America/Mexico_City';

const mission = (overrides: Record<string, unknown>) => ({
  title: { es: 'Apueste en tragamonedas', en: 'Bet on slots' },
  description: { es: 'Apueste 2.000,00 hoy' },
  period: 'DAILY',
  task: 'BET',
  target: 2000,
  category: 'RNG',
  reward: { amount: 15, turnoverMultiple: 2, bonusDays: 7 },
  ...overrides,
});

describe('mission periods in the brand’s zone', () => {
  it('cuts days at local midnight and weeks on Monday', () => {
    expect(periodAt('DAILY', ZONE, NOW)).toMatchObject({ key: '2026-11-25', endKey: '2026-11-26' });
    const week = periodAt('WEEKLY', ZONE, NOW);
    expect(week).toMatchObject({ key: '2026-11-23', endKey: '2026-11-30' });
    expect(week.start.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    // 05:30 UTC on Monday is still Sunday 23:30 in Mexico City: the week before.
    expect(periodAt('WEEKLY', ZONE, new Date('2026-11-23T05:30:00Z')).key).toBe('2026-11-16');
    expect(periodAt('DAILY', ZONE, new Date('2026-11-23T05:30:00Z')).key).toBe('2026-11-22');
    expect(periodAt('WEEKLY', ZONE, new Date('2026-11-23T06:00:00Z')).key).toBe('2026-11-23');
  });
});

describe('missions', () => {
  let t: WalletTestApp;
  const ids: Record<string, string> = {};

  const create = async (body: Record<string, unknown>) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/admin-api/promotions/missions',
      headers: operatorHeaders,
      payload: body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().value as { id: string };
  };

  beforeAll(async () => {
    const clock = createTestClock(NOW);
    t = await createWalletTestApp({ clock });
    // Earlier tests of the file may have left missions: this file's only are live.
    await t.db.execute(sql`update promotion_missions set deleted_at = now() where deleted_at is null`);
    ids.betRng = (await create(mission({}))).id;
    ids.rounds = (
      await create(mission({ title: { es: 'Juegue 5 rondas' }, task: 'ROUNDS', target: 5, category: null }))
    ).id;
    ids.weeklyBet = (
      await create(
        mission({ title: { es: 'Apueste en la semana' }, period: 'WEEKLY', target: 1500, category: null }),
      )
    ).id;
    ids.login = (
      await create(
        mission({
          title: { es: 'Entre 3 días' },
          period: 'WEEKLY',
          task: 'LOGIN_DAYS',
          target: 3,
          category: null,
        }),
      )
    ).id;
    ids.deposit = (
      await create(mission({ title: { es: 'Deposite 500' }, task: 'DEPOSIT', target: 500, category: null }))
    ).id;
  });

  it('refuses bad missions with the fields named and stores nothing', async () => {
    const before = (
      await t.app.inject({ url: '/admin-api/promotions/missions', headers: operatorHeaders })
    ).json().value.length;
    for (const body of [
      mission({ task: 'ROUNDS', target: 1.5, category: null }),
      mission({ task: 'DEPOSIT', category: 'RNG' }),
      mission({ target: 10.001 }),
      mission({ task: 'LOGIN_DAYS', period: 'DAILY', target: 2, category: null }),
      mission({ reward: { amount: 0, turnoverMultiple: 1, bonusDays: null } }),
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/admin-api/promotions/missions',
        headers: { ...operatorHeaders, 'accept-language': 'es' },
        payload: body,
      });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().success).toBe(false);
    }
    const after = (
      await t.app.inject({ url: '/admin-api/promotions/missions', headers: operatorHeaders })
    ).json().value.length;
    expect(after).toBe(before);
  });

  it('audits operator changes and answers 404 for unknown missions', async () => {
    const { rows } = await t.db.execute<{ n: string }>(
      sql`select count(*)::text as n from audit_log where target = ${`mission:${ids.betRng}`}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ url: `/admin-api/promotions/missions/${unknown}`, headers: operatorHeaders }))
        .statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/promotions/missions/${unknown}`,
      headers: operatorHeaders,
      payload: mission({}),
    });
    expect(put.statusCode).toBe(404);
  });

  it('shows live progress from the settled totals of the current periods and pays a claim once', async () => {
    const player = await createPlayer(t.app, t.db);
    // Wednesday: 1,250.00 valid on slots in 3 bets, 500.00 live in 2; Monday 100.00 on slots in 1 bet;
    // Sunday (last week) 9,999.00 that no mission of this week or day counts.
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-25',
      gameType: 'RNG',
      validBet: 125_000n,
      betCount: 3,
    });
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-25',
      gameType: 'LIVE',
      validBet: 50_000n,
      betCount: 2,
    });
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-23',
      gameType: 'RNG',
      validBet: 10_000n,
      betCount: 1,
    });
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-22',
      gameType: 'RNG',
      validBet: 999_900n,
      betCount: 9,
    });
    // Sign-ins: Sunday 23:30 local (last week), Monday 00:30 local, and today's login through the API.
    await insertSignIn(t.db, player.id, new Date('2026-11-23T05:30:00Z'));
    await insertSignIn(t.db, player.id, new Date('2026-11-23T06:30:00Z'));

    const summary = await t.app.inject({
      url: '/wps/relay/MCSFE_getMissionSummaryDetails',
      headers: player.headers,
    });
    expect(summary.statusCode).toBe(200);
    const value = summary.json().value as {
      missions: {
        id: string;
        progress: number;
        percent: number;
        state: string;
        target: number;
        periodEnd: string;
      }[];
      claimableCount: number;
    };
    const byId = Object.fromEntries(value.missions.map((item) => [item.id, item]));
    // Daily slots: 1,250.00 of 2,000.00 = 62 %.
    expect(byId[ids.betRng!]).toMatchObject({
      progress: 1250,
      target: 2000,
      percent: 62,
      state: 'IN_PROGRESS',
    });
    expect(byId[ids.betRng!]!.periodEnd).toBe('2026-11-26T06:00:00.000Z');
    // Daily rounds, every category: 3 + 2 = 5 of 5.
    expect(byId[ids.rounds!]).toMatchObject({ progress: 5, percent: 100, state: 'COMPLETED' });
    // Weekly valid bet: 1,250 + 500 + 100 = 1,850.00, capped at the 1,500.00 target; Sunday's does not count.
    expect(byId[ids.weeklyBet!]).toMatchObject({ progress: 1500, percent: 100, state: 'COMPLETED' });
    // Login days this week: Monday and Wednesday (Sunday night belongs to last week).
    expect(byId[ids.login!]).toMatchObject({ progress: 2, target: 3, percent: 66, state: 'IN_PROGRESS' });
    expect(byId[ids.deposit!]).toMatchObject({ progress: 0, state: 'IN_PROGRESS' });
    expect(value.claimableCount).toBe(2);

    const badges = await t.app.inject({ url: '/wps/promotions/badges', headers: player.headers });
    expect(badges.json().value.missionLeaderboard).toBe(2);

    const before = await balanceOf(t.app, player);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/missions/${ids.rounds}/claim`,
      headers: player.headers,
      payload: { periodKey: '2026-11-25' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().value).toMatchObject({ missionId: ids.rounds, periodKey: '2026-11-25', amount: 15 });
    expect((await balanceOf(t.app, player)).balance).toBeCloseTo(before.balance + 15, 2);

    const again = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/missions/${ids.rounds}/claim`,
      headers: { ...player.headers, 'accept-language': 'es' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'MISSION_ALREADY_CLAIMED',
      message: 'La recompensa de esta misión ya fue reclamada.',
    });

    const bonus = await t.db.execute<{ amount: string; turnover_required: string; source: string }>(
      sql`select amount::text, turnover_required::text, source from promotion_bonuses
          where key = ${`mission:${ids.rounds}:2026-11-25:${player.id}`}`,
    );
    // 15.00 with a 2× turnover: 30.00 of valid bet owed.
    expect(bonus.rows).toEqual([{ amount: '1500', turnover_required: '3000', source: 'MISSION' }]);

    const after = await t.app.inject({
      url: '/wps/relay/MCSFE_getMissionSummaryDetails',
      headers: player.headers,
    });
    const rounds = (after.json().value.missions as { id: string; state: string }[]).find(
      (m) => m.id === ids.rounds,
    );
    expect(rounds?.state).toBe('CLAIMED');
    expect(after.json().value.claimableCount).toBe(1);
  });

  it('refuses claims not completed, of another period, of unknown missions and bad ids', async () => {
    const player = await createPlayer(t.app, t.db);
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-25',
      gameType: 'RNG',
      validBet: 199_999n,
      betCount: 1,
    });
    const post = (url: string, payload?: unknown) =>
      t.app.inject({ method: 'POST', url, headers: player.headers, ...(payload ? { payload } : {}) });
    // 1,999.99 of 2,000.00.
    const short = await post(`/wps/promotions/missions/${ids.betRng}/claim`);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('MISSION_NOT_COMPLETED');
    // Yesterday's period of the completed weekly... daily rounds: another period.
    await insertDailyTotals(t.db, {
      memberId: player.id,
      day: '2026-11-25',
      gameType: 'LIVE',
      validBet: 100n,
      betCount: 4,
    });
    const otherPeriod = await post(`/wps/promotions/missions/${ids.rounds}/claim`, {
      periodKey: '2026-11-24',
    });
    expect(otherPeriod.statusCode).toBe(400);
    const badKey = await post(`/wps/promotions/missions/${ids.rounds}/claim`, { periodKey: 'yesterday' });
    expect(badKey.statusCode).toBe(400);
    expect(
      (await post('/wps/promotions/missions/00000000-0000-4000-8000-000000000000/claim')).json().code,
    ).toBe('MISSION_NOT_FOUND');
    expect((await post('/wps/promotions/missions/not-a-uuid/claim')).statusCode).toBe(400);
    const { rows } = await t.db.execute<{ n: string }>(
      sql`select count(*)::text as n from promotion_mission_claims where member_id = ${player.id}::uuid`,
    );
    expect(rows[0]!.n).toBe('0');
    // The rounds mission is complete (1 + 4 = 5): the current period's claim works.
    expect(
      (await post(`/wps/promotions/missions/${ids.rounds}/claim`, { periodKey: '2026-11-25' })).statusCode,
    ).toBe(200);
  });

  it('shows visitors the missions without progress; trial or anonymous claims are refused', async () => {
    const reply = await t.app.inject({ url: '/wps/relay/MCSFE_getMissionSummaryDetails' });
    expect(reply.statusCode).toBe(200);
    const missions = reply.json().value.missions as { progress: number | null; state: string | null }[];
    expect(missions.length).toBe(5);
    expect(missions.every((item) => item.progress === null && item.state === null)).toBe(true);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/missions/${ids.rounds}/claim`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hides deleted missions (404 on claim), keeping their claims', async () => {
    const extra = await create(mission({ title: { es: 'Temporal' } }));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/promotions/missions/${extra.id}`,
      headers: operatorHeaders,
    });
    expect(del.statusCode).toBe(200);
    const player = await createPlayer(t.app, t.db);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/wps/promotions/missions/${extra.id}/claim`,
      headers: player.headers,
    });
    expect(claim.json().code).toBe('MISSION_NOT_FOUND');
  });
});
