import { randomUUID } from 'node:crypto';
import type { TOperatorPointRewardInput } from '@platform/contracts/loyalty';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import type { MemberEventEnvelope } from '../../realtime/hub';
import {
  balanceOf,
  createPlayer,
  expectRefusedWithoutMoney,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
} from '../../wallet/testing';
import { createLoyaltyTestApp, expectLedgerClean, type LoyaltyTestApp } from '../testing';

/**
 * The points mall: cash rewards pay at once, goods wait for the operator (approve, or reject: points and
 * stock back), stock, per-member limits, the payment password; the catalogue in the request's language.
 */

let t: LoyaltyTestApp;
/** The realtime member events the app published. */
const told: MemberEventEnvelope[] = [];
const delivery = { name: 'Ana López', phone: '+52 55 1234 5678', address: 'Av. Reforma 100, CDMX' };

const reward = (input: Partial<TOperatorPointRewardInput>): TOperatorPointRewardInput => ({
  kind: 'GOODS',
  name: { es: 'Audífonos', en: 'Headphones' },
  description: { es: 'Inalámbricos', en: 'Wireless' },
  imageUrl: '/wps/loyalty/art/headphones.svg',
  pricePoints: 300,
  cashAmount: null,
  stock: null,
  perMemberLimit: null,
  sortOrder: 0,
  active: true,
  ...input,
});
async function createReward(input: Partial<TOperatorPointRewardInput>): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/admin-api/loyalty/point-rewards',
    headers: operatorHeaders,
    payload: reward(input),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value.id as string;
}
async function give(memberId: string, points: number) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/admin-api/loyalty/points/adjust',
    headers: operatorHeaders,
    payload: { memberId, points, remark: 'test points', requestId: randomUUID() },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}
const redeem = (player: TestPlayer, rewardId: string, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  headers: player.headers,
  payload: { rewardId, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: randomUUID(), ...extra },
});
const points = async (player: TestPlayer) =>
  (
    await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getPointBalance', headers: player.headers })
  ).json().value.points as number;
