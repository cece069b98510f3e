import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ZBuyTicketsRequestSchema,
  type TLotteryDraw,
  type TLotteryHall,
  type TLotteryTicket,
} from '@platform/contracts/lottery';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember } from '../../../test/fixtures';
import { fail, networkDown, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const BUY = 'POST /wps/lottery/tickets';
const HALL = 'GET /wps/lottery/hall';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const draw = (overrides: Partial<TLotteryDraw> = {}): TLotteryDraw => ({
  drawId: 'd-open',
  gameCode: 'VNFAST',
  numero: '20261127-1081',
  province: null,
  status: 'OPEN',
  opensAt: inSeconds(-15),
  closesAt: inSeconds(45),
  drawAt: inSeconds(50),
  seedHash: 'a1'.repeat(32),
  seed: null,
  result: null,
  resultSource: null,
  ...overrides,
});

const LATEST = draw({
  drawId: 'd-latest',
  numero: '20261127-1080',
  status: 'SETTLED',
  seed: '00'.repeat(32),
  resultSource: 'HOUSE',
  result: {
    kind: 'VN_FAST',
    prizes: {
      DB: ['41912'],
      G1: ['57350'],
      G2: ['78778', '68456'],
      G3: ['57060', '10217', '53844', '02019', '82456', '23711'],
      G4: ['1985', '5811', '1770', '3196'],
      G5: ['8725', '1668', '2106', '5284', '0640', '6517'],
      G6: ['625', '443', '509'],
      G7: ['51', '80', '20', '94'],
    },
  },
});

const hall = (overrides: Partial<TLotteryHall> = {}): TLotteryHall => ({
  game: {
    gameCode: 'VNFAST',
    vassalage: 'TCG_LOTTO_VN',
    name: 'Vietnam Rápida 1 min',
    kind: 'VN_FAST',
    cycleMinutes: 1,
    prizeModes: ['LOTT'],
  },
  prizeMode: 'LOTT',
  unitPrice: 1,
  betTypes: [
    { betType: 'LO2', picks: { min: 1, max: 100, digits: 2 }, position: null, multiplier: 27, odds: 99.6 },
    { betType: 'XIEN2', picks: { min: 2, max: 2, digits: 2 }, position: null, multiplier: 1, odds: 30 },
    { betType: 'TAI', picks: { min: 0, max: 0, digits: 0 }, position: null, multiplier: 1, odds: 1.997 },
  ],
  open: [draw()],
  latest: LATEST,
  serverTime: new Date().toISOString(),
  ...overrides,
});

const MENU = {
  prizeMode: 'LOTT',
  areas: [
    {
      area: 'VN',
      games: [
        { ...hall().game, closesAt: inSeconds(45), numero: '20261127-1081' },
        {
          gameCode: 'VNMB',
          vassalage: 'TCG_LOTTO_VN',
          name: 'Miền Bắc (Norte)',
          kind: 'VN_MB',
          cycleMinutes: null,
          prizeModes: ['LOTT'],
          closesAt: null,
          numero: null,
        },
      ],
    },
    { area: 'FAST', games: [] },
  ],
};

const ticket = (overrides: Partial<TLotteryTicket> = {}): TLotteryTicket => ({
  ticketId: 't-1',
  drawId: 'd-open',
  gameCode: 'VNFAST',
  numero: '20261127-1081',
  prizeMode: 'LOTT',
  betType: 'XIEN2',
  picks: ['12', '34'],
  position: null,
  units: 1,
  cost: 1,
  potentialWin: 30,
  status: 'PENDING',
  win: 0,
  placedAt: new Date().toISOString(),
  settledAt: null,
  ...overrides,
});

async function openHall(path = '/vnLottery?gameCode=VNFAST', api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp(path, undefined, {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance({ balance: 10_000, held: 0 })),
    'GET /lgw/vn/games/game_menu': ok(MENU),
    [HALL]: ok(hall()),
    'GET /wps/lottery/tickets': ok({ list: [], total: 0 }),
    ...api,
  });
  await screen.findByTestId('lottery-page');
  return view;
}

