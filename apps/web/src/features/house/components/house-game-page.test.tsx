import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeHouseGame, memberApi } from '../testing/fixtures';

const GAME = 'GET /wps/house/games/INHOUSE005';

describe('the in-house game page', () => {
  it('shows a visitor the paytable, the 25 lines and the RTP, and a login button that opens the login', async () => {
    const { user, callsTo } = renderApp('/house/INHOUSE005', undefined, { [GAME]: ok(makeHouseGame()) });
    expect(await screen.findByRole('heading', { name: 'Tesoro Azteca' })).toBeInTheDocument();
    const visitor = screen.getByTestId('house-visitor');
    expect(within(visitor).getByTestId('slot-rtp')).toHaveTextContent('Retorno al jugador (RTP): 96,00 %');
    expect(within(visitor).getByTestId('slot-paytable')).toHaveTextContent('Apuesta mínima $ 1,00');
    expect(within(screen.getByTestId('slot-paytable-lines')).getAllByRole('listitem')).toHaveLength(25);
    expect(visitor).toHaveTextContent('Las 25 líneas');
    expect(visitor).not.toHaveTextContent(/\{\{|house\./);
    // MASK pays 20, 60 and 250 line bets for 3, 4, 5
    expect(within(visitor).getByTestId('slot-pay-MASK')).toHaveTextContent(/5××250.*4××60.*3××20/);
    expect(screen.queryByRole('button', { name: 'Girar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('house-back')).toHaveAttribute('href', '/rng?vassalage=INHOUSE');
    // a game page: no side menu
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('house-login'));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(callsTo(GAME)).toHaveLength(1);
  });

  it('gives a member the game with game recall, fairness and the verify page beside it', async () => {
    const { user } = renderApp('/house/INHOUSE005', undefined, memberApi({ [GAME]: ok(makeHouseGame()) }));
    expect(await screen.findByRole('button', { name: 'Girar' })).toBeEnabled();
    const tabs = screen.getByTestId('house-tabs');
    expect(within(tabs).getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Juego justo' }));
    expect(within(tabs).getByRole('tab', { name: 'Juego justo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('house-verify-link')).toHaveAttribute('href', '/houseVerify');
    await user.click(screen.getByTestId('slot-paytable-open'));
    const dialog = await screen.findByTestId('slot-paytable-dialog');
    // at the $1.00 bet (a $0.04 line bet), 5 × MASK pays 250 × $0.04 = $10.00
    expect(within(dialog).getByTestId('slot-pay-MASK')).toHaveTextContent(/5×\$.10,00/);
  });

  it('speaks English when the page is in English', async () => {
    await i18n.changeLanguage('en');
    renderApp(
      '/house/INHOUSE005',
      undefined,
      memberApi({ [GAME]: ok(makeHouseGame({ name: 'Aztec Treasure' })) }),
    );
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(screen.getByTestId('slot-line-bet')).toHaveTextContent('$ 0.04 per line · 25 lines');
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it('says so when the game does not exist', async () => {
    renderApp('/house/NOPE', undefined, {
      'GET /wps/house/games/NOPE': fail('HOUSE_GAME_NOT_FOUND', 'Este juego no existe.'),
    });
    await waitFor(() =>
      expect(screen.getByTestId('house-not-found')).toHaveTextContent(
        'Este juego no existe o ya no está disponible.',
      ),
    );
  });
});
