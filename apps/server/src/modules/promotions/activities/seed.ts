import type { Seeder } from '../../../seed/types';

/** Demo data of the activities part (placeholder until it lands). */
export const promotionsActivitiesDemoSeeder: Seeder = {
  name: 'promotions-activities-demo',
  demo: true,
  run: async () => undefined,
};
