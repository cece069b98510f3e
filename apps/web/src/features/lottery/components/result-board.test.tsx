import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultBoard } from './result-board';

describe('the result board', () => {
  it('lays out a Nam/Trung result as its prize table, G8 last, the lô endings stressed', () => {
    render(
      <ResultBoard
        result={{
          kind: 'VN_MN',
          prizes: {
            DB: ['123456'],
            G1: ['12345'],
            G2: ['54321'],
            G3: ['11111', '22222'],
            G4: ['10000', '20000', '30000', '40000', '50000', '60000', '70000'],
            G5: ['1234'],
            G6: ['1111', '2222', '3333'],
            G7: ['123'],
            G8: ['07'],
          },
        }}
      />,
    );
    const rows = within(screen.getByTestId('lottery-result-board')).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'ĐB Especial',
      'G1 Primero',
      'G2 Segundo',
      'G3 Tercero',
      'G4 Cuarto',
      'G5 Quinto',
      'G6 Sexto',
      'G7 Séptimo',
      'G8 Octavo',
    ]);
    expect(screen.getByTestId('lottery-result-board-DB')).toHaveTextContent('123456');
    expect(screen.getByTestId('lottery-result-board-DB').querySelector('b')).toHaveTextContent('56');
    expect(screen.getByTestId('lottery-result-board-G8')).toHaveTextContent('07');
  });

  it('shows only the special prize when compact', () => {
    render(
      <ResultBoard
        compact
        result={{ kind: 'VN_MB', prizes: { DB: ['41912'], G7: ['51', '80', '20', '94'] } }}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('lays out a 4D draw: first, second, third, ten starters and ten consolations', () => {
    const ten = (from: number) => Array.from({ length: 10 }, (_, i) => String(from + i).padStart(4, '0'));
    render(
      <ResultBoard
        result={{
          kind: 'SEA_4D',
          first: '1234',
          second: '0042',
          third: '9999',
          starter: ten(100),
          consolation: ten(200),
        }}
      />,
    );
    expect(screen.getByTestId('lottery-result-board-first')).toHaveTextContent('1234');
    expect(screen.getByTestId('lottery-result-board-second')).toHaveTextContent('0042');
    expect(screen.getByText('1.er premio')).toBeInTheDocument();
    expect(within(screen.getByTestId('lottery-result-board-starter')).getAllByRole('listitem')).toHaveLength(
      10,
    );
    expect(
      within(screen.getByTestId('lottery-result-board-consolation')).getAllByRole('listitem')[0],
    ).toHaveTextContent('0200');
  });

  it('shows 5D digits as balls with their sum, dice faces, and the race order', () => {
    const { unmount } = render(<ResultBoard result={{ kind: 'FAST_5D', values: [5, 5, 0, 1, 3] }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5',
      '5',
      '0',
      '1',
      '3',
    ]);
    expect(screen.getByText('Suma: 14')).toBeInTheDocument();
    unmount();
    const dice = render(<ResultBoard result={{ kind: 'DICE_3', values: [6, 1, 1] }} />);
    expect(screen.getByLabelText('Dado: 6')).toHaveTextContent('⚅');
    expect(screen.getByText('Suma: 8')).toBeInTheDocument();
    dice.unmount();
    render(<ResultBoard result={{ kind: 'RACE_10', values: [7, 3, 4, 9, 5, 2, 1, 6, 8, 10] }} />);
    expect(screen.getByLabelText('Puesto 1: coche 7')).toHaveTextContent('7');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
