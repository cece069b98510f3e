import { ZLotterySettingsSchema, type TLotterySettings } from '@platform/contracts/lottery';
import type { Db } from '../../platform/database';
import { createPartSettings } from '../system/part-settings';
import { DEFAULT_ODDS } from './rules/odds.defaults';

/** The seeded settings: every prize mode offered, unit price 1.00 (SEA 1.00), odds from lottery.md. */
export const DEFAULT_LOTTERY_SETTINGS: TLotterySettings = {
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  unitPrice: { LOTT: 1, ZY: 1, ELOTT: 1, SEA: 1 },
  odds: DEFAULT_ODDS,
  maxStakePerNumber: 50_000,
  maxPayoutPerNumber: 5_000_000,
  houseCutoffSeconds: 10,
  officialCutoffMinutes: 15,
  officialSettleDelayMinutes: 10,
};

/** The operator's lottery settings (one row `settings` of lottery_settings; saves audited as `lottery.settings.settings`). */
export function createLotterySettings(db: Db, now: () => Date) {
  return createPartSettings({
    db,
    now,
    part: 'settings',
    schema: ZLotterySettingsSchema,
    defaults: DEFAULT_LOTTERY_SETTINGS,
    module: { table: 'lottery_settings', name: 'lottery' },
  });
}
export type LotterySettingsStore = ReturnType<typeof createLotterySettings>;
