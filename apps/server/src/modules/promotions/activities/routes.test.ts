import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { bearer, createTestClock, JPEG_BYTES, login, PNG_BYTES } from '../../identity/testing';
import { listAuditEntries } from '../../system/repository';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  type TestPlayer,
  type WalletTestApp,
} from '../../wallet/testing';
import { applicationBody, bonusTerms, createActivity, creditDeposit, putBetTotals } from './testing';

// Sunday 29 November 2026, 12:00 in Mexico City (UTC−6): the week runs from Monday the 23rd.
const NOON_SUNDAY = new Date('2026-11-29T18:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = createTestClock(NOON_SUNDAY);

let t: WalletTestApp;
let db: Db;

beforeAll(async () => {
  t = await createWalletTestApp({ clock });
  db = t.db;
});

const get = (url: string, player?: TestPlayer, lang = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { ...(player?.headers ?? {}), 'accept-language': lang } });
const post = (url: string, player: TestPlayer, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: player.headers, payload: payload as object });
const detail = async (id: string, player?: TestPlayer) =>
  (await get(`/wps/promotions/activities/${id}`, player)).json().value;
const uploadDir = () => path.join(t.config.dataDir, 'uploads', 'promotions', 'applications');
const storedFiles = async () => (await readdir(uploadDir()).catch(() => [])).length;

/** A new session after the clock moved (sessions expire with the clock). */
async function relogin(player: TestPlayer): Promise<TestPlayer> {
  const { token } = await login(t.app, { username: player.account, password: player.password });
  return { ...player, token, headers: bearer(token) };
}

