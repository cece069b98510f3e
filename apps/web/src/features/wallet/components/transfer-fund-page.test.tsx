import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeFunds, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, networkDown, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const signIn = () => {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
};

async function openWallet(api: TApiRoutes = {}) {
  signIn();
  const view = renderApp('/member/transferFund', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 100 })),
    'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: false }),
    'GET /wps/member/info/funds/consolidated': ok(makeFunds()),
    ...api,
  });
  await screen.findByTestId('transfer-fund-page');
  return view;
}

describe('wallet page (transferFund)', () => {
  it('shows the main wallet (balance, held, available), the total and each sub-wallet', async () => {
    await openWallet();
    expect(screen.getByTestId('main-wallet-balance')).toHaveTextContent('$ 1.000,00');
    expect(screen.getByTestId('main-wallet-held')).toHaveTextContent('$ 100,00');
    expect(screen.getByTestId('main-wallet-available')).toHaveTextContent('$ 900,00');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$ 1.290,50');
    expect(screen.getByTestId('main-wallet-held-note')).toBeInTheDocument();
    expect(screen.getByTestId('sub-wallet-PG')).toHaveTextContent('PG Soft');
    expect(screen.getByTestId('sub-wallet-JDB-balance')).toHaveTextContent('$ 40,50');
    expect(useAppStore.getState().hasMerchantWallet).toBe(false);
  });

  it('isSingle: no sub-wallets or transfer form, a note instead (kept in the store and session cache)', async () => {
    await openWallet({ 'GET /wps/relay/GCS_merchantWallet': ok({ isSingle: true }) });
    expect(await screen.findByTestId('wallet-single-note')).toHaveTextContent(
      'Todos los juegos usan directamente su billetera principal',
    );
    expect(screen.queryByTestId('sub-wallets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-transfer-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-total')).not.toBeInTheDocument();
    expect(useAppStore.getState().hasMerchantWallet).toBe(true);
    expect(sessionStorage.getItem('merchantWallet')).toBe('{"isSingle":true}');
  });

  it('refuses a third decimal and more than the source holds, and sends nothing', async () => {
    const { user, callsTo } = await openWallet();
    await user.type(screen.getByTestId('wallet-transfer-amount'), '10.555');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(screen.getByTestId('wallet-transfer-amount-error')).toHaveTextContent(
      'El importe admite como máximo 2 decimales',
    );
    await user.clear(screen.getByTestId('wallet-transfer-amount'));
    await user.type(screen.getByTestId('wallet-transfer-amount'), '900.01');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(screen.getByTestId('wallet-transfer-amount-error')).toHaveTextContent(
      'El importe supera el saldo disponible ($ 900,00)',
    );
    expect(callsTo('POST /wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('transfers main → vendor, then the header balance and the wallet load again', async () => {
    let main = makeBalance({ balance: 1000, held: 100 });
    const { user, callsTo } = await openWallet({
      'GET /wps/v2/wallets/balance': () => ok(main),
      'POST /wps/relay/GCS_walletTransfer': () => {
        main = makeBalance({ balance: 974.5, held: 100 });
        return ok({ transferId: 't-1', status: 'SUCCESS', main: 974.5, subWallet: 275.5 });
      },
    });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 900,00'));
    await user.click(screen.getByTestId('sub-wallet-PG-in'));
    expect(screen.getByTestId('wallet-transfer-from')).toHaveValue('MAIN');
    expect(screen.getByTestId('wallet-transfer-to')).toHaveValue('PG');
    await user.type(screen.getByTestId('wallet-transfer-amount'), '25,50');
    await user.click(screen.getByTestId('wallet-transfer-submit'));

    expect(await screen.findByTestId('wallet-transfer-success')).toHaveTextContent(
      'Se transfirieron $ 25,50 de Billetera principal a PG Soft.',
    );
    const [call] = callsTo('POST /wps/relay/GCS_walletTransfer');
    expect(call?.body).toEqual({ from: 'MAIN', to: 'PG', amount: 25.5, reference: expect.any(String) });
    expect((call?.body as { reference: string }).reference).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 874,50'));
    expect(callsTo('GET /wps/member/info/funds/consolidated').length).toBeGreaterThanOrEqual(2);
  });

  it('transfer out offers the whole sub-wallet back to the main wallet', async () => {
    const { user, callsTo } = await openWallet({
      'POST /wps/relay/GCS_walletTransfer': ok({
        transferId: 't-2',
        status: 'SUCCESS',
        main: 1040.5,
        subWallet: 0,
      }),
    });
    await user.click(screen.getByTestId('sub-wallet-JDB-out'));
    expect(screen.getByTestId('wallet-transfer-from')).toHaveValue('JDB');
    expect(screen.getByTestId('wallet-transfer-to')).toHaveValue('MAIN');
    expect(screen.getByTestId('wallet-transfer-amount')).toHaveValue('40.5');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    await screen.findByTestId('wallet-transfer-success');
    expect(callsTo('POST /wps/relay/GCS_walletTransfer')[0]?.body).toMatchObject({
      from: 'JDB',
      to: 'MAIN',
      amount: 40.5,
    });
  });

  it('a PENDING transfer is shown honestly: waiting for the provider, the sub-wallet marked', async () => {
    const { user } = await openWallet({
      'GET /wps/member/info/funds/consolidated': replies(
        ok(makeFunds()),
        ok(
          makeFunds({
            subWallets: [
              { vendor: 'PG', displayName: 'PG Soft', balance: 250, pending: true },
              { vendor: 'JDB', displayName: 'JDB Gaming', balance: 40.5, pending: false },
            ],
          }),
        ),
      ),
      'POST /wps/relay/GCS_walletTransfer': ok({
        transferId: 't-3',
        status: 'PENDING',
        main: 900,
        subWallet: 250,
      }),
    });
    await user.type(screen.getByTestId('wallet-transfer-amount'), '100');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByTestId('wallet-transfer-pending')).toHaveTextContent(
      'esperando la confirmación del proveedor',
    );
    expect(await screen.findByTestId('sub-wallet-PG-pending')).toHaveTextContent('Esperando al proveedor');
    expect(screen.getByTestId('sub-wallet-PG-in')).toBeDisabled();
    expect(screen.getByTestId('sub-wallets-pending-note')).toBeInTheDocument();
  });

  it('a retry after a lost reply reuses the reference; a refusal shows inline; no double submit', async () => {
    let attempt = 0;
    let release: () => void = () => undefined;
    const { user, callsTo } = await openWallet({
      'POST /wps/relay/GCS_walletTransfer': () => {
        attempt += 1;
        if (attempt === 1) return networkDown();
        if (attempt === 2) return fail('INSUFFICIENT_BALANCE', 'Saldo insuficiente.');
        return new Promise((resolve) => {
          release = () => resolve(ok({ transferId: 't-4', status: 'SUCCESS', main: 880, subWallet: 270 }));
        });
      },
    });
    await user.type(screen.getByTestId('wallet-transfer-amount'), '20');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByTestId('wallet-transfer-error')).toHaveTextContent(
      'El enlace de red es anormal',
    );
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByTestId('wallet-transfer-amount-error')).toHaveTextContent(
      'Saldo insuficiente.',
    );
    const [first, second] = callsTo('POST /wps/relay/GCS_walletTransfer');
    const referenceOf = (body: unknown) => (body as { reference: string }).reference;
    expect(referenceOf(second?.body)).toBe(referenceOf(first?.body));

    await user.clear(screen.getByTestId('wallet-transfer-amount'));
    await user.type(screen.getByTestId('wallet-transfer-amount'), '10');
    await user.dblClick(screen.getByTestId('wallet-transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('wallet-transfer-submit')).toBeDisabled());
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    act(() => release());
    await screen.findByTestId('wallet-transfer-success');
    const calls = callsTo('POST /wps/relay/GCS_walletTransfer');
    expect(calls).toHaveLength(3);
    expect(referenceOf(calls[2]?.body)).not.toBe(referenceOf(first?.body));
  });
  it('a key the server saw with another request (IDEMPOTENCY_CONFLICT) is dropped: the next try gets a new one', async () => {
    const { user, callsTo } = await openWallet({
      'POST /wps/relay/GCS_walletTransfer': replies(
        fail('IDEMPOTENCY_CONFLICT', 'Esta referencia ya se usó con otra operación.'),
        ok({ transferId: 't-5', status: 'SUCCESS', main: 890, subWallet: 260 }),
      ),
    });
    await user.type(screen.getByTestId('wallet-transfer-amount'), '10');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    expect(await screen.findByTestId('wallet-transfer-error')).toHaveTextContent('Esta referencia ya se usó');
    await user.click(screen.getByTestId('wallet-transfer-submit'));
    await screen.findByTestId('wallet-transfer-success');
    const [first, second] = callsTo('POST /wps/relay/GCS_walletTransfer');
    const referenceOf = (body: unknown) => (body as { reference: string }).reference;
    expect(referenceOf(second?.body)).not.toBe(referenceOf(first?.body));
  });
});

describe('header balance', () => {
  it('shows what can be spent from the wallet balance, refreshes on demand, hides and shows (kept)', async () => {
    signIn();
    let value = makeBalance({ balance: 10, held: 0 });
    const { user, callsTo } = renderApp('/', makeStatus(), {
      'GET /wps/member/info': ok(makeMember({ balance: 10 })),
      'GET /wps/v2/wallets/balance': () => ok(value),
    });
    const amount = await screen.findByTestId('header-balance-amount');
    await waitFor(() => expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1));
    expect(amount).toHaveTextContent('$ 10,00');

    value = makeBalance({ balance: 2600, held: 100 });
    await user.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(amount).toHaveTextContent('$ 2.500,00'));
    expect(screen.getByTestId('header-balance')).toHaveAttribute(
      'title',
      'Retenido por retiros: $\u00a0100,00',
    );
    expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);

    await user.click(screen.getByTestId('header-balance-toggle'));
    expect(amount).toHaveTextContent('******');
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    expect(
      within(screen.getByTestId('header-balance')).getByRole('button', { name: 'Mostrar el saldo' }),
    ).toBeInTheDocument();
  });
});
