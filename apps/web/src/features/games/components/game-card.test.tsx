import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, replies, type TApiReply, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCard, makeMenus, pageOf } from '../test/fixtures';

// The pages load lazily and the machine is shared: waits get more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const signIn = () => {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
};

const HOT = makeCard({ nodeId: 'PG-RNG001', gameName: 'Fortuna de Oro', isHot: 1 });
const NEW = makeCard({ nodeId: 'PG-RNG002', gameCode: 'RNG002', gameName: 'Tesoro Azteca', isNew: true });
const DOWN = makeCard({ nodeId: 'PG-RNG003', gameCode: 'RNG003', gameName: 'Dragón', maintenance: true });

const memberApi = (favourites: string[], api: TApiRoutes = {}): TApiRoutes => ({
  'GET /wps/member/info': ok(makeMember()),
  'GET /wps/v2/wallets/balance': ok(makeBalance()),
  'GET /lgw/games/game_menus': ok(makeMenus()),
  'GET /wps/relay/GCSGAME_gameList': ok(pageOf([HOT, NEW, DOWN])),
  'GET /wps/relay/MCSFE_getFavoriteGames': () => ok([...favourites]),
  ...api,
});

/** A reply that waits until the test lets it go. */
function deferred() {
  let release: (reply: TApiReply) => void = () => undefined;
  const reply = new Promise<TApiReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release };
}