describe('the operator API of activities', () => {
  it('creates and replaces activities, refuses unsafe rules HTML, and audits every change', async () => {
    const rule = { kind: 'MANUAL' as const, maxAmount: 100, bonus: bonusTerms };
    const id = await createActivity(t.app, rule, clock.now(), { status: 'DRAFT' });
    const unsafe = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/promotions/activities/${id}`,
      headers: operatorHeaders,
      payload: {
        ...(
          await t.app.inject({
            method: 'GET',
            url: `/admin-api/promotions/activities/${id}`,
            headers: operatorHeaders,
          })
        ).json().value,
        rulesHtml: { es: '<p onclick="steal()">hola</p><script>alert(1)</script>' },
      },
    });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().code).toBe('UNSAFE_HTML');
    // A draft is the operator's only.
    expect((await get(`/wps/promotions/activities/${id}`)).json().code).toBe('PROMOTION_NOT_FOUND');
    const audit = await listAuditEntries(db, { target: `promotion-activity:${id}` });
    expect(audit.map((entry) => entry.action)).toEqual(['promotions.activity.create']);
  });

  it('refuses a rule that does not fit its kind', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/admin-api/promotions/activities',
      headers: operatorHeaders,
      payload: {
        title: { es: 'X' },
        summary: { es: 'X' },
        rulesHtml: {},
        bannerUrl: 'javascript:alert(1)',
        category: 'OTHER',
        startsAt: clock.now().toISOString(),
        endsAt: clock.now().toISOString(),
        memberTypes: [],
        vipLevels: [],
        displayOrder: 0,
        status: 'PUBLISHED',
        rule: { kind: 'FIRST_DEPOSIT', percent: 25 },
      },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('the promotions page', () => {
  it('lists visitors the activities with Join (log in), coming soon and closed, and no member data', async () => {
    const now = clock.now();
    const open = await createActivity(t.app, { kind: 'MANUAL', maxAmount: 50, bonus: bonusTerms }, now, {
      category: 'VIP',
    });
    const coming = await createActivity(t.app, { kind: 'MANUAL', maxAmount: 50, bonus: bonusTerms }, now, {
      startsAt: new Date(now.getTime() + DAY).toISOString(),
      category: 'VIP',
    });
    const closed = await createActivity(t.app, { kind: 'MANUAL', maxAmount: 50, bonus: bonusTerms }, now, {
      status: 'CLOSED',
      category: 'VIP',
    });
    const reply = await get('/wps/promotions/activities?category=VIP');
    const { list, categories } = reply.json().value;
    expect(categories).toContain('VIP');
    const state = (id: string) => list.find((card: { id: string }) => card.id === id);
    expect(state(open)).toMatchObject({ state: 'JOIN', action: 'LOGIN' });
    expect(state(coming)).toMatchObject({ state: 'COMING_SOON', action: null });
    expect(state(closed)).toMatchObject({ state: 'CLOSE', action: null });
    expect((await detail(open)).progress).toBeNull();
    expect((await detail(open)).rulesHtml).toBe('<p>Reglas <strong>claras</strong></p>');
  });

  it('dates the validity in the brand zone: 05:00 UTC on 1 December is still 30 November in Mexico City', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'MANUAL', maxAmount: 50, bonus: bonusTerms },
      clock.now(),
      {
        startsAt: '2026-12-01T05:00:00.000Z', // 23:00 on the 30th in UTC−6
        endsAt: '2027-01-01T06:00:00.000Z', // midnight starting the 1st
        category: 'SPORTS',
      },
    );
    const { list } = (await get('/wps/promotions/activities?category=SPORTS')).json().value;
    const card = list.find((item: { id: string }) => item.id === id);
    expect(card).toMatchObject({ startsOn: '2026-11-30', endsOn: '2027-01-01' });
    expect(await detail(id)).toMatchObject({ startsOn: '2026-11-30', endsOn: '2027-01-01' });
  });
});

describe('deposit bonuses', () => {
  it('issues 25 % of the first deposit, capped at 80.00, to a member who joined before it', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'FIRST_DEPOSIT', percent: 25, cap: 80, minDeposit: 40, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    expect((await detail(id, player)).state).toBe('JOIN');
    const joined = await post(`/wps/promotions/activities/${id}/join`, player);
    expect(joined.json().value).toMatchObject({ state: 'JOINED', action: null });
    expect((await post(`/wps/promotions/activities/${id}/join`, player)).json().code).toBe(
      'PROMOTION_ALREADY_JOINED',
    );
    // 25 % of 400.00 is 100.00, capped at 80.00.
    await creditDeposit(t.app, player, 400);
    expect((await balanceOf(t.app, player)).balance).toBe(480);
    expect(await detail(id, player)).toMatchObject({ state: 'ISSUED', progress: { issuedAmount: 80 } });
    // A second deposit is not the first.
    await creditDeposit(t.app, player, 400);
    expect((await balanceOf(t.app, player)).balance).toBe(880);
    // The catch-up job finds nothing missing.
    const { rows } = await db.execute(
      sql`select count(*)::int as n from promotion_bonuses where member_id = ${player.id}::uuid`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    await expectLedgerClean(db);
  });

  it('leaves a bonus the listener missed to the catch-up job, which pays it once', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'FIRST_DEPOSIT', percent: 50, cap: 1000, minDeposit: 100, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    await creditDeposit(t.app, player, 300);
    // Joined before the deposit, but the listener did not see it (as if its process had stopped).
    await db.execute(sql`insert into promotion_activity_members (activity_id, member_id, joined_at)
      values (${id}::uuid, ${player.id}::uuid, ${new Date(clock.now().getTime() - HOUR).toISOString()}::timestamptz)`);
    expect((await balanceOf(t.app, player)).balance).toBe(300);
    const job = t.app.scheduledJobs.find((each) => each.name === 'promotions-activities-deposit-catch-up')!;
    await job.run(clock.now());
    await job.run(clock.now());
    // 50 % of 300.00 = 150.00, once.
    expect((await balanceOf(t.app, player)).balance).toBe(450);
    expect(await detail(id, player)).toMatchObject({ state: 'ISSUED', progress: { issuedAmount: 150 } });
    await expectLedgerClean(db);
  });

  it('refuses the first-deposit activity to a member who deposited before joining', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'FIRST_DEPOSIT', percent: 25, cap: 80, minDeposit: 40, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    await creditDeposit(t.app, player, 150);
    expect((await detail(id, player)).state).toBe('CLOSE');
    await expectRefusedWithoutMoney(
      t.app,
      db,
      { method: 'POST', url: `/wps/promotions/activities/${id}/join`, headers: player.headers },
      { status: 403, code: 'PROMOTION_NOT_ELIGIBLE' },
    );
  });

  it('gives a reload bonus once per day and nothing below the minimum deposit', async () => {
    const id = await createActivity(
      t.app,
      {
        kind: 'RELOAD',
        percent: 10,
        cap: 50,
        minDeposit: 200,
        period: 'DAY',
        maxPerPeriod: 1,
        bonus: { turnoverMultiple: 2, turnoverBase: 'BONUS_PLUS_DEPOSIT', validDays: 7 },
      },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    await post(`/wps/promotions/activities/${id}/join`, player);
    await creditDeposit(t.app, player, 150); // below the 200.00 minimum: nothing
    expect((await balanceOf(t.app, player)).balance).toBe(150);
    await creditDeposit(t.app, player, 300); // 10 % of 300.00 = 30.00
    expect((await balanceOf(t.app, player)).balance).toBe(480);
    await creditDeposit(t.app, player, 300); // the day's bonus was given
    expect((await balanceOf(t.app, player)).balance).toBe(780);
    expect(await detail(id, player)).toMatchObject({ state: 'ISSUED', progress: { issuedAmount: 30 } });
    const { rows } = await db.execute<{ turnover_required: string }>(
      sql`select turnover_required::text from promotion_bonuses where member_id = ${player.id}::uuid`,
    );
    // 2 × (30.00 + 300.00) = 660.00.
    expect(rows).toEqual([{ turnover_required: '66000' }]);
  });
});

describe('daily check-in', () => {
  it('signs once a day, and the seventh signed day of the week makes the target reward claimable', async () => {
    const id = await createActivity(
      t.app,
      {
        kind: 'CHECK_IN',
        period: 'WEEK',
        targetDays: 7,
        targetReward: 100,
        dailyReward: 0,
        bonus: bonusTerms,
      },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    expect(await detail(id, player)).toMatchObject({ state: 'JOIN', action: 'SIGN' });
    // Monday to Saturday signed already.
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) {
      await db.execute(sql`insert into promotion_activity_signs (activity_id, member_id, day, signed_at)
        values (${id}::uuid, ${player.id}::uuid, ${day}::date, now())`);
    }
    expect((await detail(id, player)).progress.signedDays).toHaveLength(6);
    const signed = await post(`/wps/promotions/activities/${id}/sign`, player);
    expect(signed.json().value).toMatchObject({ state: 'CLAIM', action: 'CLAIM' });
    expect(signed.json().value.progress.signedToday).toBe(true);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      { method: 'POST', url: `/wps/promotions/activities/${id}/sign`, headers: player.headers },
      { status: 409, code: 'PROMOTION_ALREADY_SIGNED' },
    );
    const claimed = await post(`/wps/promotions/activities/${id}/claim`, player, {});
    expect(claimed.json().value).toMatchObject({ amount: 100, claimed: 1, detail: { state: 'CLAIMED' } });
    expect((await balanceOf(t.app, player)).balance).toBe(100);
    expect((await post(`/wps/promotions/activities/${id}/claim`, player, {})).json().code).toBe(
      'NOTHING_TO_CLAIM',
    );
  });

  it('gives nothing on the sixth day when the target is the seventh', async () => {
    const id = await createActivity(
      t.app,
      {
        kind: 'CHECK_IN',
        period: 'WEEK',
        targetDays: 7,
        targetReward: 100,
        dailyReward: 0,
        bonus: bonusTerms,
      },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    const signed = await post(`/wps/promotions/activities/${id}/sign`, player);
    expect(signed.json().value).toMatchObject({ state: 'SIGNED', action: null });
    expect((await post(`/wps/promotions/activities/${id}/claim`, player, {})).json().code).toBe(
      'NOTHING_TO_CLAIM',
    );
  });
});

describe('turnover and loss rescue', () => {
  it('offers the turnover prize once the valid bet in the categories reaches the target', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'TURNOVER', period: 'WEEK', target: 1000, categories: ['RNG'], prize: 25, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    await post(`/wps/promotions/activities/${id}/join`, player);
    await putBetTotals(db, player.id, '2026-11-29', { gameType: 'RNG', betAmount: 60_000n, payout: 0n });
    await putBetTotals(db, player.id, '2026-11-29', {
      gameType: 'LIVE',
      betAmount: 90_000n,
      payout: 0n,
    }).catch(() => undefined);
    expect(await detail(id, player)).toMatchObject({
      state: 'PROCESS',
      progress: { validBet: 600, target: 1000 },
    });
    await db.execute(sql`update bet_daily_totals set valid_bet = 100000
      where member_id = ${player.id}::uuid and game_type = 'RNG'`);
    expect((await detail(id, player)).state).toBe('CLAIM');
    const claimed = await post(`/wps/promotions/activities/${id}/claim`, player, {});
    expect(claimed.json().value).toMatchObject({ amount: 25, detail: { state: 'CLAIMED' } });
    expect((await balanceOf(t.app, player)).balance).toBe(25);
  });

  it('puts a reached turnover prize into the reward centre by the job, for a member who never opens the page', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'TURNOVER', period: 'WEEK', target: 200, categories: ['RNG'], prize: 12, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    await post(`/wps/promotions/activities/${id}/join`, player);
    const prizes = async () =>
      (
        await db.execute<{ amount: string; status: string }>(
          sql`select amount::text, status from promotion_rewards
            where member_id = ${player.id}::uuid and source_ref = ${id}`,
        )
      ).rows;
    const job = t.app.scheduledJobs.find((each) => each.name === 'promotions-activities-prizes')!;
    await job.run(clock.now());
    expect(await prizes()).toEqual([]);
    // 250.00 of slot valid bet passes the 200.00 target: the next run offers the 12.00 prize, once.
    await putBetTotals(db, player.id, '2026-11-29', { gameType: 'RNG', betAmount: 25_000n, payout: 0n });
    await job.run(clock.now());
    await job.run(clock.now());
    expect(await prizes()).toEqual([{ amount: '1200', status: 'PENDING' }]);
    const badges = await t.app.inject({ url: '/wps/promotions/badges', headers: player.headers });
    expect(badges.json().value.availablePromoCount).toBeGreaterThanOrEqual(1);
  });

  it('rescues 10 % of yesterday’s net loss of 1,234.56 as 123.45; not another member’s; not after expiry', async () => {
    clock.set(new Date(NOON_SUNDAY.getTime() - DAY)); // Saturday: join
    const id = await createActivity(
      t.app,
      {
        kind: 'LOSS_RESCUE',
        period: 'DAY',
        percent: 10,
        minLoss: 500,
        cap: 1000,
        categories: ['LIVE'],
        bonus: bonusTerms,
      },
      clock.now(),
    );
    let player = await createPlayer(t.app, db);
    await post(`/wps/promotions/activities/${id}/join`, player);
    // Saturday's live play: stakes 3,234.56, payouts 2,000.00 → net loss 1,234.56.
    await putBetTotals(db, player.id, '2026-11-28', {
      gameType: 'LIVE',
      betAmount: 323_456n,
      payout: 200_000n,
    });
    expect(await detail(id, player)).toMatchObject({ state: 'PROCESS', progress: { loss: 1234.56 } });
    clock.set(NOON_SUNDAY);
    player = await relogin(player);
    expect(await detail(id, player)).toMatchObject({
      state: 'CLAIM',
      action: 'CLAIM',
      progress: { claimable: 123.45, loss: 0 },
    });
    const { rows } = await db.execute<{ id: string }>(
      sql`select id::text from promotion_rewards where member_id = ${player.id}::uuid and source_ref = ${id}`,
    );
    const rewardId = rows[0]!.id;
    const other = await createPlayer(t.app, db);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: `/wps/promotions/activities/${id}/claim`,
        headers: other.headers,
        payload: { rewardId },
      },
      { status: 404, code: 'REWARD_NOT_FOUND' },
    );
    // Eight days later the prize has expired.
    clock.set(new Date(NOON_SUNDAY.getTime() + 8 * DAY));
    player = await relogin(player);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: `/wps/promotions/activities/${id}/claim`,
        headers: player.headers,
        payload: { rewardId },
      },
      { status: 409, code: 'REWARD_EXPIRED' },
    );
    clock.set(NOON_SUNDAY);
    player = await relogin(player);
    const claimed = await post(`/wps/promotions/activities/${id}/claim`, player, { rewardId });
    expect(claimed.json().value).toMatchObject({ amount: 123.45, detail: { state: 'CLAIMED' } });
    expect((await balanceOf(t.app, player)).balance).toBe(123.45);
    await expectLedgerClean(db);
  });
});

describe('manual applications', () => {
  const apply = (id: string, player: TestPlayer, body: ReturnType<typeof applicationBody>) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/promotions/activities/${id}/apply`,
      headers: { ...player.headers, ...body.headers },
      payload: body.payload,
    });
  const png = { name: 'slip.png', type: 'image/png', bytes: PNG_BYTES };

  it('refuses bad input with a clear message and stores nothing', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'MANUAL', maxAmount: 100, bonus: bonusTerms },
      clock.now(),
    );
    const notManual = await createActivity(
      t.app,
      { kind: 'TURNOVER', period: 'DAY', target: 10, categories: [], prize: 1, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    const before = await storedFiles();
    const cases: [ReturnType<typeof applicationBody>, number, string, string?][] = [
      [
        applicationBody({ comment: 'gif' }, [
          { name: 'a.png', type: 'image/png', bytes: Buffer.from('GIF89a......') },
        ]),
        415,
        'UNSUPPORTED_FILE',
      ],
      [applicationBody({ comment: 'four' }, [png, png, png, png]), 400, 'TOO_MANY_IMAGES'],
      [applicationBody({ comment: 'x'.repeat(141) }, [png]), 400, 'VALIDATION_FAILED'],
      [
        applicationBody({ comment: 'big' }, [
          { ...png, bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
        ]),
        413,
        'FILE_TOO_LARGE',
      ],
      [applicationBody({ comment: 'wrong kind' }, [png]), 409, 'PROMOTION_NOT_APPLICABLE', notManual],
    ];
    for (const [body, status, code, target] of cases) {
      const es = await t.app.inject({
        method: 'POST',
        url: `/wps/promotions/activities/${target ?? id}/apply`,
        headers: { ...player.headers, ...body.headers, 'accept-language': 'es' },
        payload: body.payload,
      });
      expect(es.statusCode, es.body).toBe(status);
      expect(es.json().code).toBe(code);
      expect(es.json().message).toMatch(/\S/);
    }
    expect(await storedFiles()).toBe(before);
    const { rows } = await db.execute(
      sql`select 1 from promotion_activity_applications where member_id = ${player.id}::uuid`,
    );
    expect(rows).toHaveLength(0);
    expect((await detail(id, player)).state).toBe('JOIN');
  });

  it('goes Applying → Rejected (reason shown) → Applying → Issued, the bonus paid once', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'MANUAL', maxAmount: 100, bonus: bonusTerms },
      clock.now(),
    );
    const player = await createPlayer(t.app, db);
    const applied = await apply(
      id,
      player,
      applicationBody({ comment: 'Mi boleto ganador' }, [
        png,
        { name: 'b.jpg', type: 'image/jpeg', bytes: JPEG_BYTES },
      ]),
    );
    expect(applied.json().value).toMatchObject({
      state: 'APPLYING',
      progress: { application: { status: 'PENDING', comment: 'Mi boleto ganador', imageCount: 2 } },
    });
    expect((await apply(id, player, applicationBody({ comment: 'otra' }, []))).json().code).toBe(
      'PROMOTION_APPLICATION_PENDING',
    );

    const queue = await t.app.inject({
      method: 'GET',
      url: `/admin-api/promotions/applications?status=PENDING&activityId=${id}`,
      headers: operatorHeaders,
    });
    const [application] = queue.json().value.content;
    expect(application).toMatchObject({
      account: player.account,
      comment: 'Mi boleto ganador',
      status: 'PENDING',
    });
    const image = await t.app.inject({ method: 'GET', url: application.images[0], headers: operatorHeaders });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/applications/${application.id}/reject`,
      headers: operatorHeaders,
      payload: { reason: 'La imagen no se lee' },
    });
    expect(rejected.json().value.status).toBe('REJECTED');
    expect(await detail(id, player)).toMatchObject({
      state: 'REJECTED',
      action: 'APPLY',
      progress: { application: { rejectReason: 'La imagen no se lee' } },
    });

    await apply(id, player, applicationBody({ comment: 'Ahora sí' }, [png]));
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/admin-api/promotions/applications?status=PENDING&activityId=${id}`,
        headers: operatorHeaders,
      })
    ).json().value.content[0];
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/applications/${second.id}/approve`,
      headers: operatorHeaders,
      payload: { amount: 100.01 },
    });
    expect(tooMuch.json().code).toBe('VALIDATION_FAILED');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promotions/applications/${second.id}/approve`,
      headers: operatorHeaders,
      payload: { amount: 55.5 },
    });
    expect(approved.json().value).toMatchObject({
      status: 'APPROVED',
      amount: 55.5,
      reviewer: 'operator-key',
    });
    expect(await detail(id, player)).toMatchObject({ state: 'ISSUED', action: null });
    expect((await balanceOf(t.app, player)).balance).toBe(55.5);
    await expectRefusedWithoutMoney(
      t.app,
      db,
      {
        method: 'POST',
        url: `/admin-api/promotions/applications/${second.id}/approve`,
        headers: operatorHeaders,
        payload: { amount: 10 },
      },
      { status: 409, code: 'APPLICATION_NOT_REVIEWABLE' },
    );
    const audit = await listAuditEntries(db, { target: `promotion-application:${second.id}` });
    expect(audit.map((entry) => entry.action)).toEqual(['promotions.application.approve']);
  });

  it('refuses trial accounts', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'MANUAL', maxAmount: 100, bonus: bonusTerms },
      clock.now(),
    );
    const trial = await createPlayer(t.app, db, { type: 4 });
    const reply = await apply(id, trial, applicationBody({ comment: 'hola' }, [png]));
    expect(reply.json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('availablePromoCount', () => {
  it('counts the open activities the member may join and has not joined', async () => {
    const player = await createPlayer(t.app, db);
    const before = (await get('/wps/promotions/badges', player)).json().value.availablePromoCount;
    const id = await createActivity(
      t.app,
      { kind: 'TURNOVER', period: 'DAY', target: 10, categories: [], prize: 1, bonus: bonusTerms },
      clock.now(),
    );
    expect((await get('/wps/promotions/badges', player)).json().value.availablePromoCount).toBe(before + 1);
    await post(`/wps/promotions/activities/${id}/join`, player);
    expect((await get('/wps/promotions/badges', player)).json().value.availablePromoCount).toBe(before);
  });
});
