import { screen, waitFor, within } from '@testing-library/react';
import type { TTeamFigures, TTeamOverviewValue } from '@platform/contracts/agent-reports';
import type { TDownlinePage, TDownlineRow } from '@platform/contracts/agents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const OVERVIEW = 'GET /wps/agent/team/overview';
const DOWNLINES = 'GET /wps/agent/downlines';

const AGENT_ID = '00000000-0000-4000-8000-000000000001';
const LUIS_ID = '00000000-0000-4000-8000-000000000002';
const MARTA_ID = '00000000-0000-4000-8000-000000000003';

const figures = (teamSize: number, profitLoss: number, directDownlines = 1): TTeamFigures => ({
  teamSize,
  directDownlines,
  newRegistrations: 2,
  firstDeposits: { count: 1, amount: 100 },
  depositors: 3,
  deposits: { count: 4, amount: 1500.5 },
  withdrawals: { count: 1, amount: 200 },
  activeMembers: 3,
  validBet: 2400,
  betAmount: 2500,
  payout: 2100,
  winLoss: -400,
  bonuses: 50,
  rebates: 0,
  profitLoss,
});

const self = {
  ...figures(0, 0),
  newRegistrations: 0,
  validBet: 0,
  profitLoss: 0,
  deposits: { count: 0, amount: 0 },
};

function overview(memberId: string | null): TTeamOverviewValue {
  const base = { period: 'thisWeek' as const, startDate: '2025-03-10', endDate: '2025-03-12' };
  if (memberId === LUIS_ID) {
    return {
      ...base,
      node: { memberId: LUIS_ID, account: 'luis_sub', nickname: null },
      breadcrumb: [
        { memberId: AGENT_ID, account: 'ana2024' },
        { memberId: LUIS_ID, account: 'luis_sub' },
      ],
      self,
      team: figures(1, -120.25),
      downlines: [
        {
          ...figures(1, -120.25, 0),
          memberId: MARTA_ID,
          account: 'marta_p',
          nickname: 'Marta',
          type: 0,
          isAgent: false,
        },
      ],
    };
  }
  return {
    ...base,
    node: { memberId: AGENT_ID, account: 'ana2024', nickname: null },
    breadcrumb: [{ memberId: AGENT_ID, account: 'ana2024' }],
    self,
    team: figures(12, -350.75, 3),
    downlines: [
      {
        ...figures(2, -120.25),
        memberId: LUIS_ID,
        account: 'luis_sub',
        nickname: null,
        type: 1,
        isAgent: true,
      },
    ],
  };
}

const downline = (overrides: Partial<TDownlineRow> = {}): TDownlineRow => ({
  memberId: LUIS_ID,
  account: 'luis_sub',
  nickname: 'Luis',
  type: 1,
  isAgent: true,
  status: 'active',
  balance: 320.5,
  teamSize: 4,
  directCount: 2,
  registeredAt: '2025-01-05T15:00:00.000Z',
  lastLoginAt: '2025-03-11T20:30:00.000Z',
  online: true,
  remark: null,
  depth: 1,
  ...overrides,
});

const downlinePage = (rows: TDownlineRow[]): TDownlinePage => ({
  content: rows,
  pageNum: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: rows.length,
  breadcrumb: [{ memberId: AGENT_ID, account: 'ana2024' }],
});

const query = (call: TApiCall | undefined) => Object.fromEntries(call?.query ?? []);

async function openAgentCentre(path: string, api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-agent');
  useAppStore.setState({ token: 'tok-agent' });
  useAppStore.getState().setMember({ type: 1 });
  const view = renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ id: AGENT_ID, type: 1, nickname: 'Ana' })),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    [OVERVIEW]: (call) => ok(overview(call.query.get('memberId'))),
    ...api,
  });
  await screen.findByTestId('agent-center-page', {}, { timeout: 5000 });
  return view;
}

