import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { logIn } from '../support/session';

const journey = journeySetup();

/** A Spanish amount as a number: "$ 5.250,50" → 5250.5. */
const spanishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return spanishNumber(await page.getByTestId('header-balance-amount').innerText());
}

async function shownBalance(page: Page): Promise<number> {
  await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
  return headerBalance(page);
}

describe('reward centre journeys', () => {
  it('the demo player claims a waiting reward and spins the lucky draw once (phone, Spanish)', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: { width: 390, height: 844 } });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    const start = await shownBalance(page);

    // The member centre shows the unread rewards on the reward centre's entry.
    await page.goto(journey.server.url + '/member/transactionHistory');
    const entry = page.getByTestId('member-nav-rewardCenter');
    await expect.poll(async () => (await entry.locator('.badge').count()) > 0).toBe(true);
    expect(await entry.locator('.badge').innerText()).toBe('2');

    // Opening the page marks them seen: the badge goes.
    await entry.click();
    await page.getByTestId('reward-list-PENDING').waitFor();
    await expect.poll(() => entry.locator('.badge').count()).toBe(0);
    expect(await page.getByTestId('reward-tabs').innerText()).toContain('Sorteo de la suerte');
    const cards = page.getByTestId('reward-card');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByTestId('reward-pending-amount').innerText()).toContain('103,00');
    await screenshot(page, 'reward-center-es');

    // Claim the first one: its amount lands in the balance, one reward is left.
    const first = cards.first();
    const amount = spanishNumber(await first.getByTestId('reward-amount').innerText());
    expect(amount).toBeGreaterThan(0);
    await first.getByTestId('reward-claim').click();
    await expect.poll(() => page.getByTestId('reward-notice').innerText()).toContain('Recompensa reclamada');
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start + amount, 2);

    // The history has the claimed reward and the seeded one.
    await page.getByTestId('reward-tabs-history').click();
    await page.getByTestId('reward-list-HISTORY').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="reward-card"][data-status="CLAIMED"]').count())
      .toBe(2);

    // The lucky draw: one spin, a prize shown, one draw fewer.
    await page.getByTestId('reward-tabs-raffle').click();
    const raffle = page.getByTestId('raffle-card').first();
    await raffle.waitFor();
    const draws = Number(await raffle.getByTestId('raffle-draws').innerText());
    expect(draws).toBeGreaterThan(0);
    await screenshot(page, 'lucky-draw-es');
    const before = await headerBalance(page);
    await raffle.getByTestId('raffle-spin').click();
    const result = raffle.getByTestId('raffle-result');
    await result.waitFor({ timeout: 15_000 });
    const text = await result.innerText();
    expect(text).toMatch(/Felicidades|Sin premio/);
    await expect
      .poll(async () => Number(await raffle.getByTestId('raffle-draws').innerText()))
      .toBe(draws - 1);
    if ((await result.getAttribute('data-won')) === 'true') {
      const prize = spanishNumber(text.slice(text.lastIndexOf(':')));
      await expect.poll(() => headerBalance(page)).toBeCloseTo(before + prize, 2);
    }
    await screenshot(page, 'lucky-draw-result-es');
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
