import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@platform/contracts/member-types';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const TRANSFER = 'POST /wps/cashier/transfer';

async function openTransfer(api: TApiRoutes = {}, member = makeMember({ hasPaymentPassword: true })) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/transferUpline', makeStatus(), {
    'GET /wps/member/info': ok(member),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 500, held: 0 })),
    ...api,
  });
  await screen.findByTestId('transfer-upline-page');
  return view;
}

describe('transfer to upline (transferUpline)', () => {
  it('a member sends amount, payment password and remark encrypted; the balance reloads', async () => {
    let balance = makeBalance({ balance: 500, held: 0 });
    const { user, callsTo } = await openTransfer({
      'GET /wps/v2/wallets/balance': () => ok(balance),
      [TRANSFER]: () => {
        balance = makeBalance({ balance: 379.5, held: 0 });
        return ok({ transferId: 'mt-1', balance: 379.5, toAccount: 'leo_agent' });
      },
    });
    expect(screen.queryByTestId('transfer-tabs')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('transfer-available')).toHaveTextContent('$ 500,00'));
    await user.type(screen.getByTestId('upline-amount'), '120.50');
    await user.type(screen.getByTestId('upline-password'), '123456');
    await user.type(screen.getByTestId('upline-remark'), '  Para la liga  ');
    expect(screen.getByText('16/140')).toBeInTheDocument();
    await user.click(screen.getByTestId('upline-submit'));

    expect(await screen.findByTestId('upline-done')).toHaveTextContent(
      'Se transfirieron $ 120,50 a leo_agent.',
    );
    const [call] = callsTo(TRANSFER);
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({
      direction: 'TO_UPLINE',
      amount: 120.5,
      paymentPassword: '123456',
      remark: 'Para la liga',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(screen.getByTestId('transfer-available')).toHaveTextContent('$ 379,50'));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 379,50'));
  });

  it('refuses 3 decimals and more than is available before sending; a server refusal shows inline', async () => {
    const { user, callsTo } = await openTransfer({
      [TRANSFER]: fail('FORBIDDEN', 'Su cuenta no tiene un superior.'),
    });
    await waitFor(() => expect(screen.getByTestId('transfer-available')).toHaveTextContent('$ 500,00'));
    await user.type(screen.getByTestId('upline-amount'), '1.005');
    await user.click(screen.getByTestId('upline-submit'));
    expect(screen.getByTestId('upline-amount-error')).toHaveTextContent('como máximo 2 decimales');
    expect(screen.getByTestId('upline-password-error')).toBeInTheDocument();
    await user.clear(screen.getByTestId('upline-amount'));
    await user.type(screen.getByTestId('upline-amount'), '500.01');
    await user.click(screen.getByTestId('upline-submit'));
    expect(screen.getByTestId('upline-amount-error')).toHaveTextContent('supera el saldo disponible');
    expect(callsTo(TRANSFER)).toHaveLength(0);

    await user.clear(screen.getByTestId('upline-amount'));
    await user.type(screen.getByTestId('upline-amount'), '10');
    await user.type(screen.getByTestId('upline-password'), '123456');
    await user.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByTestId('upline-error')).toHaveTextContent('Su cuenta no tiene un superior.');
  });

  it('without a payment password: the Security Center notice instead of the form', async () => {
    await openTransfer({}, makeMember({ hasPaymentPassword: false }));
    expect(screen.getByTestId('payment-password-needed')).toBeInTheDocument();
    expect(screen.queryByTestId('upline-form')).not.toBeInTheDocument();
  });

  it('an agent can also transfer to a downline member by account name; outside the downline is refused', async () => {
    let attempt = 0;
    const { user, callsTo } = await openTransfer(
      {
        [TRANSFER]: () => {
          attempt += 1;
          return attempt === 1
            ? fail('FORBIDDEN', 'Esa cuenta no pertenece a su red.')
            : ok({ transferId: 'mt-2', balance: 450, toAccount: 'ana2024' });
        },
      },
      makeMember({ type: MEMBER_TYPE.AGENT, hasPaymentPassword: true }),
    );
    await user.click(await screen.findByTestId('transfer-tabs-TO_DOWNLINE'));
    await user.click(screen.getByTestId('downline-submit'));
    expect(screen.getByTestId('downline-account-error')).toHaveTextContent('Este campo no puede estar vacío');
    await user.type(screen.getByTestId('downline-account'), ' pedro ');
    await user.type(screen.getByTestId('downline-amount'), '50');
    await user.type(screen.getByTestId('downline-password'), '123456');
    await user.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-error')).toHaveTextContent(
      'Esa cuenta no pertenece a su red.',
    );
    expect(callsTo(TRANSFER)[0]?.body).toMatchObject({
      direction: 'TO_DOWNLINE',
      toAccount: 'pedro',
      amount: 50,
    });

    await user.clear(screen.getByTestId('downline-account'));
    await user.type(screen.getByTestId('downline-account'), 'ana2024');
    await user.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-done')).toHaveTextContent('a ana2024');
    const [first, second] = callsTo(TRANSFER);
    expect(second?.encrypted).toBe(true);
    expect((second?.body as { requestId: string }).requestId).not.toBe(
      (first?.body as { requestId: string }).requestId,
    );
  });

  it('names the upline who receives the money', async () => {
    await openTransfer();
    expect(await screen.findByTestId('transfer-upline-account')).toHaveTextContent('agente_sol');
  });

  it('a member without an upline is told so and gets no form', async () => {
    await openTransfer({}, makeMember({ hasPaymentPassword: true, uplineAccount: null }));
    expect(await screen.findByTestId('transfer-no-upline')).toBeInTheDocument();
    expect(screen.queryByTestId('upline-amount')).not.toBeInTheDocument();
  });

  it('an agent without an upline only transfers to its downline', async () => {
    await openTransfer(
      {},
      makeMember({ type: MEMBER_TYPE.AGENT, hasPaymentPassword: true, uplineAccount: null }),
    );
    expect(await screen.findByTestId('downline-amount')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-tabs')).not.toBeInTheDocument();
    // Not titled "to the upline" over a form to a downline.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Transferir a superior o subordinado',
    );
    expect(screen.getByTestId('member-nav-transferUpline')).not.toHaveTextContent('Transferir al superior');
  });
});
