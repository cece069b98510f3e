import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../seed/types';

const DAY_MS = 86_400_000;

/** The demo raffle's id (fixed: the seeder inserts it once). */
export const DEMO_RAFFLE_ID = '5e1f0a9c-7d3b-4c2e-9a61-8b4d2f6c0e11';

const PRIZES = [
  { es: '1,00 de bono', en: '1.00 bonus', amount: 100n, weight: 500, stock: null },
  { es: '5,00 de bono', en: '5.00 bonus', amount: 500n, weight: 300, stock: 500 },
  { es: '20,00 de bono', en: '20.00 bonus', amount: 2_000n, weight: 150, stock: 100 },
  { es: '100,00 de bono', en: '100.00 bonus', amount: 10_000n, weight: 45, stock: 10 },
  { es: 'Premio mayor 888,00', en: 'Jackpot 888.00', amount: 88_800n, weight: 5, stock: 1 },
] as const;

/**
 * A demo lucky draw open for three months from a week ago: one draw per 25.00 of valid bet, so demo_player's
 * seeded week of play (130.00) gives 5 draws. Prizes 1.00 to 888.00 with weights and stock.
 */
export const promotionsRafflesDemoSeeder: Seeder = {
  name: 'promotions-raffles-demo',
  demo: true,
  run: async (db) => {
    const now = new Date();
    const startsAt = new Date(now.getTime() - 7 * DAY_MS).toISOString();
    const endsAt = new Date(now.getTime() + 90 * DAY_MS).toISOString();
    const { rows } = await db.execute<{ id: string }>(sql`insert into promotion_raffles (id, title, starts_at,
        ends_at, enabled, member_types, rule_kind, rule_per, daily_cap, total_cap, bonus_valid_days, created_at,
        updated_at)
      values (${DEMO_RAFFLE_ID}::uuid,
        ${JSON.stringify({ es: 'Sorteo de la suerte', en: 'Lucky draw' })}::jsonb,
        ${startsAt}::timestamptz, ${endsAt}::timestamptz, true, null, 'VALID_BET', 2500, null, null, 7,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (id) do nothing
      returning id::text as id`);
    if (!rows[0]) return;
    for (const [sort, prize] of PRIZES.entries()) {
      await db.execute(sql`insert into promotion_raffle_prizes (raffle_id, name, amount, weight, stock,
          turnover_percent, sort, active)
        values (${DEMO_RAFFLE_ID}::uuid, ${JSON.stringify({ es: prize.es, en: prize.en })}::jsonb,
          ${String(prize.amount)}::bigint, ${prize.weight}, ${prize.stock}, 100, ${sort}, true)`);
    }
  },
};
