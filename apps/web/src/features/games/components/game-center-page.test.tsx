import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCard, makeCards, makeMenus, pageOf } from '../test/fixtures';

// The pages load lazily and the machine is shared: waits get more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const LIST = 'GET /wps/relay/GCSGAME_gameList';
const LAUNCH = 'GET /wps/relay/GCS_gameLaunchFB';

const SPORTSBOOK = makeCard({
  vassalage: 'SB1',
  gameType: 'SPORTS',
  gameCode: 'SPORTS001',
  gameName: 'Apuestas',
});
const LOTTERY = makeCard({
  vassalage: 'LOTT',
  gameType: 'LOTT',
  gameCode: 'LOTT001',
  gameName: 'Lotería Clásica',
});

/** GCSGAME_gameList by vendor and category. */
const byVendor = (games: ReturnType<typeof makeCard>[]) => (call: TApiCall) =>
  ok(
    pageOf(
      games.filter(
        (card) =>
          card.gameType === call.query.get('gameType') &&
          (!call.query.get('vassalage') || card.vassalage === call.query.get('vassalage')),
      ),
    ),
  );

const launchOf = (call: TApiCall) =>
  ok({
    url: `/sandbox-vendor/play?node=${call.query.get('nodeId')}`,
    nodeId: call.query.get('nodeId'),
    vassalage: call.query.get('vassalage'),
    gameCode: call.query.get('gameCode'),
    gameName: 'Juego',
    mode: 'seamless',
    expiresAt: '2025-03-01T12:00:00.000Z',
  });

function open(path: string, api: TApiRoutes = {}, member = true) {
  if (member) {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
  }
  return renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
    'GET /lgw/games/game_menus': ok(makeMenus()),
    [LIST]: byVendor([SPORTSBOOK, LOTTERY]),
    [LAUNCH]: launchOf,
    ...api,
  });
}

describe('game-centre page', () => {
  it('shows one tile per vendor of the category; a tile launches the vendor’s game in place', async () => {
    const { user, callsTo } = open('/sports');
    const tile = await screen.findByTestId('vendor-tile-SB1');
    expect(tile).toHaveTextContent('Deportes Uno');
    expect(tile).toHaveTextContent('Fútbol, básquetbol, tenis y más');
    expect(tile).toHaveAccessibleName('Jugar en Deportes Uno');
    await waitFor(() => expect(tile).toBeEnabled());
    await user.click(tile);
    expect(await screen.findByTestId('game-frame-iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('/sandbox-vendor/play?node=SB1-SPORTS001'),
    );
    expect(callsTo(LAUNCH)[0]?.query.get('nodeId')).toBe('SB1-SPORTS001');
  });

  it('a lottery vendor opens the lottery page with its gameCode instead of a launch', async () => {
    const { user, router, callsTo } = open('/lott');
    const tile = await screen.findByTestId('vendor-tile-LOTT');
    await waitFor(() => expect(tile).toBeEnabled());
    await user.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=LOTT001');
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('a VASSALAGE card opens the vendor’s game list in a popup, whose cards launch', async () => {
    const vendorCard = makeCard({
      vassalage: 'SB1',
      gameType: 'SPORTS',
      gameCode: 'SB1',
      isGame: 'VASSALAGE',
      gameName: 'Deportes Uno',
    });
    const games = makeCards(3, 'SB1', 'SPORTS', 2);
    const { user, callsTo } = open('/sports', { [LIST]: byVendor([vendorCard, ...games]) });
    const tile = await screen.findByTestId('vendor-tile-SB1');
    await waitFor(() => expect(tile).toBeEnabled());
    await user.click(tile);
    const popup = await screen.findByTestId('game-popup');
    expect(popup).toHaveAccessibleName('Juegos de Deportes Uno');
    await waitFor(() => expect(within(popup).getAllByRole('listitem')).toHaveLength(4));
    expect(callsTo(LAUNCH)).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: 'Jugar SB1 SPORTS003 · Deportes Uno' }));
    await screen.findByTestId('game-frame-iframe');
    expect(screen.queryByTestId('game-popup')).not.toBeInTheDocument();
    expect(callsTo(LAUNCH)[0]?.query.get('nodeId')).toBe('SB1-SPORTS003');
  });

  it('a visitor gets the login popup', async () => {
    const { user, callsTo } = open('/sports', {}, false);
    const tile = await screen.findByTestId('vendor-tile-SB1');
    await waitFor(() => expect(tile).toBeEnabled());
    await user.click(tile);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(callsTo(LAUNCH)).toHaveLength(0);
  });

  it('a category without vendors says so', async () => {
    open('/esports');
    expect(await screen.findByTestId('game-center-empty')).toHaveTextContent(
      'Todavía no hay proveedores en esta categoría.',
    );
  });
});
