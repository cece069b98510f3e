import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TGameCard } from '@platform/contracts/games';
import { makeStatus } from '../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCards, makeMenus } from '../test/fixtures';

const HOT = 'GET /wps/relay/GCSGAME_hotGamesV2';

const api = (hot: TApiRoutes[string]): TApiRoutes => ({
  'GET /lgw/games/game_menus': ok(makeMenus()),
  [HOT]: hot,
});

const cardsIn = (element: HTMLElement) => within(element).getAllByRole('article');
const names = (list: readonly TGameCard[]) => list.map((card) => card.nodeId);

describe('hot games', () => {
  it('show 12 games per slide, in the server order, with prev/next', async () => {
    const hot = makeCards(15, 'PG', 'RNG');
    const { callsTo } = renderApp('/', makeStatus(), api(ok({ list: hot })));
    const first = await screen.findByTestId('hot-games-slide-0');
    expect(cardsIn(first).map((card) => card.dataset.testid)).toEqual(
      names(hot.slice(0, 12)).map((id) => `game-card-${id}`),
    );
    expect(cardsIn(screen.getByTestId('hot-games-slide-1'))).toHaveLength(3);
    expect(screen.queryByTestId('hot-games-slide-2')).not.toBeInTheDocument();
    expect(first).toHaveAccessibleName('Página 1 de 2');
    expect(screen.getByTestId('hot-games-arrows-next')).toHaveAccessibleName('Siguiente: Juegos populares');
    expect(Object.fromEntries(callsTo(HOT)[0]?.query ?? [])).toEqual({
      platform: 'flash,html5-desktop',
      language: 'es',
    });
  });

  it('with 12 games or fewer there is one slide and no arrows', async () => {
    renderApp('/', makeStatus(), api(ok({ list: makeCards(12) })));
    expect(cardsIn(await screen.findByTestId('hot-games-slide-0'))).toHaveLength(12);
    expect(screen.queryByTestId('hot-games-slide-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hot-games-arrows')).not.toBeInTheDocument();
  });

  it('are cached in session storage (HOT_GAMES); refresh clears the cache and asks again', async () => {
    const before = makeCards(3, 'PG');
    const after = makeCards(2, 'JDB');
    const first = renderApp('/', makeStatus(), api(replies(ok({ list: before }), ok({ list: after }))));
    await screen.findByTestId(`game-card-${before[0]?.nodeId}`);
    expect(JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '{}')).toMatchObject({
      language: 'es',
      list: [{ nodeId: before[0]?.nodeId }, { nodeId: before[1]?.nodeId }, { nodeId: before[2]?.nodeId }],
    });
    first.unmount();

    // Another visit in the same session shows the cached list without asking.
    const second = renderApp('/', makeStatus(), api(fail('INTERNAL', 'no debería pedirse')));
    expect(await screen.findByTestId(`game-card-${before[0]?.nodeId}`)).toBeInTheDocument();
    expect(second.callsTo(HOT)).toHaveLength(0);
    second.unmount();

    const third = renderApp('/', makeStatus(), api(ok({ list: after })));
    await screen.findByTestId(`game-card-${before[0]?.nodeId}`);
    await third.user.click(screen.getByRole('button', { name: 'Actualizar juegos populares' }));
    expect(await screen.findByTestId(`game-card-${after[0]?.nodeId}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`game-card-${before[0]?.nodeId}`)).not.toBeInTheDocument();
    expect(third.callsTo(HOT)).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '{}').list).toHaveLength(2);
  });

  it('a failed call shows a retry inside the block; an empty list hides the block', async () => {
    const failed = renderApp('/', makeStatus(), api(fail('INTERNAL', 'Error interno.')));
    expect(await screen.findByTestId('hot-games-error')).toHaveTextContent(
      'No pudimos cargar los juegos populares.',
    );
    expect(screen.getByTestId('home-banner-slot')).toBeInTheDocument();
    failed.unmount();

    const empty = renderApp('/', makeStatus(), api(ok({ list: [] })));
    // The block stands (as a skeleton) until the reply, then steps aside.
    expect(await screen.findByTestId('hot-games')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('hot-games')).not.toBeInTheDocument());
    expect(empty.callsTo(HOT)).toHaveLength(1);
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
  });
});
