import {
  ZBrandConfigSchema,
  ZMaintenanceSettingSchema,
  ZRegionSettingSchema,
} from '@platform/contracts/system';
import { parseNetwork } from '../../platform/ip';
import { isValidTimeZone } from './rules';

/** What an operator may store: the contracts schemas plus checks that need the server (time zones, CIDRs). */
export const ZBrandConfigInputSchema = ZBrandConfigSchema.superRefine((brand, ctx) => {
  if (!isValidTimeZone(brand.timeZone)) {
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'unknown IANA time zone' });
  }
  if (!brand.languages.includes(brand.defaultLanguage)) {
    ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'must be one of languages' });
  }
});

export const ZMaintenanceSettingInputSchema = ZMaintenanceSettingSchema.superRefine((setting, ctx) => {
  if (setting.startsAt && setting.endsAt && Date.parse(setting.endsAt) <= Date.parse(setting.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  }
});

export const ZRegionSettingInputSchema = ZRegionSettingSchema.superRefine((setting, ctx) => {
  for (const key of ['blockedNetworks', 'allowedNetworks'] as const) {
    setting[key].forEach((entry, index) => {
      if (!parseNetwork(entry))
        ctx.addIssue({ code: 'custom', path: [key, index], message: 'not an IP or CIDR' });
    });
  }
});
