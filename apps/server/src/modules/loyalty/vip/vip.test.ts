import type { TVipLevel, TVipSettings } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn, startOfDay } from '../../../platform/zoned-time';
import { operatorHeaders } from '../../../test/app';
import { bearer, createTestMember, login, putWhitelabel } from '../../identity/testing';
import { creditDeposit } from '../../promotions/activities/testing';
import { readBrand } from '../../wallet/brand';
import { createPlayer, requestId, TEST_PAYMENT_PASSWORD, type TestPlayer } from '../../wallet/testing';
import {
  createLoyaltyTestApp,
  expectLedgerClean,
  putBets,
  putDeposit,
  putLoyaltySettings,
  type LoyaltyTestApp,
} from '../testing';
import { DEFAULT_VIP_SETTINGS } from './defaults';

/**
 * VIP levels with hand-computed fixtures (money in minor units in the database: 1.00 = 100). The levels
 * below are the test's own; the VIP period is the brand-zone month. Each test works in its own months
 * (counted back from the clock's month) so one test's period run never closes another's period.
 */

const level = (over: Partial<TVipLevel> & Pick<TVipLevel, 'level' | 'name'>): TVipLevel => ({
  ...DEFAULT_VIP_SETTINGS.levels[0]!,
  reachValidBet: 0,
  reachDeposit: 0,
  keepValidBet: 0,
  upgradeBonus: 0,
  periodBonus: 0,
  withdrawDailyCount: null,
  withdrawMaxAmount: null,
  ...over,
});

const SETTINGS: TVipSettings = {
  period: 'MONTH',
  levels: [
    level({ level: 0, name: { es: 'Miembro', en: 'Member' } }),
    // reach 1,000.00 bet + 100.00 deposits; keep 500.00 a month; upgrade 10.00; period 2.00
    level({
      level: 1,
      name: { es: 'Bronce', en: 'Bronze' },
      reachValidBet: 1_000,
      reachDeposit: 100,
      keepValidBet: 500,
      upgradeBonus: 10,
      periodBonus: 2,
      pointsMultiplierPercent: 150,
      withdrawDailyCount: 1,
      withdrawMaxAmount: 500,
    }),
    // reach 3,000.00 bet + 100.00 deposits; keep 1,500.00 a month; upgrade 30.00; period 5.00
    level({
      level: 2,
      name: { es: 'Plata', en: 'Silver' },
      reachValidBet: 3_000,
      reachDeposit: 100,
      keepValidBet: 1_500,
      upgradeBonus: 30,
      periodBonus: 5,
      pointsMultiplierPercent: 200,
    }),
    // reach 10,000.00 bet + 1,000.00 deposits
    level({
      level: 3,
      name: { es: 'Oro', en: 'Gold' },
      reachValidBet: 10_000,
      reachDeposit: 1_000,
      keepValidBet: 5_000,
      upgradeBonus: 100,
      periodBonus: 20,
    }),
  ],
};

let t: LoyaltyTestApp;
let timeZone: string;
let baseMonth: string;
const HOUR = 3_600_000;

/** The first day (yyyy-MM-01) of the month `offset` months from the clock's first month. */
function month(offset: number): string {
  const [year = 0, m = 1] = baseMonth.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1 + offset, 1)).toISOString().slice(0, 10);
}
/** Day `n` of that month (n < 1 counts back from its end: 0 the last day). */
function day(offset: number, n: number): string {
  const [year = 0, m = 1] = month(offset).split('-').map(Number);
  return new Date(Date.UTC(year, m - 1 + (n < 1 ? 1 : 0), n)).toISOString().slice(0, 10);
}
/** The clock at `hour` o'clock of a brand-zone date. */
const setDay = (date: string, hour = 12) =>
  t.clock.set(new Date(startOfDay(timeZone, date).getTime() + hour * HOUR));

