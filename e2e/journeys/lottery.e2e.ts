import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { allTexts } from '../support/locales';
import { logIn } from '../support/session';

// The started server runs the draw job every second: the fast Vietnamese game (VNFAST) draws every minute.
const journey = journeySetup();

const PHONE = { width: 390, height: 844 };
/** A fast draw closes and draws within a minute; its settlement follows within seconds. */
const DRAW_WAIT_MS = 100_000;

/** A Spanish amount or count as a number: "$ 5.250,50" → 5250.5. */
const spanishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return spanishNumber(await page.getByTestId('header-balance-amount').innerText());
}

async function shownBalance(page: Page): Promise<number> {
  await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
  return headerBalance(page);
}

/** A whole-page screenshot (the artifacts show every part of the hall). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: await screenshot(page, name), fullPage: true });
}

/** Texts only the English file has (lottery texts, two words or more): none may show on a Spanish page. */
const ENGLISH_ONLY = (() => {
  const spanish = [...allTexts('es').values()].join('\n');
  return [...allTexts('en').entries()]
    .filter(([key]) => key.startsWith('lottery.'))
    .map(
      ([, value]) =>
        value
          .split(/\{\{[^}]*\}\}/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0] ?? '',
    )
    .filter((piece) => piece.length >= 10 && piece.includes(' ') && !spanish.includes(piece));
})();

