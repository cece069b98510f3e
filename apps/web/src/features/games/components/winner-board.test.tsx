import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRankListReply, TWinnerItem } from '@platform/contracts/bets';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeMenus } from '../test/fixtures';

const RANK = 'GET /wps/relay/GCSGAME_getRankList';

const winner = (n: number, overrides: Partial<TWinnerItem> = {}): TWinnerItem => ({
  iconUrl: `/lgw/games/art/PG-RNG${String(n).padStart(3, '0')}.svg`,
  customerName: `ju***${n}`,
  winAmount: 1000 + n,
  nodeId: `PG-RNG${String(n).padStart(3, '0')}`,
  gameCode: `RNG${String(n).padStart(3, '0')}`,
  gameName: `Juego ${n}`,
  gameType: 'RNG',
  vassalage: 'PG',
  isGame: 'GAME',
  winTime: `2025-03-01T12:${String(n).padStart(2, '0')}:00.000Z`,
  ...overrides,
});

const BIG = winner(50, {
  customerName: 'ma***z',
  winAmount: 1234567.8,
  nodeId: 'JDB-FISH001',
  gameCode: 'FISH001',
  gameName: 'Rey del Océano',
  gameType: 'FISH',
  vassalage: 'JDB',
});

function rankList(overrides: Partial<TRankListReply> = {}): TRankListReply {
  return {
    list: [
      { listType: 'JACKPOT', vo: BIG },
      ...[60, 61, 62, 63].map((n) => ({ listType: 'JACKPOT' as const, vo: winner(n) })),
      ...Array.from({ length: 12 }, (_, i) => ({ listType: 'WIN' as const, vo: winner(i + 1) })),
    ],
    jackpotAmount: 2500000,
    ...overrides,
  };
}

const api = (rank: TRankListReply | 'fail', extra: TApiRoutes = {}): TApiRoutes => ({
  'GET /lgw/games/game_menus': ok(makeMenus()),
  [RANK]: rank === 'fail' ? fail('INTERNAL', 'Error interno.') : ok(rank),
  ...extra,
});

const signIn = () => {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
};

/** The entries a person sees (the hidden second copy of a scrolling list excluded). */
const visibleEntries = (testId: string) =>
  within(screen.getByTestId(testId)).getAllByRole('button', { hidden: false });