const vip = () => t.loyalty.vip;
const rewardsOf = async (memberId: string) =>
  (
    await t.db.execute<{ source_key: string; amount: string; title: { es: string; en: string } }>(sql`
      select source_key, amount::text as amount, title from promotion_rewards
      where member_id = ${memberId}::uuid and source = 'VIP' order by created_at, source_key`)
  ).rows;
const stateOf = async (memberId: string) =>
  (
    await t.db.execute<{
      level: number;
      highest_level: number;
      base_valid_bet: string;
      base_deposit: string;
    }>(sql`
      select level, highest_level, base_valid_bet::text as base_valid_bet, base_deposit::text as base_deposit
      from vip_members where member_id = ${memberId}::uuid`)
  ).rows[0];
const changesOf = async (memberId: string) =>
  (
    await t.db.execute<{ from_level: number; to_level: number; reason: string }>(sql`
      select from_level, to_level, reason from vip_level_changes where member_id = ${memberId}::uuid order by id`)
  ).rows.map((row) => `${row.reason} ${row.from_level}->${row.to_level}`);
const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin-api${url}`, headers: operatorHeaders, payload });

beforeAll(async () => {
  t = await createLoyaltyTestApp();
  timeZone = (await readBrand(t.db)).timeZone;
  baseMonth = `${dateIn(timeZone, t.clock.now()).slice(0, 7)}-01`;
  await putWhitelabel(t.app, { VIP3: true });
  await putLoyaltySettings(t.app, 'vip', SETTINGS);
});

describe('VIP levels', () => {
  it('upgrades across a month boundary: level 1 kept in month 1, level 2 reached in month 2, each bonus once', async () => {
    const member = await createTestMember(t.db);
    // Month 0: 100.00 deposited, 1,000.00 bet → reaches level 1 (upgrade 10.00).
    setDay(day(-8, 20));
    await putDeposit(t.db, t.loyalty.ctx.ledger, member.id, 10_000n);
    await putBets(t.db, member.id, day(-8, 20), { gameType: 'RNG', validBet: 100_000n });
    expect(await vip().evaluate(member.id)).toEqual({ from: 0, to: 1, offered: 1 });

    // Month 1, last two days: 300.00 + 300.00 = 600.00 ≥ keep 500.00; lifetime 1,600.00 < 3,000.00.
    setDay(day(-7, -1));
    await putBets(t.db, member.id, day(-7, -1), { gameType: 'LIVE', validBet: 30_000n });
    setDay(day(-7, 0));
    await putBets(t.db, member.id, day(-7, 0), { gameType: 'SPORTS', validBet: 30_000n });
    expect(await vip().evaluate(member.id)).toBeNull();

    // Month 2 begins: month 1 closes; level 1 (held since month 0) is kept, its period bonus 2.00 offered.
    setDay(day(-6, 1), 1);
    const run = await vip().runPeriod();
    expect(run).toMatchObject({ period: month(-7), already: false });
    expect((await stateOf(member.id))?.level).toBe(1);

    // Month 2, day 1: 1,400.00 more → lifetime 1,000 + 600 + 1,400 = 3,000.00 ≥ 3,000.00 → level 2.
    await putBets(t.db, member.id, day(-6, 1), { gameType: 'RNG', validBet: 140_000n });
    setDay(day(-6, 2));
    expect(await vip().evaluate(member.id)).toEqual({ from: 1, to: 2, offered: 1 });
    expect(await vip().evaluate(member.id)).toBeNull();
    expect(await vip().runPeriod({ day: day(-7, 15) })).toMatchObject({ already: true, bonuses: 0 });

    expect(await rewardsOf(member.id)).toEqual([
      {
        source_key: `vip:upgrade:1:${member.id}`,
        amount: '1000',
        title: { es: 'Bono de ascenso VIP Bronce', en: 'VIP upgrade bonus Bronze' },
      },
      {
        source_key: `vip:period:${month(-7)}:${member.id}`,
        amount: '200',
        title: { es: 'Bono VIP del periodo Bronce', en: 'VIP period bonus Bronze' },
      },
      {
        source_key: `vip:upgrade:2:${member.id}`,
        amount: '3000',
        title: { es: 'Bono de ascenso VIP Plata', en: 'VIP upgrade bonus Silver' },
      },
    ]);
    expect(await changesOf(member.id)).toEqual(['UPGRADE 0->1', 'UPGRADE 1->2']);
    expect(t.events).toContainEqual({ memberId: member.id, event: { type: 'loyalty', part: 'vip' } });
    expect(t.events).toContainEqual({ memberId: member.id, event: { type: 'promotions', part: 'rewards' } });
  });

  it('relegates one level when the month’s valid bet misses the keep, progress restarting at the new level', async () => {
    const member = await createTestMember(t.db);
    // Month 0: 3,000.00 bet and 100.00 deposited at once → level 0 to 2: both upgrade bonuses.
    setDay(day(-5, 10));
    await putDeposit(t.db, t.loyalty.ctx.ledger, member.id, 10_000n);
    await putBets(t.db, member.id, day(-5, 10), { gameType: 'RNG', validBet: 300_000n });
    expect(await vip().evaluate(member.id)).toEqual({ from: 0, to: 2, offered: 2 });

    // Month 1: 1,000.00 < keep 1,500.00 of level 2 → relegated to 1 when month 1 closes.
    await putBets(t.db, member.id, day(-4, 12), { gameType: 'LIVE', validBet: 100_000n });
    setDay(day(-3, 1), 1);
    expect(await vip().runPeriod()).toMatchObject({ period: month(-4), already: false });
    // Lifetime 4,000.00 bet, 100.00 deposits; progress restarts at level 1's reach (1,000.00 and 100.00):
    // base bet = 4,000.00 − 1,000.00 = 3,000.00; base deposits = 100.00 − 100.00 = 0.
    expect(await stateOf(member.id)).toEqual({
      level: 1,
      highest_level: 2,
      base_valid_bet: '300000',
      base_deposit: '0',
    });
    expect(await vip().evaluate(member.id)).toBeNull();

    // A re-run of month 1 changes nothing.
    expect(await vip().runPeriod({ day: day(-4, 3) })).toMatchObject({ already: true });
    expect((await stateOf(member.id))?.level).toBe(1);

    // 2,000.00 more: progress 1,000 + 2,000 = 3,000.00 → level 2 again, no second upgrade bonus.
    await putBets(t.db, member.id, day(-3, 2), { gameType: 'SPORTS', validBet: 200_000n });
    expect(await vip().evaluate(member.id)).toEqual({ from: 1, to: 2, offered: 0 });

    expect((await rewardsOf(member.id)).map((row) => [row.source_key, row.amount])).toEqual([
      [`vip:upgrade:1:${member.id}`, '1000'],
      [`vip:upgrade:2:${member.id}`, '3000'],
      // Month 1's period bonus at the level held at its end, after the relegation: level 1's 2.00.
      [`vip:period:${month(-4)}:${member.id}`, '200'],
    ]);
    expect(await changesOf(member.id)).toEqual(['UPGRADE 0->2', 'DOWNGRADE 2->1', 'UPGRADE 1->2']);
    await expectLedgerClean(t.db);
  });

  it('an operator’s level pays no upgrade bonus; a level reached during a period is not checked at its end', async () => {
    const member = await createTestMember(t.db);
    const stayer = await createTestMember(t.db);
    // Month 0: stayer reaches level 1 on day 10 and bets nothing more; member is set to level 2 on day 20.
    setDay(day(-2, 10));
    await putDeposit(t.db, t.loyalty.ctx.ledger, stayer.id, 10_000n);
    await putBets(t.db, stayer.id, day(-2, 10), { gameType: 'RNG', validBet: 100_000n });
    await vip().evaluate(stayer.id);
    setDay(day(-2, 20));
    const missing = await admin('PUT', `/loyalty/vip/members/${member.id}`, {
      level: 7,
      remark: 'VIP manual',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('VIP_LEVEL_NOT_FOUND');
    const set = await admin('PUT', `/loyalty/vip/members/${member.id}`, { level: 2, remark: 'Cliente VIP' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ level: 2, highestLevel: 2, levelName: 'Plata', validBet: 0 });
    expect(set.json().value.changes).toMatchObject([
      { fromLevel: 0, toLevel: 2, reason: 'OPERATOR', remark: 'Cliente VIP' },
    ]);
    expect(await vip().evaluate(member.id)).toBeNull();

    // Month 0 closes: neither is checked (both levels came during it); both get their period bonus.
    setDay(day(-1, 1), 1);
    expect(await vip().runPeriod()).toMatchObject({ period: month(-2), already: false });
    // Month −1 closes with no bets: both held their levels all month and miss the keep → down one level.
    setDay(day(0, 1), 1);
    expect(await vip().runPeriod()).toMatchObject({ period: month(-1), already: false });
    expect(await vip().runPeriod()).toMatchObject({ period: month(-1), already: true });

    expect((await rewardsOf(member.id)).map((row) => [row.source_key, row.amount])).toEqual([
      [`vip:period:${month(-2)}:${member.id}`, '500'],
      [`vip:period:${month(-1)}:${member.id}`, '200'],
    ]);
    expect((await rewardsOf(stayer.id)).map((row) => [row.source_key, row.amount])).toEqual([
      [`vip:upgrade:1:${stayer.id}`, '1000'],
      [`vip:period:${month(-2)}:${stayer.id}`, '200'],
    ]);
    expect(await changesOf(member.id)).toEqual(['OPERATOR 0->2', 'DOWNGRADE 2->1']);
    expect(await changesOf(stayer.id)).toEqual(['UPGRADE 0->1', 'DOWNGRADE 1->0']);
    const audit = await t.db.execute<{ n: number | string }>(
      sql`select count(*) as n from audit_log where action = 'loyalty.vip.level' and target = ${`member:${member.id}`}`,
    );
    expect(Number(audit.rows[0]!.n)).toBe(1);
  });

  it('a credited deposit re-evaluates the level', async () => {
    t.clock.set(new Date(startOfDay(timeZone, day(0, 1)).getTime() + 12 * HOUR));
    const player = await createPlayer(t.app, t.db);
    await putBets(t.db, player.id, day(0, 1), { gameType: 'RNG', validBet: 100_000n });
    await creditDeposit(t.app, player, 100);
    expect((await stateOf(player.id))?.level).toBe(1);
  });
});

describe('VIP settings and reads', () => {
  it('refuses levels out of order, a level 0 with a threshold or thresholds going down; saves nothing', async () => {
    const put = (settings: TVipSettings) => admin('PUT', '/loyalty/vip/settings', settings);
    const cases: [TVipSettings, string][] = [
      [{ ...SETTINGS, levels: [SETTINGS.levels[0]!, SETTINGS.levels[2]!] }, 'levels[1].level'],
      [{ ...SETTINGS, levels: [{ ...SETTINGS.levels[0]!, reachDeposit: 5 }] }, 'levels[0].reachDeposit'],
      [
        {
          ...SETTINGS,
          levels: [...SETTINGS.levels.slice(0, 2), { ...SETTINGS.levels[2]!, reachValidBet: 900 }],
        },
        'levels[2].reachValidBet',
      ],
    ];
    for (const [settings, field] of cases) {
      const reply = await put(settings);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [field] } });
    }
    expect((await admin('GET', '/loyalty/vip/settings')).json().value).toEqual(SETTINGS);
  });

  it('the VIP page shows level, progress, next level, the period and the benefits', async () => {
    setDay(day(0, 5));
    const player = await createPlayer(t.app, t.db);
    // 1,200.00 bet (1,000.00 before this month, 200.00 on its day 3) and 150.00 deposited → level 1.
    await putDeposit(t.db, t.loyalty.ctx.ledger, player.id, 15_000n);
    await putBets(t.db, player.id, day(-1, 3), { gameType: 'RNG', validBet: 100_000n });
    await putBets(t.db, player.id, day(0, 3), { gameType: 'LIVE', validBet: 20_000n });
    await vip().evaluate(player.id);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/wps/loyalty/vip',
      headers: { ...player.headers, 'accept-language': 'en' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const status = reply.json().value;
    // Next: 3,000.00 bet (1,200 / 3,000 = 40 %) and 100.00 deposits (met, 100 %) → 40.
    expect(status).toMatchObject({
      enabled: true,
      level: 1,
      levelName: 'Bronze',
      validBet: 1200,
      deposit: 150,
      next: { level: 2, name: 'Silver', reachValidBet: 3000, reachDeposit: 100, percent: 40 },
      period: { start: startOfDay(timeZone, month(0)).toISOString(), validBet: 200, keepValidBet: 500 },
    });
    expect(status.levels.map((row: { name: string }) => row.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(status.levels[1]).toMatchObject({
      upgradeBonus: 10,
      withdrawDailyCount: 1,
      withdrawMaxAmount: 500,
    });
  });

  it('benefits and withdrawal limits come from the level; the wallet refuses a second withdrawal of the day', async () => {
    t.clock.set(new Date(Math.floor(Date.now() / 60_000) * 60_000));
    const player: TestPlayer = await createPlayer(t.app, t.db, { balance: 2_000 });
    expect(await vip().withdrawalLimits(player.id)).toEqual({ dailyMaxCount: null, maxAmount: null });
    expect((await vip().benefitsOf(t.db, player.id)).pointsMultiplierPercent).toBe(100);
    await admin('PUT', `/loyalty/vip/members/${player.id}`, { level: 1, remark: 'Prueba de límites' });
    expect(await vip().withdrawalLimits(player.id)).toEqual({ dailyMaxCount: 1, maxAmount: 50_000n });
    expect((await vip().benefitsOf(t.db, player.id)).pointsMultiplierPercent).toBe(150);

    const payee = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/payee-accounts',
      headers: player.headers,
      payload: {
        bankName: 'Banorte',
        accountName: 'VIP Test',
        accountNumber: '0123456789012',
        paymentPassword: TEST_PAYMENT_PASSWORD,
      },
    });
    expect(payee.statusCode, payee.body).toBe(200);
    const withdraw = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/cashier/withdraw',
        headers: player.headers,
        payload: {
          amount,
          payeeAccountId: payee.json().value.id,
          paymentPassword: TEST_PAYMENT_PASSWORD,
          requestId: requestId('wd'),
        },
      });
    // Level 1's maximum is 500.00.
    const over = await withdraw(600);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(100)).statusCode).toBe(200);
    const second = await withdraw(100);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().code).toBe('WITHDRAW_DAILY_LIMIT');

    // VIP3 off: the wallet's own limits, level 0's benefits, and a page that hides.
    await putWhitelabel(t.app, { VIP3: false });
    try {
      expect(await vip().withdrawalLimits(player.id)).toEqual({ dailyMaxCount: null, maxAmount: null });
      expect((await vip().benefitsOf(t.db, player.id)).pointsMultiplierPercent).toBe(100);
      const { token } = await login(t.app, { username: player.account, password: player.password });
      const page = await t.app.inject({ method: 'GET', url: '/wps/loyalty/vip', headers: bearer(token) });
      expect(page.json().value).toMatchObject({ enabled: false, level: 0, next: null });
    } finally {
      await putWhitelabel(t.app, { VIP3: true });
    }
    await expectLedgerClean(t.db);
  });
});
