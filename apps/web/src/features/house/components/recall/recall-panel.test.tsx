import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { THouseRound } from '@platform/contracts/house-games';
import { makeStatus } from '../../../../test/fixtures';
import { useAppStore } from '../../../../stores/app-store';
import { mockApi, ok } from '../../../../test/mock-api';
import { RecallPanel } from './recall-panel';

const SEED = {
  scheme: 'seed',
  serverSeedHash: '1d'.repeat(32),
  serverSeed: null,
  clientSeed: 'lucky-7',
  nonce: 4,
} as const;

const base = {
  status: 'SETTLED',
  createdAt: '2026-11-27T15:04:05.000Z',
  settledAt: '2026-11-27T15:04:06.000Z',
  mines: null,
  minedCells: null,
  cashout: null,
  fairness: SEED,
} as const;

const row = (symbols: string) => symbols.split(' ');

const SLOT: THouseRound = {
  ...base,
  id: 'r-slot',
  gameCode: 'INHOUSE005',
  kind: 'SLOT',
  stake: 2.5,
  win: 4.5,
  balanceBefore: 100,
  balanceAfter: 102,
  steps: [
    {
      type: 'spin',
      index: 0,
      free: false,
      stops: [3, 17, 8, 22, 5],
      grid: [row('A K SC'), row('A Q J'), row('A SC 10'), row('K J SC'), row('Q 10 J')],
      wins: [
        {
          line: 0,
          symbol: 'A',
          count: 3,
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          win: 0.5,
        },
        {
          line: -1,
          symbol: 'SC',
          count: 3,
          cells: [
            [0, 2],
            [2, 1],
            [3, 2],
          ],
          win: 5,
        },
      ],
      freeSpinsAwarded: 8,
      freeSpinsLeft: 8,
      win: 5.5,
    },
    {
      type: 'spin',
      index: 1,
      free: true,
      stops: [1, 2, 3, 4, 5],
      grid: [row('J J J'), row('Q Q Q'), row('K K K'), row('A A A'), row('10 10 10')],
      wins: [],
      freeSpinsAwarded: 0,
      freeSpinsLeft: 7,
      win: 0,
    },
  ],
};

const DICE: THouseRound = {
  ...base,
  id: 'r-dice',
  gameCode: 'INHOUSE002',
  kind: 'DICE',
  stake: 10,
  win: 19.8,
  balanceBefore: 50,
  balanceAfter: 59.8,
  steps: [{ type: 'roll', target: 5000, direction: 'UNDER', roll: 4819, multiplier: 1.98, win: 19.8 }],
};

const MINES: THouseRound = {
  ...base,
  id: 'r-mines',
  gameCode: 'INHOUSE003',
  kind: 'MINES',
  stake: 1,
  win: 0,
  balanceBefore: 20,
  balanceAfter: 19,
  mines: 3,
  minedCells: [0, 13, 17],
  steps: [
    { type: 'reveal', cell: 6, safe: true, multiplier: 1.12 },
    { type: 'reveal', cell: 13, safe: false, multiplier: 0 },
  ],
};

const CRASH: THouseRound = {
  ...base,
  id: 'r-crash',
  gameCode: 'INHOUSE001',
  kind: 'CRASH',
  stake: 5,
  win: 10,
  balanceBefore: 30,
  balanceAfter: 35,
  fairness: {
    scheme: 'chain',
    crashRoundId: 'c-9',
    roundHash: 'c'.repeat(64),
    salt: 'salt-1',
    terminalHash: 'f'.repeat(64),
  },
  steps: [
    { type: 'bet', amount: 5, autoCashout: 2 },
    { type: 'cashout', multiplier: 2, auto: true, win: 10 },
    { type: 'crash', point: 3.41 },
  ],
};

