import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeBalance, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCards, makeMenus, pageOf } from '../test/fixtures';

// The pages load lazily and the machine is shared: waits get more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const LIST = 'GET /wps/relay/GCSGAME_gameList';
const ALL = makeCards(25, 'PG', 'RNG');

/** A fake GCSGAME_gameList over `games`, honouring pageNo, pageSize, gameType, vassalage and HOT. */
const listOf =
  (games = ALL) =>
  (call: TApiCall) => {
    const q = call.query;
    const vassalage = q.get('vassalage');
    const matching = games.filter(
      (card) =>
        card.gameType === q.get('gameType') &&
        (!vassalage || card.vassalage === vassalage) &&
        (q.get('gameClassify') !== 'HOT' || card.isHot === 1),
    );
    return ok(pageOf(matching, Number(q.get('pageNo')), Number(q.get('pageSize'))));
  };

/** The page's own list calls (the side menu also asks for single games, page size 1). */
const pageCalls = (callsTo: (route: string) => TApiCall[]) =>
  callsTo(LIST).filter((call) => call.query.get('pageSize') === '20');

const open = (path: string, api: TApiRoutes = {}) =>
  renderApp(path, makeStatus(), {
    'GET /lgw/games/game_menus': ok(makeMenus()),
    [LIST]: listOf(),
    ...api,
  });

const signIn = () => {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
};

const memberApi: TApiRoutes = {
  'GET /wps/member/info': ok(makeMember()),
  'GET /wps/v2/wallets/balance': ok(makeBalance()),
  'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
};

