import { configure, act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCard, makeMenus, pageOf } from '../test/fixtures';

// The pages load lazily and the machine is shared: waits get more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const CARD = makeCard({ nodeId: 'PG-RNG001', gameName: 'Fortuna de Oro' });
const LAUNCH = {
  url: '/sandbox-vendor/play?token=abc',
  nodeId: 'PG-RNG001',
  vassalage: 'PG',
  gameCode: 'RNG001',
  gameName: 'Fortuna de Oro',
  mode: 'seamless',
  expiresAt: '2025-03-01T12:00:00.000Z',
};

async function openGame(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  let balance = 1000;
  const view = renderApp('/rng', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': () => ok(makeBalance({ balance })),
    'GET /lgw/games/game_menus': ok(makeMenus()),
    'GET /wps/relay/GCSGAME_gameList': ok(pageOf([CARD])),
    'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
    'GET /wps/relay/GCS_gameLaunchFB': ok(LAUNCH),
    ...api,
  });
  await waitFor(() => expect(view.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 1.000,00'));
  await view.user.click(await screen.findByRole('button', { name: 'Jugar Fortuna de Oro · PG Soft' }));
  return { ...view, setBalance: (next: number) => (balance = next) };
}

const iframeWindow = () => (screen.getByTestId('game-frame-iframe') as HTMLIFrameElement).contentWindow;

const post = (data: unknown, origin = window.location.origin, source = iframeWindow()) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('game frame', () => {
  it('opens the launched game in place under the header, with its name and a close button', async () => {
    const { callsTo } = await openGame();
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAccessibleName('Juego en curso: Fortuna de Oro');
    // The site's game page opens on the status reply's launch CDN (spec §9).
    expect(await screen.findByTestId('game-frame-iframe')).toHaveAttribute(
      'src',
      'https://launch.example.test/sandbox-vendor/play?token=abc',
    );
    expect(screen.getByTestId('game-frame-title')).toHaveTextContent('Fortuna de Oro');
    // The header's member area is a chunk of its own, which may arrive after the game's frame.
    expect(await screen.findByTestId('header-balance')).toBeInTheDocument();
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')[0]?.query.get('backUrl')).toBe('/rng');
  });

  it('a round reported by the game refreshes the header balance', async () => {
    const { callsTo, setBalance } = await openGame();
    await screen.findByTestId('game-frame-iframe');
    setBalance(1042.5);
    await post({ source: 'sandbox-vendor', type: 'round', balance: 1042.5 });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 1.042,50'));
    expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);
    // The game page opened on the launch CDN posts from there.
    setBalance(1100);
    await post({ source: 'sandbox-vendor', type: 'round', balance: 1100 }, 'https://launch.example.test');
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 1.100,00'));
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { callsTo } = await openGame();
    await screen.findByTestId('game-frame-iframe');
    await post({ source: 'sandbox-vendor', type: 'round', balance: 1 }, 'https://evil.example');
    await post({ source: 'sandbox-vendor', type: 'round', balance: 1 }, window.location.origin, window);
    await post({ source: 'someone-else', type: 'round', balance: 1 });
    await post('round');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('Escape closes the game; so does the close button', async () => {
    const { user } = await openGame();
    await screen.findByTestId('game-frame-iframe');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jugar Fortuna de Oro · PG Soft' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar el juego' }));
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('leaving the page closes the game', async () => {
    const { router } = await openGame();
    await screen.findByTestId('game-frame-iframe');
    await act(() => router.navigate('/promotions'));
    await waitFor(() => expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument());
  });

  it('a game in maintenance: the server message shows and no frame stays open', async () => {
    await openGame({
      'GET /wps/relay/GCS_gameLaunchFB': fail('GAME_MAINTENANCE', 'El juego está en mantenimiento.'),
    });
    expect(await screen.findByTestId('game-launch-error-message')).toHaveTextContent(
      'El juego está en mantenimiento.',
    );
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('a launch refused for a trial account shows the real-account dialog', async () => {
    await openGame({
      'GET /wps/relay/GCS_gameLaunchFB': fail('TRIAL_FORBIDDEN', 'Se necesita una cuenta real.'),
    });
    expect(await screen.findByTestId('real-account-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('refuses a launch address that is not http(s)', async () => {
    await openGame({ 'GET /wps/relay/GCS_gameLaunchFB': ok({ ...LAUNCH, url: 'javascript:alert(1)' }) });
    expect(await screen.findByTestId('game-launch-error-message')).toHaveTextContent(
      'Dirección no válida, por favor contacte a servicio al cliente.',
    );
    expect(screen.queryByTestId('game-frame-iframe')).not.toBeInTheDocument();
  });
});
