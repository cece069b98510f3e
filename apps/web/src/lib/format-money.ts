/** An amount with 2 decimals and thousands separators in the page language (spec §2 winner board, header). */
export function formatMoney(amount: number, language: string, scale = 2): string {
  return formatterFor(language, scale).format(amount);
}

/** Building a number format costs far more than using one: the jackpot counter formats every few frames. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string, scale: number): Intl.NumberFormat {
  const key = `${language}|${scale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount with the currency symbol: `$ 1.234,50` (a no-break space keeps the symbol with the number);
 * `signed` puts + or − in front (account record).
 */
export function formatCurrency(
  amount: number,
  symbol: string,
  language: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  const text = `${symbol}\u00a0${formatMoney(Math.abs(amount), language)}`;
  if (amount < 0) return `−${text}`;
  return signed && amount > 0 ? `+${text}` : text;
}