describe('game-list page', () => {
  it('shows 20 games, then "load more" fetches page 2 and appends it', async () => {
    const { user, callsTo } = open('/rng');
    const grid = await screen.findByTestId('game-list-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByTestId('game-list-count')).toHaveTextContent('20 de 25 juegos');
    const first = pageCalls(callsTo)[0];
    expect(first?.query.get('gameType')).toBe('RNG');
    expect(first?.query.get('pageNo')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('20');
    expect(first?.query.get('gameClassify')).toBe('ALL');
    expect(first?.query.get('clientType')).toBe('3');
    expect(first?.query.has('vassalage')).toBe(false);

    await user.click(screen.getByTestId('game-list-load-more'));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(25));
    expect(pageCalls(callsTo).at(-1)?.query.get('pageNo')).toBe('2');
    expect(screen.getByTestId('game-list-count')).toHaveTextContent('25 de 25 juegos');
    expect(screen.queryByTestId('game-list-load-more')).not.toBeInTheDocument();
  });

  it('shows skeletons while the first page loads', async () => {
    open('/rng', { [LIST]: () => new Promise(() => undefined) });
    expect(await screen.findByTestId('game-grid-loading')).toHaveTextContent('Cargando juegos…');
  });

  it('holds the vendors row with "All vendors" while the menus load, so the games below do not move', async () => {
    open('/rng', { 'GET /lgw/games/game_menus': () => new Promise(() => undefined) });
    await screen.findByTestId('game-list-grid');
    const vendors = screen.getByTestId('game-list-vendors');
    expect(
      within(vendors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todos los proveedores']);
  });

  it('lists the category vendors as tabs (in-house games on /rng); a tab selects ?vassalage', async () => {
    const { user, router, callsTo } = open('/rng', {
      [LIST]: listOf([...ALL, ...makeCards(3, 'BGS', 'RNG')]),
    });
    // The row holds "All vendors" alone until the menus are in.
    await screen.findByTestId('game-list-vendor-BGS');
    const vendors = screen.getByTestId('game-list-vendors');
    expect(
      within(vendors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todos los proveedores', 'PG Soft', 'JDBEn mantenimiento', 'BGS', 'Juegos de la casa']);
    expect(screen.getByTestId('game-list-vendor-ALL')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByTestId('game-list-vendor-BGS'));
    expect(router.state.location.search).toBe('?vassalage=BGS');
    await waitFor(() =>
      expect(within(screen.getByTestId('game-list-grid')).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(pageCalls(callsTo).at(-1)?.query.get('vassalage')).toBe('BGS');
    expect(screen.getByTestId('game-list-vendor-BGS')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('game-list-vendor')).toHaveTextContent('BGS');
  });

  it('/rng?vassalage=INHOUSE asks for the in-house vendors', async () => {
    const { callsTo } = open('/rng?vassalage=INHOUSE', {
      [LIST]: ok(pageOf(makeCards(4, 'TA', 'INHOUSE'))),
    });
    await screen.findByTestId('game-list-grid');
    expect(pageCalls(callsTo)[0]?.query.get('vassalage')).toBe('INHOUSE');
    expect(pageCalls(callsTo)[0]?.query.get('gameType')).toBe('RNG');
    expect(screen.getByTestId('game-list-vendor')).toHaveTextContent('Juegos de la casa');
    expect(screen.getByTestId('game-list-vendor-INHOUSE')).toHaveAttribute('aria-current', 'page');
  });

  it('a malformed vassalage shows a clear message and asks the server nothing', async () => {
    const { callsTo } = open('/rng?vassalage=%3Cscript%3E');
    const state = await screen.findByTestId('game-list-unknown-vendor');
    expect(state).toHaveTextContent('Proveedor no encontrado');
    expect(state).toHaveTextContent('El proveedor indicado en la dirección no es válido.');
    expect(within(state).getByRole('link', { name: 'Ver todos los juegos' })).toHaveAttribute('href', '/rng');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pageCalls(callsTo)).toHaveLength(0);
  });

  it('a vendor the category does not have shows "not found" without asking for its games', async () => {
    const { callsTo } = open('/live?vassalage=nope');
    const state = await screen.findByTestId('game-list-unknown-vendor');
    expect(state).toHaveTextContent('El proveedor «NOPE» no existe o no tiene juegos en esta categoría.');
    expect(pageCalls(callsTo)).toHaveLength(0);
  });

  it('a vendor the server does not know (404) shows the same "not found" state', async () => {
    open('/rng?vassalage=ZZZ', {
      'GET /lgw/games/game_menus': fail('INTERNAL', 'Error'),
      [LIST]: fail('NOT_FOUND', 'No encontrado.'),
    });
    expect(await screen.findByTestId('game-list-unknown-vendor')).toHaveTextContent('«ZZZ»');
  });

  it('filters: HOT asks for HOT games and shows its own empty state', async () => {
    const { user, callsTo } = open('/fish', { [LIST]: listOf(makeCards(3, 'JDB', 'FISH')) });
    await screen.findByTestId('game-list-grid');
    await user.click(screen.getByRole('tab', { name: 'Populares' }));
    expect(await screen.findByTestId('game-list-empty')).toHaveTextContent(
      'No hay juegos populares en esta categoría por ahora.',
    );
    expect(pageCalls(callsTo).at(-1)?.query.get('gameClassify')).toBe('HOT');
    expect(screen.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'true');
  });

  it('FAV and RECENT ask a visitor to log in and send nothing', async () => {
    const { user, callsTo } = open('/rng');
    await screen.findByTestId('game-list-grid');
    await user.click(screen.getByRole('tab', { name: 'Favoritos' }));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(pageCalls(callsTo).some((call) => call.query.get('gameClassify') === 'FAV')).toBe(false);
  });

  it('a member sees the FAV list of the category (empty state when there is none)', async () => {
    signIn();
    const { user, callsTo } = open('/rng', {
      ...memberApi,
      [LIST]: (call) => (call.query.get('gameClassify') === 'FAV' ? ok(pageOf([])) : listOf()(call)),
    });
    await screen.findByTestId('game-list-grid');
    await user.click(screen.getByRole('tab', { name: 'Favoritos' }));
    expect(await screen.findByTestId('game-list-empty')).toHaveTextContent(
      'Aún no tiene favoritos aquí. Toque el corazón de un juego para guardarlo.',
    );
    const fav = pageCalls(callsTo).at(-1);
    expect(fav?.query.get('gameClassify')).toBe('FAV');
    expect(fav?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('/bgs lists the BGS vendor, one category at a time', async () => {
    const { user, callsTo } = open('/bgs', {
      [LIST]: listOf([...makeCards(5, 'BGS', 'RNG'), ...makeCards(2, 'BGS', 'FISH')]),
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('game-list-grid')).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(pageCalls(callsTo).at(-1)?.query.get('vassalage')).toBe('BGS');
    expect(pageCalls(callsTo).at(-1)?.query.get('gameType')).toBe('RNG');
    await user.click(screen.getByTestId('game-list-type-FISH'));
    await waitFor(() =>
      expect(within(screen.getByTestId('game-list-grid')).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(pageCalls(callsTo).at(-1)?.query.get('gameType')).toBe('FISH');
  });

  it('speaks English when the page is in English (and asks for English names)', async () => {
    const { user, callsTo } = open('/rng');
    await screen.findByTestId('game-list-count');
    await user.selectOptions(screen.getByTestId('language-select'), 'en');
    await waitFor(() => expect(screen.getByTestId('game-list-count')).toHaveTextContent('20 of 25 games'));
    expect(screen.getByRole('tab', { name: 'Hot' })).toBeInTheDocument();
    expect(screen.getByTestId('game-list-load-more')).toHaveTextContent('Load more games');
    expect(pageCalls(callsTo)[0]?.query.get('language')).toBe('es');
    expect(pageCalls(callsTo).at(-1)?.query.get('language')).toBe('en');
  });
});
