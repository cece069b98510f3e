import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TBonus } from '@platform/contracts/bonuses';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus, pageOf } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LIST = 'GET /wps/promotions/bonuses';
const SUMMARY = 'GET /wps/promotions/bonuses/summary';

const bonus = (overrides: Partial<TBonus> = {}): TBonus => ({
  id: 'b-1',
  title: 'Bono de recarga 100 %',
  source: 'ACTIVITY',
  amount: 100,
  turnoverBase: 'BONUS_PLUS_DEPOSIT',
  turnoverMultiple: 5,
  turnoverRequired: 1000,
  turnoverDone: 179,
  turnoverLeft: 821,
  percent: 17.9,
  status: 'ACTIVE',
  grantedAt: '2026-03-01T18:00:00.000Z',
  expiresAt: '2026-03-08T18:00:00.000Z',
  endedAt: null,
  forfeitedAmount: null,
  forfeitAmount: 100,
  ...overrides,
});

const completed = bonus({
  id: 'b-0',
  title: 'Bono de bienvenida',
  amount: 50,
  turnoverBase: 'BONUS',
  turnoverMultiple: 1,
  turnoverRequired: 50,
  turnoverDone: 50,
  turnoverLeft: 0,
  percent: 100,
  status: 'COMPLETED',
  endedAt: '2026-03-02T18:00:00.000Z',
  forfeitAmount: null,
});

async function openBonuses(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/bonusDetails', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
    [SUMMARY]: ok({ activeCount: 1, turnoverLeft: 821, lockedBonus: 100 }),
    [LIST]: ok(pageOf([bonus(), completed], { pageSize: 10 })),
    ...api,
  });
  await screen.findByTestId('bonus-details-page');
  return view;
}

describe('bonusDetails', () => {
  it('shows the turnover left and each bonus with its progress, dates and state', async () => {
    await openBonuses();
    await waitFor(() => expect(screen.getByTestId('bonus-summary-left')).toHaveTextContent('$ 821,00'));
    expect(screen.getByTestId('bonus-summary-active')).toHaveTextContent('1');
    const rows = await screen.findAllByTestId('bonus-row');
    expect(rows).toHaveLength(2);
    const [active, done] = rows as [HTMLElement, HTMLElement];
    expect(active).toHaveAttribute('data-status', 'ACTIVE');
    expect(active).toHaveAttribute('data-left', '821');
    expect(within(active).getByTestId('bonus-status')).toHaveTextContent('Activo');
    expect(within(active).getByTestId('bonus-amount')).toHaveTextContent('$ 100,00');
    expect(within(active).getByTestId('bonus-left')).toHaveTextContent('$ 821,00');
    expect(active).toHaveTextContent('Apostado $ 179,00 de $ 1.000,00');
    expect(active).toHaveTextContent('17,9 %');
    expect(active).toHaveTextContent('5× bono + depósito');
    expect(within(active).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17.9');
    // 18:00 UTC is 12:00 in the brand's zone (UTC−6).
    expect(within(active).getByTestId('bonus-expires')).toHaveTextContent('08/03/2026');
    expect(within(done).getByTestId('bonus-status')).toHaveTextContent('Completado');
    expect(within(done).queryByTestId('bonus-forfeit')).not.toBeInTheDocument();
  });

  it('asks before giving a bonus up, stating what will be taken back, then shows the outcome', async () => {
    const { user, callsTo } = await openBonuses({
      'POST /wps/promotions/bonuses/b-1/forfeit': ok({
        id: 'b-1',
        status: 'FORFEITED',
        forfeitedAmount: 100,
      }),
    });
    const [active] = await screen.findAllByTestId('bonus-row');
    await user.click(within(active!).getByTestId('bonus-forfeit'));
    const dialog = await screen.findByTestId('bonus-forfeit-dialog');
    expect(dialog).toHaveTextContent('¿Renunciar a este bono?');
    expect(dialog).toHaveTextContent('se descontarán $ 100,00 de su saldo');
    await user.click(screen.getByTestId('bonus-forfeit-dialog-cancel'));
    expect(callsTo('POST /wps/promotions/bonuses/b-1/forfeit')).toHaveLength(0);
    await user.click(within(active!).getByTestId('bonus-forfeit'));
    await user.click(await screen.findByTestId('bonus-forfeit-dialog-confirm'));
    expect(await screen.findByTestId('bonus-forfeit-done')).toHaveTextContent(
      'Ha renunciado al bono. Se descontaron $ 100,00 de su saldo.',
    );
    expect(callsTo('POST /wps/promotions/bonuses/b-1/forfeit')).toHaveLength(1);
  });

  it('shows a refused forfeit as the server says it', async () => {
    const { user } = await openBonuses({
      'POST /wps/promotions/bonuses/b-1/forfeit': fail('BONUS_NOT_ACTIVE', 'Este bono ya no está activo.'),
    });
    const [active] = await screen.findAllByTestId('bonus-row');
    await user.click(within(active!).getByTestId('bonus-forfeit'));
    await user.click(await screen.findByTestId('bonus-forfeit-dialog-confirm'));
    expect(await screen.findByTestId('bonus-forfeit-error')).toHaveTextContent(
      'Este bono ya no está activo.',
    );
  });

  it('filters by state and has an empty state', async () => {
    const { user, callsTo } = await openBonuses({
      [LIST]: (call) =>
        call.query.get('status') === 'EXPIRED' ? ok(pageOf([])) : ok(pageOf([bonus()], { pageSize: 10 })),
    });
    await screen.findAllByTestId('bonus-row');
    await user.click(screen.getByTestId('bonus-tabs-EXPIRED'));
    expect(await screen.findByTestId('bonus-empty')).toHaveTextContent('No tiene bonos en este estado.');
    expect(callsTo(LIST).some((call) => call.query.get('status') === 'EXPIRED')).toBe(true);
  });
});
