import type { TPointConfig } from '@platform/contracts/loyalty';

export type TConvertCheck =
  | { ok: true; points: number; amount: number }
  | { ok: false; reason: 'required' | 'whole' | 'min' | 'multiple' | 'overBalance' };

/**
 * What a conversion of `text` points gives, or why it cannot be sent: whole points, at least the minimum,
 * a whole multiple of the rate's points, no more than held. The amount is counted in minor units of the
 * brand's currency (`scale` decimals) so 300 points at 100 → 1,00 give exactly 3,00.
 */
export function checkConversion(
  text: string,
  config: Pick<TPointConfig, 'convert' | 'minConvertPoints'>,
  held: number,
  scale: number,
): TConvertCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'whole' };
  const points = Number(trimmed);
  if (!Number.isSafeInteger(points) || points <= 0) return { ok: false, reason: 'whole' };
  if (points < config.minConvertPoints) return { ok: false, reason: 'min' };
  if (points % config.convert.points !== 0) return { ok: false, reason: 'multiple' };
  if (points > held) return { ok: false, reason: 'overBalance' };
  return { ok: true, points, amount: convertedAmount(points, config.convert, scale) };
}

/** The balance `points` give at the rate (the whole multiples of the rate's points only). */
export function convertedAmount(points: number, rate: TPointConfig['convert'], scale: number): number {
  const unit = 10 ** scale;
  const steps = Math.floor(points / rate.points);
  return (steps * Math.round(rate.amount * unit)) / unit;
}
