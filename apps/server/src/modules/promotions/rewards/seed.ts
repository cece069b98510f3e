import type { Seeder } from '../../../seed/types';

/** Demo data of the rewards part (placeholder until it lands). */
export const promotionsRewardsDemoSeeder: Seeder = {
  name: 'promotions-rewards-demo',
  demo: true,
  run: async () => undefined,
};
