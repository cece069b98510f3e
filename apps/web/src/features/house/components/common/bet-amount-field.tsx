import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../../components/ui/amount-field';
import { useMoney } from '../../../../hooks/use-money';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';

type TBetAmountFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minBet: number;
  maxBet: number;
  error: string | null;
  disabled?: boolean;
  testId: string;
};

/** A stake as the field shows it: 2 decimals with the language's separator, no grouping ("1,00" in Spanish). */
export function formatStake(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}

/** Doubles or halves a typed stake, kept inside the limits; the text as it was when it is not an amount. */
function scaled(
  text: string,
  factor: 'half' | 'double',
  { minBet, maxBet, language }: { minBet: number; maxBet: number; language: string },
): string {
  let minor: bigint;
  try {
    minor = decimalToMinor(text.trim().replace(',', '.') || '0');
  } catch {
    return text;
  }
  const next = factor === 'half' ? minor / 2n : minor * 2n;
  const min = decimalToMinor(minBet);
  const max = decimalToMinor(maxBet);
  const clamped = next < min ? min : next > max ? max : next;
  return formatStake(minorToDecimal(clamped), language);
}

/** The stake of an instant game: the amount, ½ and ×2, and the game's limits under it. */
export function BetAmountField({ minBet, maxBet, disabled = false, ...field }: TBetAmountFieldProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const limits = { minBet, maxBet, language: i18n.resolvedLanguage ?? 'es' };
  return (
    <AmountField
      {...field}
      disabled={disabled}
      hint={t('house.common.limits', { min: money(minBet), max: money(maxBet) })}
      end={
        <span className="house-amount__steps">
          <button
            type="button"
            className="house-amount__step"
            disabled={disabled}
            aria-label={t('house.common.half')}
            data-testid={`${field.testId}-half`}
            onClick={() => field.onChange(scaled(field.value, 'half', limits))}
          >
            ½
          </button>
          <button
            type="button"
            className="house-amount__step"
            disabled={disabled}
            aria-label={t('house.common.double')}
            data-testid={`${field.testId}-double`}
            onClick={() => field.onChange(scaled(field.value, 'double', limits))}
          >
            ×2
          </button>
        </span>
      }
    />
  );
}
