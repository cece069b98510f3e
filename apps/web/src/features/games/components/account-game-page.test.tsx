import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCards, makeMenus, pageOf } from '../test/fixtures';

// The pages load lazily and the machine is shared: waits get more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const FAVS = [...makeCards(2, 'PG', 'RNG'), ...makeCards(1, 'JDB', 'FISH')];

function open(path: string, api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  return renderApp(path, makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    'GET /wps/v2/wallets/balance': ok(makeBalance()),
    'GET /lgw/games/game_menus': ok(makeMenus()),
    'GET /wps/relay/MCSFE_getFavoriteGames': ok(FAVS.map((card) => card.nodeId)),
    'GET /wps/relay/MCSFE_getFavoriteGamesList': (call: TApiCall) =>
      ok(
        pageOf(
          FAVS.filter((card) => !call.query.get('gameType') || card.gameType === call.query.get('gameType')),
          1,
          999,
        ),
      ),
    ...api,
  });
}

describe('favourites and recent pages', () => {
  it('/favorite lists the favourites (page size 999) with category tabs', async () => {
    const { user, callsTo } = open('/favorite');
    const grid = await screen.findByTestId('favorite-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    const first = callsTo('GET /wps/relay/MCSFE_getFavoriteGamesList')[0];
    expect(first?.query.get('pageSize')).toBe('999');
    expect(first?.query.get('pageNo')).toBe('1');
    expect(first?.query.has('gameType')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Pesca' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('favorite-grid')).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(callsTo('GET /wps/relay/MCSFE_getFavoriteGamesList').at(-1)?.query.get('gameType')).toBe('FISH');

    await user.click(screen.getByRole('tab', { name: 'Casino en vivo' }));
    expect(await screen.findByTestId('favorite-empty')).toHaveTextContent(
      'No tiene favoritos en esta categoría.',
    );
  });

  it('/recent lists the recent games, most recent first, with "load more" after a full page', async () => {
    const recent = makeCards(23, 'PG', 'RNG');
    const { user, callsTo } = open('/recent', {
      'GET /wps/relay/GCS_recentGame': (call) => {
        const page = Number(call.query.get('page'));
        return ok({ list: recent.slice((page - 1) * 20, page * 20) });
      },
    });
    const grid = await screen.findByTestId('recent-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent('PG RNG001');
    await user.click(screen.getByTestId('game-list-load-more'));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(23));
    expect(callsTo('GET /wps/relay/GCS_recentGame').at(-1)?.query.get('page')).toBe('2');
    expect(screen.queryByTestId('game-list-load-more')).not.toBeInTheDocument();
  });

  it('/recent without games shows its empty state and a way to the games', async () => {
    open('/recent', { 'GET /wps/relay/GCS_recentGame': ok({ list: [] }) });
    const empty = await screen.findByTestId('recent-empty');
    expect(empty).toHaveTextContent('Los juegos que abra aparecerán aquí.');
    expect(within(empty).getByRole('link', { name: 'Explorar juegos' })).toHaveAttribute('href', '/rng');
  });
});
