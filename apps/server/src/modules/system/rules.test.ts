import type { TMaintenanceSetting } from '@platform/contracts/system';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE, DEFAULT_REGION } from './brand.default';
import {
  compileRegionRule,
  isMaintenanceActive,
  isRegionRestricted,
  isValidTimeZone,
  utcOffsetMinutes,
} from './rules';

describe('isMaintenanceActive', () => {
  const at = (iso: string) => new Date(iso);
  const setting = (patch: Partial<TMaintenanceSetting>) => ({
    ...DEFAULT_MAINTENANCE,
    enabled: true,
    ...patch,
  });

  it('is off when disabled, whatever the window', () => {
    expect(isMaintenanceActive({ ...DEFAULT_MAINTENANCE, enabled: false }, at('2030-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('is on without a window, and honours open-ended windows', () => {
    expect(isMaintenanceActive(setting({}), at('2030-01-01T00:00:00Z'))).toBe(true);
    const from = setting({ startsAt: '2030-01-01T00:00:00+01:00' });
    expect(isMaintenanceActive(from, at('2029-12-31T22:59:59Z'))).toBe(false);
    expect(isMaintenanceActive(from, at('2029-12-31T23:00:00Z'))).toBe(true);
    const until = setting({ endsAt: '2030-01-01T00:00:00Z' });
    expect(isMaintenanceActive(until, at('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isMaintenanceActive(until, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isRegionRestricted', () => {
  const rule = compileRegionRule({
    ...DEFAULT_REGION,
    enabled: true,
    blockedNetworks: ['192.0.2.0/24'],
    allowedNetworks: ['192.0.2.10'],
    blockedCountries: ['KP'],
  });

  it('checks allowed networks, then blocked networks, then countries', () => {
    expect(isRegionRestricted(rule, '192.0.2.10', 'KP')).toBe(false);
    expect(isRegionRestricted(rule, '192.0.2.11', null)).toBe(true);
    expect(isRegionRestricted(rule, '198.51.100.1', 'KP')).toBe(true);
    expect(isRegionRestricted(rule, '198.51.100.1', 'MX')).toBe(false);
    expect(isRegionRestricted(rule, '198.51.100.1', null)).toBe(false);
  });
});

describe('time zones', () => {
  it('computes the UTC offset in minutes, following daylight saving time', () => {
    expect(utcOffsetMinutes('America/Mexico_City', new Date('2030-07-01T12:00:00Z'))).toBe(-360);
    expect(utcOffsetMinutes('Europe/Madrid', new Date('2030-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Madrid', new Date('2030-07-15T12:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes('Asia/Kolkata', new Date('2030-07-15T12:00:00Z'))).toBe(330);
    expect(utcOffsetMinutes('UTC', new Date('2030-07-15T12:00:00Z'))).toBe(0);
  });

  it('tells valid IANA names from invalid ones', () => {
    expect(isValidTimeZone('America/Bogota')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
