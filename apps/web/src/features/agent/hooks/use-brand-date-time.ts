import { useTranslation } from 'react-i18next';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { formatBrandDateTime } from '../../../lib/brand-time';

/** Formats an instant as date and time in the brand's zone, in the page language. */
export function useBrandDateTime() {
  const { i18n } = useTranslation();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  return (iso: string) => formatBrandDateTime(iso, language, zone);
}
