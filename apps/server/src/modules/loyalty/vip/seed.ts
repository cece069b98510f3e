import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { readBrand } from '../../wallet/brand';
import { createLoyaltySettings } from '../settings';
import { levelOf, minorOf } from './levels';
import { insertLevelChange } from './repository';

/** Demo accounts that start the VIP programme at a level (Bronze: the VIP page shows progress to Silver). */
export const DEMO_VIP_LEVELS: Readonly<Record<string, number>> = { demo_player: 1 };

/**
 * Demo VIP state: demo_player starts at level 1 (Bronce/Bronze), as if his play before the VIP programme
 * started had reached it: his bases are set so his progress is that level's reach plus everything he has
 * played and deposited (the demo week's rounds), and `highest_level` is 1 — levels reached before the VIP
 * programme started are not paid, so no upgrade bonus lands in his reward centre (the rewards journey
 * expects exactly his two seeded rewards). An OPERATOR level change (actor `seed`) records it.
 * Idempotent: a member who already has VIP state is left alone. Runs after the demo play.
 */
export const loyaltyVipDemoSeeder: Seeder = {
  name: 'loyalty.vip-demo',
  demo: true,
  async run(db) {
    const now = new Date();
    const brand = await readBrand(db);
    const settings = await createLoyaltySettings(db, () => now).vip.get(db);
    for (const [account, wanted] of Object.entries(DEMO_VIP_LEVELS)) {
      const member = await identityRepository.findMemberByAccount(db, account);
      if (!member) continue;
      const level = levelOf(settings, wanted);
      const { rows } = await db.execute<{ member_id: string }>(sql`
        insert into vip_members (member_id, level, highest_level, base_valid_bet, base_deposit, level_since, updated_at)
        values (${member.id}::uuid, ${level.level}, ${level.level},
          ${String(-minorOf(level.reachValidBet, brand.currency.scale))}::bigint,
          ${String(-minorOf(level.reachDeposit, brand.currency.scale))}::bigint,
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (member_id) do nothing
        returning member_id::text as member_id`);
      if (!rows[0]) continue;
      await insertLevelChange(db, {
        memberId: member.id,
        fromLevel: 0,
        toLevel: level.level,
        reason: 'OPERATOR',
        actor: 'seed',
        remark: 'Nivel alcanzado antes del programa VIP',
        at: now,
      });
    }
  },
};
