import type { Seeder } from '../../seed/types';
import { DEFAULT_BRAND, DEFAULT_MAINTENANCE, DEFAULT_REGION } from './brand.default';
import { insertBrandConfigIfAbsent, insertSettingIfAbsent } from './repository';
import { SETTING_KEYS } from './service';

/** The committed brand default and the operator settings (maintenance off, region rules off). */
export const systemSeeder: Seeder = {
  name: 'system.defaults',
  demo: false,
  async run(db) {
    await insertBrandConfigIfAbsent(db, DEFAULT_BRAND);
    await insertSettingIfAbsent(db, SETTING_KEYS.maintenance, DEFAULT_MAINTENANCE);
    await insertSettingIfAbsent(db, SETTING_KEYS.region, DEFAULT_REGION);
  },
};