describe('GameCard', () => {
  it('shows the art (lazy, with alt text), name, vendor name, HOT / NEW badges and maintenance', async () => {
    renderApp('/rng', makeStatus(), memberApi([]));
    const hot = await screen.findByTestId('game-card-PG-RNG001');
    const img = within(hot).getByRole('img', { name: 'Fortuna de Oro' });
    expect(img).toHaveAttribute('loading', 'lazy');
    // The art comes from one of the status reply's image CDNs (spec §9), picked at random.
    expect(img.getAttribute('src')).toMatch(
      /^https:\/\/img[12]\.example\.test\/lgw\/games\/art\/PG-RNG001\.svg$/,
    );
    expect(hot).toHaveTextContent('Fortuna de Oro');
    await waitFor(() => expect(hot).toHaveTextContent('PG Soft'));
    expect(within(hot).getByTestId('game-card-PG-RNG001-hot')).toHaveTextContent('Popular');
    expect(within(hot).queryByTestId('game-card-PG-RNG001-new')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-card-PG-RNG002-new')).toHaveTextContent('Nuevo');
    expect(screen.getByTestId('game-card-PG-RNG003-maintenance')).toHaveTextContent('En mantenimiento');
    // The play button is named by what it shows (WCAG 2.5.3, label in name): the name and the vendor line,
    // with the badges over the art outside it.
    const play = screen.getByRole('button', { name: 'Jugar Fortuna de Oro · PG Soft' });
    expect(play).toHaveTextContent(/Fortuna de Oro\s*PG Soft$/);
    expect(play).not.toHaveTextContent('Popular');
  });

  it('a visitor clicking the heart gets the login popup and nothing is sent', async () => {
    const { user, callsTo } = renderApp('/rng', makeStatus(), {
      'GET /lgw/games/game_menus': ok(makeMenus()),
      'GET /wps/relay/GCSGAME_gameList': ok(pageOf([HOT])),
    });
    await user.click(await screen.findByRole('button', { name: 'Agregar Fortuna de Oro a favoritos' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.getByTestId('login-notice')).toHaveTextContent('No ha iniciado sesión');
    expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(0);
    expect(callsTo('GET /wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
  });

  it('a member adds a favourite with the favourite payload; the heart fills at once', async () => {
    signIn();
    const add = deferred();
    const { user, callsTo } = renderApp(
      '/rng',
      makeStatus(),
      memberApi([], { 'POST /wps/relay/MCSFE_addFavoriteGameV2': add.handler }),
    );
    const heart = await screen.findByTestId('game-card-PG-RNG002-fav');
    await waitFor(() => expect(callsTo('GET /wps/relay/MCSFE_getFavoriteGames')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Quitar Tesoro Azteca de favoritos');
    add.release(ok({ nodeId: 'PG-RNG002', favourite: true }));
    await waitFor(() => expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(1));
    expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')[0]?.body).toEqual({
      nodeId: 'PG-RNG002',
      vendor: 'PG',
      gameType: 'RNG',
    });
  });

  it('removing on /favorite takes the card off the list before the server answers, then calls DELETE', async () => {
    signIn();
    const remove = deferred();
    const favourites = ['PG-RNG001', 'PG-RNG002'];
    const { user, callsTo } = renderApp(
      '/favorite',
      makeStatus(),
      memberApi(favourites, {
        'GET /wps/relay/MCSFE_getFavoriteGamesList': () =>
          ok(
            pageOf(
              [HOT, NEW].filter((card) => favourites.includes(card.nodeId)),
              1,
              999,
            ),
          ),
        'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': remove.handler,
      }),
    );
    const grid = await screen.findByTestId('favorite-grid');
    await waitFor(() =>
      expect(within(grid).getByTestId('game-card-PG-RNG001-fav')).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(grid).getByTestId('game-card-PG-RNG001-fav'));
    // Gone at once, while the server has not answered yet.
    expect(screen.queryByTestId('game-card-PG-RNG001')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-card-PG-RNG002')).toBeInTheDocument();
    const [call] = callsTo('DELETE /wps/relay/MCSFE_removeFavoriteGameV2');
    expect(call?.query.get('nodeId')).toBe('PG-RNG001');
    favourites.splice(0, 1);
    remove.release(ok({ nodeId: 'PG-RNG001', favourite: false }));
    await waitFor(() =>
      expect(callsTo('GET /wps/relay/MCSFE_getFavoriteGamesList').length).toBeGreaterThan(1),
    );
    expect(screen.queryByTestId('game-card-PG-RNG001')).not.toBeInTheDocument();
  });

  it('a refused toggle puts the heart back', async () => {
    signIn();
    const remove = deferred();
    const { user, callsTo } = renderApp(
      '/rng',
      makeStatus(),
      memberApi(['PG-RNG001'], { 'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': remove.handler }),
    );
    const heart = await screen.findByTestId('game-card-PG-RNG001-fav');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(callsTo('DELETE /wps/relay/MCSFE_removeFavoriteGameV2')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    remove.release(fail('THROTTLED', 'Demasiados intentos.'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('toggles are throttled to one per 1000 ms across the site; a later one goes through', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    const { user, callsTo } = renderApp(
      '/rng',
      makeStatus(),
      memberApi([], {
        'POST /wps/relay/MCSFE_addFavoriteGameV2': (call) =>
          ok({ nodeId: (call.body as { nodeId: string }).nodeId, favourite: true }),
      }),
    );
    await screen.findByTestId('game-card-PG-RNG001-fav');
    await waitFor(() => expect(callsTo('GET /wps/relay/MCSFE_getFavoriteGames')).toHaveLength(1));
    await user.click(screen.getByTestId('game-card-PG-RNG001-fav'));
    await user.click(screen.getByTestId('game-card-PG-RNG002-fav'));
    await waitFor(() => expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(1);
    expect(screen.getByTestId('game-card-PG-RNG002-fav')).toHaveAttribute('aria-pressed', 'false');

    act(() => vi.setSystemTime(new Date('2025-03-01T12:00:00.999Z')));
    await user.click(screen.getByTestId('game-card-PG-RNG002-fav'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(1);
    expect(screen.getByTestId('game-card-PG-RNG002-fav')).toHaveAttribute('aria-pressed', 'false');

    act(() => vi.setSystemTime(new Date('2025-03-01T12:00:01.000Z')));
    await user.click(screen.getByTestId('game-card-PG-RNG002-fav'));
    await waitFor(() => expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(2));
    expect(callsTo('POST /wps/relay/MCSFE_addFavoriteGameV2')[1]?.body).toMatchObject({
      nodeId: 'PG-RNG002',
    });
  });

  it('a visitor clicking a card gets the login popup and no launch', async () => {
    const { user, callsTo } = renderApp('/rng', makeStatus(), {
      'GET /wps/relay/GCSGAME_gameList': ok(pageOf([HOT])),
    });
    // Without the menus, the card names its vendor by its code.
    await user.click(await screen.findByRole('button', { name: 'Jugar Fortuna de Oro · PG' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')).toHaveLength(0);
  });

  it('a trial account clicking a card gets the real-account dialog and no launch', async () => {
    signIn();
    const { user, callsTo } = renderApp(
      '/rng',
      makeStatus(),
      memberApi([], { 'GET /wps/member/info': ok(makeMember({ type: 4 })) }),
    );
    await waitFor(() => expect(useAppStore.getState().isTrial).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Jugar Fortuna de Oro · PG Soft' }));
    expect(await screen.findByTestId('real-account-dialog')).toBeInTheDocument();
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')).toHaveLength(0);
  });

  it('Enter on a focused card starts the game like a click', async () => {
    signIn();
    const { user, callsTo } = renderApp(
      '/rng',
      makeStatus(),
      memberApi([], {
        'GET /wps/relay/GCS_gameLaunchFB': ok({
          url: '/sandbox-vendor/play?t=abc',
          nodeId: 'PG-RNG001',
          vassalage: 'PG',
          gameCode: 'RNG001',
          gameName: 'Fortuna de Oro',
          mode: 'seamless',
          expiresAt: '2025-03-01T12:00:00.000Z',
        }),
      }),
    );
    const play = await screen.findByRole('button', { name: 'Jugar Fortuna de Oro · PG Soft' });
    play.focus();
    await user.keyboard('{Enter}');
    // A launch page of the site opens on the status reply's launch CDN (spec §9).
    expect(await screen.findByTestId('game-frame-iframe')).toHaveAttribute(
      'src',
      'https://launch.example.test/sandbox-vendor/play?t=abc',
    );
    const [launch] = callsTo('GET /wps/relay/GCS_gameLaunchFB');
    expect(launch?.query.get('nodeId')).toBe('PG-RNG001');
    expect(launch?.query.get('vassalage')).toBe('PG');
    expect(launch?.query.get('gameCode')).toBe('RNG001');
  });
});

describe('PVP game card', () => {
  const PVP = makeCard({ vassalage: 'PVP1', gameType: 'PVP', gameCode: 'PVP001', gameName: 'Texas Hold’em' });
  const room = (id: string, roomName: string, baseBet: number, minBalance: number) => ({
    roomId: `PVP1-PVP001-${id}`,
    nodeId: 'PVP1-PVP001',
    gameCode: 'PVP001',
    vassalage: 'PVP1',
    gameName: 'Texas Hold’em',
    roomName,
    baseBet,
    minBalance,
    onlinePlayers: 42,
    seats: 6,
    seated: 0,
  });

  it('a member picks a table (GLS2_roomList) before the game launches', async () => {
    signIn();
    const { user, callsTo } = renderApp(
      '/pvp',
      makeStatus(),
      memberApi([], {
        'GET /wps/relay/GCSGAME_gameList': ok(pageOf([PVP])),
        'GET /wps/relay/GLS2_roomList': ok({
          list: [room('novatos', 'Sala Novatos', 1, 20), room('alta', 'Sala Alta', 1250.5, 4000)],
        }),
        'GET /wps/relay/GCS_gameLaunchFB': ok({
          url: '/sandbox-vendor/play?t=pvp',
          nodeId: 'PVP1-PVP001',
          vassalage: 'PVP1',
          gameCode: 'PVP001',
          gameName: 'Texas Hold’em',
          mode: 'seamless',
          expiresAt: '2025-03-01T12:00:00.000Z',
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Jugar Texas Hold’em · PVP1' }));
    const chooser = await screen.findByTestId('room-chooser');
    expect(chooser).toHaveAccessibleName('Mesas de Texas Hold’em');
    const alta = await within(chooser).findByTestId('room-PVP1-PVP001-alta');
    expect(alta).toHaveTextContent('Apuesta base$ 1.250,50');
    expect(alta).toHaveTextContent('Saldo mínimo$ 4.000,00');
    expect(callsTo('GET /wps/relay/GLS2_roomList')[0]?.query.get('gameCode')).toBe('PVP001');
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')).toHaveLength(0);

    await user.click(within(alta).getByRole('button', { name: 'Entrar: Sala Alta' }));
    expect(await screen.findByTestId('game-frame-iframe')).toBeInTheDocument();
    expect(screen.queryByTestId('room-chooser')).not.toBeInTheDocument();
    expect(callsTo('GET /wps/relay/GCS_gameLaunchFB')[0]?.query.get('nodeId')).toBe('PVP1-PVP001');
  });

  it('a visitor gets the login popup, not the tables', async () => {
    const { user } = renderApp('/pvp', makeStatus(), {
      'GET /wps/relay/GCSGAME_gameList': ok(pageOf([PVP])),
    });
    await user.click(await screen.findByRole('button', { name: 'Jugar Texas Hold’em · PVP1' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('room-chooser')).not.toBeInTheDocument();
  });

  it('the in-house Niu-Niu seats the member at the table of the room chosen, or says why not', async () => {
    signIn();
    const NIU = makeCard({
      vassalage: 'TA',
      gameType: 'PVP',
      gameCode: 'INHOUSE007',
      nodeId: 'TA-INHOUSE007',
      gameName: 'Niu-Niu (Toro)',
    });
    const table = (id: string, roomName: string, seated: number) => ({
      ...room(id, roomName, 1, 20),
      roomId: `TA-INHOUSE007-${id}`,
      nodeId: 'TA-INHOUSE007',
      gameCode: 'INHOUSE007',
      vassalage: 'TA',
      seated,
    });
    const launched = (roomId: string) =>
      ok({
        url: `/pvpTable/${roomId}`,
        nodeId: 'TA-INHOUSE007',
        vassalage: 'TA',
        gameCode: 'INHOUSE007',
        gameName: 'Niu-Niu (Toro)',
        mode: 'seamless',
        expiresAt: '2025-03-01T12:00:00.000Z',
      });
    const { user, callsTo } = renderApp(
      '/pvp',
      makeStatus(),
      memberApi([], {
        'GET /wps/relay/GCSGAME_gameList': ok(pageOf([NIU])),
        'GET /wps/relay/GLS2_roomList': ok({
          list: [table('llena', 'Sala Llena', 6), table('novatos', 'Sala Novatos', 2)],
        }),
        'GET /wps/game/launchGame': replies(
          fail('PVP_TABLE_FULL', 'La mesa está llena. Elija otra sala o espere un asiento libre.'),
          launched('TA-INHOUSE007-novatos'),
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Jugar Niu-Niu (Toro) · Casa' }));
    const chooser = await screen.findByTestId('room-chooser');
    const full = await within(chooser).findByTestId('room-TA-INHOUSE007-llena');
    expect(within(full).getByTestId('room-seats')).toHaveTextContent('6/6');
    // No lobby of its own: a table is the only way in.
    expect(within(chooser).queryByRole('button', { name: 'Ir al lobby del juego' })).not.toBeInTheDocument();

    await user.click(within(full).getByRole('button', { name: 'Entrar: Sala Llena' }));
    expect(await within(full).findByRole('alert')).toHaveTextContent('La mesa está llena.');
    expect(callsTo('GET /wps/game/launchGame')[0]?.query.get('roomId')).toBe('TA-INHOUSE007-llena');

    const novatos = within(chooser).getByTestId('room-TA-INHOUSE007-novatos');
    await user.click(within(novatos).getByRole('button', { name: 'Entrar: Sala Novatos' }));
    expect(await screen.findByTestId('pvp-page')).toBeInTheDocument();
    expect(screen.queryByTestId('room-chooser')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-frame-iframe')).not.toBeInTheDocument();
    expect(callsTo('GET /wps/game/launchGame')[1]?.query.get('roomId')).toBe('TA-INHOUSE007-novatos');
  });
});
