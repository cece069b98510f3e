import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../../../test/fixtures';
import { makeMenus, SEEDED_MENUS } from '../../../test/game-menus-fixture';
import { ok } from '../../../test/mock-api';
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
