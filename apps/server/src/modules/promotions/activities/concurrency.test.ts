import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock';
import { noCountryLookup } from '../../../platform/country-lookup';
import type { Database } from '../../../platform/database';
import { operatorHeaders, openTestFilePool } from '../../../test/app';
import { silentLog } from '../../contracts/lifecycle-testing';
import { createTestIdentityService } from '../../identity/testing';
import type { MessagingService } from '../../messaging/service';
import { createMemberEventPublisher } from '../../realtime/hub';
import { createSystemService } from '../../system/service';
import { readBrand } from '../../wallet/brand';
import { createLedger } from '../../wallet/ledger/ledger';
import { createBalancePublisher } from '../../wallet/ledger/events';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  requestId,
  type WalletTestApp,
} from '../../wallet/testing';
import { createPromotionsContext, type PromotionsContext } from '../context';
import { applyToActivity } from './apply-activity';
import { claimActivity } from './claim-activity';
import { createDepositBonuses } from './deposit-bonus';
import { joinActivity } from './join-activity';
import { createApplicationReview } from './review-applications';
import { signActivity } from './sign-activity';
import { bonusTerms, createActivity } from './testing';

const RACERS = 20;
const author = { actor: 'operator:race', requestId: null };

/**
 * Single-use actions of activities racing on PostgreSQL (PGlite runs one query at a time): 20 attempts at
 * once, exactly one payout, the ledger checker clean.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('activities under concurrency (PostgreSQL)', () => {
  let t: WalletTestApp;
  let pool: Database;
  let ctx: PromotionsContext;

  beforeAll(async () => {
    t = await createWalletTestApp();
    pool = await openTestFilePool(RACERS * 3 + 2);
    const db = pool.db;
    const system = createSystemService({
      db,
      countryLookup: noCountryLookup,
      clock: systemClock,
      log: silentLog,
    });
    ctx = createPromotionsContext({
      db,
      clock: systemClock,
      log: silentLog,
      brand: () => system.getBrand(),
      ledger: createLedger({
        clock: systemClock,
        publisher: createBalancePublisher(),
        currency: async (executor) => (await readBrand(executor)).currency.code,
      }),
      identity: createTestIdentityService(db, systemClock),
      messaging: {} as MessagingService,
      events: createMemberEventPublisher({}),
      uploadDir: path.join(tmpdir(), `activities-race-${process.pid}`),
      publicUrl: null,
    });
  });

  afterAll(async () => {
    await pool?.close();
  });

  const bonusesOf = async (memberId: string) =>
    (
      await pool.db.execute<{ amount: string }>(
        sql`select amount::text from promotion_bonuses where member_id = ${memberId}::uuid`,
      )
    ).rows.map((row) => row.amount);

  it('pays one first-deposit bonus however many joins, listener calls and catch-ups race the deposit', async () => {
    const id = await createActivity(
      t.app,
      { kind: 'FIRST_DEPOSIT', percent: 25, cap: 80, minDeposit: 40, bonus: bonusTerms },
      new Date(),
    );
    const player = await createPlayer(t.app, t.db);
    const member = { id: player.id, type: 0, isTrial: false };
    await joinActivity(ctx, member, id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: player.headers,
      payload: {
        channelId: 'spei',
        amount: 400,
        transferReference: 'R',
        payerName: 'Ana',
        requestId: requestId(),
      },
    });
    const orderId = created.json().value.orderId as string;
    const deposits = createDepositBonuses(ctx);
    const listener = () =>
      deposits.afterDepositCredited({
        orderId,
        memberId: player.id,
        amount: 40_000n,
        creditedAt: new Date(),
      });
    const results = await Promise.allSettled([
      t.app.inject({
        method: 'POST',
        url: `/admin-api/wallet/deposits/${orderId}/approve`,
        headers: operatorHeaders,
        payload: {},
      }),
      ...Array.from({ length: RACERS }, () => listener()),
      ...Array.from({ length: RACERS }, () => deposits.catchUp(new Date())),
      ...Array.from({ length: RACERS }, () => joinActivity(ctx, member, id)),
    ]);
    for (const result of results.slice(1 + 2 * RACERS)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'PROMOTION_ALREADY_JOINED' } });
    }
    await Promise.all([listener(), deposits.catchUp(new Date())]);
    // 25 % of 400.00 capped at 80.00, once.
    expect(await bonusesOf(player.id)).toEqual(['8000']);
    expect((await balanceOf(t.app, player)).balance).toBe(480);
    await expectLedgerClean(pool.db);
  });

  it('pays a check-in prize once when 20 claims race', async () => {
    const id = await createActivity(
      t.app,
      {
        kind: 'CHECK_IN',
        period: 'WEEK',
        targetDays: 1,
        targetReward: 100,
        dailyReward: 0,
        bonus: bonusTerms,
      },
      new Date(),
    );
    const player = await createPlayer(t.app, t.db);
    const member = { id: player.id, type: 0, isTrial: false };
    await signActivity(ctx, member, id);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => claimActivity(ctx, member, id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(['REWARD_ALREADY_CLAIMED', 'NOTHING_TO_CLAIM']).toContain(
          (result.reason as { code: string }).code,
        );
      }
    }
    expect(await bonusesOf(player.id)).toEqual(['10000']);
    await expectLedgerClean(pool.db);
  });

  it('approves a manual application once when 20 approvals race, and keeps one pending application of 20 applies', async () => {
    const id = await createActivity(t.app, { kind: 'MANUAL', maxAmount: 100, bonus: bonusTerms }, new Date());
    const player = await createPlayer(t.app, t.db);
    const member = { id: player.id, type: 0, isTrial: false };
    const applies = await Promise.allSettled(
      Array.from({ length: RACERS }, () => applyToActivity(ctx, member, id, { comment: 'carrera' }, [])),
    );
    expect(applies.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await pool.db.execute<{ id: string }>(
      sql`select id::text from promotion_activity_applications where member_id = ${player.id}::uuid`,
    );
    expect(rows).toHaveLength(1);
    const review = createApplicationReview(ctx);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => review.approve(rows[0]!.id, { amount: 42 }, author)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'APPLICATION_NOT_REVIEWABLE' });
    }
    expect(await bonusesOf(player.id)).toEqual(['4200']);
    await expectLedgerClean(pool.db);
  });
});
