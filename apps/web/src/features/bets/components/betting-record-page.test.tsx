import { screen, waitFor, within } from '@testing-library/react';
import type { TBetRecordRow, TBetTotals } from '@platform/contracts/bets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus, pageOf } from '../../../test/fixtures';
import { SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { networkDown, ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const ROUTE = 'GET /wps/game/betRecords';

const ZERO: TBetTotals = { count: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 };

function makeBetRow(overrides: Partial<TBetRecordRow> = {}): TBetRecordRow {
  return {
    id: 'b1',
    round: 'R-0001',
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameCode: 'RNG001',
    gameName: 'Fortuna de Oro',
    gameType: 'RNG',
    kind: 'BET',
    betAmount: 100,
    validBet: 100,
    payout: 0,
    winLoss: -100,
    status: 'SETTLED',
    betTime: '2025-03-09T18:30:00Z',
    settledTime: '2025-03-09T18:30:05Z',
    ...overrides,
  };
}

const reply = (rows: TBetRecordRow[], totals: TBetTotals = ZERO, paging = {}) =>
  ok({ ...pageOf(rows, paging), totals });

async function openRecord(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/personalHistoryCopy', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /lgw/games/game_menus': ok(SEEDED_MENUS),
    ...api,
  });
  // The first test also loads the lazy member-centre chunk.
  await screen.findByTestId('betting-record', {}, { timeout: 5000 });
  return view;
}

