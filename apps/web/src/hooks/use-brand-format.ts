import { useTranslation } from 'react-i18next';
import { formatBrandDate, formatBrandDateTime } from '../lib/brand-time';
import { useBrandZone } from './use-brand-zone';

/** Instants as the player sees them: in the brand's time zone, in the page language (`31/12/2024, 21:30:00`). */
export function useBrandFormat() {
  const { i18n } = useTranslation();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return {
    dateTime: (iso: string) => formatBrandDateTime(iso, language, zone),
    date: (iso: string) => formatBrandDate(iso, language, zone),
  };
}