describe('agent centre', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 12 March 2025, 09:00 in Mexico City (the fixture brand's zone).
    vi.setSystemTime(new Date('2025-03-12T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens the team overview at /agentHome, lists the menu in the spec order without the contract entries', async () => {
    const { router } = await openAgentCentre('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/agentTeamOverview'));
    const menu = screen.getByTestId('agent-menu');
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid')?.replace('agent-menu-', ''));
    expect(entries).toEqual([
      'deposit',
      'withdraw',
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentDownlineTransactionDetailsCopy',
      'messageV2',
      'customerService',
    ]);
    expect(screen.getByTestId('agent-menu-agentTeamOverview')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('agent-menu-agentTeamOverview')).toHaveTextContent('Resumen del equipo');
    expect(screen.getByTestId('agent-nickname')).toHaveTextContent('Ana');
  });

  it('marks the entry of the address and sends a hidden contract entry to the overview', async () => {
    const { router } = await openAgentCentre('/agentHome/downlineManagmentView', {
      [DOWNLINES]: ok(downlinePage([downline()])),
    });
    expect(await screen.findByTestId('downline-management')).toBeInTheDocument();
    expect(screen.getByTestId('agent-menu-downlineManagmentView')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('agent-menu-agentTeamOverview')).not.toHaveAttribute('aria-current');

    await router.navigate('/agentHome/agentHourSalary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/agentTeamOverview'));
    expect(screen.queryByTestId('agent-menu-agentHourSalary')).not.toBeInTheDocument();
  });

  it('drills down one level into the address, with a breadcrumb back', async () => {
    const { router, user, callsTo } = await openAgentCentre('/agentHome/agentTeamOverview?period=thisWeek');
    expect(await screen.findByTestId('overview-teamSize')).toHaveTextContent('12');
    expect(query(callsTo(OVERVIEW).at(-1))).toEqual({ period: 'thisWeek', language: 'es' });
    expect(screen.getByTestId('overview-profitLoss')).toHaveTextContent('−$ 350,75');
    expect(screen.getByTestId('overview-range')).toHaveTextContent('Del lun, 10/03/2025 al mié, 12/03/2025');
    expect(screen.getByTestId('overview-breadcrumb-current')).toHaveTextContent('Mi equipo');

    await user.click(screen.getByTestId(`overview-drill-${LUIS_ID}`));
    await waitFor(() => expect(router.state.location.search).toBe(`?period=thisWeek&memberId=${LUIS_ID}`));
    expect(await screen.findByTestId(`overview-row-${MARTA_ID}`)).toHaveTextContent('marta_p');
    expect(query(callsTo(OVERVIEW).at(-1))).toEqual({
      period: 'thisWeek',
      memberId: LUIS_ID,
      language: 'es',
    });
    expect(screen.getByTestId('overview-breadcrumb-current')).toHaveTextContent('luis_sub');
    // A player without downlines has no deeper level to open.
    expect(screen.queryByTestId(`overview-drill-${MARTA_ID}`)).not.toBeInTheDocument();

    await user.click(screen.getByTestId('overview-breadcrumb-0'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=thisWeek'));
    expect(await screen.findByTestId(`overview-row-${LUIS_ID}`)).toBeInTheDocument();
  });

  it('puts the chosen period in the address and the request; refuses a reversed custom range', async () => {
    const { router, user, callsTo } = await openAgentCentre('/agentHome/agentTeamOverview');
    await screen.findByTestId('overview-figures');
    expect(query(callsTo(OVERVIEW).at(-1))).toEqual({ period: 'today', language: 'es' });

    await user.selectOptions(screen.getByTestId('overview-period'), 'lastMonth');
    await user.click(screen.getByTestId('overview-search'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=lastMonth'));
    await waitFor(() =>
      expect(query(callsTo(OVERVIEW).at(-1))).toEqual({ period: 'lastMonth', language: 'es' }),
    );

    await user.selectOptions(screen.getByTestId('overview-period'), 'custom');
    // The custom dates start from the preset they replace (last month: February).
    expect(screen.getByTestId('overview-start')).toHaveValue('01/02/2025');
    expect(screen.getByTestId('overview-end')).toHaveValue('28/02/2025');
    await user.clear(screen.getByTestId('overview-start'));
    await user.type(screen.getByTestId('overview-start'), '05/03/2025');
    await user.click(screen.getByTestId('overview-search'));
    expect(await screen.findByTestId('overview-start-error')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final.',
    );
    expect(router.state.location.search).toBe('?period=lastMonth');

    await user.clear(screen.getByTestId('overview-end'));
    await user.type(screen.getByTestId('overview-end'), '09/03/2025');
    await user.click(screen.getByTestId('overview-search'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=custom&startDate=2025-03-05&endDate=2025-03-09'),
    );
    await waitFor(() =>
      expect(query(callsTo(OVERVIEW).at(-1))).toEqual({
        period: 'custom',
        startDate: '2025-03-05',
        endDate: '2025-03-09',
        language: 'es',
      }),
    );
  });

  it('shows the server’s refusal in the pane', async () => {
    await openAgentCentre(`/agentHome/agentTeamOverview?memberId=${MARTA_ID}`, {
      [OVERVIEW]: fail('NOT_FOUND', 'Este miembro no está en su equipo.'),
    });
    expect(await screen.findByTestId('overview-error')).toHaveTextContent(
      'Este miembro no está en su equipo.',
    );
  });

  it('creates a downline and shows the initial password that must be changed', async () => {
    const { user, callsTo } = await openAgentCentre('/agentHome/registerCenter', {
      'GET /wps/agent/register/settings': ok({
        creatableTypes: [0, 1],
        defaultPasswordMustChange: true,
        registerUrlBase: 'https://royal.test/register',
      }),
      'GET /wps/agent/links': ok([]),
      'POST /wps/agent/downlines': (call) =>
        ok({
          member: downline({
            memberId: MARTA_ID,
            account: (call.body as { account: string }).account,
            nickname: null,
            type: 0,
            isAgent: false,
            balance: 0,
            teamSize: 0,
            directCount: 0,
            lastLoginAt: null,
            online: false,
          }),
          initialPassword: 'Abc12345',
        }),
    });
    const form = await screen.findByTestId('create-downline-form');
    expect(within(form).getByTestId('create-downline-type')).toHaveTextContent('JugadorAgente');
    await user.type(within(form).getByTestId('create-downline-account'), 'nuevo_jugador');
    await user.click(within(form).getByTestId('create-downline-submit'));

    expect(await screen.findByTestId('created-password')).toHaveTextContent('Abc12345');
    expect(screen.getByTestId('created-account')).toHaveTextContent('nuevo_jugador');
    expect(screen.getByTestId('created-must-change')).toHaveTextContent(
      'El titular deberá cambiar esta contraseña en su primer inicio de sesión.',
    );
    expect(callsTo('POST /wps/agent/downlines')[0]?.body).toEqual({ account: 'nuevo_jugador', type: 0 });
  });

  it('refuses a remark over 140 characters and saves one within', async () => {
    const { user, callsTo } = await openAgentCentre('/agentHome/downlineManagmentView', {
      [DOWNLINES]: ok(downlinePage([downline()])),
      [`PUT /wps/agent/downlines/${LUIS_ID}/remark`]: (call) =>
        ok({ memberId: LUIS_ID, remark: (call.body as { remark: string }).remark }),
    });
    await user.click(await screen.findByTestId(`downline-${LUIS_ID}-remark-edit`));
    const input = await screen.findByTestId('remark-input');
    await user.click(input);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByTestId('remark-save'));
    expect(await screen.findByTestId('remark-input-error')).toHaveTextContent('140');
    expect(callsTo(`PUT /wps/agent/downlines/${LUIS_ID}/remark`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Paga los viernes');
    await user.click(screen.getByTestId('remark-save'));
    await waitFor(() => expect(screen.queryByTestId('remark-modal')).not.toBeInTheDocument());
    expect(callsTo(`PUT /wps/agent/downlines/${LUIS_ID}/remark`)[0]?.body).toEqual({
      remark: 'Paga los viernes',
    });
  });

  it('keeps the team list’s search and drill-down in the address', async () => {
    const { router, user, callsTo } = await openAgentCentre('/agentHome/downlineManagmentView', {
      [DOWNLINES]: ok(downlinePage([downline()])),
    });
    await user.click(await screen.findByTestId(`downline-${LUIS_ID}-team`));
    await waitFor(() => expect(router.state.location.search).toBe(`?parentId=${LUIS_ID}`));
    await waitFor(() => expect(query(callsTo(DOWNLINES).at(-1))).toMatchObject({ parentId: LUIS_ID }));

    await user.type(screen.getByTestId('downlines-account'), 'mar');
    await user.click(screen.getByTestId('downlines-search'));
    await waitFor(() => expect(router.state.location.search).toBe('?account=mar'));
    await waitFor(() => expect(query(callsTo(DOWNLINES).at(-1))).toMatchObject({ account: 'mar' }));
    expect(query(callsTo(DOWNLINES).at(-1))).not.toHaveProperty('parentId');
    expect(screen.getByTestId(`downline-${LUIS_ID}-records`)).toHaveAttribute(
      'href',
      '/agentHome/personalHistoryCopy?account=luis_sub',
    );
  });
});
