import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { issueBonus } from '../bonuses/issue-bonus';
import { offerReward } from './offer-reward';

const DAY_MS = 86_400_000;

/**
 * Demo rewards of demo_player: a VIP bonus and a mission reward waiting in the reward centre, and a weekly
 * rebate already claimed (its bonus paid, no turnover owed, so nothing blocks the demo's withdrawals).
 * Idempotent by the rewards' source keys.
 */
export const promotionsRewardsDemoSeeder: Seeder = {
  name: 'promotions-rewards-demo',
  demo: true,
  run: async (db) => {
    const member = await identityRepository.findMemberByAccount(db, 'demo_player');
    if (!member) return;
    const now = new Date();
    await offerReward(db, new Date(now.getTime() - 2 * 3_600_000), {
      memberId: member.id,
      sourceKey: `demo:vip:${member.id}`,
      source: 'VIP',
      title: { es: 'Bono de ascenso VIP', en: 'VIP level-up bonus' },
      amount: 8_800n,
      turnover: { base: 'BONUS', percent: 100 },
      bonusValidDays: 7,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
    });
    await offerReward(db, new Date(now.getTime() - 30 * 60_000), {
      memberId: member.id,
      sourceKey: `demo:mission:${member.id}`,
      source: 'MISSION',
      title: {
        es: 'Misión diaria: apueste 100,00 en tragamonedas',
        en: 'Daily mission: bet 100.00 on slots',
      },
      amount: 1_500n,
      turnover: { base: 'BONUS', percent: 100 },
      bonusValidDays: 3,
      expiresAt: new Date(now.getTime() + 2 * DAY_MS),
    });

    const claimedAt = new Date(now.getTime() - 3 * DAY_MS);
    const rebate = await offerReward(db, new Date(claimedAt.getTime() - 3_600_000), {
      memberId: member.id,
      sourceKey: `demo:rebate:${member.id}`,
      source: 'REBATE',
      title: { es: 'Reembolso semanal', en: 'Weekly rebate' },
      amount: 1_250n,
      turnover: { base: 'BONUS', percent: 0 },
      bonusValidDays: null,
      expiresAt: null,
    });
    if (!rebate.created) return;
    const brand = await readBrand(db);
    const ledger = createLedger({
      clock: { now: () => claimedAt },
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
      timeZone: async () => brand.timeZone,
    });
    const bonus = await ledger.transaction(db, (tx) =>
      issueBonus(ledger, tx, claimedAt, {
        memberId: member.id,
        key: `reward:${rebate.rewardId}`,
        source: 'REBATE',
        sourceRef: rebate.rewardId,
        title: { es: 'Reembolso semanal', en: 'Weekly rebate' },
        amount: 1_250n,
        turnover: { base: 'BONUS', percent: 0 },
        expiresAt: null,
        actor: 'seed',
      }),
    );
    await db.execute(sql`update promotion_rewards set status = 'CLAIMED',
        claimed_at = ${claimedAt.toISOString()}::timestamptz, seen_at = ${claimedAt.toISOString()}::timestamptz,
        bonus_id = ${bonus.bonusId}::uuid
      where id = ${rebate.rewardId}::uuid`);
  },
};
