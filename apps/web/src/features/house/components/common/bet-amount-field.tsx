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

/** Doubles or halves a typed stake, kept inside the limits; the text as it was when it is not an amount. */
function scaled(text: string, factor: 'half' | 'double', minBet: number, maxBet: number): string {
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
  return minorToDecimal(clamped).toFixed(2);
}

/** The stake of an instant game: the amount, ½ and ×2, and the game's limits under it. */
export function BetAmountField({ minBet, maxBet, disabled = false, ...field }: TBetAmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
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
            onClick={() => field.onChange(scaled(field.value, 'half', minBet, maxBet))}
          >
            ½
          </button>
          <button
            type="button"
            className="house-amount__step"
            disabled={disabled}
            aria-label={t('house.common.double')}
            data-testid={`${field.testId}-double`}
            onClick={() => field.onChange(scaled(field.value, 'double', minBet, maxBet))}
          >
            ×2
          </button>
        </span>
      }
    />
  );
}
