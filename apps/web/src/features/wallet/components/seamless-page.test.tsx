import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeFunds, makeMember, makeStatus } from '../../../test/fixtures';
import { SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const VENDOR_WALLETS = {
  vendors: [
    { vassalage: 'PG', mode: 'seamless', walletVendor: null },
    { vassalage: 'PT', mode: 'transfer', walletVendor: 'SBX' },
    { vassalage: 'JDB', mode: 'seamless', walletVendor: null },
    { vassalage: 'TA', mode: 'seamless', walletVendor: null },
  ],
};

const funds = (sub: number, pending = false) =>
  makeFunds({
    main: makeBalance({ balance: 1000 }),
    subWallets: [{ vendor: 'SBX', displayName: 'Sandbox Games', balance: sub, pending }],
  });

async function openSeamless(api: TApiRoutes = {}, signedIn = true) {
  if (signedIn) {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
  }
  const view = renderApp('/seamless', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000 })),
    'GET /lgw/games/game_menus': ok(SEEDED_MENUS),
    'GET /wps/game/vendorWallets': ok(VENDOR_WALLETS),
    'GET /wps/member/info/funds/consolidated': ok(funds(250.5)),
    ...api,
  });
  await screen.findByTestId('seamless-page');
  return view;
}

describe('seamless wallet area (/seamless)', () => {
  it('lists the main-wallet vendors and the transfer-mode vendors under their sub-wallet, each linking to its games', async () => {
    await openSeamless();
    const transfer = await screen.findByTestId('seamless-wallet-SBX');
    expect(transfer).toHaveTextContent('Sandbox Games');
    expect(screen.getByTestId('seamless-wallet-SBX-balance')).toHaveTextContent('$ 250,50');
    expect(within(transfer).getByTestId('seamless-vendor-PT')).toBeInTheDocument();
    expect(within(transfer).getByTestId('seamless-games-PT-RNG')).toHaveAttribute(
      'href',
      '/rng?vassalage=PT',
    );

    const main = screen.getByTestId('seamless-main-vendors');
    expect(within(main).getByTestId('seamless-vendor-PG')).toHaveTextContent('PG Soft');
    expect(within(main).queryByTestId('seamless-vendor-PT')).not.toBeInTheDocument();
    expect(within(main).getByTestId('seamless-games-JDB-FISH')).toHaveAttribute(
      'href',
      '/fish?vassalage=JDB',
    );
    expect(within(main).getByTestId('seamless-games-TA-INHOUSE')).toHaveAttribute(
      'href',
      '/rng?vassalage=INHOUSE',
    );
    expect(screen.getByTestId('seamless-main-balance')).toHaveTextContent('$ 1.000,00');
  });

  it('brings everything back after a confirmation and shows what moved', async () => {
    let current = funds(250.5);
    const { user, callsTo } = await openSeamless({
      'GET /wps/member/info/funds/consolidated': () => ok(current),
      'POST /wps/v2/wallets/recall': () => {
        current = makeFunds({
          main: makeBalance({ balance: 1250.5 }),
          subWallets: [{ vendor: 'SBX', displayName: 'Sandbox Games', balance: 0, pending: false }],
        });
        return ok({
          transfers: [
            {
              vendor: 'SBX',
              displayName: 'Sandbox Games',
              amount: 250.5,
              status: 'SUCCESS',
              transferId: 't-1',
            },
          ],
          funds: current,
        });
      },
    });
    await user.click(await screen.findByTestId('seamless-recall'));
    const dialog = await screen.findByTestId('seamless-recall-dialog');
    expect(dialog).toHaveTextContent('Se transferirá $ 250,50');
    expect(callsTo('POST /wps/v2/wallets/recall')).toHaveLength(0);
    await user.click(screen.getByTestId('seamless-recall-dialog-confirm'));

    const result = await screen.findByTestId('seamless-recall-result');
    expect(within(result).getByTestId('seamless-recall-SBX')).toHaveTextContent('$ 250,50');
    expect(within(result).getByTestId('seamless-recall-SBX')).toHaveTextContent('Recibido');
    await waitFor(() => expect(screen.getByTestId('seamless-main-balance')).toHaveTextContent('$ 1.250,50'));
    expect(screen.getByTestId('seamless-wallet-SBX-balance')).toHaveTextContent('$ 0,00');
    expect(screen.getByTestId('seamless-recall')).toBeDisabled();
    expect(callsTo('POST /wps/v2/wallets/recall')).toHaveLength(1);
  });

  it('shows a transfer the vendor has not confirmed as pending', async () => {
    const { user } = await openSeamless({
      'GET /wps/member/info/funds/consolidated': ok(funds(80, true)),
      'POST /wps/v2/wallets/recall': ok({
        transfers: [
          { vendor: 'SBX', displayName: 'Sandbox Games', amount: 80, status: 'PENDING', transferId: null },
        ],
        funds: funds(80, true),
      }),
    });
    expect(await screen.findByTestId('seamless-wallet-SBX-pending')).toHaveTextContent(
      'Esperando al proveedor',
    );
    await user.click(screen.getByTestId('seamless-recall'));
    await user.click(await screen.findByTestId('seamless-recall-dialog-confirm'));
    const row = within(await screen.findByTestId('seamless-recall-result')).getByTestId(
      'seamless-recall-SBX',
    );
    expect(row).toHaveAttribute('data-status', 'PENDING');
    expect(row).toHaveTextContent('Pendiente: esperando al proveedor');
  });

  it('visitors see the vendors without balances or the recall button', async () => {
    await openSeamless({}, false);
    expect(await screen.findByTestId('seamless-vendor-PG')).toBeInTheDocument();
    expect(screen.getByTestId('seamless-wallet-SBX')).toBeInTheDocument();
    expect(screen.queryByTestId('seamless-wallet-SBX-balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('seamless-recall')).not.toBeInTheDocument();
  });
});
