/** A payout multiplier as the page shows it: `×1,98` (es), `×1.9803` (en); 2 to `maxDecimals` decimals. */
export function formatMultiplier(value: number, language: string, maxDecimals = 2): string {
  const text = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
    useGrouping: true,
  }).format(value);
  return `×${text}`;
}
