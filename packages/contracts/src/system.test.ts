import { describe, expect, it } from 'vitest';
import { ZMaintenanceSettingSchema, ZRegionSettingSchema } from './system';

describe('operator settings schemas', () => {
  it('fills defaults for a minimal maintenance setting', () => {
    expect(ZMaintenanceSettingSchema.parse({ enabled: true })).toEqual({
      enabled: true,
      startsAt: null,
      endsAt: null,
      title: {},
      info: {},
    });
  });

  it('refuses malformed country codes and unknown languages', () => {
    expect(ZRegionSettingSchema.safeParse({ enabled: true, blockedCountries: ['mx'] }).success).toBe(false);
    expect(ZRegionSettingSchema.safeParse({ enabled: true, message: { fr: 'non' } }).success).toBe(false);
    expect(ZRegionSettingSchema.safeParse({ enabled: true, blockedCountries: ['MX'] }).success).toBe(true);
  });
});
