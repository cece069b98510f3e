import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { bearer, createTestClock, createTestMember, uniqueIp } from '../../identity/testing';
import { listAuditEntries } from '../../system/repository';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  requestId,
  type TestPlayer,
  type WalletTestApp,
} from '../../wallet/testing';
import { offerReward, type OfferRewardInput } from './offer-reward';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = createTestClock(new Date('2026-03-10T15:00:00Z'));
let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp({ clock });
  db = t.db;
});

let seq = 0;
const offer = (memberId: string, input: Partial<OfferRewardInput> = {}) =>
  offerReward(db, clock.now(), {
    memberId,
    sourceKey: `test:${memberId}:${(seq += 1)}`,
    source: 'VIP',
    title: { es: 'Bono VIP de marzo', en: 'March VIP bonus' },
    amount: 5000n,
    turnover: { base: 'BONUS', percent: 300 },
    bonusValidDays: 7,
    expiresAt: null,
    ...input,
  });

const get = (player: TestPlayer, url: string, lang = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { ...player.headers, 'accept-language': lang } });
const post = (player: TestPlayer, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: player.headers, payload });
const badges = async (player: TestPlayer) => (await get(player, '/wps/promotions/badges')).json().value;

describe('the reward centre', () => {
  it('lists the waiting rewards in the request’s language with amount, turnover and expiry', async () => {
    const player = await createPlayer(t.app, db);
    await offer(player.id, { expiresAt: new Date(clock.now().getTime() + 48 * HOUR) });
    await offer(player.id, {
      source: 'MISSION',
      title: { es: 'Misión diaria', en: 'Daily mission' },
      amount: 1250n,
      turnover: { base: 'BONUS', percent: 0 },
    });
    const es = (await get(player, '/wps/promotions/rewards')).json().value;
    expect(es).toMatchObject({ totalElements: 2, pendingCount: 2, pendingAmount: 62.5, unreadCount: 2 });
    // Soonest expiry first: the VIP bonus (48 h), then the mission (no expiry).
    expect(es.content[0]).toMatchObject({
      source: 'VIP',
      title: 'Bono VIP de marzo',
      amount: 50,
      status: 'PENDING',
      turnoverMultiple: 3,
      turnoverAmount: 150, // 50.00 × 3
      bonusValidDays: 7,
      expiresAt: '2026-03-12T15:00:00.000Z',
      seen: false,
    });
    expect(es.content[1]).toMatchObject({ title: 'Misión diaria', amount: 12.5, turnoverAmount: 0 });
    const en = (await get(player, '/wps/promotions/rewards', 'en')).json().value;
    expect(en.content.map((row: { title: string }) => row.title)).toEqual([
      'March VIP bonus',
      'Daily mission',
    ]);
  });

  it('counts unseen rewards in the badge until the page is opened', async () => {
    const player = await createPlayer(t.app, db);
    await offer(player.id);
    await offer(player.id);
    expect(await badges(player)).toMatchObject({ rewardCenter: 2 });
    expect((await badges(player)).availablePromoCount).toBeGreaterThanOrEqual(2);
    expect((await post(player, '/wps/promotions/rewards/seen')).json().value).toEqual({ marked: 2 });
    expect(await badges(player)).toMatchObject({ rewardCenter: 0 });
    // Still claimable: seen does not take them out of availablePromoCount.
    expect((await badges(player)).availablePromoCount).toBeGreaterThanOrEqual(2);
    await offer(player.id);
    expect(await badges(player)).toMatchObject({ rewardCenter: 1 });
  });

  it('claims one reward: the bonus is credited once, the reward moves to the history', async () => {
    const player = await createPlayer(t.app, db);
    const { rewardId } = await offer(player.id);
    const claimed = await post(player, `/wps/promotions/rewards/${rewardId}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value).toMatchObject({ rewardId, amount: 50 });
    expect((await balanceOf(t.app, player)).balance).toBe(50);
    const bonus = (
      await db.execute<{ key: string; amount: string; turnover_required: string; expires_at: Date | string }>(
        sql`select key, amount::text, turnover_required::text, expires_at from promotion_bonuses
          where member_id = ${player.id}::uuid`,
      )
    ).rows;
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({ key: `reward:${rewardId}`, amount: '5000', turnover_required: '15000' });
    expect(new Date(bonus[0]!.expires_at).toISOString()).toBe('2026-03-17T15:00:00.000Z');
    await expectRefusedWithoutMoney(
      t.app,
      db,
      { method: 'POST', url: `/wps/promotions/rewards/${rewardId}/claim`, headers: player.headers },
      { status: 409, code: 'REWARD_ALREADY_CLAIMED' },
    );
    const history = (await get(player, '/wps/promotions/rewards?tab=HISTORY')).json().value;
    expect(history.content).toMatchObject([{ id: rewardId, status: 'CLAIMED', seen: true }]);
    expect((await get(player, '/wps/promotions/rewards')).json().value.totalElements).toBe(0);
    await expectLedgerClean(db);
  });

  it('refuses another member’s reward as unknown, and nothing moves', async () => {
    const owner = await createPlayer(t.app, db);
    const other = await createPlayer(t.app, db);
    const { rewardId } = await offer(owner.id);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      { method: 'POST', url: `/wps/promotions/rewards/${rewardId}/claim`, headers: other.headers },
      { status: 404, code: 'REWARD_NOT_FOUND' },
    );
    const row = (await db.execute(sql`select status from promotion_rewards where id = ${rewardId}::uuid`))
      .rows;
    expect(row).toEqual([{ status: 'PENDING' }]);
  });

  it('refuses an expired reward; the job marks it EXPIRED and it shows in the history', async () => {
    const player = await createPlayer(t.app, db);
    const { rewardId } = await offer(player.id, { expiresAt: new Date(clock.now().getTime() + 5 * MINUTE) });
    // Ten minutes on: past the reward's expiry, well within the session's idle time.
    clock.advance(10 * MINUTE);
    try {
      await expectRefusedWithoutMoney(
        t.app,
        db,
        { method: 'POST', url: `/wps/promotions/rewards/${rewardId}/claim`, headers: player.headers },
        { status: 409, code: 'REWARD_EXPIRED' },
      );
      expect((await get(player, '/wps/promotions/rewards')).json().value.totalElements).toBe(0);
      expect((await get(player, '/wps/promotions/rewards?tab=HISTORY')).json().value.content).toMatchObject([
        { id: rewardId, status: 'EXPIRED' },
      ]);
      const job = t.app.scheduledJobs.find((entry) => entry.name === 'promotions-rewards-expiry')!;
      expect(await job.run(clock.now())).toBeGreaterThanOrEqual(1);
      const row = (await db.execute(sql`select status from promotion_rewards where id = ${rewardId}::uuid`))
        .rows;
      expect(row).toEqual([{ status: 'EXPIRED' }]);
    } finally {
      clock.advance(-10 * MINUTE);
    }
  });

  it('claims all: each reward paid once, the total and the failures reported', async () => {
    const player = await createPlayer(t.app, db);
    await offer(player.id, { amount: 1000n });
    await offer(player.id, { amount: 2050n });
    await offer(player.id, { amount: 500n });
    const all = await post(player, '/wps/promotions/rewards/claim-all');
    expect(all.statusCode, all.body).toBe(200);
    // 10.00 + 20.50 + 5.00 = 35.50
    expect(all.json().value).toEqual({ claimed: 3, totalAmount: 35.5, failed: [] });
    expect((await balanceOf(t.app, player)).balance).toBe(35.5);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      { method: 'POST', url: '/wps/promotions/rewards/claim-all', headers: player.headers },
      { status: 409, code: 'NOTHING_TO_CLAIM' },
    );
  });

  it('refuses bad input with 400 and trial sessions with 403', async () => {
    const player = await createPlayer(t.app, db);
    expect((await post(player, '/wps/promotions/rewards/not-a-uuid/claim')).statusCode).toBe(400);
    expect((await get(player, '/wps/promotions/rewards?tab=SOMETIME')).statusCode).toBe(400);
    expect((await get(player, '/wps/promotions/rewards?pageSize=1000')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/wps/promotions/rewards' })).statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W', random: 'abcdefgh12345678', gatewayVersion: 3 },
      remoteAddress: uniqueIp(),
    });
    const trialHeaders = bearer(trial.json().value.token);
    for (const url of ['/wps/promotions/rewards/claim-all', '/wps/relay/MCS2_claimRafflePromotion']) {
      const refused = await t.app.inject({ method: 'POST', url, headers: trialHeaders, payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
    }
    const badges = await t.app.inject({
      method: 'GET',
      url: '/wps/promotions/badges',
      headers: trialHeaders,
    });
    expect(badges.json().value).toEqual({ availablePromoCount: 0, rewardCenter: 0, missionLeaderboard: 0 });
  });
});

describe('the reward centre’s operator API', () => {
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/admin-api${url}`, headers: operatorHeaders, payload });

  it('gives a member a reward once per request id, audited; lists it; cancels it once', async () => {
    const player = await createPlayer(t.app, db);
    const body = {
      account: player.account,
      title: { es: 'Compensación', en: 'Compensation' },
      amount: 25.5,
      turnoverMultiple: 2,
      requestId: requestId('give'),
    };
    const first = await admin('POST', '/promotions/rewards', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.created).toBe(true);
    const again = await admin('POST', '/promotions/rewards', body);
    expect(again.json().value).toEqual({ rewardId: first.json().value.rewardId, created: false });
    const rewardId = first.json().value.rewardId as string;
    expect(await listAuditEntries(db, { target: `reward:${rewardId}` })).toHaveLength(1);

    const listed = await admin('GET', `/promotions/rewards?account=${player.account}&status=PENDING`);
    expect(listed.json().value).toMatchObject({
      totalElements: 1,
      content: [
        { id: rewardId, source: 'MANUAL', amount: 25.5, turnoverMultiple: 2, account: player.account },
      ],
    });
    const pending = (await get(player, '/wps/promotions/rewards')).json().value;
    expect(pending.content).toMatchObject([{ title: 'Compensación', turnoverAmount: 51 }]);

    const cancelled = await admin('POST', `/promotions/rewards/${rewardId}/cancel`, { reason: 'duplicado' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value.status).toBe('CANCELLED');
    expect((await admin('POST', `/promotions/rewards/${rewardId}/cancel`, {})).json().code).toBe('CONFLICT');
    expect(await listAuditEntries(db, { target: `reward:${rewardId}` })).toHaveLength(2);
    const claim = await post(player, `/wps/promotions/rewards/${rewardId}/claim`);
    expect(claim.json()).toMatchObject({ code: 'REWARD_EXPIRED' });
    expect((await balanceOf(t.app, player)).balance).toBe(0);
  });

  it('refuses bad input: unknown account, too many decimals, no title', async () => {
    const member = await createTestMember(db);
    const base = { account: member.account, title: { es: 'X' }, amount: 1, requestId: requestId('bad') };
    expect((await admin('POST', '/promotions/rewards', { ...base, account: 'nobody00000' })).statusCode).toBe(
      404,
    );
    expect((await admin('POST', '/promotions/rewards', { ...base, amount: 1.234 })).statusCode).toBe(400);
    expect((await admin('POST', '/promotions/rewards', { ...base, title: {} })).statusCode).toBe(400);
    expect(
      (await db.execute(sql`select 1 from promotion_rewards where member_id = ${member.id}::uuid`)).rows,
    ).toHaveLength(0);
  });
});
