import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { redeemReward } from '../mall/redeem-reward';
import { reviewRedemption } from '../mall/review-redemption';
import { seedLoyaltyContext } from '../mall/seed';
import { createVipPart } from '../vip/part';
import { accruePoints, membersToAccrue } from './accrue-points';
import { adjustPoints } from './adjust-points';

const DAY_MS = 86_400_000;
const seedAuthor = { actor: 'seed', requestId: null };

/**
 * Demo points: every demo member's points from the demo play and deposits (the accrual itself, at his
 * VIP multiplier), and demo_player's mall history — a welcome gift of 5,000 points six days ago, an
 * official T-shirt redeemed four days ago and approved the next day, wireless headphones redeemed
 * yesterday and still in process — through the use cases, so the ledger, the records and the stock agree.
 * He keeps 2,000 points and more (enough for a cash reward and a conversion). Idempotent: a member with
 * redemptions is left alone. Runs after the demo play, the VIP levels and the mall.
 */
export const loyaltyPointsDemoSeeder: Seeder = {
  name: 'loyalty.points-demo',
  demo: true,
  async run(db, seed) {
    const now = new Date();
    const at = { now: () => now };
    const identity = {
      getMemberById: async (id: string) => identityRepository.findMemberById(db, id),
    } as never;
    const ctx = seedLoyaltyContext(db, at, identity);
    const vip = createVipPart(ctx);
    let credited = 0n;
    for (const memberId of await membersToAccrue(db, '1970-01-01')) {
      credited += await accruePoints(ctx, vip, memberId);
    }
    seed.log(`demo points earned: ${credited}`);

    const member = await identityRepository.findMemberByAccount(db, 'demo_player');
    if (!member) return;
    const { rows } = await db.execute(
      sql`select 1 from point_records where member_id = ${member.id}::uuid and type = 'REDEEM' limit 1`,
    );
    if (rows.length > 0) return;
    const reward = async (en: string) =>
      (
        await db.execute<{ id: string }>(
          sql`select id::text as id from point_rewards where name ->> 'en' = ${en} limit 1`,
        )
      ).rows[0]?.id;
    const tshirt = await reward('Official T-shirt');
    const headphones = await reward('Wireless headphones');
    if (!tshirt || !headphones) return;
    const delivery = {
      name: 'Jugador Demo',
      phone: '+52 55 5555 0100',
      address: 'Av. Paseo de la Reforma 222, Juárez, CDMX',
    };
    const daysAgo = (days: number) => {
      const time = new Date(now.getTime() - days * DAY_MS);
      at.now = () => time;
    };
    daysAgo(6);
    await adjustPoints(
      ctx,
      { memberId: member.id, points: 5000, remark: 'Regalo de bienvenida', requestId: randomUUID() },
      seedAuthor,
    );
    daysAgo(4);
    const shirt = await redeemReward(
      ctx,
      member.id,
      { rewardId: tshirt, delivery, requestId: randomUUID() },
      'es',
    );
    daysAgo(3);
    await reviewRedemption(
      ctx,
      shirt.record.id,
      { decision: 'APPROVE', remark: 'Enviado por paquetería' },
      seedAuthor,
    );
    daysAgo(1);
    await redeemReward(ctx, member.id, { rewardId: headphones, delivery, requestId: randomUUID() }, 'es');
    seed.log('demo_player points: welcome gift, one redemption approved, one in process');
  },
};
