import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeaderboards, TMissionSummary, TMissionSummaryItem } from '@platform/contracts/missions';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const END = new Date(Date.now() + (5 * 60 + 20) * 60_000).toISOString();

const item = (overrides: Partial<TMissionSummaryItem>): TMissionSummaryItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Tragamonedas del día',
  description: null,
  period: 'DAILY',
  task: 'BET',
  category: 'RNG',
  target: 2000,
  progress: 1250,
  percent: 62,
  reward: { amount: 15, turnoverMultiple: 2, bonusDays: 7 },
  state: 'IN_PROGRESS',
  periodKey: '2026-11-25',
  periodStart: new Date(Date.now() - 3_600_000).toISOString(),
  periodEnd: END,
  ...overrides,
});

const SUMMARY: TMissionSummary = {
  missions: [
    item({}),
    item({
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Calentamiento',
      task: 'ROUNDS',
      category: null,
      target: 5,
      progress: 5,
      percent: 100,
      state: 'COMPLETED',
    }),
    item({
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Constancia',
      period: 'WEEKLY',
      task: 'LOGIN_DAYS',
      category: null,
      target: 5,
      progress: 5,
      percent: 100,
      state: 'CLAIMED',
    }),
  ],
  claimableCount: 1,
  serverTime: new Date().toISOString(),
};

const BOARDS: TLeaderboards = {
  serverTime: new Date().toISOString(),
  contests: [
    {
      contestId: '44444444-4444-4444-8444-444444444444',
      title: 'Carrera diaria',
      period: 'DAILY',
      metric: 'VALID_BET',
      category: null,
      minAmount: 10,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 500 },
        { fromRank: 2, toRank: 3, amount: 100 },
      ],
      periodKey: '2026-11-25',
      periodStart: new Date(Date.now() - 3_600_000).toISOString(),
      periodEnd: END,
      rows: [
        { rank: 1, account: 'al***ha', amount: 70, prize: 500, me: false },
        { rank: 2, account: 'ec***ho', amount: 40, prize: 100, me: true },
      ],
      mine: { rank: 2, amount: 40 },
      previous: {
        periodKey: '2026-11-24',
        rows: [{ rank: 1, account: 'br***vo', amount: 300, prize: 500, me: false }],
      },
    },
  ],
};

function open(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return renderApp('/member/missionLeaderboard', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 100 })),
    'GET /wps/relay/MCSFE_getMissionSummaryDetails': ok(SUMMARY),
    'GET /wps/relay/MCSFE_getMissionLeaderboard': ok(BOARDS),
    ...api,
  });
}

describe('missionLeaderboard page', () => {
  it('shows daily and weekly missions with progress, reward, time left and the claim state', async () => {
    open();
    const bet = await screen.findByTestId(`mission-${SUMMARY.missions[0]!.id}`);
    expect(within(bet).getByTestId(`mission-${SUMMARY.missions[0]!.id}-progress`)).toHaveTextContent(
      '1.250,00 / 2.000,00',
    );
    expect(bet).toHaveTextContent('Bono de $');
    expect(bet).toHaveTextContent(/Quedan 5 h (19|20) min/);
    expect(within(bet).queryByRole('button', { name: 'Reclamar' })).toBeNull();
    const rounds = screen.getByTestId(`mission-${SUMMARY.missions[1]!.id}`);
    expect(within(rounds).getByRole('button', { name: 'Reclamar' })).toBeEnabled();
    expect(within(screen.getByTestId('missions-weekly')).getByText('Reclamado')).toBeInTheDocument();
    expect(screen.getByTestId('missions-daily')).toHaveTextContent('Misiones diarias');
  });

  it('claims a completed mission with its period and says what was credited', async () => {
    const id = SUMMARY.missions[1]!.id;
    const { user, callsTo } = open({
      [`POST /wps/promotions/missions/${id}/claim`]: ok({
        missionId: id,
        periodKey: '2026-11-25',
        amount: 15,
        bonusId: '55555555-5555-4555-8555-555555555555',
      }),
    });
    await user.click(await screen.findByTestId(`mission-${id}-claim`));
    expect(await screen.findByTestId('missions-notice')).toHaveTextContent('Recompensa acreditada: $');
    expect(callsTo(`POST /wps/promotions/missions/${id}/claim`)[0]?.body).toEqual({
      periodKey: '2026-11-25',
    });
  });

  it('shows the refusal of a claim in Spanish', async () => {
    const id = SUMMARY.missions[1]!.id;
    const { user } = open({
      [`POST /wps/promotions/missions/${id}/claim`]: fail(
        'MISSION_ALREADY_CLAIMED',
        'La recompensa de esta misión ya fue reclamada.',
      ),
    });
    await user.click(await screen.findByTestId(`mission-${id}-claim`));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La recompensa de esta misión ya fue reclamada.',
    );
  });

  it('shows the contest with prizes, the member’s highlighted row and last period’s winners', async () => {
    const { user } = open();
    await user.click(await screen.findByTestId('missions-tabs-leaderboard'));
    const table = await screen.findByTestId('contest-table');
    expect(within(table).getByTestId('contest-table-me')).toHaveTextContent('ec***ho');
    expect(screen.getByTestId('contest-mine')).toHaveTextContent('Su posición: 2.º con 40,00');
    expect(screen.getByText('Puestos 2.º–3.º')).toBeInTheDocument();
    expect(screen.getByTestId('contest-countdown')).toHaveTextContent(/Termina en/);
    expect(within(screen.getByTestId('contest-previous')).getByText('br***vo')).toBeInTheDocument();
  });

  it('says so when there are no missions', async () => {
    open({
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': ok({ ...SUMMARY, missions: [], claimableCount: 0 }),
    });
    await waitFor(() => expect(screen.getByTestId('missions-empty')).toBeInTheDocument());
  });
});
