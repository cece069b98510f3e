import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@platform/contracts/i18n';
import { toLanguage } from '../../../lib/i18n';

/** The page language; components that use it render again (and their queries refetch) when it changes. */
export function useGameLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
