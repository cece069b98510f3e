import { DEFAULT_BONUS_SETTINGS, ZBonusSettingsSchema } from '@platform/contracts/bonuses';
import type { PromotionsContext } from '../context';
import { createPartSettings } from '../../system/part-settings';

/** The operator settings of the bonuses part: category weights and the expiry action (audited saves). */
export function createBonusSettings(ctx: PromotionsContext) {
  return createPartSettings({
    db: ctx.db,
    now: () => ctx.clock.now(),
    part: 'bonuses',
    schema: ZBonusSettingsSchema,
    defaults: DEFAULT_BONUS_SETTINGS,
  });
}
export type BonusSettings = ReturnType<typeof createBonusSettings>;