const review = (recordId: string, decision: 'APPROVE' | 'REJECT') =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/loyalty/redemptions/${recordId}/review`,
    headers: operatorHeaders,
    payload: { decision, remark: decision === 'REJECT' ? 'Sin existencias' : undefined },
  });
const stockOf = async (id: string) =>
  (
    await t.db.execute<{ stock: number | null; redeemed: number }>(
      sql`select stock, redeemed from point_rewards where id = ${id}::uuid`,
    )
  ).rows[0]!;

beforeAll(async () => {
  t = await createLoyaltyTestApp();
  t.app.realtimeEvents.subscribe((event) => told.push(event));
});

afterAll(async () => {
  await expectLedgerClean(t.db);
});

describe('the points mall', () => {
  it('a cash reward takes the points and pays the balance at once', async () => {
    const rewardId = await createReward({
      kind: 'CASH',
      name: { es: 'Saldo de $5', en: '$5 balance' },
      pricePoints: 500,
      cashAmount: 5,
    });
    const player = await createPlayer(t.app, t.db);
    await give(player.id, 700);
    const catalogue = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getPointReward',
      headers: { ...player.headers, 'accept-language': 'en' },
    });
    expect(catalogue.json().value.rewards).toContainEqual(
      expect.objectContaining({ id: rewardId, name: '$5 balance', cashAmount: 5, redeemedByMe: 0 }),
    );
    const reply = await t.app.inject(redeem(player, rewardId));
    expect(reply.statusCode, reply.body).toBe(200);
    // 700 − 500 = 200 points; 5.00 to the balance.
    expect(reply.json().value).toMatchObject({
      points: 200,
      record: { type: 'REDEEM', points: -500, amount: 5, status: 'DONE', rewardName: 'Saldo de $5' },
    });
    expect((await balanceOf(t.app, player)).balance).toBe(5);
    // Not enough points for a second: refused, nothing moves.
    await expectRefusedWithoutMoney(t.app, t.db, redeem(player, rewardId), {
      status: 409,
      code: 'INSUFFICIENT_POINTS',
    });
  });

  it('goods wait for the operator: approved, or rejected with the points and the unit back', async () => {
    const rewardId = await createReward({ stock: 5 });
    const player = await createPlayer(t.app, t.db);
    await give(player.id, 600);
    await expectRefusedWithoutMoney(t.app, t.db, redeem(player, rewardId), {
      status: 400,
      code: 'DELIVERY_REQUIRED',
    });
    const first = (await t.app.inject(redeem(player, rewardId, { delivery }))).json().value;
    t.clock.advance(1000);
    const second = (await t.app.inject(redeem(player, rewardId, { delivery }))).json().value;
    expect(first.record.status).toBe('IN_PROCESS');
    expect(second.points).toBe(0);
    expect(await stockOf(rewardId)).toMatchObject({ stock: 3, redeemed: 2 });

    const queue = await t.app.inject({
      method: 'GET',
      url: `/admin-api/loyalty/redemptions?status=IN_PROCESS&memberId=${player.id}`,
      headers: operatorHeaders,
    });
    expect(queue.json().value.content).toEqual([
      expect.objectContaining({ id: first.record.id, account: player.account, delivery }),
      expect.objectContaining({ id: second.record.id }),
    ]);

    expect((await review(first.record.id, 'APPROVE')).json().value.status).toBe('APPROVED');
    const rejected = await review(second.record.id, 'REJECT');
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'Sin existencias' });
    // The rejection returns the 300 points and the unit; a second review is refused.
    expect(await points(player)).toBe(300);
    expect(await stockOf(rewardId)).toMatchObject({ stock: 4, redeemed: 1 });
    const again = await review(second.record.id, 'APPROVE');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REDEMPTION_NOT_REVIEWABLE');
    // The member's pages were told of each change: the points given, two redemptions, two reviews.
    expect(told.filter((e) => e.memberId === player.id && e.event.type === 'loyalty')).toHaveLength(5);

    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getRedeemPointList?view=SPEND',
      headers: player.headers,
    });
    expect(
      history
        .json()
        .value.content.map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(['APPROVED', 'REJECTED']);
  });

  it('refuses out of stock, over the limit, inactive rewards and a wrong password, changing nothing', async () => {
    const soldOut = await createReward({ stock: 0 });
    const limited = await createReward({ perMemberLimit: 1, pricePoints: 100 });
    const player = await createPlayer(t.app, t.db);
    await give(player.id, 1000);
    await expectRefusedWithoutMoney(t.app, t.db, redeem(player, soldOut, { delivery }), {
      status: 409,
      code: 'POINT_REWARD_OUT_OF_STOCK',
    });
    expect((await t.app.inject(redeem(player, limited, { delivery }))).statusCode).toBe(200);
    await expectRefusedWithoutMoney(t.app, t.db, redeem(player, limited, { delivery }), {
      status: 409,
      code: 'POINT_REWARD_LIMIT_REACHED',
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin-api/loyalty/point-rewards/${limited}`,
      headers: operatorHeaders,
      payload: { active: false },
    });
    expect(off.json().value).toMatchObject({ active: false, pricePoints: 100, perMemberLimit: 1 });
    await expectRefusedWithoutMoney(t.app, t.db, redeem(player, limited, { delivery }), {
      status: 404,
      code: 'POINT_REWARD_NOT_FOUND',
    });
    await expectRefusedWithoutMoney(
      t.app,
      t.db,
      redeem(player, soldOut, { delivery, paymentPassword: '999999' }),
      { status: 400, code: 'WRONG_PAYMENT_PASSWORD' },
    );
    // Five wrong ones lock the payment password (the two above and three more).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.app.inject(redeem(player, limited, { delivery, paymentPassword: '999999' }));
    }
    const locked = await t.app.inject(redeem(player, limited, { delivery }));
    expect(locked.statusCode).toBe(429);
    expect(await points(player)).toBe(900);
  });

  it('a reward picture is a real SVG', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/wps/loyalty/art/headphones.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/wps/loyalty/art/nope.svg' })).statusCode).toBe(404);
  });
});
