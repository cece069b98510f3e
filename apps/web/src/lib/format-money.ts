/** An amount with 2 decimals and thousands separators in the page language (spec §2 winner board, header). */
export function formatMoney(amount: number, language: string, scale = 2): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
    useGrouping: 'always',
  }).format(amount);
}
