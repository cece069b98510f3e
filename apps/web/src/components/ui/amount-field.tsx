import type { ReactNode } from 'react';
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
  const symbol = useAppStore((state) => state.brand?.currency.symbol ?? '$');
  return (
    <TextField
      {...props}
      className="field--amount"
      required={required}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      placeholder="0.00"
      start={
        <span className="field__prefix" aria-hidden="true">
          {symbol}
        </span>
      }
    />
  );
}
