import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZDiceRollRequestSchema } from '@platform/contracts/house-games';
import { ok } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeHouseGame, makeHouseRound, memberApi } from '../../testing/fixtures';

const DICE = makeHouseGame({
  gameCode: 'INHOUSE002',
  kind: 'DICE',
  name: 'Dados',
  maxBet: 1_000,
  slot: null,
});
const ROLL = 'POST /wps/house/dice/roll';

async function openDice(routes = {}) {
  const view = renderApp(
    '/house/INHOUSE002',
    undefined,
    memberApi({ 'GET /wps/house/games/INHOUSE002': ok(DICE), ...routes }),
  );
  await screen.findByTestId('dice-game');
  return view;
}

describe('dice', () => {
  it('shows the chance, multiplier and payout of the target as they change', async () => {
    const { user } = await openDice();
    expect(screen.getByTestId('dice-amount')).toHaveValue('1,00');
    await user.click(screen.getByTestId('dice-amount-double'));
    expect(screen.getByTestId('dice-amount')).toHaveValue('2,00');
    await user.click(screen.getByTestId('dice-amount-half'));
    await user.click(screen.getByTestId('dice-amount-half'));
    // never below the minimum bet
    expect(screen.getByTestId('dice-amount')).toHaveValue('1,00');
    await user.clear(screen.getByTestId('dice-amount'));
    await user.type(screen.getByTestId('dice-amount'), '10');
    // 50.00 over: 4,999 winning rolls → 49.99 %, ×1.9803; $10.00 pays floor(1,000 × 9,900 / 4,999) = 1,980 cents
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('49,99 %');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×1,9803');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('$ 19,80');

    // 25.00 under: 2,500 winning rolls → 25 %, ×3.96; $10.00 pays 1,000 × 9,900 / 2,500 = 3,960 cents
    await user.click(screen.getByTestId('dice-direction-UNDER'));
    await user.clear(screen.getByTestId('dice-target'));
    await user.type(screen.getByTestId('dice-target'), '25');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('25,00 %');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×3,96');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('$ 39,60');

    // 33.33 under: 3,333 rolls → ×2.9702; $10.00 pays floor(9,900,000 / 3,333) = 2,970 cents
    await user.clear(screen.getByTestId('dice-target'));
    await user.type(screen.getByTestId('dice-target'), '33,33');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×2,9702');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('$ 29,70');

    // 0.50 under: 50 winning rolls, under 1 %: refused before it is sent
    await user.clear(screen.getByTestId('dice-target'));
    await user.type(screen.getByTestId('dice-target'), '0.5');
    expect(screen.getByTestId('dice-chance-error')).toHaveTextContent('entre 1 % y 98 %');
    expect(screen.getByTestId('dice-roll')).toBeDisabled();
  });

  it('rolls and shows the roll in the winning colour, and keeps the last rolls', async () => {
    const won = makeHouseRound({
      id: 'd-1',
      gameCode: 'INHOUSE002',
      kind: 'DICE',
      stake: 10,
      win: 19.8,
      steps: [{ type: 'roll', target: 5_000, direction: 'OVER', roll: 7_321, multiplier: 1.9803, win: 19.8 }],
    });
    const { user, callsTo } = await openDice({ [ROLL]: ok({ round: won, balance: 109.8 }) });
    await user.clear(screen.getByTestId('dice-amount'));
    await user.type(screen.getByTestId('dice-amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Lanzar' }));
    const result = await screen.findByTestId('dice-result');
    expect(await within(result).findByTestId('dice-roll-value')).toHaveTextContent('73,21');
    expect(result).toHaveTextContent('¡Ganó $ 19,80!');
    expect(result).toHaveClass('is-win');
    expect(within(screen.getByTestId('dice-history')).getAllByRole('listitem')).toHaveLength(1);
    expect(ZDiceRollRequestSchema.parse(callsTo(ROLL)[0]?.body)).toMatchObject({
      gameCode: 'INHOUSE002',
      amount: 10,
      target: 5_000,
      direction: 'OVER',
    });
  });
});
