import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZSlotSpinRequestSchema } from '@platform/contracts/house-games';
import { fail, ok, replies } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeHouseGame, makeHouseRound, makeSpinStep, memberApi } from '../../testing/fixtures';

const GAME = 'GET /wps/house/games/INHOUSE005';
const SPIN = 'POST /wps/house/slot/spin';
const FREE_SPIN = 'POST /wps/house/slot/free-spin';

// Total bet $1.00 on 25 lines: a line bet of $0.04.
// Middle row (line 1) MASK MASK MASK: 3 × MASK pays 20 line bets = $0.80.
// Top row (line 2) A A A A: 4 × A pays 10 line bets = $0.40. The spin wins $0.80 + $0.40 = $1.20.
const WINNING_SPIN = makeSpinStep({
  grid: [
    ['A', 'MASK', 'K'],
    ['A', 'MASK', 'K'],
    ['A', 'MASK', 'A'],
    ['A', 'K', 'A'],
    ['K', 'A', 'K'],
  ],
  wins: [
    {
      line: 0,
      symbol: 'MASK',
      count: 3,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      win: 0.8,
    },
    {
      line: 1,
      symbol: 'A',
      count: 4,
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      win: 0.4,
    },
  ],
  win: 1.2,
});

describe('the TA slot', () => {
  it('spins at the chosen bet, draws every winning line on the reels with its amount and the total', async () => {
    const { user, callsTo } = renderApp(
      '/house/INHOUSE005',
      undefined,
      memberApi({
        [GAME]: ok(makeHouseGame()),
        [SPIN]: ok({
          round: makeHouseRound({ win: 1.2, balanceAfter: 100.2, steps: [WINNING_SPIN] }),
          balance: 100.2,
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tesoro Azteca' })).toBeInTheDocument();
    expect(screen.getByTestId('slot-bet')).toHaveTextContent('$ 1,00');
    expect(screen.getByTestId('slot-line-bet')).toHaveTextContent('$ 0,04 por línea · 25 líneas');
    await user.click(screen.getByTestId('slot-bet-up'));
    await user.click(screen.getByTestId('slot-bet-down'));
    const balanceCalls = callsTo('GET /wps/v2/wallets/balance').length;

    await user.click(screen.getByRole('button', { name: 'Girar' }));
    expect(await screen.findByTestId('slot-win')).toHaveTextContent('Ganó $ 1,20');
    const wins = within(screen.getByTestId('slot-line-wins')).getAllByRole('listitem');
    expect(wins).toHaveLength(2);
    expect(wins[0]).toHaveTextContent(/Línea 1 · 3 × Máscara\$.0,80/);
    expect(wins[1]).toHaveTextContent(/Línea 2 · 4 × .*\$ 0,40/);
    expect(screen.getByTestId('slot-cell-1-1')).toHaveAttribute('data-win', 'true');
    expect(screen.getByTestId('slot-cell-3-0')).toHaveAttribute('data-win', 'true');
    expect(screen.getByTestId('slot-cell-4-1')).toHaveAttribute('data-win', 'false');
    expect(screen.getByTestId('slot-game')).not.toHaveTextContent(/\{\{|house\./);
    const reels = screen.getByRole('region', { name: 'Rodillos' });
    expect(reels.querySelectorAll('polyline')).toHaveLength(2);

    const request = ZSlotSpinRequestSchema.parse(callsTo(SPIN)[0]?.body);
    expect(request).toMatchObject({ gameCode: 'INHOUSE005', bet: 1 });
    // the header balance loads again
    await waitFor(() => expect(callsTo('GET /wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls));
  });

  it('shows a refused spin in Spanish, moves nothing and keeps the key for a retry', async () => {
    const { user, callsTo } = renderApp(
      '/house/INHOUSE005',
      undefined,
      memberApi({
        [GAME]: ok(makeHouseGame()),
        [SPIN]: replies(
          fail('HOUSE_BET_OUT_OF_RANGE', 'La apuesta debe estar entre $ 1,00 y $ 500,00.'),
          ok({ round: makeHouseRound({ steps: [makeSpinStep()] }), balance: 99 }),
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Girar' }));
    expect(await screen.findByTestId('slot-error')).toHaveTextContent('entre $ 1,00 y $ 500,00');
    await user.click(screen.getByRole('button', { name: 'Girar' }));
    expect(await screen.findByTestId('slot-win')).toHaveTextContent('Sin premio esta vez.');
    const [first, second] = callsTo(SPIN).map((call) => ZSlotSpinRequestSchema.parse(call.body));
    expect(first?.requestId).toBe(second?.requestId);
  });

  it('resumes free spins from the open round after a reload and pays the round total at the end', async () => {
    // The paid spin ($1.00) hit 3 scatters: 2 total bets = $2.00 and 10 free spins; 8 were played (no win).
    const paid = makeSpinStep({
      grid: [
        ['SCAT', 'A', 'K'],
        ['K', 'SCAT', 'A'],
        ['A', 'K', 'SCAT'],
        ['K', 'A', 'K'],
        ['A', 'K', 'A'],
      ],
      wins: [
        {
          line: -1,
          symbol: 'SCAT',
          count: 3,
          cells: [
            [0, 0],
            [1, 1],
            [2, 2],
          ],
          win: 2,
        },
      ],
      freeSpinsAwarded: 10,
      freeSpinsLeft: 10,
      win: 2,
    });
    const played = Array.from({ length: 8 }, (_, i) =>
      makeSpinStep({ index: i + 1, free: true, freeSpinsLeft: 9 - i }),
    );
    const open = makeHouseRound({
      status: 'OPEN',
      balanceAfter: null,
      settledAt: null,
      steps: [paid, ...played],
    });
    // Free spin 9: 3 × MASK on line 1 pays 20 line bets × 3 (free spins) = 0.04 × 20 × 3 = $2.40.
    const ninth = makeSpinStep({
      index: 9,
      free: true,
      grid: WINNING_SPIN.grid,
      wins: [{ ...WINNING_SPIN.wins[0]!, win: 2.4 }],
      freeSpinsLeft: 1,
      win: 2.4,
    });
    const tenth = makeSpinStep({ index: 10, free: true, freeSpinsLeft: 0 });
    const { user, callsTo } = renderApp(
      '/house/INHOUSE005',
      undefined,
      memberApi({
        [GAME]: ok(makeHouseGame({ openRound: open })),
        [FREE_SPIN]: replies(
          ok({ round: { ...open, steps: [...open.steps, ninth] }, balance: 99 }),
          // The round pays $2.00 + $2.40 = $4.40 when the last free spin is played.
          ok({
            round: {
              ...open,
              status: 'SETTLED',
              win: 4.4,
              balanceAfter: 103.4,
              steps: [...open.steps, ninth, tenth],
            },
            balance: 103.4,
          }),
        ),
      }),
    );
    expect(await screen.findByTestId('slot-free-spins')).toHaveTextContent('Giros gratis: 2 restantes ×3');
    expect(screen.queryByRole('button', { name: 'Girar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-round-win')).toHaveTextContent('$ 2,00');

    await user.click(screen.getByRole('button', { name: 'Jugar giro gratis' }));
    expect(await screen.findByTestId('slot-win')).toHaveTextContent('Giro gratis 9: ganó $ 2,40');
    expect(screen.getByTestId('slot-free-spins')).toHaveTextContent('Giros gratis: 1 restante ×3');
    expect(screen.getByTestId('slot-round-win')).toHaveTextContent('hasta ahora: $ 4,40');

    await user.click(screen.getByRole('button', { name: 'Jugar giro gratis' }));
    expect(await screen.findByTestId('slot-round-win')).toHaveTextContent(
      'Giros gratis terminados. Ganancia total de la ronda: $ 4,40',
    );
    expect(screen.queryByTestId('slot-free-spins')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Girar' })).toBeEnabled();
    expect(callsTo(FREE_SPIN).map((call) => call.body)).toEqual([{ roundId: 'r-1' }, { roundId: 'r-1' }]);
  });
});