function openRecall(gameCode: string, rounds: THouseRound[]) {
  useAppStore.setState({
    token: 'tok-1',
    // The brand's zone: UTC−5, so 15:04:05Z shows 10:04:05.
    brand: { ...makeStatus().brand, timeZone: 'America/Bogota', utcOffsetMinutes: -300 },
  });
  const api = mockApi({ 'GET /wps/house/rounds': ok({ rounds }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RecallPanel gameCode={gameCode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';

describe('game recall', () => {
  it('lists the rounds with time in the brand zone, stake, win and balance before → after', async () => {
    const { callsTo } = openRecall('INHOUSE002', [DICE]);
    const round = await screen.findByTestId('house-recall-round');
    expect(callsTo('GET /wps/house/rounds')[0]?.query.get('gameCode')).toBe('INHOUSE002');
    expect(text(round)).toContain('27/11/2026, 10:04:05');
    expect(text(round)).toContain('Terminada');
    expect(text(round)).toContain('Apuesta $ 10,00');
    expect(text(round)).toContain('Premio $ 19,80');
    expect(text(round)).toContain('Saldo $ 50,00 → $ 59,80');
  });

  it('shows a slot round’s paid spin and free spins with their line and scatter wins', async () => {
    const { user } = openRecall('INHOUSE005', [SLOT]);
    await user.click(await screen.findByRole('button', { expanded: false }));
    const steps = screen.getAllByTestId('house-step');
    expect(text(steps[0]!)).toContain('Giro paradas 3 · 17 · 8 · 22 · 5');
    expect(screen.getAllByTestId('house-spin-win').map(text)).toEqual([
      'Línea 1: 3 × A, $ 0,50',
      'Dispersión: 3 × SC, $ 5,00',
    ]);
    expect(text(steps[0]!)).toContain('¡8 giros gratis!');
    expect(text(steps[0]!)).toContain('Premio del giro: $ 5,50 · quedan 8 giros gratis');
    expect(within(steps[0]!).getAllByText('A')[0]).toHaveClass('is-winning');
    expect(text(steps[1]!)).toContain('Giro gratis 1');
    expect(text(steps[1]!)).toContain('Sin premio · quedan 7 giros gratis');
    expect(screen.getByRole('link', { name: 'Verificar' })).toHaveAttribute(
      'href',
      '/houseVerify?roundId=r-slot',
    );
  });

  it('shows the dice roll against its target', async () => {
    const { user } = openRecall('INHOUSE002', [DICE]);
    await user.click(await screen.findByRole('button', { expanded: false }));
    expect(text(screen.getByTestId('house-step'))).toBe(
      'Tirada 48,19 (menor que 50,00, 1,98×) Premio: $ 19,80',
    );
  });

  it('shows the mines revealed on the board and, once over, every mine', async () => {
    const { user } = openRecall('INHOUSE003', [MINES]);
    await user.click(await screen.findByRole('button', { expanded: false }));
    expect(screen.getAllByTestId('house-step').map(text)).toEqual([
      'Casilla 7: gema, multiplicador 1,12×',
      'Casilla 14: mina',
    ]);
    const board = screen.getByTestId('house-mines-board');
    expect(within(board).getByLabelText('Casilla 7: gema')).toHaveAttribute('data-state', 'gem');
    expect(within(board).getByLabelText('Casilla 14: mina descubierta')).toHaveAttribute('data-state', 'hit');
    expect(within(board).getByLabelText('Casilla 1: mina')).toHaveAttribute('data-state', 'mine');
    expect(within(board).getByLabelText('Casilla 18: mina')).toHaveAttribute('data-state', 'mine');
    expect(
      within(board)
        .getAllByRole('listitem')
        .filter((cell) => cell.dataset.state === 'hidden'),
    ).toHaveLength(21);
    expect(screen.getByText('3 minas, 2 casillas descubiertas')).toBeInTheDocument();
  });

  it('shows the crash bet, the cash-out point and the crash point', async () => {
    const { user } = openRecall('INHOUSE001', [CRASH]);
    await user.click(await screen.findByRole('button', { expanded: false }));
    expect(screen.getAllByTestId('house-step').map(text)).toEqual([
      'Apuesta de $ 5,00, cobro automático a 2,00×',
      'Cobro automático a 2,00×: $ 10,00',
      'El cohete explotó a 3,41×',
    ]);
  });

  it('says when there is nothing to recall yet', async () => {
    openRecall('INHOUSE002', []);
    expect(await screen.findByText('Aún no ha jugado rondas de este juego.')).toBeInTheDocument();
  });
});
