/** Colour of a result seen from the players: green when they won, red when they lost. */
export function resultClass(amount: number): string {
  if (amount > 0) return 'is-credit';
  if (amount < 0) return 'is-debit';
  return 'is-even';
}

/** A count in the page language (thousands separators). */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(count);
}
