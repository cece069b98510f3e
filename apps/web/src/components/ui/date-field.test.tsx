import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Desde"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      testId="from"
    />
  );
}

describe('date field', () => {
  it('shows and takes dates as dd/mm/aaaa in Spanish, whatever the browser locale', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2025-03-09" seen={seen} />);
    const input = screen.getByTestId('from');
    expect(input).toHaveValue('09/03/2025');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Abrir el calendario' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '01022025');
    expect(input).toHaveValue('01/02/2025');
    expect(seen.at(-1)).toBe('2025-02-01');

    await user.clear(input);
    await user.type(input, '31/02/2025');
    expect(seen.at(-1)).toBe('31/02/2025');
  });
});
