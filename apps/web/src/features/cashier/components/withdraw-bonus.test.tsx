import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus, pageOf, PAYEE } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LIMITS = {
  minAmount: 100,
  maxAmount: 5000,
  dailyMaxCount: 3,
  withdrawable: 900,
  hasPaymentPassword: true,
};

async function openWithdraw(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/withdraw', makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ hasPaymentPassword: true })),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
    'GET /wps/cashier/withdraw/limits': ok(LIMITS),
    'GET /wps/cashier/payee-accounts': ok([PAYEE]),
    'GET /wps/cashier/withdraw/orders': ok(pageOf([])),
    ...api,
  });
  await screen.findByTestId('withdraw-page');
  return view;
}

describe('withdraw: bonus turnover', () => {
  it('shows the turnover still owed with a link to bonusDetails, and the refusal as the server words it', async () => {
    const message =
      'No puede retirar todavía: le faltan 766.00 MXN de apuesta válida para cumplir el rollover de sus bonos.';
    const { user } = await openWithdraw({
      'GET /wps/promotions/bonuses/summary': ok({ activeCount: 1, turnoverLeft: 766, lockedBonus: 100 }),
      'POST /wps/cashier/withdraw': fail('BONUS_TURNOVER_PENDING', message, {
        fields: ['766.00 MXN'],
        turnoverLeft: 766,
      }),
    });
    expect(await screen.findByTestId('withdraw-bonus-turnover')).toHaveTextContent(
      'Le faltan $ 766,00 de apuesta válida para poder retirar.',
    );
    expect(screen.getByTestId('withdraw-bonus-link')).toHaveAttribute('href', '/member/bonusDetails');
    await screen.findByTestId('withdraw-form');
    await user.type(screen.getByTestId('withdraw-amount'), '200');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent(message);
  });

  it('says nothing when no turnover is owed', async () => {
    await openWithdraw({
      'GET /wps/promotions/bonuses/summary': ok({ activeCount: 0, turnoverLeft: 0, lockedBonus: 0 }),
    });
    await screen.findByTestId('withdraw-form');
    await waitFor(() => expect(screen.queryByTestId('withdraw-bonus-turnover')).not.toBeInTheDocument());
  });
});
