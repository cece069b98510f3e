import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { startSandboxDeposit } from '../support/deposit';
import { logIn } from '../support/session';

const journey = journeySetup();

/** The header balance as a number: "$ 5.250,00" (es) → 5250. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance-amount').innerText()).replace(/[^\d,]/g, '');
  return Number(text.replace(',', '.'));
}

/** The balance once the header shows it (the demo accounts' balances include a seeded week of play). */
async function shownBalance(page: Page): Promise<number> {
  await expect
    .poll(async () => Number.isFinite(await headerBalance(page)) && (await headerBalance(page)) > 0)
    .toBe(true);
  return headerBalance(page);
}

/** 5250.5 → "5.250,50" (Spanish pages). */
const spanishAmount = (amount: number) =>
  amount.toLocaleString('es', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  } as Intl.NumberFormatOptions);

describe('cashier journeys', () => {
  it('a sandbox gateway deposit raises the balance once it is paid', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    const start = await shownBalance(page);

    await startSandboxDeposit(page, journey.server.url, '250.50');
    // The amount as the Spanish site writes it.
    expect(await page.locator('.amount').innerText()).toContain('250,50');
    await screenshot(page, 'sandbox-pay-es');
    await page.locator('button.pay').click();

    await page.waitForURL(/\/member\/depositv2/);
    await expect.poll(() => page.getByTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');
    await expect.poll(() => headerBalance(page)).toBe(start + 250.5);
    await screenshot(page, 'deposit-credited-es');

    // The account record shows the deposit with the balance after it.
    await page.goto(journey.server.url + '/member/transactionHistory');
    await page.getByTestId('record-table').waitFor();
    expect(await page.getByTestId('record-table').innerText()).toContain(spanishAmount(start + 250.5));
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('the account record reads as a player expects, at 1366 px; a signed-in member never gets the login popup', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: { width: 1366, height: 768 } });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.goto(journey.server.url + '/member/transactionHistory');
    const table = page.getByTestId('record-table');
    await table.waitFor();
    // Dates in the page language's order, whatever the browser's locale.
    expect(await page.getByTestId('record-start').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.getByTestId('record-start').getAttribute('placeholder')).toBe('dd/mm/aaaa');
    // Games by name, never by code.
    const rows = await table.innerText();
    expect(rows).toContain('Fortuna de Oro');
    expect(rows).not.toMatch(/\b(RNG|FISH|LIVE|PVP|INHOUSE)\d{3}\b/);
    // The opening balance comes first in time: the last row of the newest-first list, on its last page.
    const next = page.getByTestId('record-pager-next');
    while ((await next.count()) > 0 && (await next.isEnabled())) {
      // Each page turn starts from a settled page (a busy machine answers slowly).
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      const status = await page.getByTestId('record-pager-status').innerText();
      await next.click();
      await expect
        .poll(() => page.getByTestId('record-pager-status').innerText(), { timeout: 15_000 })
        .not.toBe(status);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    }
    const last = table.locator('tbody tr').last();
    await expect.poll(() => last.innerText()).toContain('Saldo inicial');
    // Nothing clipped: the table fits its card, the type filter shows its whole first option.
    const fits = await page.evaluate(() => {
      const wrap = document.querySelector('.table-wrap')!;
      const select = document.querySelector<HTMLSelectElement>('[data-testid="record-kind"]')!;
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.options[select.selectedIndex]!.text).width;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const filters = document.querySelector('[data-testid="record-filters"]')!;
      return {
        filters: filters.scrollWidth <= filters.clientWidth,
        table: wrap.scrollWidth <= wrap.clientWidth,
        select: text <= room,
        sizes: `filters ${filters.scrollWidth}/${filters.clientWidth}, table ${wrap.scrollWidth}/${wrap.clientWidth}, select text ${text} in ${room}`,
      };
    });
    await screenshot(page, 'account-record-1366-es');
    expect({ filters: fits.filters, table: fits.table, select: fits.select }, fits.sizes).toEqual({
      filters: true,
      table: true,
      select: true,
    });

    await page.goto(journey.server.url + '/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('login-modal').count()).toBe(0);

    // On a phone the header keeps the brand mark and a deposit button, and nothing scrolls sideways.
    // The page's pop-up handler (support/browser.ts) may close the notice first: then nothing is left to close.
    if (await page.getByTestId('notice-modal').isVisible())
      await page
        .getByTestId('notice-modal-close')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.getByTestId('header-deposit').isVisible()).toBe(true);
      expect(await page.getByTestId('header-brand').isVisible()).toBe(true);
      // The balance is shown whole, not cut with an ellipsis.
      expect(
        await page
          .getByTestId('header-balance-amount')
          .evaluate((amount) => amount.scrollWidth <= amount.clientWidth),
      ).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `header-member-phone-${width}-es`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a withdrawal is held, paid by an operator and confirmed as received by the player', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_downline', 'demo2026');
    const start = await shownBalance(page);

    await page.goto(journey.server.url + '/member/withdraw');
    // No payee account yet: the page asks for one first.
    await page.getByTestId('payee-bank').fill('BBVA México');
    await page.getByTestId('payee-name').fill('Dana Downline');
    await page.getByTestId('payee-number').fill('012180001234567890');
    await page.getByTestId('payee-password').fill('123456');
    await page.getByTestId('payee-submit').click();
    await page.getByTestId('withdraw-form').waitFor();

    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill('123456');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-requested').waitFor();
    // Held at once: no longer spendable.
    await expect.poll(() => headerBalance(page)).toBe(start - 150);

    const list = await journey.server.admin(
      'GET',
      '/admin-api/wallet/withdrawals?account=demo_downline&status=PENDING',
    );
    const [order] = ((await list.json()) as { value: { content: Array<{ orderId: string }> } }).value.content;
    expect(order).toBeDefined();
    const paid = await journey.server.admin('POST', `/admin-api/wallet/withdrawals/${order!.orderId}/pay`, {
      payoutReference: 'SPEI-E2E-1',
    });
    expect(paid.status).toBe(200);

    await page.reload();
    const row = `withdraw-order-${order!.orderId}`;
    await expect.poll(() => page.getByTestId(`${row}-status`).getAttribute('data-tone')).not.toBeNull();
    await page.getByTestId(`${row}-RECEIVED`).click();
    await page.getByTestId('confirm-withdrawal-submit').click();
    await page.getByTestId('withdraw-confirmed').waitFor();
    await expect.poll(() => page.getByTestId(`${row}-RECEIVED`).count()).toBe(0);
    await screenshot(page, 'withdrawal-received-es');
    await expect.poll(() => headerBalance(page)).toBe(start - 150);
    expect(problems).toEqual([]);
    await page.context().close();

    const after = await journey.server.admin('GET', '/admin-api/wallet/withdrawals?account=demo_downline');
    const orders = (
      (await after.json()) as { value: { content: Array<{ orderId: string; status: string }> } }
    ).value.content;
    expect(orders.find((item) => item.orderId === order!.orderId)?.status).toBe('RECEIVED');
  });
});
