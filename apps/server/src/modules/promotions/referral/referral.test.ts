import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { findPlayerByReferralCode } from '../../identity/referral-codes';
import { createTestClock, createTestMember, putWhitelabel } from '../../identity/testing';
import { createPlayer, createWalletTestApp, type WalletTestApp } from '../../wallet/testing';

const NOW = new Date('2026-11-25T18:00:00Z');

describe('invite friends', () => {
  let t: WalletTestApp;

  const putSettings = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/admin-api/promotions/referral/settings',
      headers: operatorHeaders,
      payload: body,
    });

  /** A friend's first deposit, as the wallet records it (fixture: the referral part only reads it). */
  const firstDeposit = (memberId: string, amount: bigint) =>
    t.db.execute(sql`insert into member_first_deposits (member_id, day, at, amount)
      values (${memberId}::uuid, '2026-11-25', ${NOW.toISOString()}::timestamptz, ${String(amount)}::bigint)`);

  const referralJob = () => t.app.scheduledJobs.find((job) => job.name === 'promotions-referral-catch-up')!;

  beforeAll(async () => {
    t = await createWalletTestApp({ clock: createTestClock(NOW) });
    const saved = await putSettings({
      rule: 'FIRST_DEPOSIT',
      threshold: 100,
      rewardAmount: 25,
      turnoverMultiple: 1,
      bonusDays: 7,
      claimDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('is refused to players while the REFERRAL flag is off, and shown to agents', async () => {
    await putWhitelabel(t.app, { REFERRAL: false });
    const player = await createPlayer(t.app, t.db);
    const refused = await t.app.inject({
      url: '/wps/promotions/referral',
      headers: { ...player.headers, 'accept-language': 'es' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'REFERRAL_DISABLED',
      message: 'El programa de invitar amigos no está disponible.',
    });
    const agent = await createPlayer(t.app, t.db, {
      type: 1,
      affiliateCode: `AG${Date.now().toString(36).toUpperCase()}`,
    });
    const shown = await t.app.inject({ url: '/wps/promotions/referral', headers: agent.headers });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().value.link).toMatch(/\/register\?referralCode=AG/);
  });

  it('gives a player a code when the flag is on; friends qualify at exactly X, not at X − 0.01, once', async () => {
    await putWhitelabel(t.app, { REFERRAL: true });
    const referrer = await createPlayer(t.app, t.db);
    const overview = await t.app.inject({ url: '/wps/promotions/referral', headers: referrer.headers });
    expect(overview.statusCode, overview.body).toBe(200);
    const code = overview.json().value.code as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    // Identity knows the code as the player's own (for registration through the player's link).
    expect(await findPlayerByReferralCode(t.db, code.toLowerCase())).toMatchObject({ id: referrer.id });
    // Asked again: the same code.
    expect(
      (await t.app.inject({ url: '/wps/promotions/referral', headers: referrer.headers })).json().value.code,
    ).toBe(code);

    const exact = await createTestMember(t.db, {
      account: `exact${Date.now() % 1e6}`,
      uplineId: referrer.id,
    });
    const short = await createTestMember(t.db, {
      account: `short${Date.now() % 1e6}`,
      uplineId: referrer.id,
    });
    await firstDeposit(exact.id, 10_000n); // 100.00: qualifies
    await firstDeposit(short.id, 9_999n); // 99.99: does not
    // The job qualifies the demo data's friends too: what counts here is this referrer's rewards.
    await referralJob().run(NOW);
    await referralJob().run(NOW);

    const rewards = await t.db.execute<{ member_id: string; amount: string; source: string; status: string }>(
      sql`select member_id::text as member_id, amount::text as amount, source, status from promotion_rewards
          where source_key in (${`referral:${exact.id}`}, ${`referral:${short.id}`})`,
    );
    expect(rewards.rows).toEqual([
      { member_id: referrer.id, amount: '2500', source: 'REFERRAL', status: 'PENDING' },
    ]);

    const friends = await t.app.inject({
      url: '/wps/promotions/referral/friends',
      headers: referrer.headers,
    });
    expect(friends.statusCode).toBe(200);
    const page = friends.json().value;
    expect(page.totalElements).toBe(2);
    const qualified = page.content.find((row: { qualified: boolean }) => row.qualified);
    expect(qualified).toMatchObject({ reward: 25, rewardStatus: 'PENDING' });
    expect(qualified.account).toBe(`${exact.account.slice(0, 2)}***${exact.account.slice(-2)}`);
    const totals = (await t.app.inject({ url: '/wps/promotions/referral', headers: referrer.headers })).json()
      .value;
    expect(totals).toMatchObject({ friends: 2, qualified: 1, earned: 25, claimed: 0 });

    const operator = await t.app.inject({
      url: `/admin-api/promotions/referral/members/${referrer.account}`,
      headers: operatorHeaders,
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().value.friends).toHaveLength(2);
  });

  it('qualifies on the valid-bet rule at exactly Y through the catch-up job', async () => {
    await putWhitelabel(t.app, { REFERRAL: true });
    await putSettings({
      rule: 'VALID_BET',
      threshold: 50,
      rewardAmount: 10,
      turnoverMultiple: 0,
      bonusDays: null,
      claimDays: null,
    });
    const referrer = await createPlayer(t.app, t.db);
    const friend = await createTestMember(t.db, { uplineId: referrer.id });
    const bet = (validBet: bigint, day: string) =>
      t.db
        .execute(sql`insert into bet_daily_totals (day, member_id, game_type, vendor, bet_count, bet_amount, valid_bet)
        values (${day}::date, ${friend.id}::uuid, 'RNG', 'TEST', 1, ${String(validBet)}::bigint, ${String(validBet)}::bigint)`);
    const rewardsOfFriend = async () =>
      (
        await t.db.execute<{ n: string }>(
          sql`select count(*)::text as n from promotion_rewards where source_key = ${`referral:${friend.id}`}`,
        )
      ).rows[0]!.n;
    await bet(4_999n, '2026-11-24'); // 49.99
    await referralJob().run(NOW);
    expect(await rewardsOfFriend()).toBe('0');
    await bet(1n, '2026-11-25'); // 50.00 in all
    await referralJob().run(NOW);
    await referralJob().run(NOW);
    const { rows } = await t.db.execute<{ n: string }>(
      sql`select count(*)::text as n from promotion_rewards where source_key = ${`referral:${friend.id}`}`,
    );
    expect(rows[0]!.n).toBe('1');
  });

  it('refuses bad settings and trial or anonymous callers', async () => {
    expect(
      (
        await putSettings({
          rule: 'FIRST_DEPOSIT',
          threshold: 0,
          rewardAmount: 1,
          turnoverMultiple: 1,
          bonusDays: null,
          claimDays: null,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await putSettings({
          rule: 'SPEND',
          threshold: 10,
          rewardAmount: 1,
          turnoverMultiple: 1,
          bonusDays: null,
          claimDays: null,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/wps/promotions/referral' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/admin-api/promotions/referral/members/nobody-here',
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(404);
  });
});
