import { act, screen, waitFor, within } from '@testing-library/react';
import type { TRealtimeServerMessage } from '@platform/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeClient } from '../../../../hooks/use-realtime';
import type { TRealtimeClient, TRealtimeStatus } from '../../../../lib/realtime';
import { useAppStore } from '../../../../stores/app-store';
import { makeConsolidated, makeContract } from '../../../../test/contract-fixtures';
import { makeBalance, makeMember, makeStatus } from '../../../../test/fixtures';
import { ok, replies, type TApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

const CONSOLIDATED = 'GET /wps/relay/MCS2_getConsolidatedContract';
const PROCESS_HOURLY = 'POST /wps/relay/MCS2_processContractHourSalary';

const hourlyOffer = makeContract({
  id: '77',
  type: 'HOURLY_SALARY',
  period: 'HOURLY',
  status: 'OFFERED',
  issuer: { memberId: 'up-1', account: 'demo_agent', nickname: null },
  tiers: [{ validBet: 500, loss: 0, activeMembers: 1, minBet: 5, rate: 0.3 }],
  remark: 'Para la temporada alta',
  startedAt: null,
  answeredAt: null,
});

const dividendTermination = makeContract({
  id: '78',
  type: 'DIVIDEND',
  period: 'WEEKLY',
  issuer: { memberId: 'up-1', account: 'demo_agent', nickname: null },
  termination: {
    requestedBy: 'ISSUER',
    requestedAt: '2026-11-24T15:00:00.000Z',
    remark: null,
    effectiveAt: '2026-11-27T15:00:00.000Z',
  },
});

/** A realtime client the test feeds events into. */
function fakeRealtime() {
  const listeners = new Map<string, Set<(event: TRealtimeServerMessage) => void>>();
  const client = {
    status: 'idle' as TRealtimeStatus,
    start: vi.fn(),
    stop: vi.fn(),
    restart: vi.fn(),
    on: (type: string, listener: (event: TRealtimeServerMessage) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
      return () => listeners.get(type)?.delete(listener);
    },
    onStatus: () => () => undefined,
    send: () => true,
    keep: () => () => undefined,
    emit: (event: TRealtimeServerMessage) => act(() => listeners.get(event.type)?.forEach((l) => l(event))),
  };
  resetRealtimeClient(client as unknown as TRealtimeClient);
  return client;
}

function openHome(type: number, api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-sub');
  useAppStore.setState({ token: 'tok-sub' });
  return renderApp('/', makeStatus(), {
    'GET /wps/member/info': ok(makeMember({ type, account: 'demo_subagent' })),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    ...api,
  });
}

describe('contract popup', () => {
  afterEach(() => resetRealtimeClient(null));

  it('shows a pending offer after the login; accepting answers through its type’s relay, then the next request', async () => {
    fakeRealtime();
    const { user, callsTo } = openHome(1, {
      [CONSOLIDATED]: replies(
        ok(makeConsolidated({ contracthoursalreq: 'NEW', pending: [hourlyOffer, dividendTermination] })),
        ok(makeConsolidated({ divtypereq: 'TERMINATE', pending: [dividendTermination] })),
      ),
      [PROCESS_HOURLY]: ok({ ...hourlyOffer, status: 'ACTIVE' }),
    });
    const popup = await screen.findByTestId('contract-popup', {}, { timeout: 5000 });
    expect(within(popup).getByRole('heading', { level: 2 })).toHaveTextContent('Nueva oferta de contrato');
    expect(within(popup).getByTestId('contract-popup-count')).toHaveTextContent('Solicitud 1 de 2');
    expect(within(popup).getByTestId('contract-popup-request-text')).toHaveTextContent(
      'demo_agent le ofrece un contrato de salario por hora.',
    );
    expect(within(popup).getByTestId('contract-popup-request-remark-text')).toHaveTextContent(
      'Para la temporada alta',
    );
    expect(within(popup).getByTestId('contract-popup-request-terms-tier-1-rate').textContent).toMatch(
      /0,3\s%/,
    );

    await user.type(within(popup).getByTestId('contract-popup-request-answer-remark'), 'De acuerdo');
    expect(within(popup).getByTestId('contract-popup-request-answer-remark-count')).toHaveTextContent(
      '10/140 caracteres',
    );
    await user.click(within(popup).getByTestId('contract-popup-request-answer-accept'));
    await waitFor(() =>
      expect(callsTo(PROCESS_HOURLY)[0]?.body).toEqual({
        contractId: '77',
        action: 'ACCEPT',
        remark: 'De acuerdo',
      }),
    );

    // The termination request comes next, with its own buttons.
    const next = await screen.findByTestId('contract-popup');
    await waitFor(() =>
      expect(within(next).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Solicitud de rescisión de contrato',
      ),
    );
    expect(within(next).getByTestId('contract-popup-request-text')).toHaveTextContent(
      'demo_agent pidió rescindir el contrato de dividendos de ana2024.',
    );
    expect(within(next).getByTestId('contract-popup-request-answer-accept')).toHaveTextContent(
      'Aceptar rescisión',
    );
  });

  it('closed for later, comes back when a contract event arrives', async () => {
    const realtime = fakeRealtime();
    const { user, callsTo } = openHome(1, {
      [CONSOLIDATED]: ok(makeConsolidated({ contracthoursalreq: 'NEW', pending: [hourlyOffer] })),
    });
    const popup = await screen.findByTestId('contract-popup', {}, { timeout: 5000 });
    await user.click(within(popup).getByTestId('contract-popup-close'));
    expect(screen.queryByTestId('contract-popup')).not.toBeInTheDocument();
    const asked = callsTo(CONSOLIDATED).length;

    realtime.emit({ type: 'contract', contractId: '77', contractType: 'HOURLY_SALARY', status: 'OFFERED' });
    await waitFor(() => expect(callsTo(CONSOLIDATED).length).toBeGreaterThan(asked));
    expect(await screen.findByTestId('contract-popup')).toBeInTheDocument();
  });

  it('never asks or shows anything for a member who is not an agent', async () => {
    fakeRealtime();
    const { callsTo } = openHome(0, {
      [CONSOLIDATED]: ok(makeConsolidated({ pending: [hourlyOffer] })),
    });
    await screen.findByTestId('header-account', {}, { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(CONSOLIDATED)).toHaveLength(0);
    expect(screen.queryByTestId('contract-popup')).not.toBeInTheDocument();
  });

  it('stays closed for an agent with nothing pending', async () => {
    fakeRealtime();
    const { callsTo } = openHome(1, { [CONSOLIDATED]: ok(makeConsolidated({ salary: true })) });
    await waitFor(() => expect(callsTo(CONSOLIDATED)).toHaveLength(1), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('contract-popup')).not.toBeInTheDocument();
  });
});
