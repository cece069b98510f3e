import { DEFAULT_BONUS_SETTINGS, ZBonusSettingsSchema } from '@platform/contracts/bonuses';
import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { createDemoRoundPlayer } from '../../vendors/seed';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { demoOpeningAt } from '../../wallet/seed';
import { issueBonus, type IssueBonusInput } from './issue-bonus';
import { refreshTurnover } from './turnover';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * demo_player's bonuses, so bonusDetails shows real content at once: a welcome bonus (50.00 × 1) granted
 * when the demo week opened, met by the week's demo rounds (COMPLETED), and a reload bonus (100.00 on a
 * 100.00 deposit, 5× bonus + deposit = 1,000.00) granted two and a half days ago, partly met by the
 * rounds played since (ACTIVE, expiring in four and a half days). Issued through issueBonus, the rounds
 * through the vendor wallet API, the progress counted by the turnover rule. Idempotent.
 */
export const promotionsBonusesDemoSeeder: Seeder = {
  name: 'promotions-bonuses-demo',
  demo: true,
  async run(db, ctx) {
    const member = await identityRepository.findMemberByAccount(db, 'demo_player');
    if (!member) return;
    const brand = await readBrand(db);
    const unit = 10n ** BigInt(brand.currency.scale);
    const now = new Date();
    const welcomeAt = new Date(demoOpeningAt(brand.timeZone, now).getTime() + HOUR);
    const reloadAt = new Date(now.getTime() - 2.5 * DAY);
    const bonuses: Array<{ at: Date; input: IssueBonusInput }> = [
      {
        at: welcomeAt,
        input: {
          memberId: member.id,
          key: `demo:welcome:${member.id}`,
          source: 'ACTIVITY',
          title: { es: 'Bono de bienvenida', en: 'Welcome bonus' },
          amount: 50n * unit,
          turnover: { base: 'BONUS', percent: 100 },
          expiresAt: new Date(welcomeAt.getTime() + 30 * DAY),
          actor: 'seed',
        },
      },
      {
        at: reloadAt,
        input: {
          memberId: member.id,
          key: `demo:reload:${member.id}`,
          source: 'ACTIVITY',
          title: { es: 'Bono de recarga 100 %', en: '100% reload bonus' },
          amount: 100n * unit,
          turnover: { base: 'BONUS_PLUS_DEPOSIT', percent: 500, depositAmount: 100n * unit },
          expiresAt: new Date(reloadAt.getTime() + 7 * DAY),
          actor: 'seed',
        },
      },
    ];
    for (const { at, input } of bonuses) {
      const ledger = createLedger({
        clock: { now: () => at },
        publisher: createBalancePublisher(),
        currency: async () => brand.currency.code,
      });
      await ledger.transaction(db, (tx) => issueBonus(ledger, tx, at, input));
    }

    // Play since the reload bonus: a slot round (counts 100 %) and a live round (counts 10 %).
    const playRound = await createDemoRoundPlayer(db, brand);
    const rounds = [
      { nodeId: 'PG-RNG001', stake: 150, payout: 120, at: new Date(now.getTime() - 1.5 * DAY) },
      { nodeId: 'LIVE1-LIVE001', stake: 100, payout: 90, at: new Date(now.getTime() - 1.2 * DAY) },
    ];
    for (const [n, round] of rounds.entries()) {
      await playRound({
        ...round,
        account: member.account,
        memberId: member.id,
        round: `demo-bonus-${member.account}-${n + 1}`,
      });
    }

    const stored = (
      await db.execute<{ config: unknown }>(sql`select config from promotion_settings where part = 'bonuses'`)
    ).rows[0];
    const parsed = ZBonusSettingsSchema.safeParse(stored?.config);
    await refreshTurnover(db, member.id, parsed.success ? parsed.data : DEFAULT_BONUS_SETTINGS, now);
    ctx.log('demo bonuses of demo_player issued');
  },
};
