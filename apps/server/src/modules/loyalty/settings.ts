import {
  DEFAULT_CASHBACK_SETTINGS,
  DEFAULT_POINTS_SETTINGS,
  DEFAULT_REBATE_SETTINGS,
  ZCashbackSettingsSchema,
  ZPointsSettingsSchema,
  ZRebateSettingsSchema,
  ZVipSettingsSchema,
} from '@platform/contracts/loyalty';
import type { Db } from '../../platform/database';
import { createPartSettings } from '../system/part-settings';
import { DEFAULT_VIP_SETTINGS } from './vip/defaults';

/** The operator settings of each loyalty part (rows of loyalty_settings; saves audited as `loyalty.settings.<part>`). */
export function createLoyaltySettings(db: Db, now: () => Date) {
  const module = { table: 'loyalty_settings', name: 'loyalty' } as const;
  return {
    points: createPartSettings({
      db,
      now,
      part: 'points',
      schema: ZPointsSettingsSchema,
      defaults: DEFAULT_POINTS_SETTINGS,
      module,
    }),
    vip: createPartSettings({
      db,
      now,
      part: 'vip',
      schema: ZVipSettingsSchema,
      defaults: DEFAULT_VIP_SETTINGS,
      module,
    }),
    rebate: createPartSettings({
      db,
      now,
      part: 'rebate',
      schema: ZRebateSettingsSchema,
      defaults: DEFAULT_REBATE_SETTINGS,
      module,
    }),
    cashback: createPartSettings({
      db,
      now,
      part: 'cashback',
      schema: ZCashbackSettingsSchema,
      defaults: DEFAULT_CASHBACK_SETTINGS,
      module,
    }),
  };
}
export type LoyaltySettings = ReturnType<typeof createLoyaltySettings>;
