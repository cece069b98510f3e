import { formatMoney } from '../../../lib/format-money';

/** Whole points with thousands separators in the page language, always grouped (`1.250` in Spanish). */
export const formatPoints = (value: number, language: string | undefined): string =>
  formatMoney(value, language ?? 'es', 0);
