import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../stores/app-store';
import {
  makeConsolidated,
  makeContract,
  makeMyContracts,
  makeRecord,
  makeRecordPage,
} from '../../../../test/contract-fixtures';
import { makeBalance, makeMember, makeStatus } from '../../../../test/fixtures';
import { fail, ok, type TApiCall, type TApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

const CONSOLIDATED = 'GET /wps/relay/MCS2_getConsolidatedContract';
const MINE = 'GET /wps/agent/contracts';
const RECORDS = 'GET /wps/agent/contracts/records';
const OFFER = 'POST /wps/agent/contracts';
const INCOME = 'GET /wps/agent/income';

const AGENT_ID = '00000000-0000-4000-8000-000000000001';
const LUIS_ID = '00000000-0000-4000-8000-000000000002';

const query = (call: TApiCall | undefined) => Object.fromEntries(call?.query ?? []);
/** Intl puts a no-break space inside amounts and percentages; compare what a person reads. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

async function openAgentCentre(path: string, api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-agent');
  useAppStore.setState({ token: 'tok-agent' });
  useAppStore.getState().setMember({ type: 1 });
  const view = renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ id: AGENT_ID, type: 1, nickname: 'Ana' })),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /wps/agent/team/overview': fail('NOT_FOUND', 'No disponible.'),
    [CONSOLIDATED]: ok(makeConsolidated({ salary: true, enableCt: true })),
    ...api,
  });
  await screen.findByTestId('agent-center-page', {}, { timeout: 5000 });
  return view;
}

describe('agent contract pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 25 November 2026, 09:00 in Mexico City (the fixture brand's zone).
    vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the contract entries the consolidated switches enable, and only those', async () => {
    await openAgentCentre('/agentHome/agentTeamOverview');
    const menu = screen.getByTestId('agent-menu');
    await within(menu).findByTestId('agent-menu-agentDailyWages2');
    expect(within(menu).getByTestId('agent-menu-agentDividendRecordCopy2')).toHaveTextContent(
      'Registro de dividendos',
    );
    expect(within(menu).getByTestId('agent-menu-agentRevenueReport')).toHaveTextContent('Mis ingresos');
    expect(within(menu).queryByTestId('agent-menu-agentHourSalary')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('agent-menu-agentRealtimeSalary')).not.toBeInTheDocument();
  });

  it('opens a contract entry by its address once the switches have loaded', async () => {
    const { router } = await openAgentCentre('/agentHome/agentDailyWages2', {
      [MINE]: ok(makeMyContracts()),
      [RECORDS]: ok(makeRecordPage([])),
    });
    expect(await screen.findByTestId('contract-pane-DAILY_SALARY')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome/agentDailyWages2');
  });

  it('shows my contract and the records with their figures, downline shares and totals', async () => {
    const records = [
      makeRecord(),
      makeRecord({
        id: '9000',
        periodStart: '2026-11-23T06:00:00.000Z',
        periodEnd: '2026-11-24T06:00:00.000Z',
        periodLabel: '2026-11-23',
        validBet: 800,
        activeMembers: 1,
        bets: 12,
        tier: null,
        rate: null,
        gross: 0,
        downlines: [],
        downlineTotal: 0,
        net: 0,
        paid: 0,
        status: 'REJECTED',
        reason: 'Apuestas en revisión',
        paidAt: null,
      }),
    ];
    const { user, callsTo } = await openAgentCentre('/agentHome/agentDailyWages2', {
      [MINE]: ok(makeMyContracts()),
      [RECORDS]: ok(makeRecordPage(records)),
    });

    expect(await screen.findByTestId('my-contract-status')).toHaveTextContent('Vigente');
    expect(screen.getByTestId('my-contract-issuer')).toHaveTextContent('Operador');
    expect(screen.getByTestId('my-contract-period')).toHaveTextContent('Diario');
    expect(text(screen.getByTestId('my-contract-terms-tier-2-rate'))).toBe('1 %');
    expect(query(callsTo(MINE).at(-1))).toEqual({ type: 'DAILY_SALARY' });

    const row = await screen.findByTestId('contract-record-9001');
    expect(text(row)).toContain('2026-11-24');
    expect(text(within(row).getByTestId('contract-record-9001-validBet'))).toContain('$ 12.500,00');
    expect(text(within(row).getByTestId('contract-record-9001-validBet'))).toContain('230 apuestas');
    expect(within(row).getByTestId('contract-record-9001-tier')).toHaveTextContent('Nivel 2');
    expect(text(within(row).getByTestId('contract-record-9001-gross'))).toBe('$ 125,00');
    expect(text(within(row).getByTestId('contract-record-9001-net'))).toBe('+$ 85,00');
    expect(text(within(row).getByTestId('contract-record-9001-paid'))).toBe('$ 85,00');
    expect(within(row).getByTestId('contract-record-9001-status')).toHaveTextContent('Pagado');
    expect(within(row).getByTestId('contract-record-9001-paidAt')).toHaveTextContent('25/11/202600:10:00');

    const rejected = screen.getByTestId('contract-record-9000');
    expect(within(rejected).getByTestId('contract-record-9000-tier')).toHaveTextContent('Ninguno');
    expect(within(rejected).getByTestId('contract-record-9000-status')).toHaveTextContent(
      'RechazadoMotivo: Apuestas en revisión',
    );

    await user.click(screen.getByTestId('contract-record-9001-expand'));
    expect(text(screen.getByTestId('contract-record-9001-shares'))).toContain('luis_sub$ 40,00');

    expect(text(screen.getByTestId('contract-records-total-validBet'))).toBe('$ 13.300,00');
    expect(text(screen.getByTestId('contract-records-total-paid'))).toBe('$ 85,00');
    expect(text(screen.getByTestId('contract-records-total-downlines'))).toBe('−$ 40,00');
    // The last 30 brand-zone days unless another period is chosen.
    expect(query(callsTo(RECORDS).at(-1))).toEqual({
      type: 'DAILY_SALARY',
      startDate: '2026-10-27',
      endDate: '2026-11-25',
      pageNo: '1',
      pageSize: '20',
    });

    await user.selectOptions(screen.getByTestId('contract-records-status'), 'PAID');
    await user.click(screen.getByTestId('contract-records-search'));
    await waitFor(() => expect(query(callsTo(RECORDS).at(-1))).toMatchObject({ status: 'PAID' }));
  });

  it('labels a real-time salary record by its 5-minute window in the brand zone', async () => {
    await openAgentCentre('/agentHome/agentRealtimeSalary', {
      [CONSOLIDATED]: ok(makeConsolidated({ agentRealtimeSalary: true })),
      [MINE]: ok(
        makeMyContracts({
          type: 'REALTIME_SALARY',
          current: makeContract({
            type: 'REALTIME_SALARY',
            period: 'REALTIME',
            tiers: [],
            realtime: { profitRate: 0.2, lossRate: 0.8, singleBetAmount: 10 },
          }),
        }),
      ),
      [RECORDS]: ok(
        makeRecordPage([
          makeRecord({
            type: 'REALTIME_SALARY',
            period: 'REALTIME',
            periodStart: '2026-11-25T20:05:00.000Z',
            periodEnd: '2026-11-25T20:10:00.000Z',
            periodLabel: '2026-11-25 14:05',
            tier: null,
            rate: null,
          }),
        ]),
      ),
    });
    expect(await screen.findByTestId('contract-record-9001')).toHaveTextContent('2026-11-25 14:05–14:10');
    expect(text(screen.getByTestId('my-contract-terms-lossRate'))).toBe('0,8 %');
    expect(text(screen.getByTestId('my-contract-terms-singleBetAmount'))).toBe('$ 10,00');
  });

  it('offers a downline the edited tiers and shows the server’s refusal naming the tier, in Spanish', async () => {
    const { user, callsTo } = await openAgentCentre('/agentHome/agentDailyWages2', {
      [MINE]: ok(
        makeMyContracts({
          downlines: [
            { memberId: LUIS_ID, account: 'luis_sub', nickname: null, contract: null, pendingOffer: null },
          ],
        }),
      ),
      [RECORDS]: ok(makeRecordPage([])),
      [OFFER]: fail(
        'CONTRACT_RATE_ABOVE_UPLINE',
        'Nivel 2: la tasa supera lo que paga su propio contrato con los mismos umbrales.',
        { fields: ['2'] },
      ),
    });
    expect(await screen.findByTestId(`downline-contract-${LUIS_ID}-contract`)).toHaveTextContent(
      'Sin contrato',
    );
    await user.click(screen.getByTestId(`downline-contract-${LUIS_ID}-offer`));
    const form = await screen.findByTestId('offer-form');
    // The form starts from the agent's own terms, its ceiling.
    expect(within(form).getByTestId('offer-tier-2-rate')).toHaveValue('1');

    await user.clear(within(form).getByTestId('offer-tier-2-rate'));
    await user.type(within(form).getByTestId('offer-tier-2-rate'), '150');
    await user.click(within(form).getByTestId('offer-submit'));
    expect(await within(form).findByTestId('offer-error')).toHaveTextContent(
      'Nivel 2, Tasa: introduzca una tasa de 0 a 100 con 2 decimales como máximo.',
    );
    expect(callsTo(OFFER)).toHaveLength(0);

    await user.clear(within(form).getByTestId('offer-tier-2-rate'));
    await user.type(within(form).getByTestId('offer-tier-2-rate'), '1,5');
    await user.click(within(form).getByTestId('offer-add'));
    await user.clear(within(form).getByTestId('offer-tier-3-validBet'));
    await user.type(within(form).getByTestId('offer-tier-3-validBet'), '50000');
    await user.click(within(form).getByTestId('offer-tier-3-remove'));
    await user.type(within(form).getByTestId('offer-remark'), 'Bienvenido');
    await user.click(within(form).getByTestId('offer-submit'));

    expect(await within(form).findByTestId('offer-error')).toHaveTextContent(
      'Nivel 2: la tasa supera lo que paga su propio contrato con los mismos umbrales.',
    );
    expect(within(form).getByTestId('offer-tier-2')).toHaveClass('is-refused');
    expect(callsTo(OFFER)[0]?.body).toEqual({
      memberId: LUIS_ID,
      type: 'DAILY_SALARY',
      tiers: [
        { validBet: 1000, loss: 0, activeMembers: 1, minBet: 10, rate: 0.5 },
        { validBet: 10000, loss: 0, activeMembers: 3, minBet: 50, rate: 1.5 },
      ],
      remark: 'Bienvenido',
    });
  });

  it('answers a termination request from the issuer through its type’s relay', async () => {
    const asked = makeContract({
      issuer: { memberId: 'up-1', account: 'demo_agent', nickname: null },
      termination: {
        requestedBy: 'ISSUER',
        requestedAt: '2026-11-24T15:00:00.000Z',
        remark: 'Cambiamos las condiciones',
        effectiveAt: '2026-11-27T15:00:00.000Z',
      },
    });
    const { user, callsTo } = await openAgentCentre('/agentHome/agentDailyWages2', {
      [MINE]: ok(makeMyContracts({ current: asked })),
      [RECORDS]: ok(makeRecordPage([])),
      'POST /wps/relay/MCS2_processDailySalContract': ok({ ...asked, termination: null }),
    });
    const request = await screen.findByTestId('my-contract-termination');
    expect(within(request).getByTestId('my-termination-text')).toHaveTextContent(
      'demo_agent pidió rescindir el contrato de salario diario de ana2024.',
    );
    expect(within(request).getByTestId('my-termination-effective')).toHaveTextContent('27/11/2026, 09:00:00');
    await user.click(within(request).getByTestId('my-termination-answer-reject'));
    await waitFor(() =>
      expect(callsTo('POST /wps/relay/MCS2_processDailySalContract')[0]?.body).toEqual({
        contractId: '101',
        action: 'REJECT',
      }),
    );
  });

  it('asks to end its own contract with a remark of at most 140 characters', async () => {
    const { user, callsTo } = await openAgentCentre('/agentHome/agentDailyWages2', {
      [MINE]: ok(makeMyContracts()),
      [RECORDS]: ok(makeRecordPage([])),
      'POST /wps/agent/contracts/101/terminate': ok(makeContract()),
    });
    await user.click(await screen.findByTestId('my-contract-terminate'));
    const form = await screen.findByTestId('termination-form');
    await user.type(within(form).getByTestId('termination-remark'), 'x'.repeat(141));
    expect(within(form).getByTestId('termination-remark-count')).toHaveTextContent('141/140 caracteres');
    await user.click(within(form).getByTestId('termination-submit'));
    expect(await within(form).findByTestId('termination-remark-error')).toHaveTextContent(
      'Introduzca como máximo 140 caracteres',
    );
    expect(callsTo('POST /wps/agent/contracts/101/terminate')).toHaveLength(0);
    await user.clear(within(form).getByTestId('termination-remark'));
    await user.type(within(form).getByTestId('termination-remark'), 'Cierro la agencia');
    await user.click(within(form).getByTestId('termination-submit'));
    await waitFor(() => expect(screen.queryByTestId('termination-modal')).not.toBeInTheDocument());
    expect(callsTo('POST /wps/agent/contracts/101/terminate')[0]?.body).toEqual({
      remark: 'Cierro la agencia',
    });
  });

  it('shows my income per day with its totals', async () => {
    const { callsTo } = await openAgentCentre('/agentHome/agentRevenueReport', {
      [INCOME]: ok({
        startDate: '2026-10-27',
        endDate: '2026-11-25',
        rows: [
          {
            day: '2026-11-24',
            dividend: 0,
            dailySalary: 85,
            hourlySalary: 12.5,
            realtimeSalary: 3.2,
            rebate: 10,
            total: 110.7,
          },
        ],
        totals: {
          dividend: 0,
          dailySalary: 85,
          hourlySalary: 12.5,
          realtimeSalary: 3.2,
          rebate: 10,
          total: 110.7,
        },
      }),
    });
    const row = await screen.findByTestId('income-row-2026-11-24');
    expect(row).toHaveTextContent('mar, 24/11/2026');
    expect(text(within(row).getByTestId('income-row-2026-11-24-dailySalary'))).toBe('$ 85,00');
    expect(text(within(row).getByTestId('income-row-2026-11-24-total'))).toBe('$ 110,70');
    expect(text(screen.getByTestId('income-total'))).toBe('$ 110,70');
    expect(query(callsTo(INCOME).at(-1))).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
  });
});
