import type { Seeder } from '../../../seed/types';

/** Demo data of the referral part (placeholder until it lands). */
export const promotionsReferralDemoSeeder: Seeder = {
  name: 'promotions-referral-demo',
  demo: true,
  run: async () => undefined,
};
