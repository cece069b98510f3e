import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus, pageOf } from '../../../test/fixtures';
import { makeMenus, SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { ok, type TApiCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const MENUS_ROUTE = 'GET /lgw/games/game_menus';

async function openPanel(menus = SEEDED_MENUS) {
  const view = renderApp('/promotions', makeStatus(), { [MENUS_ROUTE]: ok(menus) });
  const toggle = await screen.findByTestId('game-panel-toggle');
  expect(toggle).toHaveTextContent('Juegos');
  const panel = screen.getByTestId('game-panel');
  expect(panel).not.toBeVisible();
  await view.user.click(toggle);
  await waitFor(() => expect(within(panel).getByTestId('game-panel-RNG')).toBeInTheDocument());
  return { ...view, toggle, panel };
}

describe('header game panel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('with more than 10 vendors opens large, listing categories with links to their vendors', async () => {
    const { toggle, panel } = await openPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toBeVisible();
    expect(panel).toHaveAttribute('data-size', 'large');
    const rng = within(panel).getByTestId('game-panel-RNG');
    expect(within(rng).getByText('Tragamonedas').closest('a')).toHaveAttribute('href', '/rng');
    expect(within(panel).getByTestId('game-panel-vendor-RNG-PG')).toHaveAttribute(
      'href',
      '/rng?vassalage=PG',
    );
    expect(within(panel).getByTestId('game-panel-vendor-RNG-PG')).toHaveTextContent('PG Soft');
    expect(within(panel).getByTestId('game-panel-vendor-FISH-JDB')).toHaveAttribute(
      'href',
      '/fish?vassalage=JDB',
    );
    expect(within(panel).getByTestId('game-panel-vendor-INHOUSE-TA')).toHaveAttribute(
      'href',
      '/rng?vassalage=INHOUSE',
    );
    expect(within(panel).getByTestId('game-panel-vendor-SPORTS-SB1')).toHaveAttribute('href', '/sports');
    expect(within(panel).getByTestId('game-panel-vendor-LIVE-LIVE1')).toHaveTextContent(
      'Live UnoEn mantenimiento',
    );
  });

  it('with 10 vendors or fewer stays small', async () => {
    const { panel } = await openPanel(
      makeMenus([
        ['RNG', ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC']],
        ['FISH', ['JDB', 'CQ9']],
        ['LIVE', ['LIVE1', 'LIVE2', 'LIVE3', 'LIVE4']],
      ]),
    );
    expect(panel).toHaveAttribute('data-size', 'small');
    expect(panel).toHaveClass('game-panel__panel--small');
  });

  it('closes on Escape (focus back on the toggle), on a click outside and after a choice', async () => {
    const { user, toggle, panel, router } = await openPanel();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(panel).toBeVisible();
    await user.click(screen.getByTestId('footer'));
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    await user.click(within(panel).getByTestId('game-panel-vendor-FISH-CQ9'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fish'));
    expect(router.state.location.search).toBe('?vassalage=CQ9');
    expect(panel).not.toBeVisible();
  });

  it('is reached with the keyboard: Tab from the toggle goes into the panel', async () => {
    const { user, toggle, panel } = await openPanel();
    toggle.focus();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves left to stay inside a narrow window, and back where the window is wide enough', async () => {
    let windowWidth = 1024;
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => windowWidth);
    // Under the toggle the large panel spans 225–1109 px; a left offset moves it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const shift = this.dataset.testid === 'game-panel' ? Number.parseFloat(this.style.left || '0') : 0;
      return DOMRect.fromRect({
        x: 225 + shift,
        y: 72,
        width: this.dataset.testid === 'game-panel' ? 884 : 0,
      });
    });
    const { panel } = await openPanel();
    // 1109 − (1024 − 16) = 101 px too far right.
    await waitFor(() => expect(panel.style.left).toBe('-101px'));

    windowWidth = 1440;
    window.dispatchEvent(new Event('resize'));
    expect(panel.style.left).toBe('');
  });
});

