import { useAppStore } from '../stores/app-store';
import type { TBrandZone } from '../lib/brand-time';

const UTC: TBrandZone = { timeZone: 'UTC', utcOffsetMinutes: 0 };

/** The brand time zone from the system status (decisions.md), UTC until it has loaded. */
export function useBrandZone(): TBrandZone {
  const timeZone = useAppStore((state) => state.brand?.timeZone);
  const utcOffsetMinutes = useAppStore((state) => state.brand?.utcOffsetMinutes);
  return timeZone === undefined ? UTC : { timeZone, utcOffsetMinutes: utcOffsetMinutes ?? 0 };
}
