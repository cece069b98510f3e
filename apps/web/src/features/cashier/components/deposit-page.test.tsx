import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { useAppStore } from '../../../stores/app-store';
import {
  BANK_CHANNEL,
  GATEWAY_CHANNEL,
  makeBalance,
  makeDepositOrder,
  makeMember,
  makeStatus,
  pageOf,
} from '../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { DEPOSIT_POLL_MS } from '../api/get-deposit-orders';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const ORDERS = 'GET /wps/cashier/deposit/orders';
const ORDER_G1 = 'GET /wps/cashier/deposit/orders/G-1';

async function openDeposit(api: TApiRoutes = {}, path = '/member/depositv2') {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000 })),
    'GET /wps/cashier/deposit/channels': ok([BANK_CHANNEL, GATEWAY_CHANNEL]),
    [ORDERS]: ok(pageOf([])),
    ...api,
  });
  await screen.findByTestId('deposit-page');
  return view;
}

describe('deposit (depositv2)', () => {
  afterEach(() => vi.mocked(leavePage).mockClear());

  it('channel cards with their ranges; bank transfer shows where to pay with copy buttons', async () => {
    await openDeposit();
    const bank = await screen.findByTestId('deposit-channel-bank-1');
    expect(bank).toHaveAttribute('aria-checked', 'true');
    expect(bank).toHaveTextContent('Transferencia bancaria');
    expect(bank).toHaveTextContent('Mín. $ 100,00 – máx. $ 5.000,00');
    expect(screen.getByTestId('deposit-channel-gw-1')).toHaveTextContent('Pago en línea');
    expect(screen.getByTestId('deposit-bank-accountNumber')).toHaveTextContent('012180015561234567');
    expect(screen.getByTestId('deposit-copy-accountNumber')).toHaveAccessibleName('Copiar Número de cuenta');
    expect(screen.getByTestId('deposit-orders-empty')).toBeInTheDocument();
  });

  it('amount: 3 decimals, below the minimum and above the maximum are refused; chips stay within limits', async () => {
    const { user, callsTo } = await openDeposit();
    await screen.findByTestId('deposit-form');
    const amount = screen.getByTestId('deposit-amount');
    await user.type(amount, '150.505');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent(
      'El importe admite como máximo 2 decimales',
    );
    await user.clear(amount);
    await user.type(amount, '99.99');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent('El importe mínimo es $ 100,00');
    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-amount-error')).toHaveTextContent('El importe máximo es $ 5.000,00');
    expect(callsTo('POST /wps/cashier/deposit')).toHaveLength(0);

    const chips = screen
      .getAllByTestId(/^deposit-chip-/)
      .map((chip) => chip.textContent?.replace(/\s/g, ' '));
    expect(chips).toEqual(['$ 100,00', '$ 200,00', '$ 500,00', '$ 1.000,00', '$ 2.000,00', '$ 5.000,00']);
    await user.click(screen.getByTestId('deposit-channel-gw-1'));
    expect(screen.getByTestId('deposit-chip-50')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-chip-5000')).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-bank')).not.toBeInTheDocument();
  });

  it('bank transfer: sends amount, reference, payer and a requestId; the pending order is listed', async () => {
    const order = makeDepositOrder({ orderId: 'D-7', amount: 500 });
    const { user, callsTo } = await openDeposit({
      'POST /wps/cashier/deposit': ok(order),
      [ORDERS]: replies(ok(pageOf([])), ok(pageOf([order]))),
    });
    await screen.findByTestId('deposit-form');
    await user.click(screen.getByTestId('deposit-chip-500'));
    expect(screen.getByTestId('deposit-amount')).toHaveValue('500');
    await user.type(screen.getByTestId('deposit-reference'), ' SPEI-8812 ');
    await user.type(screen.getByTestId('deposit-payer'), 'Ana García');
    await user.click(screen.getByTestId('deposit-submit'));

    expect(await screen.findByTestId('deposit-created')).toHaveTextContent(
      'Solicitud de depósito de $ 500,00 enviada.',
    );
    const [call] = callsTo('POST /wps/cashier/deposit');
    expect(call?.body).toEqual({
      channelId: 'bank-1',
      amount: 500,
      transferReference: 'SPEI-8812',
      payerName: 'Ana García',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const row = await screen.findByTestId('deposit-order-D-7');
    expect(row).toHaveTextContent('SPEI');
    expect(row).toHaveTextContent('$ 500,00');
    expect(screen.getByTestId('deposit-order-D-7-status')).toHaveTextContent('Pendiente');
    expect(vi.mocked(leavePage)).not.toHaveBeenCalled();
  });

  it('a refusal shows inline in the language of the reply; the retry reuses the requestId', async () => {
    const { user, callsTo } = await openDeposit({
      'POST /wps/cashier/deposit': replies(
        fail('THROTTLED', 'Demasiadas solicitudes, inténtelo de nuevo en un momento.'),
        ok(makeDepositOrder()),
      ),
    });
    await screen.findByTestId('deposit-form');
    await user.type(screen.getByTestId('deposit-amount'), '300');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('Demasiadas solicitudes');
    await user.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-created');
    const [first, second] = callsTo('POST /wps/cashier/deposit');
    expect((second?.body as { requestId: string }).requestId).toBe(
      (first?.body as { requestId: string }).requestId,
    );
  });

  it('gateway: opens the redirect URL, then the order status is polled until credited and the balance reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = makeDepositOrder({
      orderId: 'G-1',
      channelId: 'gw-1',
      channelType: 'GATEWAY',
      amount: 200,
      redirectUrl: '/sandbox-pay/G-1',
    });
    let balance = makeBalance({ balance: 1000 });
    let order = pending;
    const { user, router, callsTo } = await openDeposit({
      'POST /wps/cashier/deposit': ok(pending),
      'GET /wps/v2/wallets/balance': () => ok(balance),
      [ORDER_G1]: () => ok(order),
    });
    await screen.findByTestId('deposit-form');
    await user.click(screen.getByTestId('deposit-channel-gw-1'));
    expect(screen.getByTestId('deposit-gateway-hint')).toBeInTheDocument();
    await user.type(screen.getByTestId('deposit-amount'), '200');
    await user.click(screen.getByTestId('deposit-submit'));

    await waitFor(() => expect(vi.mocked(leavePage)).toHaveBeenCalledTimes(1));
    // Our own payment page opens in the player's language.
    expect(vi.mocked(leavePage).mock.calls[0]?.[0]).toBe('/sandbox-pay/G-1?lang=es');
    expect(callsTo('POST /wps/cashier/deposit')[0]?.body).toMatchObject({ channelId: 'gw-1', amount: 200 });
    expect(callsTo('POST /wps/cashier/deposit')[0]?.body).not.toHaveProperty('transferReference');
    expect(router.state.location.search).toBe('?order=G-1');
    expect(screen.getByTestId('deposit-submit')).toBeDisabled();

    const status = await screen.findByTestId('deposit-status');
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'PENDING'));
    expect(screen.getByTestId('deposit-status-text')).toHaveTextContent('Esperando la confirmación del pago');
    const before = callsTo(ORDER_G1).length;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    await waitFor(() => expect(callsTo(ORDER_G1).length).toBeGreaterThan(before));
    expect(status).toHaveAttribute('data-status', 'PENDING');

    balance = makeBalance({ balance: 1200 });
    order = { ...pending, status: 'CREDITED' };
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'CREDITED'));
    expect(screen.getByTestId('deposit-status-text')).toHaveTextContent(
      'Se acreditaron $ 200,00 en su billetera.',
    );
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 1.200,00'));

    const polls = callsTo(ORDER_G1).length;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(callsTo(ORDER_G1)).toHaveLength(polls);
    vi.useRealTimers();
  });

  it('back from the payment page (?order=), a rejected order says nothing was credited; close removes it', async () => {
    const { user, router } = await openDeposit(
      {
        'GET /wps/cashier/deposit/orders/G-9': ok(
          makeDepositOrder({ orderId: 'G-9', channelId: 'gw-1', channelType: 'GATEWAY', status: 'REJECTED' }),
        ),
      },
      '/member/depositv2?order=G-9',
    );
    const status = await screen.findByTestId('deposit-status');
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'REJECTED'));
    expect(within(status).getByTestId('deposit-status-badge')).toHaveTextContent('Rechazado');
    expect(status).toHaveTextContent('No se acreditó nada.');
    await user.click(screen.getByTestId('deposit-status-close'));
    expect(screen.queryByTestId('deposit-status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('an order the server does not know is reported once, without polling on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = await openDeposit(
      { 'GET /wps/cashier/deposit/orders/X-1': fail('ORDER_NOT_FOUND', 'No se encontró el pedido.') },
      '/member/depositv2?order=X-1',
    );
    expect(await screen.findByTestId('deposit-status-missing')).toHaveTextContent(
      'No encontramos este depósito.',
    );
    const calls = callsTo('GET /wps/cashier/deposit/orders/X-1').length;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(callsTo('GET /wps/cashier/deposit/orders/X-1')).toHaveLength(calls);
    vi.useRealTimers();
  });
});
