import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { logIn } from '../support/session';

// Every sandbox spin wins twice the stake, so the journey knows what the balance must become.
const journey = journeySetup({ SANDBOX_VENDOR_OUTCOME: 'win' });

/** "$ 5.250,00" (es) → 5250. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('header-balance-amount').innerText());
}

describe('game lobby journeys', () => {
  it('a visitor who clicks a game is asked to log in, and no game opens', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    const firstCard = page.locator('[data-testid^="game-card-"][data-testid$="-play"]').first();
    await firstCard.waitFor();
    await screenshot(page, 'lobby-home-visitor-es');
    // The seeded week has two jackpot wins: the panel's third row invites instead of staying blank.
    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await page.getByTestId('winner-jackpots-more').waitFor();
    await board.screenshot({ path: await screenshot(page, 'lobby-winner-board-es') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await firstCard.click();
    await page.getByTestId('login-modal').waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await screenshot(page, 'lobby-visitor-login-popup-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a member plays a sandbox game in place: the header balance follows the win and the round is in the betting record', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.goto(journey.server.url + '/rng?vassalage=PG');
    await page.getByTestId('game-card-PG-RNG001-play').click();
    await page.getByTestId('game-frame').waitFor();
    // The header over the game is solid: the page behind it does not show through.
    expect(
      await page.getByTestId('header').evaluate((header) => {
        const style = getComputedStyle(header);
        return { background: style.backgroundColor, filter: style.backdropFilter };
      }),
    ).toEqual({ background: expect.stringMatching(/^rgb\(/), filter: 'none' });
    const before = await headerBalance(page);

    const game = page.frameLocator('[data-testid="game-frame-iframe"]');
    await game.locator('#spin').waitFor();
    // The page opens in Spanish, like the site, with the site's money format.
    expect(await game.locator('#spin').innerText()).toBe('Girar');
    expect(await game.locator('#balance').innerText()).toMatch(/\d\.\d{3},\d{2}|\d{1,3},\d{2}/);
    await game.locator('#stake').selectOption('5');
    await game.locator('#spin').click();
    // Bet 5, win 10: the vendor told the wallet through signed callbacks; the header follows.
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 5);
    // The wallet's real-time push can reach the header before the round's reply reaches the game page.
    await expect.poll(async () => amountOf(await game.locator('#balance').innerText())).toBe(before + 5);
    await screenshot(page, 'lobby-sandbox-round-won-es');

    await page.getByTestId('game-frame-close').click();
    await expect.poll(() => page.getByTestId('game-frame').count()).toBe(0);

    await page.goto(journey.server.url + '/member/personalHistoryCopy');
    const table = page.getByTestId('bets-table');
    await table.waitFor();
    const newest = table.locator('tbody tr').first();
    expect(await newest.innerText()).toMatch(/Fortuna de Oro/);
    expect(await newest.innerText()).toMatch(/\+\s*\$\s*5,00|\+\$\s?5,00/);
    await screenshot(page, 'lobby-betting-record-es');
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('a member adds a favourite, finds it under /favorite and removes it again', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_downline', 'demo2026');
    await page.goto(journey.server.url + '/fish');
    const heart = page.locator('[data-testid^="game-card-"][data-testid$="-fav"]').first();
    await heart.waitFor();
    const testId = (await heart.getAttribute('data-testid'))!;
    const nodeId = testId.replace(/^game-card-/, '').replace(/-fav$/, '');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(journey.server.url + '/favorite');
    const card = page.getByTestId(`game-card-${nodeId}`);
    await card.waitFor();
    await screenshot(page, 'lobby-favourites-es');
    // The server throttles favourite toggles to one per second.
    await page.waitForTimeout(1100);
    await page.getByTestId(`game-card-${nodeId}-fav`).click();
    await expect.poll(() => card.count()).toBe(0);

    await page.reload();
    await page.locator('main').waitFor();
    await expect.poll(() => page.getByTestId(`game-card-${nodeId}`).count(), { timeout: 5000 }).toBe(0);
    const ids = await page.evaluate(async () => {
      const token = sessionStorage.getItem('token') ?? '';
      const reply = await fetch('/wps/relay/MCSFE_getFavoriteGames', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await reply.json()) as { value: string[] }).value;
    });
    expect(ids).not.toContain(nodeId);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