describe('the lottery hall', () => {
  it('shows the game, its draw with a countdown and the seed hash, and the latest result', async () => {
    const { callsTo } = await openHall();
    expect(await screen.findByRole('heading', { name: 'Vietnam Rápida 1 min' })).toBeInTheDocument();
    expect(screen.getByTestId('lottery-numero')).toHaveTextContent('20261127-1081');
    const seconds = Number(screen.getByTestId('lottery-countdown').getAttribute('data-seconds'));
    // 45 s from the server's clock (the local clock plus the offset measured when the hall arrived)
    expect(seconds).toBeGreaterThan(35);
    expect(seconds).toBeLessThanOrEqual(50);
    expect(screen.getByTestId('lottery-countdown')).toHaveTextContent(/^00:[345]\d$/);
    expect(screen.getByTestId('lottery-seed-hash')).toHaveTextContent('a1a1a1a1…a1a1a1a1');
    expect(screen.getByTestId('lottery-result-board-DB')).toHaveTextContent('41912');
    expect(screen.getByTestId('lottery-result-board-G7')).toHaveTextContent('51802094');
    const switcher = screen.getByTestId('lottery-game-switcher');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vietnam Rápida 1 min', 'Miền Bắc (Norte)']);
    expect(callsTo(HALL)[0]?.query.get('gameCode')).toBe('VNFAST');
    expect(callsTo('GET /lgw/vn/games/game_menu')[0]?.query.get('device')).toBe('WEB');
    expect(screen.getByTestId('lottery-tickets-empty')).toHaveTextContent(
      'Todavía no tiene boletos de este juego.',
    );
  });

  it('opens the first game of the page when the address has none', async () => {
    const { router } = await openHall('/vnLottery');
    await waitFor(() => expect(router.state.location.search).toBe('?gameCode=VNFAST'));
    expect(await screen.findByTestId('lottery-numero')).toHaveTextContent('20261127-1081');
  });

  it('prices a lô on every number before confirming, and buys it with one key per slip (a retry reuses it)', async () => {
    const bought = {
      tickets: [ticket({ betType: 'LO2', picks: ['00'], cost: 27 })],
      cost: 2700,
      balance: 7300,
    };
    let attempts = 0;
    const { user, callsTo } = await openHall(undefined, {
      [BUY]: () => (attempts++ === 0 ? networkDown() : ok(bought)),
    });
    await screen.findByTestId('lottery-slip');
    await user.click(screen.getByTestId('lottery-quick-all'));
    // 100 tickets × 1 unit × 27 × $1.00 = $2,700.00; a hit pays 1 × 99.6 × $1.00 = $99.60
    expect(screen.getByTestId('lottery-slip-tickets')).toHaveTextContent('100');
    expect(screen.getByTestId('lottery-slip-multiplier')).toHaveTextContent('×27');
    expect(screen.getByTestId('lottery-slip-cost')).toHaveTextContent('$ 2.700,00');
    expect(screen.getByTestId('lottery-slip-win')).toHaveTextContent('$ 99,60');
    await user.clear(screen.getByTestId('lottery-units'));
    await user.type(screen.getByTestId('lottery-units'), '2');
    // 100 × 2 × 27 × $1.00 = $5,400.00
    expect(screen.getByTestId('lottery-slip-cost')).toHaveTextContent('$ 5.400,00');
    await user.click(screen.getByTestId('lottery-slip-submit'));
    const dialog = await screen.findByTestId('lottery-confirm');
    expect(dialog).toHaveTextContent('100 boletos de 2 unidades');
    expect(dialog).toHaveTextContent('$ 5.400,00');
    await user.click(within(dialog).getByTestId('lottery-confirm-confirm'));
    expect(await screen.findByTestId('lottery-slip-error')).toHaveTextContent(/red/i);
    await user.click(screen.getByTestId('lottery-slip-submit'));
    await user.click(
      within(await screen.findByTestId('lottery-confirm')).getByTestId('lottery-confirm-confirm'),
    );
    expect(await screen.findByTestId('lottery-slip-notice')).toHaveTextContent(
      'Compró 1 boleto del sorteo 20261127-1081 por $ 2.700,00.',
    );
    const [first, second] = callsTo(BUY).map((call) => ZBuyTicketsRequestSchema.parse(call.body));
    expect(first?.requestId).toBe(second?.requestId);
    expect(second).toMatchObject({ drawId: 'd-open', prizeMode: 'LOTT' });
    expect(second?.lines).toHaveLength(1);
    expect(second?.lines[0]).toMatchObject({ betType: 'LO2', units: 2 });
    expect(second?.lines[0]?.picks).toHaveLength(100);
    // the slip clears after a purchase
    expect(screen.getByTestId('lottery-slip-tickets')).toHaveTextContent('0');
  });

  it('takes exactly two numbers for a xiên 2 and shows the server refusal in Spanish', async () => {
    const { user } = await openHall(undefined, {
      [BUY]: fail('LOTTERY_STAKE_LIMIT', 'Este número ya no acepta tanto: se aceptan $ 5,00 más.', {
        fields: ['$ 5,00'],
      }),
    });
    await screen.findByTestId('lottery-slip');
    await user.click(screen.getByTestId('lottery-bet-group-xien'));
    expect(screen.getByTestId('lottery-slip-rule')).toHaveTextContent('Xiên 2');
    expect(screen.getByTestId('lottery-slip-cost')).toHaveTextContent('$ 0,00');
    await user.click(screen.getByTestId('lottery-pick-12'));
    expect(screen.getByTestId('lottery-slip-submit')).toBeDisabled();
    expect(screen.getByTestId('lottery-slip-tickets')).toHaveTextContent('0');
    expect(screen.getByTestId('lottery-slip-cost')).toHaveTextContent('$ 0,00');
    await user.click(screen.getByTestId('lottery-pick-34'));
    await user.click(screen.getByTestId('lottery-pick-56'));
    expect(screen.getByTestId('lottery-pick-56')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('lottery-slip-tickets')).toHaveTextContent('1');
    expect(screen.getByTestId('lottery-slip-cost')).toHaveTextContent('$ 1,00');
    await user.click(screen.getByTestId('lottery-slip-submit'));
    await user.click(
      within(await screen.findByTestId('lottery-confirm')).getByTestId('lottery-confirm-confirm'),
    );
    expect(await screen.findByTestId('lottery-slip-error')).toHaveTextContent('se aceptan $ 5,00 más');
  });

  it('says the draw is closed at the cut-off and reloads the hall until the next one opens', async () => {
    const closed = hall({ open: [draw({ closesAt: inSeconds(-1), drawAt: inSeconds(4) })] });
    const next = hall({
      open: [draw({ drawId: 'd-next', numero: '20261127-1082', closesAt: inSeconds(60) })],
    });
    await openHall(undefined, { [HALL]: replies(ok(closed), ok(next)) });
    expect(await screen.findByTestId('lottery-countdown')).toHaveTextContent('Cerrado, sorteando…');
    expect(screen.getByTestId('lottery-slip-submit')).toHaveTextContent('Sorteo cerrado');
    expect(screen.getByTestId('lottery-slip-submit')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('lottery-numero')).toHaveTextContent('20261127-1082'), {
      timeout: 6000,
    });
    expect(screen.getByTestId('lottery-countdown')).toHaveTextContent(/^0[01]:\d\d$/);
  });

  it('lists my tickets with their state and win, the results with a verify link, and the rules', async () => {
    const { user } = await openHall(undefined, {
      'GET /wps/lottery/tickets': ok({
        list: [ticket({ ticketId: 't-won', status: 'WON', win: 30, drawId: 'd-latest' }), ticket()],
        total: 2,
      }),
      'GET /wps/lottery/draws': ok({ list: [LATEST], total: 1 }),
    });
    expect(await screen.findByTestId('lottery-ticket-status-t-won')).toHaveTextContent('Ganado');
    expect(screen.getByTestId('lottery-ticket-status-t-1')).toHaveTextContent('Pendiente');
    expect(screen.getByTestId('lottery-ticket-t-won-win')).toHaveTextContent('$ 30,00');
    await user.click(screen.getByTestId('lottery-tabs-results'));
    expect(await screen.findByTestId('lottery-verify-d-latest')).toHaveAttribute(
      'href',
      '/lotteryVerify?drawId=d-latest',
    );
    await user.click(screen.getByTestId('lottery-tabs-rules'));
    expect(screen.getByTestId('lottery-rule-LO2')).toHaveTextContent('×27');
    expect(screen.getByTestId('lottery-rule-LO2')).toHaveTextContent('99,6');
    expect(screen.getByTestId('lottery-rule-TAI')).toHaveTextContent('1,997');
  });

  it('follows a ticket of a closed draw until it settles, then reloads the balance (the win is paid)', async () => {
    const pending = ticket({ ticketId: 't-wait', drawId: 'd-latest', numero: '20261127-1080' });
    // The draw settles two seconds from now; until then every reload still says pending.
    const settlesAt = Date.now() + 2000;
    const { callsTo } = await openHall(undefined, {
      'GET /wps/lottery/tickets': () =>
        Date.now() < settlesAt
          ? ok({ list: [pending], total: 1 })
          : ok({ list: [{ ...pending, status: 'WON', win: 30 }], total: 1 }),
    });
    expect(await screen.findByTestId('lottery-ticket-status-t-wait')).toHaveTextContent('Pendiente');
    const balanceCalls = callsTo('GET /wps/v2/wallets/balance').length;
    await waitFor(
      () => expect(screen.getByTestId('lottery-ticket-status-t-wait')).toHaveTextContent('Ganado'),
      {
        timeout: 8000,
      },
    );
    await waitFor(() => expect(callsTo('GET /wps/v2/wallets/balance').length).toBeGreaterThan(balanceCalls));
  });
});