const query = (call: TApiCall | undefined) => Object.fromEntries(call?.query ?? []);
const options = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('betting record (personalHistoryCopy)', () => {
  beforeEach(() => {
    // 03:00 UTC on 10 March is still 9 March in the brand's time zone (America/Mexico_City, UTC−6).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the last 7 days in the brand time zone, every category, vendor and status', async () => {
    const { callsTo } = await openRecord({ [ROUTE]: reply([]) });
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('No hay apuestas en estas fechas.');
    expect(query(callsTo(ROUTE).at(-1))).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-09',
      pageNo: '1',
      pageSize: '20',
      language: 'es',
    });
    expect(screen.getByTestId('bets-period')).toHaveDisplayValue('Últimos 7 días');
    expect(screen.getByTestId('bets-category')).toHaveDisplayValue('Todas las categorías');
    expect(screen.getByTestId('bets-status')).toHaveDisplayValue('Todos los estados');
    expect(screen.queryByTestId('bets-totals')).not.toBeInTheDocument();
  });

  it('sends the chosen period, category, vendor and status', async () => {
    const { user, callsTo } = await openRecord({ [ROUTE]: reply([]) });
    await screen.findByTestId('bets-empty');

    await user.selectOptions(screen.getByTestId('bets-period'), 'yesterday');
    await user.selectOptions(screen.getByTestId('bets-category'), 'FISH');
    expect(options('bets-vendor')).toEqual(['Todos los proveedores', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    await user.selectOptions(screen.getByTestId('bets-vendor'), 'CQ9');
    await user.selectOptions(screen.getByTestId('bets-status'), 'ROLLED_BACK');
    expect(screen.getByTestId('bets-status')).toHaveDisplayValue('Anulada');
    await user.click(screen.getByTestId('bets-search'));
    await waitFor(() =>
      expect(query(callsTo(ROUTE).at(-1))).toEqual({
        startDate: '2025-03-08',
        endDate: '2025-03-08',
        gameType: 'FISH',
        vassalage: 'CQ9',
        status: 'ROLLED_BACK',
        pageNo: '1',
        pageSize: '20',
        language: 'es',
      }),
    );

    // Another category without that vendor starts again from every vendor.
    await user.selectOptions(screen.getByTestId('bets-category'), 'LIVE');
    expect(screen.getByTestId('bets-vendor')).toHaveDisplayValue('Todos los proveedores');
    expect(options('bets-vendor')).toEqual(['Todos los proveedores', 'Live Uno', 'Live Dos']);
    await user.selectOptions(screen.getByTestId('bets-period'), 'today');
    await user.click(screen.getByTestId('bets-search'));
    await waitFor(() =>
      expect(query(callsTo(ROUTE).at(-1))).toMatchObject({
        startDate: '2025-03-09',
        endDate: '2025-03-09',
        gameType: 'LIVE',
        status: 'ROLLED_BACK',
      }),
    );
    expect(query(callsTo(ROUTE).at(-1))).not.toHaveProperty('vassalage');
  });

  it('takes custom dates, refusing a start after the end and more than 93 days', async () => {
    const { user, callsTo } = await openRecord({ [ROUTE]: reply([]) });
    await screen.findByTestId('bets-empty');
    await user.selectOptions(screen.getByTestId('bets-period'), 'custom');
    expect(screen.getByTestId('bets-start')).toHaveValue('03/03/2025');
    const before = callsTo(ROUTE).length;

    await user.clear(screen.getByTestId('bets-start'));
    await user.type(screen.getByTestId('bets-start'), '20/03/2025');
    await user.click(screen.getByTestId('bets-search'));
    expect(screen.getByTestId('bets-start-error')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final',
    );
    await user.clear(screen.getByTestId('bets-start'));
    await user.type(screen.getByTestId('bets-start'), '01/12/2024');
    await user.click(screen.getByTestId('bets-search'));
    expect(screen.getByTestId('bets-start-error')).toHaveTextContent(
      'El periodo no puede ser mayor de 93 días',
    );
    expect(callsTo(ROUTE)).toHaveLength(before);

    await user.clear(screen.getByTestId('bets-start'));
    await user.type(screen.getByTestId('bets-start'), '01/02/2025');
    await user.click(screen.getByTestId('bets-search'));
    await waitFor(() =>
      expect(query(callsTo(ROUTE).at(-1))).toMatchObject({ startDate: '2025-02-01', endDate: '2025-03-09' }),
    );
    expect(screen.queryByTestId('bets-start-error')).not.toBeInTheDocument();
  });

  it('shows each round and the totals of the whole filter, results coloured by sign', async () => {
    await openRecord({
      [ROUTE]: reply(
        [
          makeBetRow({ id: 'win', payout: 1350.5, winLoss: 1250.5, betAmount: 100, validBet: 90 }),
          makeBetRow({
            id: 'lost',
            gameName: 'Rey del Océano 1',
            gameType: 'FISH',
            vendorName: 'JDB',
            round: 'R-0002',
            betTime: '2025-03-09T05:00:00Z',
          }),
          makeBetRow({ id: 'open', status: 'OPEN', payout: 0, winLoss: 0, settledTime: null }),
          makeBetRow({ id: 'promo', kind: 'JACKPOT', betAmount: 0, validBet: 0, payout: 500, winLoss: 500 }),
        ],
        { count: 57, betAmount: 12345.67, validBet: 12000, payout: 11000.5, winLoss: -1345.17 },
        { totalElements: 57, pageSize: 20 },
      ),
    });
    const win = await screen.findByTestId('bets-row-win');
    expect(win).toHaveTextContent('09/03/2025, 12:30:00');
    expect(win).toHaveTextContent('Fortuna de Oro');
    expect(win).toHaveTextContent('Tragamonedas');
    expect(win).toHaveTextContent('PG Soft');
    expect(win).toHaveTextContent('R-0001');
    expect(win).toHaveTextContent('$ 100,00');
    expect(win).toHaveTextContent('$ 90,00');
    expect(win).toHaveTextContent('$ 1.350,50');
    expect(win).toHaveTextContent('Liquidada');
    expect(screen.getByTestId('bets-row-win-winloss')).toHaveTextContent('+$ 1.250,50');
    expect(screen.getByTestId('bets-row-win-winloss')).toHaveClass('is-credit');

    expect(screen.getByTestId('bets-row-lost')).toHaveTextContent('08/03/2025, 23:00:00');
    expect(screen.getByTestId('bets-row-lost')).toHaveTextContent('Pesca');
    expect(screen.getByTestId('bets-row-lost-winloss')).toHaveTextContent('−$ 100,00');
    expect(screen.getByTestId('bets-row-lost-winloss')).toHaveClass('is-debit');

    expect(screen.getByTestId('bets-row-open-status')).toHaveTextContent('Pendiente');
    expect(screen.getByTestId('bets-row-open-winloss')).toHaveTextContent('—');
    expect(screen.getByTestId('bets-row-promo')).toHaveTextContent('Tragamonedas · Premio jackpot');

    expect(screen.getByTestId('bets-totals-count')).toHaveTextContent('57');
    expect(screen.getByTestId('bets-totals-betAmount')).toHaveTextContent('$ 12.345,67');
    expect(screen.getByTestId('bets-totals-validBet')).toHaveTextContent('$ 12.000,00');
    expect(screen.getByTestId('bets-totals-payout')).toHaveTextContent('$ 11.000,50');
    expect(screen.getByTestId('bets-totals-winLoss')).toHaveTextContent('−$ 1.345,17');
    expect(screen.getByTestId('bets-totals')).toHaveTextContent('Ganancia/pérdida');
    expect(screen.getByTestId('bets-totals')).toHaveTextContent('Perdió en este periodo');
    expect(screen.getByTestId('bets-pager-status')).toHaveTextContent('Página 1 de 3');
  });

  it('pages through the rounds with the same filter', async () => {
    const { user, callsTo } = await openRecord({
      [ROUTE]: (call) => {
        const pageNo = Number(call.query.get('pageNo'));
        return reply(
          [makeBetRow({ id: `p${pageNo}` })],
          { ...ZERO, count: 45 },
          {
            pageNum: pageNo,
            totalElements: 45,
          },
        );
      },
    });
    await screen.findByTestId('bets-row-p1');
    await user.click(screen.getByTestId('bets-pager-next'));
    expect(await screen.findByTestId('bets-row-p2')).toBeInTheDocument();
    expect(query(callsTo(ROUTE).at(-1))).toMatchObject({ pageNo: '2', startDate: '2025-03-03' });
  });

  it('shows a failure in the page language and loads again on retry', async () => {
    let fail = true;
    const { user } = await openRecord({
      [ROUTE]: () => (fail ? networkDown() : reply([makeBetRow({ id: 'back' })])),
    });
    expect(await screen.findByTestId('bets-error')).toHaveTextContent(
      'El enlace de red es anormal, por favor inténtelo de nuevo.',
    );
    fail = false;
    await user.click(within(screen.getByTestId('bets-error')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('bets-row-back')).toBeInTheDocument();
  });

  it('in English: columns, statuses and amounts follow the language, names are asked again', async () => {
    const { user, callsTo } = await openRecord({
      [ROUTE]: reply([makeBetRow({ id: 'x', status: 'ROLLED_BACK', betAmount: 1234.5 })], {
        ...ZERO,
        count: 1,
        betAmount: 1234.5,
      }),
    });
    await screen.findByTestId('bets-row-x');
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    await waitFor(() => expect(screen.getByTestId('bets-row-x-status')).toHaveTextContent('Voided'));
    expect(screen.getByTestId('bets-row-x')).toHaveTextContent('$ 1,234.50');
    expect(screen.getByTestId('bets-row-x')).toHaveTextContent('Slots');
    expect(screen.getByTestId('bets-table')).toHaveTextContent('Valid bet');
    expect(screen.getByTestId('bets-totals')).toHaveTextContent('Profit/loss');
    expect(screen.getByTestId('bets-period')).toHaveDisplayValue('Last 7 days');
    expect(query(callsTo(ROUTE).at(-1))).toMatchObject({ language: 'en' });
  });
});
