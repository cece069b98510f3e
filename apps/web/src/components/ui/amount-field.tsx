import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-money';
import { useAppStore } from '../../stores/app-store';
import { TextField } from './text-field';

type TAmountFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** An "all" button or similar inside the control, after the input. */
  end?: ReactNode;
};

/** A money input: the currency symbol in front, a decimal keyboard on phones; checking is the caller's. */
export function AmountField({ required = true, ...props }: TAmountFieldProps) {
  const { i18n } = useTranslation();
  const symbol = useAppStore((state) => state.brand?.currency.symbol ?? '$');
  const scale = useAppStore((state) => state.brand?.currency.scale ?? 2);
  return (
    <TextField
      {...props}
      className="field--amount"
      required={required}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      // "0,00" in Spanish: the decimal separator the player is expected to type (both are accepted).
      placeholder={formatMoney(0, i18n.resolvedLanguage ?? 'es', scale)}
      start={
        <span className="field__prefix" aria-hidden="true">
          {symbol}
        </span>
      }
    />
  );
}
