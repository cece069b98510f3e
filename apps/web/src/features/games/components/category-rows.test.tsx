import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameCard } from '@platform/contracts/games';
import { makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCard, makeCards, makeMenus } from '../test/fixtures';

const LANES = 'GET /wps/relay/GCSGAME_newGameVendor';

const lane = (title: TGameCategory, cards: TGameCard[]) => ({ title, cards, gameClassify: 'ALL' });

const api = (lanes: ReturnType<typeof lane>[] | 'fail'): TApiRoutes => ({
  'GET /lgw/games/game_menus': ok(makeMenus()),
  [LANES]: lanes === 'fail' ? fail('INTERNAL', 'Error interno.') : ok({ data: { lanes, prizeMode: 'LOTT' } }),
});

const SPORTSBOOK = makeCard({
  vassalage: 'SB1',
  gameCode: 'SPORTS001',
  gameType: 'SPORTS',
  gameName: 'Apuestas Deportivas',
  isGame: 'VASSALAGE',
});

describe('home category rows', () => {
  it('show RNG, FISH, LIVE, SPORTS in that order; ESPORTS, INHOUSE, LOTT and empty rows hidden', async () => {
    const { callsTo } = renderApp(
      '/',
      makeStatus(),
      api([
        lane('SPORTS', [SPORTSBOOK]),
        lane('LIVE', makeCards(3, 'LIVE1', 'LIVE')),
        lane('RNG', makeCards(20, 'PG', 'RNG')),
        lane('INHOUSE', makeCards(4, 'TA', 'INHOUSE')),
        lane('ESPORTS', makeCards(2, 'ESB1', 'ESPORTS')),
        lane('FISH', makeCards(5, 'JDB', 'FISH')),
        lane('PVP', []),
        lane('LOTT', makeCards(2, 'LOTT', 'LOTT')),
      ]),
    );
    const rows = await screen.findByTestId('lobby-rows');
    expect(
      within(rows)
        .getAllByRole('region')
        .map((row) => row.dataset.category),
    ).toEqual(['RNG', 'FISH', 'LIVE', 'SPORTS']);
    expect(screen.getByRole('heading', { name: 'Tragamonedas' })).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LANES)[0]?.query ?? [])).toEqual({
      platform: 'html5-desktop',
      language: 'es',
    });
  });

  it('truncate to 12 cards in columns of 2; "more" links to the page; arrows only over 12', async () => {
    const rng = makeCards(20, 'PG', 'RNG');
    renderApp('/', makeStatus(), api([lane('RNG', rng), lane('FISH', makeCards(12, 'JDB', 'FISH'))]));
    const row = await screen.findByTestId('lobby-row-RNG');
    const cards = within(row).getAllByRole('article');
    expect(cards.map((card) => card.dataset.testid)).toEqual(
      rng.slice(0, 12).map((card) => `game-card-${card.nodeId}`),
    );
    const columns = row.querySelectorAll('.lobby-row__column');
    expect(columns).toHaveLength(6);
    columns.forEach((column) =>
      expect(within(column as HTMLElement).getAllByRole('article')).toHaveLength(2),
    );
    expect(within(row).getByRole('link', { name: 'Ver todos los juegos de Tragamonedas' })).toHaveAttribute(
      'href',
      '/rng',
    );
    expect(within(row).getByTestId('lobby-row-RNG-arrows')).toBeInTheDocument();

    const fish = screen.getByTestId('lobby-row-FISH');
    expect(within(fish).getAllByRole('article')).toHaveLength(12);
    expect(within(fish).getByRole('link', { name: 'Ver todos los juegos de Pesca' })).toHaveAttribute(
      'href',
      '/fish',
    );
    expect(within(fish).queryByTestId('lobby-row-FISH-arrows')).not.toBeInTheDocument();
  });

  it('show vendor tiles on the sports row, without "more" or arrows; a tile opens the vendor', async () => {
    const { user } = renderApp('/', makeStatus(), api([lane('SPORTS', [SPORTSBOOK])]));
    const row = await screen.findByTestId('lobby-row-SPORTS');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByTestId('lobby-row-SPORTS-arrows')).not.toBeInTheDocument();
    const tile = within(row).getByTestId('home-vendor-tile-SB1-SPORTS001');
    expect(tile).toHaveTextContent('Deportes Uno');
    expect(tile).toHaveTextContent('Apuestas Deportivas');
    // A visitor is asked to log in first (spec §4 Game start).
    await user.click(tile);
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
  });

  it('are cached in session storage (gameVendor): another visit shows them without asking', async () => {
    const lanes = [lane('FISH', makeCards(4, 'JDB', 'FISH'))];
    const first = renderApp('/', makeStatus(), api(lanes));
    await screen.findByTestId('lobby-row-FISH');
    expect(JSON.parse(sessionStorage.getItem('gameVendor') ?? '{}')).toMatchObject({
      language: 'es',
      data: { lanes: [{ title: 'FISH' }] },
    });
    first.unmount();
    const second = renderApp('/', makeStatus(), api('fail'));
    expect(await screen.findByTestId('lobby-row-FISH')).toBeInTheDocument();
    expect(second.callsTo(LANES)).toHaveLength(0);
  });

  it('a failed call shows a retry in place of the rows; no categories at all says games are coming', async () => {
    const failed = renderApp('/', makeStatus(), api('fail'));
    expect(await screen.findByTestId('lobby-rows-error')).toHaveTextContent(
      'No pudimos cargar las categorías de juegos.',
    );
    failed.unmount();
    renderApp('/', makeStatus(), api([lane('ESPORTS', makeCards(2, 'ESB1', 'ESPORTS'))]));
    expect(await screen.findByTestId('lobby-rows-empty')).toHaveTextContent('Los juegos llegan pronto');
  });
});
