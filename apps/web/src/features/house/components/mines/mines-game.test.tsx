import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZMinesStartRequestSchema } from '@platform/contracts/house-games';
import { fail, ok } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeHouseGame, makeHouseRound, memberApi } from '../../testing/fixtures';

const MINES = makeHouseGame({
  gameCode: 'INHOUSE003',
  kind: 'MINES',
  name: 'Minas',
  maxBet: 1_000,
  slot: null,
});
const GAME = 'GET /wps/house/games/INHOUSE003';

const open = makeHouseRound({
  id: 'm-1',
  gameCode: 'INHOUSE003',
  kind: 'MINES',
  status: 'OPEN',
  stake: 10,
  balanceAfter: null,
  settledAt: null,
  mines: 3,
});
// One safe cell with 3 mines: 0.99 × C(25,1) / C(22,1) = 1.125 → ×1.12 shown; $10.00 cashes out
// floor(1,000 × 99 × 25 / (100 × 22)) = 1,125 cents = $11.25. The next cell: 0.99 × 300 / 231 = 1.285… → ×1.28.
const revealed = {
  ...open,
  steps: [{ type: 'reveal' as const, cell: 6, safe: true, multiplier: 1.12 }],
  cashout: { multiplier: 1.12, win: 11.25 },
};
const cashedOut = {
  ...revealed,
  status: 'SETTLED' as const,
  win: 11.25,
  balanceAfter: 101.25,
  cashout: null,
  minedCells: [0, 12, 24],
  steps: [...revealed.steps, { type: 'cashout' as const, multiplier: 1.12, auto: false, win: 11.25 }],
};

describe('mines', () => {
  it('starts a round, reveals a gem, shows the cash-out value and cashes out, then shows every mine', async () => {
    const { user, callsTo } = renderApp(
      '/house/INHOUSE003',
      undefined,
      memberApi({
        [GAME]: ok(MINES),
        'POST /wps/house/mines/start': ok({ round: open, balance: 90 }),
        'POST /wps/house/mines/reveal': ok({ round: revealed, balance: 90 }),
        'POST /wps/house/mines/cashout': ok({ round: cashedOut, balance: 101.25 }),
      }),
    );
    await screen.findByTestId('mines-game');
    await user.clear(screen.getByTestId('mines-amount'));
    await user.type(screen.getByTestId('mines-amount'), '10');
    await user.selectOptions(screen.getByTestId('mines-count'), '3');
    await user.click(screen.getByRole('button', { name: 'Empezar' }));

    const cell = await screen.findByRole('button', { name: 'Casilla 7' });
    expect(screen.getByTestId('mines-cashout')).toBeDisabled();
    expect(screen.getByTestId('mines-count')).toBeDisabled();
    await user.click(cell);
    expect(await screen.findByTestId('mines-multiplier')).toHaveTextContent('×1,12');
    expect(screen.getByTestId('mines-cashout-value')).toHaveTextContent('$ 11,25');
    expect(screen.getByTestId('mines-next')).toHaveTextContent('×1,28');
    expect(screen.getByRole('button', { name: 'Casilla 7: gema' })).toHaveAttribute('data-state', 'gem');

    await user.click(screen.getByRole('button', { name: /^Cobrar \$.11,25$/ }));
    expect(await screen.findByTestId('mines-result')).toHaveTextContent('Cobró $ 11,25 (×1,12).');
    expect(screen.getByTestId('mines-cell-0')).toHaveAttribute('data-state', 'mine');
    expect(screen.getByTestId('mines-cell-24')).toHaveAttribute('data-state', 'mine');
    expect(screen.getByTestId('mines-cell-1')).toHaveAttribute('data-state', 'rest');
    expect(screen.getByRole('button', { name: 'Jugar de nuevo' })).toBeEnabled();

    expect(ZMinesStartRequestSchema.parse(callsTo('POST /wps/house/mines/start')[0]?.body)).toMatchObject({
      gameCode: 'INHOUSE003',
      amount: 10,
      mines: 3,
    });
    expect(callsTo('POST /wps/house/mines/reveal')[0]?.body).toEqual({ roundId: 'm-1', cell: 6 });
    expect(callsTo('POST /wps/house/mines/cashout')[0]?.body).toEqual({ roundId: 'm-1' });
  });

  it('resumes an open round after a reload; a refused cash-out says why in Spanish', async () => {
    const { user } = renderApp(
      '/house/INHOUSE003',
      undefined,
      memberApi({
        [GAME]: ok({ ...MINES, openRound: revealed }),
        'POST /wps/house/mines/cashout': fail('HOUSE_ROUND_FINISHED', 'Esta ronda ya terminó.'),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Casilla 7: gema' })).toBeInTheDocument();
    expect(screen.getByTestId('mines-cashout-value')).toHaveTextContent('$ 11,25');
    await user.click(screen.getByRole('button', { name: /^Cobrar \$.11,25$/ }));
    expect(await screen.findByTestId('mines-error')).toHaveTextContent('Esta ronda ya terminó.');
  });

  it('a mine ends the round: the stake is lost and every mine shows', async () => {
    const lost = {
      ...open,
      status: 'SETTLED' as const,
      balanceAfter: 90,
      minedCells: [3, 12, 24],
      steps: [{ type: 'reveal' as const, cell: 12, safe: false, multiplier: 0 }],
    };
    const { user } = renderApp(
      '/house/INHOUSE003',
      undefined,
      memberApi({
        [GAME]: ok({ ...MINES, openRound: open }),
        'POST /wps/house/mines/reveal': ok({ round: lost, balance: 90 }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Casilla 13' }));
    expect(await screen.findByTestId('mines-result')).toHaveTextContent('¡Mina! Perdió $ 10,00.');
    expect(screen.getByTestId('mines-cell-12')).toHaveAttribute('data-state', 'hit');
    expect(screen.getByTestId('mines-cell-3')).toHaveAttribute('data-state', 'mine');
  });
});
