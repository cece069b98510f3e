import type { Seeder } from '../../../seed/types';

/** Demo data of the missions part (placeholder until it lands). */
export const promotionsMissionsDemoSeeder: Seeder = {
  name: 'promotions-missions-demo',
  demo: true,
  run: async () => undefined,
};