describe('winner board', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for category ALL, limit 20 in the page language; shows all jackpots and the first 9 wins', async () => {
    const { callsTo } = renderApp('/', makeStatus(), api(rankList()));
    await screen.findByTestId('winner-jackpots');
    expect(Object.fromEntries(callsTo(RANK)[0]?.query ?? [])).toEqual({
      category: 'ALL',
      limit: '20',
      language: 'es',
    });
    expect(visibleEntries('winner-jackpots')).toHaveLength(5);
    const wins = visibleEntries('winner-wins');
    expect(wins).toHaveLength(9);
    expect(wins.at(-1)).toHaveAccessibleName(/^Jugar Juego 9:/);
  });

  it('shows the icon, the masked name and the amount with symbol, 2 decimals and separators, in Spanish', async () => {
    renderApp(
      '/',
      makeStatus(),
      api(rankList({ list: [{ listType: 'WIN', vo: { ...BIG, customerName: 'demo_player' } }] })),
    );
    const entry = await screen.findByTestId('winner-JDB-FISH001');
    expect(within(entry).getByTestId('winner-amount')).toHaveTextContent('$ 1.234.567,80');
    // An unmasked name from the server is never shown in full.
    expect(within(entry).getByTestId('winner-name')).toHaveTextContent('d***r');
    expect(entry).not.toHaveTextContent('demo_player');
    expect(entry).toHaveTextContent('Rey del Océano');
    // From one of the status reply's image CDNs (spec §9).
    expect(entry.querySelector('img')?.getAttribute('src')).toMatch(
      new RegExp(`^https://img[12]\\.example\\.test${BIG.iconUrl.replace(/[.?]/g, '\\$&')}$`),
    );
    expect(entry).toHaveAccessibleName('Jugar Rey del Océano: d***r ganó $\u00a01.234.567,80');
  });

  it('formats amounts the English way in English', async () => {
    await i18n.changeLanguage('en');
    const { callsTo } = renderApp('/', makeStatus(), api(rankList()));
    const entry = await screen.findByTestId('winner-JDB-FISH001');
    expect(within(entry).getByTestId('winner-amount')).toHaveTextContent('$ 1,234,567.80');
    expect(within(entry).getByTestId('winner-name')).toHaveTextContent('ma***z');
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('$ 2,500,000.00');
    expect(callsTo(RANK)[0]?.query.get('language')).toBe('en');
  });

  it('a member clicking an entry launches that game', async () => {
    signIn();
    const { user, callsTo } = renderApp(
      '/',
      makeStatus(),
      api(rankList(), {
        'GET /wps/member/info': ok(makeMember()),
        'GET /wps/v2/wallets/balance': ok(makeBalance()),
        'GET /wps/relay/GCS_gameLaunchFB': ok({
          url: '/sandbox-vendor/play?t=fish',
          nodeId: 'JDB-FISH001',
          vassalage: 'JDB',
          gameCode: 'FISH001',
          gameName: 'Rey del Océano',
          mode: 'seamless',
          expiresAt: '2025-03-01T12:00:00.000Z',
        }),
      }),
    );
    await user.click(await screen.findByTestId('winner-JDB-FISH001'));
    expect(await screen.findByTestId('game-frame-iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('/sandbox-vendor/play?t=fish'),
    );
    const [launch] = callsTo('GET /wps/relay/GCS_gameLaunchFB');
    expect(launch?.query.get('nodeId')).toBe('JDB-FISH001');
    expect(launch?.query.get('vassalage')).toBe('JDB');
    expect(launch?.query.get('gameCode')).toBe('FISH001');
  });

  it('a visitor clicking an entry gets the login popup and no launch', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), api(rankList()));
    await user.click(await screen.findByTestId('winner-JDB-FISH001'));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')).toHaveLength(0);
  });

  it('grows the jackpot by 165.11 every 3 seconds from jackpotAmount', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    renderApp('/', makeStatus(), api(rankList({ jackpotAmount: 1000000 })));
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amount).toHaveTextContent('$ 1.000.000,00');
    act(() => vi.advanceTimersByTime(3000));
    expect(amount).toHaveTextContent('$ 1.000.165,11');
    act(() => vi.advanceTimersByTime(6000));
    expect(amount).toHaveTextContent('$ 1.000.495,33');
  });

  it('scrolls a list only with more than 3 entries, and not at all when the system asks for less motion', async () => {
    const three = rankList({
      list: [1, 2, 3].map((n) => ({ listType: 'JACKPOT' as const, vo: winner(n) })),
    });
    const first = renderApp('/', makeStatus(), api(three));
    expect(await screen.findByTestId('winner-jackpots-ticker')).toHaveAttribute('data-moving', 'false');
    first.unmount();

    const second = renderApp('/', makeStatus(), api(rankList()));
    const moving = await screen.findByTestId('winner-wins-ticker');
    expect(moving).toHaveAttribute('data-moving', 'true');
    // The looping copy is hidden from assistive technology and keyboard.
    const lists = moving.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    second.unmount();

    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        ...matchMedia(query),
        matches: query.includes('prefers-reduced-motion'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as MediaQueryList;
    try {
      renderApp('/', makeStatus(), api(rankList()));
      const still = await screen.findByTestId('winner-wins-ticker');
      expect(still).toHaveAttribute('data-moving', 'false');
      expect(still.querySelectorAll('ul')).toHaveLength(1);
      expect(within(still).getAllByRole('button')).toHaveLength(9);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('a list shorter than the panel fills the rows left with an invitation, not a blank', async () => {
    const two = rankList({
      list: [1, 2].map((n) => ({ listType: 'JACKPOT' as const, vo: winner(n) })),
    });
    renderApp('/', makeStatus(), api(two));
    expect(await screen.findByTestId('winner-jackpots-more')).toHaveTextContent(
      'El próximo premio puede ser suyo',
    );
    expect(screen.getByTestId('winner-jackpots-more').style.getPropertyValue('--rows')).toBe('1');
    expect(visibleEntries('winner-jackpots')).toHaveLength(2);
  });

  it('without winners yet says so and still shows the jackpot', async () => {
    renderApp('/', makeStatus(), api(rankList({ list: [], jackpotAmount: 88000.5 })));
    expect(await screen.findByTestId('winner-board-empty')).toHaveTextContent('Aún no hay ganadores');
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('$ 88.000,50');
  });

  it('a failed board shows a retry and leaves the rest of the home page alone', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), {
      ...api('fail'),
      'GET /wps/relay/GCSGAME_newGameVendor': ok({
        data: { lanes: [{ title: 'RNG', cards: [], gameClassify: 'ALL' }], prizeMode: 'LOTT' },
      }),
    });
    expect(await screen.findByTestId('winner-board-error')).toHaveTextContent(
      'No pudimos cargar a los ganadores.',
    );
    expect(screen.getByTestId('home-banner-slot')).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('winner-board-error')).getByRole('button', { name: 'Reintentar' }),
    );
    await waitFor(() => expect(callsTo(RANK)).toHaveLength(2));
  });
});
