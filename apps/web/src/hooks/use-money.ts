import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../lib/format-money';
import { useAppStore } from '../stores/app-store';

/** Formats amounts with the brand's currency symbol in the page language: `$ 1.234,50` (es), `$ 1,234.50` (en). */
export function useMoney() {
  const { i18n } = useTranslation();
  const symbol = useAppStore((state) => state.brand?.currency.symbol ?? '$');
  const language = i18n.resolvedLanguage ?? 'es';
  return useCallback(
    (amount: number, options?: { signed?: boolean }) => formatCurrency(amount, symbol, language, options),
    [symbol, language],
  );
}
