import type { TMaintenanceSetting, TRegionSetting } from '@platform/contracts/system';
import { createNetworkSet, type NetworkSet } from '../../platform/ip';

export type RegionRule = {
  enabled: boolean;
  allowed: NetworkSet;
  blocked: NetworkSet;
  countries: ReadonlySet<string>;
};

export function compileRegionRule(setting: TRegionSetting): RegionRule {
  return {
    enabled: setting.enabled,
    allowed: createNetworkSet(setting.allowedNetworks).set,
    blocked: createNetworkSet(setting.blockedNetworks).set,
    countries: new Set(setting.blockedCountries),
  };
}

/** Allowed networks win; then a blocked network or a blocked country restricts the client. */
export function isRegionRestricted(rule: RegionRule, ip: string, country: string | null): boolean {
  if (!rule.enabled) return false;
  if (rule.allowed.contains(ip)) return false;
  if (rule.blocked.contains(ip)) return true;
  return country !== null && rule.countries.has(country);
}

/** In force when enabled and, if a window is set, `now` is inside it. */
export function isMaintenanceActive(setting: TMaintenanceSetting, now: Date): boolean {
  if (!setting.enabled) return false;
  const time = now.getTime();
  if (setting.startsAt && time < Date.parse(setting.startsAt)) return false;
  if (setting.endsAt && time >= Date.parse(setting.endsAt)) return false;
  return true;
}

// Building an Intl.DateTimeFormat is far dearer than using one; the status reply needs one per request.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `timeZone` at `now` (Mexico City: -360). */
export function utcOffsetMinutes(timeZone: string, now: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
