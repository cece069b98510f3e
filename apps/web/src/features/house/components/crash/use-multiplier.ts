import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format-money';

/** A multiplier as players read it, in the page language: `2,35×` (es), `2.35×` (en). */
export function useMultiplier() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback((value: number) => `${formatMoney(value, language)}×`, [language]);
}
