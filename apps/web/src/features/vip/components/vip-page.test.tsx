import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TVipStatus } from '@platform/contracts/loyalty';
import { useAppStore } from '../../../stores/app-store';
import { allFlags, makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const level = (n: number, name: string, reach: number): TVipStatus['levels'][number] => ({
  level: n,
  name,
  reachValidBet: reach,
  reachDeposit: reach / 10,
  keepValidBet: n === 0 ? 0 : reach / 5,
  upgradeBonus: n * 10,
  periodBonus: n * 5,
  pointsMultiplierPercent: 100 + n * 25,
  rebateRates: { SLOTS: 40 + n * 10, LIVE: 30, SPORTS: 30, LOTTERY: 20, PVP: 20 },
  cashbackBp: n * 100,
  withdrawDailyCount: n === 0 ? null : 3 + n,
  withdrawMaxAmount: n === 0 ? null : 1000 * n,
});

const STATUS: TVipStatus = {
  enabled: true,
  level: 1,
  levelName: 'Plata',
  validBet: 2500,
  deposit: 150,
  next: { level: 2, name: 'Oro', reachValidBet: 10_000, reachDeposit: 1000, percent: 15 },
  period: {
    start: '2026-03-02T06:00:00.000Z',
    end: '2026-03-09T06:00:00.000Z',
    validBet: 400,
    keepValidBet: 1000,
  },
  levels: [level(0, 'Bronce', 0), level(1, 'Plata', 1000), level(2, 'Oro', 10_000)],
};

describe('member centre VIP page', () => {
  it('shows the level, the progress to the next and highlights the current level in the benefits', async () => {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    renderApp('/member/vip', makeStatus({ whitelabel: allFlags({ VIP3: true }) }), {
      'GET /wps/member/info': ok(makeMember()),
      'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
      'GET /wps/loyalty/vip': ok(STATUS),
    });
    const page = await screen.findByTestId('vip-page');
    expect(within(page).getByTestId('vip-level')).toHaveTextContent('VIP 1');
    expect(within(page).getByTestId('vip-level-name')).toHaveTextContent('Plata');
    // 2.500 of 10.000 valid bet is 25 %; 150 of 1.000 deposit is 15 %.
    expect(within(page).getByTestId('vip-progress-bet')).toHaveAttribute('aria-valuenow', '25');
    expect(within(page).getByTestId('vip-progress-bet-text')).toHaveTextContent('$ 2.500,00 de $ 10.000,00');
    expect(within(page).getByTestId('vip-progress-deposit')).toHaveAttribute('aria-valuenow', '15');
    expect(within(page).getByTestId('vip-period-bet')).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() =>
      expect(within(page).getByTestId('vip-level-row-1')).toHaveAttribute('aria-current', 'true'),
    );
    expect(within(page).getByTestId('vip-level-row-0')).not.toHaveAttribute('aria-current');
    expect(within(page).getByTestId('vip-level-row-2')).not.toHaveAttribute('aria-current');
    expect(within(page).getByTestId('vip-level-row-1')).toHaveTextContent('0,50 %');
    expect(within(page).getByTestId('vip-level-row-2')).toHaveTextContent('Máximo$ 2.000,00');
  });

  it('is not in the member centre without the VIP3 flag', async () => {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    renderApp('/member/vip', makeStatus(), {
      'GET /wps/member/info': ok(makeMember()),
      'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 1000, held: 0 })),
    });
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });
});
