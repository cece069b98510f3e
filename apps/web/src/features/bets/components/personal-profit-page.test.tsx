import { screen, waitFor, within } from '@testing-library/react';
import type { TProfitReply } from '@platform/contracts/bets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const ROUTE = 'GET /wps/game/profit';

const totals = (betAmount: number, payout: number, count: number, validBet = betAmount) => ({
  count,
  betAmount,
  validBet,
  payout,
  winLoss: Math.round((payout - betAmount) * 100) / 100,
});

const REPORT: TProfitReply = {
  byCategory: [
    { gameType: 'RNG', ...totals(2000, 1500.25, 40) },
    { gameType: 'LIVE', ...totals(1000, 1800, 5, 950) },
  ],
  byDay: [
    { date: '2025-03-09', ...totals(1200, 900.25, 20) },
    { date: '2025-03-07', ...totals(1800, 2400, 25) },
  ],
  totals: totals(3000, 3300.25, 45, 2950),
};

async function openProfit(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/personalProfit', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    ...api,
  });
  await screen.findByTestId('personal-profit', {}, { timeout: 5000 });
  return view;
}

const query = (call: TApiCall | undefined) => Object.fromEntries(call?.query ?? []);

describe('personal profit and loss (personalProfit)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the totals with the player’s result labelled, then by category and by day', async () => {
    const { callsTo } = await openProfit({ [ROUTE]: ok(REPORT) });
    const cards = await screen.findByTestId('profit-totals');
    expect(query(callsTo(ROUTE).at(-1))).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-09',
      language: 'es',
    });
    expect(screen.getByTestId('member-page-personalProfit')).toHaveTextContent('Ganancias y pérdidas');
    expect(screen.getByTestId('profit-range')).toHaveTextContent('Del lun, 03/03/2025 al dom, 09/03/2025');
    expect(within(cards).getByTestId('profit-totals-count')).toHaveTextContent('45');
    expect(within(cards).getByTestId('profit-totals-betAmount')).toHaveTextContent('$ 3.000,00');
    expect(within(cards).getByTestId('profit-totals-validBet')).toHaveTextContent('$ 2.950,00');
    expect(within(cards).getByTestId('profit-totals-payout')).toHaveTextContent('$ 3.300,25');
    expect(within(cards).getByTestId('profit-totals-winLoss')).toHaveTextContent('+$ 300,25');
    expect(cards).toHaveTextContent('Ganancia/pérdida');
    expect(cards).toHaveTextContent('Ganó en este periodo');

    const rng = screen.getByTestId('profit-category-RNG');
    expect(rng).toHaveTextContent('Tragamonedas');
    expect(rng).toHaveTextContent('40');
    expect(screen.getByTestId('profit-category-RNG-winloss')).toHaveTextContent('−$ 499,75');
    expect(screen.getByTestId('profit-category-RNG-winloss')).toHaveClass('is-debit');
    expect(screen.getByTestId('profit-category-LIVE')).toHaveTextContent('Casino en vivo');
    expect(screen.getByTestId('profit-category-LIVE')).toHaveTextContent('$ 950,00');
    expect(screen.getByTestId('profit-category-LIVE-winloss')).toHaveClass('is-credit');

    const days = within(screen.getByTestId('profit-day')).getAllByRole('row').slice(1);
    expect(days.map((row) => row.getAttribute('data-testid'))).toEqual([
      'profit-day-2025-03-09',
      'profit-day-2025-03-07',
    ]);
    expect(days[0]).toHaveTextContent('dom, 09/03/2025');
    expect(screen.getByTestId('profit-day-2025-03-09-winloss')).toHaveTextContent('−$ 299,75');
    expect(screen.getByTestId('profit-day-2025-03-07-winloss')).toHaveTextContent('+$ 600,00');
  });

  it('asks for the chosen period and shows an empty period plainly', async () => {
    const { user, callsTo } = await openProfit({
      [ROUTE]: (call) =>
        call.query.get('startDate') === '2025-03-08'
          ? ok({ byCategory: [], byDay: [], totals: totals(0, 0, 0) })
          : ok(REPORT),
    });
    await screen.findByTestId('profit-totals');
    await user.selectOptions(screen.getByTestId('profit-period'), 'yesterday');
    await user.click(screen.getByTestId('profit-search'));
    expect(await screen.findByTestId('profit-empty')).toHaveTextContent(
      'No hay apuestas liquidadas en estas fechas.',
    );
    expect(query(callsTo(ROUTE).at(-1))).toMatchObject({ startDate: '2025-03-08', endDate: '2025-03-08' });
    expect(screen.queryByTestId('profit-totals')).not.toBeInTheDocument();
  });

  it('refuses a custom period that ends before it starts, without asking the server', async () => {
    const { user, callsTo } = await openProfit({ [ROUTE]: ok(REPORT) });
    await screen.findByTestId('profit-totals');
    await user.selectOptions(screen.getByTestId('profit-period'), 'custom');
    const before = callsTo(ROUTE).length;
    await user.clear(screen.getByTestId('profit-end'));
    await user.type(screen.getByTestId('profit-end'), '01/03/2025');
    await user.click(screen.getByTestId('profit-search'));
    expect(screen.getByTestId('profit-start-error')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final',
    );
    expect(callsTo(ROUTE)).toHaveLength(before);
  });

  it('shows the server’s refusal as it comes, in the page language', async () => {
    await openProfit({ [ROUTE]: fail('VALIDATION_FAILED', 'Revise los campos: endDate.') });
    expect(await screen.findByTestId('profit-error')).toHaveTextContent('Revise los campos: endDate.');
  });

  it('in English: labels, dates and amounts follow the language', async () => {
    const { user } = await openProfit({ [ROUTE]: ok(REPORT) });
    await screen.findByTestId('profit-totals');
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    await waitFor(() => expect(screen.getByTestId('profit-totals')).toHaveTextContent('Profit/loss'));
    expect(screen.getByTestId('profit-totals')).toHaveTextContent('You won in this period');
    expect(screen.getByTestId('profit-totals-betAmount')).toHaveTextContent('$ 3,000.00');
    expect(screen.getByTestId('profit-category-LIVE')).toHaveTextContent('Live casino');
    expect(screen.getByTestId('profit-day-2025-03-09')).toHaveTextContent('Sun, 03/09/2025');
    expect(screen.getByTestId('profit-range')).toHaveTextContent('From Mon, 03/03/2025 to Sun, 03/09/2025');
  });
});
