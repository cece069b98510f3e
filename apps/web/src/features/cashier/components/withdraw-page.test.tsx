import { screen, waitFor, within } from '@testing-library/react';
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
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LIMITS = {
  minAmount: 100,
  maxAmount: 5000,
  dailyMaxCount: 3,
  withdrawable: 900,
  hasPaymentPassword: true,
};
const ORDERS = 'GET /wps/cashier/withdraw/orders';
const confirmRoute = (orderId: string) => `POST /wps/cashier/withdraw/${orderId}/confirm`;

async function openWithdraw(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  // The proof checks are the app's own: user-event must not filter files by the input's `accept`.
  const view = renderApp(
    '/member/withdraw',
    makeStatus(),
    {
      'GET /wps/member/info': ok(makeMember({ hasPaymentPassword: true })),
      'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 100 })),
      'GET /wps/cashier/withdraw/limits': ok(LIMITS),
      'GET /wps/cashier/payee-accounts': ok([PAYEE]),
      [ORDERS]: ok(pageOf([])),
      ...api,
    },
    { applyAccept: false },
  );
  await screen.findByTestId('withdraw-page');
  return view;
}

const paidOrder = (overrides = {}) =>
  makeWithdrawalOrder({
    orderId: 'W-9',
    amount: 1500,
    status: 'PAID',
    paidAt: new Date().toISOString(),
    confirmDeadline: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  });

const image = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('withdraw: request', () => {
  it('shows withdrawable, held, limits and the daily count', async () => {
    await openWithdraw();
    expect(await screen.findByTestId('withdraw-withdrawable')).toHaveTextContent('$ 900,00');
    await waitFor(() => expect(screen.getByTestId('withdraw-held')).toHaveTextContent('$ 100,00'));
    expect(screen.getByTestId('withdraw-limits')).toHaveTextContent('Mín. $ 100,00 – máx. $ 5.000,00');
    expect(screen.getByTestId('withdraw-daily')).toHaveTextContent('Hasta 3 retiros');
    expect(screen.getByTestId('withdraw-orders-empty')).toBeInTheDocument();
  });

  it('checks amount (decimals, limits, withdrawable) and the six-digit payment password before sending', async () => {
    const { user, callsTo } = await openWithdraw();
    await screen.findByTestId('withdraw-form');
    await user.type(screen.getByTestId('withdraw-amount'), '150.123');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('como máximo 2 decimales');
    expect(screen.getByTestId('withdraw-password-error')).toHaveTextContent(
      'La contraseña de pago debe tener 6 dígitos',
    );
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '50');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('El importe mínimo es $ 100,00');
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '950');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent(
      'supera el saldo disponible ($ 900,00)',
    );
    await user.click(screen.getByTestId('withdraw-all'));
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('900');
    expect(callsTo('POST /wps/cashier/withdraw')).toHaveLength(0);
  });

  it('sends the request encrypted, then shows the requested amount held (balance and list reload)', async () => {
    let held = 100;
    let orders = pageOf<ReturnType<typeof makeWithdrawalOrder>>([]);
    const { user, callsTo } = await openWithdraw({
      'GET /wps/v2/wallets/balance': () => ok(makeBalance({ balance: 1000, held })),
      'POST /wps/cashier/withdraw': () => {
        held = 350;
        const order = makeWithdrawalOrder({ orderId: 'W-2', amount: 250 });
        orders = pageOf([order]);
        return ok(order);
      },
      [ORDERS]: () => ok(orders),
    });
    await screen.findByTestId('withdraw-form');
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 900,00'));
    expect(screen.getByTestId('withdraw-payee')).toHaveValue('p-1');
    await user.type(screen.getByTestId('withdraw-amount'), '250');
    await user.type(screen.getByTestId('withdraw-password'), '123456');
    await user.click(screen.getByTestId('withdraw-submit'));

    expect(await screen.findByTestId('withdraw-requested')).toHaveTextContent(
      'Retiro de $ 250,00 solicitado. El importe queda retenido hasta que se pague.',
    );
    const [call] = callsTo('POST /wps/cashier/withdraw');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({
      amount: 250,
      payeeAccountId: 'p-1',
      paymentPassword: '123456',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(screen.getByTestId('withdraw-held')).toHaveTextContent('$ 350,00'));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 650,00'));
    expect(await screen.findByTestId('withdraw-order-W-2-status')).toHaveTextContent('En revisión');
    expect(screen.getByTestId('withdraw-password')).toHaveValue('');
  });

  it('a wrong payment password shows under the field; insufficient balance under the amount', async () => {
    let attempt = 0;
    const { user } = await openWithdraw({
      'POST /wps/cashier/withdraw': () => {
        attempt += 1;
        return attempt === 1
          ? fail('WRONG_PAYMENT_PASSWORD', 'La contraseña de pago no es correcta.')
          : fail('INSUFFICIENT_BALANCE', 'Saldo insuficiente.');
      },
    });
    await screen.findByTestId('withdraw-form');
    await user.type(screen.getByTestId('withdraw-amount'), '200');
    await user.type(screen.getByTestId('withdraw-password'), '000000');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-password-error')).toHaveTextContent(
      'La contraseña de pago no es correcta.',
    );
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-amount-error')).toHaveTextContent('Saldo insuficiente.');
  });

  it('without a payment password the player is sent to the Security Center to set one', async () => {
    const { user, router } = await openWithdraw({
      'GET /wps/cashier/withdraw/limits': ok({ ...LIMITS, hasPaymentPassword: false }),
    });
    const notice = await screen.findByTestId('payment-password-needed');
    expect(notice).toHaveTextContent('Necesita una contraseña de pago');
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('payment-password-setup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    expect(await screen.findByTestId('payment-password-form')).toBeInTheDocument();
  });

  it('without a payee account, the add-account form comes first; the new account is then selected', async () => {
    let accounts: (typeof PAYEE)[] = [];
    const added = { id: 'p-2', bankName: 'Banorte', accountName: 'Ana García', accountNumber: '****7788' };
    const { user, callsTo } = await openWithdraw({
      'GET /wps/cashier/payee-accounts': () => ok(accounts),
      'POST /wps/cashier/payee-accounts': () => {
        accounts = [added];
        return ok(added);
      },
    });
    await screen.findByTestId('payee-form');
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('payee-number'), '12ab');
    await user.click(screen.getByTestId('payee-submit'));
    expect(screen.getByTestId('payee-number-error')).toHaveTextContent('entre 6 y 34 dígitos');
    expect(screen.getByTestId('payee-bank-error')).toBeInTheDocument();
    await user.type(screen.getByTestId('payee-bank'), 'Banorte');
    await user.type(screen.getByTestId('payee-name'), 'Ana García');
    await user.clear(screen.getByTestId('payee-number'));
    await user.type(screen.getByTestId('payee-number'), '0721 8000 7788');
    await user.type(screen.getByTestId('payee-password'), '123456');
    await user.click(screen.getByTestId('payee-submit'));
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-payee')).toHaveValue('p-2');
    expect(callsTo('POST /wps/cashier/payee-accounts')[0]?.body).toEqual({
      bankName: 'Banorte',
      accountName: 'Ana García',
      accountNumber: '072180007788',
      paymentPassword: '123456',
    });
  });
});

