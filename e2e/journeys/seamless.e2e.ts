import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { logIn } from '../support/session';

const journey = journeySetup();

/** An amount as the Spanish pages show it: "$ 5.333,00" → 5333. */
async function amountOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).innerText()).replace(/[^\d,]/g, '');
  return Number(text.replace(',', '.'));
}

describe('seamless wallet area', () => {
  it('shows the demo sub-wallet and brings it back to the main wallet in one click', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.goto(journey.server.url + '/seamless');

    // The seeded transfer-mode vendor (PT plays from the sandbox sub-wallet SBX) with its balance.
    await page.getByTestId('seamless-wallet-SBX').waitFor();
    await page.getByTestId('seamless-games-PT-RNG').waitFor();
    await page.getByTestId('seamless-vendor-PG').waitFor();
    expect(await amountOf(page, 'seamless-wallet-SBX-balance')).toBe(250);
    const start = await amountOf(page, 'seamless-main-balance');

    await page.getByTestId('seamless-recall').click();
    await page.getByTestId('seamless-recall-dialog-confirm').click();
    await expect
      .poll(() => page.getByTestId('seamless-recall-SBX').getAttribute('data-status'))
      .toBe('SUCCESS');
    await expect.poll(() => amountOf(page, 'seamless-main-balance')).toBe(start + 250);
    await expect.poll(() => amountOf(page, 'seamless-wallet-SBX-balance')).toBe(0);
    await expect.poll(() => amountOf(page, 'header-balance-amount')).toBe(start + 250);
    await screenshot(page, 'seamless-recalled-es');

    // Each vendor links to its games.
    await page.getByTestId('seamless-games-PT-RNG').click();
    await page.waitForURL(/\/rng\?vassalage=PT/);
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
