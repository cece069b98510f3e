import { useTranslation } from 'react-i18next';
import { formatBrandDate, formatBrandDateTime, formatCalendarDate } from '../lib/brand-time';
import { useBrandZone } from './use-brand-zone';

/**
 * Instants as the player sees them: in the brand's time zone, in the page language (`31/12/2024, 21:30:00`);
 * `calendarDate` shows a brand-zone date the server already cut (`2024-12-31` → `31/12/2024`) without
 * building a date format (the first one built on a page costs a phone over 100 ms).
 */
export function useBrandFormat() {
  const { i18n } = useTranslation();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return {
    dateTime: (iso: string) => formatBrandDateTime(iso, language, zone),
    date: (iso: string) => formatBrandDate(iso, language, zone),
    calendarDate: (date: string) => formatCalendarDate(date, language),
  };
}
