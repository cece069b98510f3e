import type { TLanguage } from '@platform/contracts/i18n';

/**
 * An amount as the site writes it (web `lib/format-money.ts`): the symbol, a no-break space, the number in
 * the language's format. For the money figure a refusal's message carries (`messageFields`).
 */
export function formatMoney(
  amount: number,
  currency: { symbol: string; scale: number },
  lang: TLanguage,
): string {
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: currency.scale,
    maximumFractionDigits: currency.scale,
    useGrouping: 'always',
  }).format(amount);
  return `${currency.symbol}\u00a0${number}`;
}
