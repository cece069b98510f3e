import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeRecordRow, makeStatus, pageOf } from '../../../test/fixtures';
import { ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const ROUTE = 'GET /wps/relay/ODSFE2_MemTransDet';

async function openRecord(api: TApiRoutes) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/transactionHistory', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    ...api,
  });
  await screen.findByTestId('account-record');
  return view;
}

const query = (call: TApiCall | undefined) => Object.fromEntries(call?.query ?? []);

describe('account record (transactionHistory)', () => {
  beforeEach(() => {
    // 03:00 UTC on 10 March is still 9 March in the brand's time zone (America/Mexico_City, UTC−6).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the last 7 days in the brand time zone, all kinds, page 1', async () => {
    const { callsTo } = await openRecord({ [ROUTE]: ok(pageOf([])) });
    expect(await screen.findByTestId('record-empty')).toHaveTextContent(
      'No hay movimientos en estas fechas.',
    );
    expect(query(callsTo(ROUTE).at(-1))).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-09',
      pageNo: '1',
      pageSize: '20',
    });
    expect(screen.getByTestId('record-start')).toHaveValue('03/03/2025');
    expect(screen.getByTestId('record-end')).toHaveValue('09/03/2025');
  });

  it('shows time in the brand zone, the kind translated, signed amounts coloured, balance after, reference', async () => {
    await openRecord({
      [ROUTE]: ok(
        pageOf([
          makeRecordRow({
            id: 'a',
            time: '2025-03-09T18:30:00Z',
            kind: 'WIN',
            amount: 1250.5,
            balanceAfter: 3250.5,
          }),
          makeRecordRow({
            id: 'b',
            time: '2025-03-09T05:00:00Z',
            kind: 'WITHDRAWAL_HOLD',
            amount: -200,
            balanceAfter: 2000,
            reference: null,
            remark: 'Retiro W-1',
          }),
        ]),
      ),
    });
    const win = await screen.findByTestId('record-row-a');
    expect(win).toHaveTextContent('09/03/2025 12:30:00');
    expect(win).toHaveTextContent('Premio');
    expect(win).toHaveTextContent('$ 3.250,50');
    expect(win).toHaveTextContent('ref-1');
    expect(screen.getByTestId('record-row-a-amount')).toHaveTextContent('+$ 1.250,50');
    expect(screen.getByTestId('record-row-a-amount')).toHaveClass('is-credit');
    const hold = screen.getByTestId('record-row-b');
    expect(hold).toHaveTextContent('08/03/2025 23:00:00');
    expect(hold).toHaveTextContent('Retiro retenido');
    expect(hold).toHaveTextContent('Retiro W-1');
    expect(screen.getByTestId('record-row-b-amount')).toHaveTextContent('−$ 200,00');
    expect(screen.getByTestId('record-row-b-amount')).toHaveClass('is-debit');
    expect(screen.getByTestId('record-total')).toHaveTextContent('Movimientos encontrados: 2');
  });

  it('names a transfer from where it came to the one who receives it, and keeps a long reference on one line', async () => {
    const uuid = 'SBX:3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a57';
    await openRecord({
      [ROUTE]: ok(
        pageOf([
          makeRecordRow({ id: 'in', kind: 'TRANSFER_TO_DOWNLINE', amount: 100, reference: uuid }),
          makeRecordRow({ id: 'out', kind: 'TRANSFER_TO_DOWNLINE', amount: -100 }),
          makeRecordRow({ id: 'up', kind: 'TRANSFER_TO_UPLINE', amount: 40 }),
        ]),
      ),
    });
    const incoming = await screen.findByTestId('record-row-in');
    expect(incoming).toHaveTextContent('Transferencia del superior');
    expect(incoming).not.toHaveTextContent('Transferencia a subordinado');
    expect(screen.getByTestId('record-row-out')).toHaveTextContent('Transferencia a subordinado');
    expect(screen.getByTestId('record-row-up')).toHaveTextContent('Transferencia de subordinado');
    expect(within(incoming).getByTitle(uuid)).toHaveClass('data-table__reference');
  });

  it('filters by dates and kind (every ledger kind offered, translated) and pages', async () => {
    const { user, callsTo } = await openRecord({
      [ROUTE]: (call) => {
        const pageNo = Number(call.query.get('pageNo'));
        return ok(
          pageOf([makeRecordRow({ id: `p${pageNo}` })], { pageNum: pageNo, pageSize: 20, totalElements: 45 }),
        );
      },
    });
    await screen.findByTestId('record-row-p1');
    const kinds = within(screen.getByTestId('record-kind')).getAllByRole('option');
    // Every kind that moves money (points-only kinds are not in a wallet's record), and "all".
    expect(kinds).toHaveLength(21);
    expect(kinds[0]).toHaveTextContent('Todos los tipos');
    expect(screen.getByTestId('record-pager-status')).toHaveTextContent('Página 1 de 3');
    expect(screen.getByTestId('record-pager-prev')).toBeDisabled();

    await user.click(screen.getByTestId('record-pager-next'));
    expect(await screen.findByTestId('record-row-p2')).toBeInTheDocument();
    expect(query(callsTo(ROUTE).at(-1))).toMatchObject({ pageNo: '2' });

    await user.selectOptions(screen.getByTestId('record-kind'), 'TRANSFER_TO_UPLINE');
    expect(screen.getByTestId('record-kind')).toHaveDisplayValue('Transferencia al superior');
    await user.clear(screen.getByTestId('record-start'));
    await user.type(screen.getByTestId('record-start'), '01/02/2025');
    await user.click(screen.getByTestId('record-search'));
    await waitFor(() =>
      expect(query(callsTo(ROUTE).at(-1))).toEqual({
        startDate: '2025-02-01',
        endDate: '2025-03-09',
        kind: 'TRANSFER_TO_UPLINE',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('refuses a start date after the end date', async () => {
    const { user, callsTo } = await openRecord({ [ROUTE]: ok(pageOf([])) });
    await screen.findByTestId('record-empty');
    const before = callsTo(ROUTE).length;
    await user.clear(screen.getByTestId('record-start'));
    await user.type(screen.getByTestId('record-start'), '20/03/2025');
    await user.click(screen.getByTestId('record-search'));
    expect(screen.getByTestId('record-start-error')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final',
    );
    expect(callsTo(ROUTE)).toHaveLength(before);
  });

  it('in English: kinds and amounts follow the language', async () => {
    const { user } = await openRecord({
      [ROUTE]: ok(pageOf([makeRecordRow({ id: 'x', kind: 'VENDOR_TRANSFER_OUT', amount: -1234.5 })])),
    });
    await screen.findByTestId('record-row-x');
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    await waitFor(() => expect(screen.getByTestId('record-row-x')).toHaveTextContent('Transfer to provider'));
    expect(screen.getByTestId('record-row-x-amount')).toHaveTextContent('−$ 1,234.50');
  });
});
