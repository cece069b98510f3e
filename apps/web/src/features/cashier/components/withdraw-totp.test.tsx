import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import {
  makeBalance,
  makeMember,
  makeStatus,
  makeWithdrawalOrder,
  pageOf,
  PAYEE,
} from '../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LIMITS = {
  minAmount: 100,
  maxAmount: 5000,
  dailyMaxCount: 3,
  withdrawable: 900,
  hasPaymentPassword: true,
};
const TOTP_ON = {
  enabled: true,
  requiredAtLogin: false,
  requiredForWithdrawals: true,
  recoveryCodesLeft: 10,
};

async function openWithdraw(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/withdraw', makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ hasPaymentPassword: true })),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 100 })),
    'GET /wps/cashier/withdraw/limits': ok(LIMITS),
    'GET /wps/cashier/payee-accounts': ok([PAYEE]),
    'GET /wps/cashier/withdraw/orders': ok(pageOf([])),
    ...api,
  });
  await screen.findByTestId('withdraw-form');
  return view;
}

describe('withdraw: authenticator code', () => {
  it('asks for the 6-digit code when the brand requires it of members with an authenticator', async () => {
    const { user, callsTo } = await openWithdraw({
      'GET /wps/member/security/totp': ok(TOTP_ON),
      'POST /wps/cashier/withdraw': ok(makeWithdrawalOrder({ orderId: 'W-3', amount: 250 })),
    });
    const field = await screen.findByTestId('withdraw-totp');
    await user.type(screen.getByTestId('withdraw-amount'), '250');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.type(field, '12a');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-totp-error')).toHaveTextContent(
      'Introduzca los 6 dígitos de su aplicación de autenticación',
    );
    expect(callsTo('POST /wps/cashier/withdraw')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-requested');
    expect(callsTo('POST /wps/cashier/withdraw')[0]?.body).toMatchObject({ amount: 250, totpCode: '654321' });
  });

  it('without the requirement there is no field and no code is sent', async () => {
    const { user, callsTo } = await openWithdraw({
      'GET /wps/member/security/totp': ok({ ...TOTP_ON, requiredForWithdrawals: false }),
      'POST /wps/cashier/withdraw': ok(makeWithdrawalOrder({ orderId: 'W-4', amount: 250 })),
    });
    await waitFor(() => expect(callsTo('GET /wps/member/security/totp')).toHaveLength(1));
    expect(screen.queryByTestId('withdraw-totp')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-amount'), '250');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-requested');
    expect(callsTo('POST /wps/cashier/withdraw')[0]?.body).not.toHaveProperty('totpCode');
  });

  it('WITHDRAW_TOTP_REQUIRED shows the field with the message and focuses it', async () => {
    const { user, callsTo } = await openWithdraw({
      'GET /wps/member/security/totp': ok({ ...TOTP_ON, requiredForWithdrawals: false }),
      'POST /wps/cashier/withdraw': replies(
        fail(
          'WITHDRAW_TOTP_REQUIRED',
          'Introduzca el código de su aplicación de autenticación para retirar.',
        ),
        ok(makeWithdrawalOrder({ orderId: 'W-5', amount: 250 })),
      ),
    });
    await user.type(screen.getByTestId('withdraw-amount'), '250');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));
    const field = await screen.findByTestId('withdraw-totp');
    expect(screen.getByTestId('withdraw-totp-error')).toHaveTextContent(
      'Introduzca el código de su aplicación de autenticación para retirar.',
    );
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, '112233');
    await user.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-requested');
    expect(callsTo('POST /wps/cashier/withdraw')[1]?.body).toMatchObject({ totpCode: '112233' });
  });
});