async function expectSpanishOnly(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.spinner').count()).toBe(0);
  const shown = await page.evaluate(() => document.body.innerText);
  expect(ENGLISH_ONLY.filter((phrase) => shown.includes(phrase))).toEqual([]);
  expect(shown).not.toMatch(/lottery\.[a-zA-Z]/);
  expect(shown).not.toMatch(/\{\{\s*\w+\s*\}\}/);
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Buys what the slip holds: the confirm dialog names the draw and the cost, the notice says it is done. */
async function buy(page: Page, numero: string, count: number): Promise<void> {
  await page.getByTestId('lottery-slip-submit').click();
  const dialog = page.getByTestId('lottery-confirm');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(`Sorteo ${numero}`);
  await dialog.getByTestId('lottery-confirm-confirm').click();
  await expect
    .poll(() => page.getByTestId('lottery-slip-notice').innerText())
    .toContain(`Compró ${count} ${count === 1 ? 'boleto' : 'boletos'} del sorteo ${numero}`);
}

describe('lottery journeys', () => {
  it('a player buys a lô on every number and a xiên 2 on the fast draw, watches it close and draw, is paid, and verifies it (phone, Spanish)', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: PHONE });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.goto(journey.server.url + '/vnLottery?gameCode=VNFAST');
    await page.getByTestId('lottery-slip').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Vietnam Rápida 1 min');

    // A draw with time enough left for both tickets (a draw closes every minute).
    const countdown = page.getByTestId('lottery-countdown');
    await expect
      .poll(async () => Number(await countdown.getAttribute('data-seconds')), { timeout: 70_000 })
      .toBeGreaterThanOrEqual(25);
    const numero = await page.getByTestId('lottery-numero').innerText();
    expect(numero).toMatch(/^\d{8}-\d{4}$/);
    expect(await countdown.innerText()).toMatch(/^00:[0-5]\d$/);
    expect(await page.getByTestId('lottery-seed-hash').innerText()).toMatch(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
    const unitPrice = spanishNumber(await page.getByTestId('lottery-slip-unit-price').innerText());
    const before = await shownBalance(page);
    await expectSpanishOnly(page);
    await expectNoOverflow(page);

    // Lô 2 số on all 100 numbers: 100 tickets × 1 unit × 27 × the unit price.
    await page.getByTestId('lottery-quick-all').click();
    expect(await page.getByTestId('lottery-slip-tickets').innerText()).toBe('100');
    expect(await page.getByTestId('lottery-slip-multiplier').innerText()).toBe('×27');
    const loCost = spanishNumber(await page.getByTestId('lottery-slip-cost').innerText());
    expect(loCost).toBeCloseTo(100 * 27 * unitPrice, 2);
    expect(spanishNumber(await page.getByTestId('lottery-slip-win').innerText())).toBeCloseTo(
      99.6 * unitPrice,
      2,
    );
    await shoot(page, 'lottery-slip-lo-es');
    await buy(page, numero, 100);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - loCost, 2);

    // Xiên 2 on 12 and 34: one ticket of 1 unit.
    await page.getByTestId('lottery-bet-group-xien').click();
    await page.getByTestId('lottery-pick-12').click();
    await page.getByTestId('lottery-pick-34').click();
    expect(await page.getByTestId('lottery-slip-tickets').innerText()).toBe('1');
    const xienCost = spanishNumber(await page.getByTestId('lottery-slip-cost').innerText());
    expect(xienCost).toBeCloseTo(unitPrice, 2);
    await buy(page, numero, 1);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - loCost - xienCost, 2);
    expect(await page.locator('[data-testid^="lottery-ticket-status-"]').first().innerText()).toBe(
      'Pendiente',
    );
    await shoot(page, 'lottery-bought-es');

    // The draw closes ("Cerrado, sorteando…"), is drawn, and its result shows on the board.
    await expect
      .poll(() => page.getByTestId('lottery-latest-numero').innerText(), { timeout: DRAW_WAIT_MS })
      .toContain(numero);
    const drawn = await page.getByTestId('lottery-latest').locator('.lottery-vn__number').allInnerTexts();
    expect(drawn).toHaveLength(27);
    const endings = new Set(drawn.map((value) => value.trim().slice(-2)));

    // Every one of the 27 numbers pays one lô ticket once: 27 × 99.6 × the unit price in all; the xiên
    // pays 30 × the unit price when both 12 and 34 came out.
    const loWin = Math.floor(27 * 99.6 * unitPrice * 100) / 100;
    const xienWin = endings.has('12') && endings.has('34') ? 30 * unitPrice : 0;
    await expect
      .poll(() => headerBalance(page), { timeout: 40_000 })
      .toBeCloseTo(before - loCost - xienCost + loWin + xienWin, 2);
    // My tickets: the winning ones, each with its win; none left pending.
    await page.getByTestId('lottery-tickets-filter-WON').click();
    // The filtered list replaces the whole list: wait until every ticket shown is a won one.
    const statuses = page.locator('[data-testid^="lottery-ticket-status-"]');
    await expect
      .poll(async () => {
        const shown = await statuses.allInnerTexts();
        return shown.length > 0 && shown.every((status) => status.trim() === 'Ganado');
      })
      .toBe(true);
    const wins = await page.locator('[data-testid^="lottery-ticket-"][data-testid$="-win"]').allInnerTexts();
    // A lô pays 99.6 per occurrence, the xiên 30: every won ticket shows at least the smaller.
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.every((win) => spanishNumber(win) >= 30 * unitPrice)).toBe(true);
    await shoot(page, 'lottery-won-es');
    await page.getByTestId('lottery-tickets-filter-PENDING').click();
    await page.getByTestId('lottery-tickets-empty').waitFor();
    await page.getByTestId('lottery-tickets-filter-ALL').click();
    await expectSpanishOnly(page);
    await expectNoOverflow(page);
    await shoot(page, 'lottery-drawn-es');

    // The betting record lists the lottery bets.
    await page.goto(journey.server.url + '/member/personalHistoryCopy');
    const table = page.getByTestId('bets-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    // A ticket is a bet record of its vassalage: round `VNFAST:<numero>`, the game's name, settled.
    const ours = rows.filter((row) => row.includes(`VNFAST:${numero}`));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((row) => row.includes('Vietnam Rápida 1 min') && row.includes('Liquidada'))).toBe(true);
    await table.locator('tbody tr').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'lottery-betting-record-es');

    // The draw verifies from its published seed.
    await page.goto(journey.server.url + '/vnLottery?gameCode=VNFAST');
    await page.getByTestId('lottery-tabs-results').click();
    const row = page.locator(`[data-testid^="lottery-result-"][data-numero="${numero}"]`);
    await row.locator('[data-testid^="lottery-verify-"]').click();
    await page.getByTestId('lottery-verify-page').waitFor();
    await expect
      .poll(() => page.getByTestId('lottery-verify-hash-status').getAttribute('data-match'), {
        timeout: 15_000,
      })
      .toBe('true');
    expect(await page.getByTestId('lottery-verify-result-status').getAttribute('data-match')).toBe('true');
    expect(await page.getByTestId('lottery-verify-hash-status').innerText()).toContain('✓ coincide');
    await expectSpanishOnly(page);
    await expectNoOverflow(page);
    await shoot(page, 'lottery-verify-es');

    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  }, 240_000);
});
