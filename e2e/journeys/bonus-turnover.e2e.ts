import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { startSandboxDeposit } from '../support/deposit';
import { logIn } from '../support/session';

// Every sandbox spin wins twice the stake, so the journey knows what the balance must become.
const journey = journeySetup({ SANDBOX_VENDOR_OUTCOME: 'win' });

/** "$ 5.250,00" (es) → 5250. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return amountOf(await page.getByTestId('header-balance-amount').innerText());
}

async function bonusRow(page: Page) {
  await page.goto(journey.server.url + '/member/bonusDetails');
  const row = page.getByTestId('bonus-row').filter({ hasText: 'Bono de bienvenida' });
  await row.waitFor();
  return row;
}

describe('a first-deposit bonus and its turnover', () => {
  it('a player joins the welcome bonus, deposits, is refused a withdrawal until the turnover is played, then withdraws', async () => {
    // The one refusal the journey provokes: the withdrawal before the turnover is met.
    const { page, problems } = await openPage(
      journey.browser,
      {},
      (status, url) => status === 409 && url.endsWith('/wps/cashier/withdraw'),
    );
    // demo_team3 has never deposited: the welcome bonus is open to him.
    await logIn(page, journey.server.url, 'demo_team3', 'demo2026');
    await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
    const start = await headerBalance(page);

    // Join the 100 % first-deposit bonus (minimum deposit 100, 10× the bonus as turnover).
    await page.goto(journey.server.url + '/promotions');
    const card = page.getByTestId('promotion-card').filter({ hasText: 'Bono de bienvenida' });
    await card.waitFor();
    expect(await card.getByTestId('promotion-card-action').innerText()).toBe('Unirse');
    await card.getByTestId('promotion-card-action').click();
    await expect.poll(() => card.getByTestId('promotion-card-state').innerText()).not.toBe('Disponible');
    await screenshot(page, 'bonus-journey-joined-es');

    // Deposit 100.00 through the sandbox gateway: the deposit and the 100.00 bonus land together.
    await startSandboxDeposit(page, journey.server.url, '100');
    await page.locator('button.pay').click();
    await page.waitForURL(/\/member\/depositv2/);
    await expect.poll(() => page.getByTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(start + 200);

    // bonusDetails: 100.00 owing 1,000.00 of valid bet.
    let row = await bonusRow(page);
    expect(await row.getAttribute('data-status')).toBe('ACTIVE');
    expect(Number(await row.getAttribute('data-left'))).toBe(1000);
    await screenshot(page, 'bonus-journey-details-es');

    // A withdrawal is refused with the turnover left, and nothing is held.
    await page.goto(journey.server.url + '/member/withdraw');
    await page.getByTestId('withdraw-bonus-turnover').waitFor();
    await page.getByTestId('payee-bank').fill('BBVA México');
    await page.getByTestId('payee-name').fill('Tercero Demo');
    await page.getByTestId('payee-number').fill('012180009876543210');
    await page.getByTestId('payee-password').fill('123456');
    await page.getByTestId('payee-submit').click();
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('123456');
    await page.getByTestId('withdraw-submit').click();
    const refusal = page.getByTestId('withdraw-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('$\u00a01.000,00');
    await screenshot(page, 'bonus-journey-withdraw-refused-es');
    expect(await headerBalance(page)).toBe(start + 200);

    // Ten spins of 100.00 on a slot (weight 100 %) meet the 1,000.00; each wins 200.00.
    await page.goto(journey.server.url + '/rng?vassalage=PG');
    await page.getByTestId('game-card-PG-RNG001-play').click();
    const game = page.frameLocator('[data-testid="game-frame-iframe"]');
    await game.locator('#spin').waitFor();
    await game.locator('#stake').selectOption('100');
    for (let spin = 1; spin <= 10; spin += 1) {
      await game.locator('#spin').click();
      await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(start + 200 + 100 * spin);
    }
    await page.getByTestId('game-frame-close').click();

    row = await bonusRow(page);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('COMPLETED');
    await screenshot(page, 'bonus-journey-completed-es');

    // Now the withdrawal goes through and holds the amount.
    const before = await headerBalance(page);
    await page.goto(journey.server.url + '/member/withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('123456');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-requested').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(before - 150);
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
