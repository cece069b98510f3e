import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { AmountField } from './amount-field';

describe('AmountField', () => {
  it('hints the decimal separator of the page language', async () => {
    render(<AmountField label="Importe" value="" onChange={() => {}} testId="amount" />);
    expect(screen.getByTestId('amount')).toHaveAttribute('placeholder', '0,00');
    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('amount')).toHaveAttribute('placeholder', '0.00');
  });
});
