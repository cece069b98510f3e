import type { Seeder } from '../../../seed/types';

/** Demo data of the bonuses part (placeholder until it lands). */
export const promotionsBonusesDemoSeeder: Seeder = {
  name: 'promotions-bonuses-demo',
  demo: true,
  run: async () => undefined,
};
