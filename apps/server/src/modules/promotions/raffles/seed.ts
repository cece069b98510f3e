import type { Seeder } from '../../../seed/types';

/** Demo data of the raffles part (placeholder until it lands). */
export const promotionsRafflesDemoSeeder: Seeder = {
  name: 'promotions-raffles-demo',
  demo: true,
  run: async () => undefined,
};