describe('header game panel preview (spec §9: first 3 RNG, 1 LIVE, 1 FISH vendors)', () => {
  const LIST_ROUTE = 'GET /wps/relay/GCSGAME_gameList';
  const card = (gameType: string, vassalage: string, n: number) => ({
    vassalage,
    gameCode: `${gameType}${n}`,
    gameType,
    isGame: 'GAME',
    gameId: `${vassalage}${n}`,
    nodeId: `${vassalage}-${gameType}${n}`,
    displayName: `${vassalage} juego ${n}`,
    gameName: `${vassalage} juego ${n}`,
    nodeName: `${vassalage} juego ${n}`,
    lagerIcon: `/lgw/games/art/${vassalage}-${n}.svg`,
    showIcon: `/lgw/games/art/${vassalage}-${n}.svg`,
    iconUrl: `/lgw/games/art/${vassalage}-${n}.svg`,
    isHot: 0,
    isNew: false,
    platforms: ['html5'],
    maintenance: false,
  });
  const listOf = (call: TApiCall) => {
    const gameType = call.query.get('gameType') ?? 'RNG';
    const vassalage = call.query.get('vassalage') ?? 'X';
    return ok(pageOf([1, 2, 3, 4, 5, 6, 7].map((n) => card(gameType, vassalage, n))));
  };
  // The side menu looks up the lotteries' first games with one-game pages; the preview reads full pages.
  const lists = (calls: TApiCall[]) => calls.filter((call) => call.query.get('pageSize') !== '1');
  const requested = (calls: TApiCall[]) =>
    calls.map((call) => `${call.query.get('gameType')}:${call.query.get('vassalage')}`).sort();

  it('loads nothing until it opens, then exactly the first 3 RNG, 1 LIVE and 1 FISH vendors; others on demand', async () => {
    const { user, callsTo } = renderApp('/promotions', makeStatus(), {
      [MENUS_ROUTE]: ok(SEEDED_MENUS),
      [LIST_ROUTE]: listOf,
    });
    const toggle = await screen.findByTestId('game-panel-toggle');
    await waitFor(() => expect(callsTo(MENUS_ROUTE).length).toBeGreaterThan(0));
    // Closed, the panel is not built: no vendor links, no game lists.
    expect(screen.queryByTestId('game-panel-vendor-RNG-PG')).not.toBeInTheDocument();
    expect(lists(callsTo(LIST_ROUTE))).toHaveLength(0);

    await user.click(toggle);
    const preview = await screen.findByTestId('game-preview-RNG-PG');
    expect(await within(preview).findAllByRole('button')).toHaveLength(6);
    expect(within(preview).getByTestId('game-preview-game-PG-RNG1')).toHaveTextContent('PG juego 1');
    expect(preview).toHaveAccessibleName('Juegos de PG Soft');
    await waitFor(() => expect(lists(callsTo(LIST_ROUTE))).toHaveLength(5));
    expect(requested(lists(callsTo(LIST_ROUTE)))).toEqual([
      'FISH:JDB',
      'LIVE:LIVE1',
      'RNG:EG2',
      'RNG:PG',
      'RNG:PT',
    ]);

    // A vendor of the first ones shows at once from what was loaded.
    await user.hover(screen.getByTestId('game-panel-vendor-LIVE-LIVE1'));
    expect(await screen.findByTestId('game-preview-game-LIVE1-LIVE1')).toBeInTheDocument();
    expect(lists(callsTo(LIST_ROUTE))).toHaveLength(5);

    // Any other vendor loads when pointed at.
    await user.hover(screen.getByTestId('game-panel-vendor-PVP-PVP1'));
    expect(await screen.findByTestId('game-preview-game-PVP1-PVP1')).toBeInTheDocument();
    expect(requested(lists(callsTo(LIST_ROUTE)).slice(5))).toEqual(['PVP:PVP1']);
  });

  it('a preview game starts like a game card: a visitor is asked to log in, and the panel closes', async () => {
    const { user } = renderApp('/promotions', makeStatus(), {
      [MENUS_ROUTE]: ok(SEEDED_MENUS),
      [LIST_ROUTE]: listOf,
    });
    await user.click(await screen.findByTestId('game-panel-toggle'));
    await user.click(await screen.findByTestId('game-preview-game-PG-RNG2'));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.getByTestId('game-panel')).not.toBeVisible();
  });
});