describe('withdraw: confirming a payout', () => {
  it('a paid order shows the deadline countdown and the three answers; statuses are translated', async () => {
    await openWithdraw({
      [ORDERS]: ok(
        pageOf([
          paidOrder(),
          makeWithdrawalOrder({
            orderId: 'W-8',
            status: 'PARTIAL',
            amount: 800,
            amountReceived: 500,
            amountRemaining: 300,
          }),
          makeWithdrawalOrder({ orderId: 'W-7', status: 'AUTO_RECEIVED' }),
          makeWithdrawalOrder({ orderId: 'W-6', status: 'REJECTED', remark: 'Cuenta no válida' }),
        ]),
      ),
    });
    const paid = await screen.findByTestId('withdraw-order-W-9');
    expect(within(paid).getByTestId('withdraw-order-W-9-status')).toHaveTextContent('Pagado: confirme');
    expect(screen.getByTestId('withdraw-order-W-9-deadline')).toHaveTextContent(
      /Cuenta como recibido en (10:00|09:5\d)/,
    );
    expect(screen.getByTestId('withdraw-order-W-9-RECEIVED')).toHaveTextContent('Recibido');
    expect(screen.getByTestId('withdraw-order-W-9-PARTIAL')).toHaveTextContent('Recibido en parte');
    expect(screen.getByTestId('withdraw-order-W-9-NOT_RECEIVED')).toHaveTextContent('No recibido');
    expect(screen.getByTestId('withdraw-order-W-8-received')).toHaveTextContent(
      'Recibido $ 500,00 · pendiente $ 300,00',
    );
    expect(screen.getByTestId('withdraw-order-W-7-status')).toHaveTextContent('Dado por recibido');
    expect(screen.getByTestId('withdraw-order-W-6')).toHaveTextContent('Cuenta no válida');
    expect(screen.queryByTestId('withdraw-order-W-8-RECEIVED')).not.toBeInTheDocument();
  });

  it('received: one click more sends result RECEIVED as multipart', async () => {
    const { user, callsTo } = await openWithdraw({
      [ORDERS]: ok(pageOf([paidOrder()])),
      [confirmRoute('W-9')]: ok(paidOrder({ status: 'RECEIVED' })),
    });
    await user.click(await screen.findByTestId('withdraw-order-W-9-RECEIVED'));
    expect(screen.getByTestId('confirm-withdrawal')).toHaveTextContent('Confirme que recibió $ 1.500,00');
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(await screen.findByTestId('withdraw-confirmed')).toHaveTextContent('consta como recibido');
    const body = callsTo(confirmRoute('W-9'))[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('result')).toBe('RECEIVED');
    expect(body.get('amountReceived')).toBeNull();
    expect(body.get('proof')).toBeNull();
  });

  it('partly received needs the amount that arrived (below the order), shows what remains, proof optional', async () => {
    const { user, callsTo } = await openWithdraw({
      [ORDERS]: ok(pageOf([paidOrder()])),
      [confirmRoute('W-9')]: ok(
        paidOrder({ status: 'PARTIAL', amountReceived: 1000.5, amountRemaining: 499.5 }),
      ),
    });
    await user.click(await screen.findByTestId('withdraw-order-W-9-PARTIAL'));
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(screen.getByTestId('confirm-amount-received-error')).toHaveTextContent('Introduzca un importe');
    await user.type(screen.getByTestId('confirm-amount-received'), '1500');
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(screen.getByTestId('confirm-amount-received-error')).toHaveTextContent('elija «Recibido»');
    await user.clear(screen.getByTestId('confirm-amount-received'));
    await user.type(screen.getByTestId('confirm-amount-received'), '1600');
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(screen.getByTestId('confirm-amount-received-error')).toHaveTextContent(
      'El importe máximo es $ 1.500,00',
    );
    await user.clear(screen.getByTestId('confirm-amount-received'));
    await user.type(screen.getByTestId('confirm-amount-received'), '1000,50');
    expect(screen.getByTestId('confirm-remaining')).toHaveTextContent('Pendiente: $ 499,50');
    expect(callsTo(confirmRoute('W-9'))).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    await screen.findByTestId('withdraw-confirmed');
    const body = callsTo(confirmRoute('W-9'))[0]?.body as FormData;
    expect(body.get('result')).toBe('PARTIAL');
    expect(body.get('amountReceived')).toBe('1000.5');
  });

  it('not received needs a png or jpg proof of at most 5 MB; other files are refused', async () => {
    const { user, callsTo } = await openWithdraw({
      [ORDERS]: ok(pageOf([paidOrder()])),
      [confirmRoute('W-9')]: ok(
        paidOrder({ status: 'NOT_RECEIVED', amountReceived: 0, amountRemaining: 1500 }),
      ),
    });
    await user.click(await screen.findByTestId('withdraw-order-W-9-NOT_RECEIVED'));
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(screen.getByTestId('confirm-proof-error')).toHaveTextContent(
      'Adjunte una imagen como comprobante',
    );

    await user.upload(screen.getByTestId('confirm-proof'), image('receipt.pdf', 'application/pdf', 1000));
    expect(screen.getByTestId('confirm-proof-error')).toHaveTextContent('Elija una imagen PNG o JPG');
    await user.upload(
      screen.getByTestId('confirm-proof'),
      image('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
    );
    expect(screen.getByTestId('confirm-proof-error')).toHaveTextContent(
      'La imagen debe ocupar 5 MB como máximo',
    );
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(callsTo(confirmRoute('W-9'))).toHaveLength(0);

    await user.upload(screen.getByTestId('confirm-proof'), image('bank.jpg', 'image/jpeg', 5 * 1024 * 1024));
    expect(screen.queryByTestId('confirm-proof-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('confirm-proof-name')).toHaveTextContent('bank.jpg');
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    await screen.findByTestId('withdraw-confirmed');
    const body = callsTo(confirmRoute('W-9'))[0]?.body as FormData;
    expect(body.get('result')).toBe('NOT_RECEIVED');
    expect(body.get('proof')).toBeInstanceOf(File);
    expect((body.get('proof') as File).name).toBe('bank.jpg');
  });

  it('a refused confirmation keeps the dialog open with the message', async () => {
    const { user } = await openWithdraw({
      [ORDERS]: ok(pageOf([paidOrder()])),
      [confirmRoute('W-9')]: fail('CONFLICT', 'Este retiro ya fue confirmado.'),
    });
    await user.click(await screen.findByTestId('withdraw-order-W-9-RECEIVED'));
    await user.click(screen.getByTestId('confirm-withdrawal-submit'));
    expect(await screen.findByTestId('confirm-withdrawal-error')).toHaveTextContent(
      'Este retiro ya fue confirmado.',
    );
    expect(screen.getByTestId('confirm-withdrawal')).toBeInTheDocument();
  });
});
