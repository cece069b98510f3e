import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { allTexts } from '../support/locales';
import { logIn } from '../support/session';

// Every sandbox spin wins twice the stake: the round settles, and its valid bet earns points and rebate.
const journey = journeySetup({ SANDBOX_VENDOR_OUTCOME: 'win' });

const PAYMENT_PASSWORD = '123456';
const PHONE = { width: 390, height: 844 };

/** A Spanish amount or count as a number: "$ 5.250,50" → 5250.5, "1.250 puntos" → 1250. */
const spanishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return spanishNumber(await page.getByTestId('header-balance-amount').innerText());
}

async function shownBalance(page: Page): Promise<number> {
  await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
  return headerBalance(page);
}

/** The points the mall's header card shows (its `data-points`), once loaded. */
async function shownPoints(page: Page): Promise<number> {
  const card = page.getByTestId('points-balance');
  await expect.poll(async () => (await card.getAttribute('data-points')) ?? '').toMatch(/^\d+$/);
  return Number(await card.getAttribute('data-points'));
}

/** The valid bet counted toward the next VIP level ("$ 2.500,00 de $ 10.000,00" → 2500). */
async function vipValidBet(page: Page): Promise<number> {
  const text = await page.getByTestId('vip-progress-bet-text').innerText();
  return spanishNumber(text.split(' de ')[0] ?? '');
}

/**
 * Texts only the English file has (the longest fixed piece of each loyalty text, two words or more):
 * none may show on a Spanish page, nor may a raw `loyalty.` key.
 */
const ENGLISH_ONLY = (() => {
  const spanish = [...allTexts('es').values()].join('\n');
  return [...allTexts('en').entries()]
    .filter(([key]) => key.startsWith('loyalty.'))
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
  expect(shown).not.toMatch(/loyalty\.[a-zA-Z]/);
  expect(shown).not.toMatch(/\{\{\s*\w+\s*\}\}/);
}

/** Nothing is wider than the screen (a phone at 390 px scrolls only down). */
async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** A screenshot of the whole page (the artifacts show every part of the loyalty screens). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: await screenshot(page, name), fullPage: true });
}

async function setWhitelabel(flags: Record<string, boolean>): Promise<void> {
  const current = (await (await journey.server.admin('GET', '/admin-api/system/brand')).json()) as {
    value: { whitelabel: Record<string, boolean> };
  };
  if (Object.entries(flags).every(([flag, on]) => current.value.whitelabel[flag] === on)) return;
  const brand = { ...current.value, whitelabel: { ...current.value.whitelabel, ...flags } };
  const reply = await journey.server.admin('PUT', '/admin-api/system/brand', brand);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

/** Plays `spins` rounds of the sandbox slot at `stake`, each a win of twice the stake, and closes the game. */
async function playSlot(page: Page, spins: number, stake: number): Promise<void> {
  await page.goto(journey.server.url + '/rng?vassalage=PG');
  await page.getByTestId('game-card-PG-RNG001-play').click();
  await page.getByTestId('game-frame').waitFor();
  const game = page.frameLocator('[data-testid="game-frame-iframe"]');
  await game.locator('#spin').waitFor();
  await game.locator('#stake').selectOption(String(stake));
  for (let spin = 1; spin <= spins; spin += 1) {
    const before = await headerBalance(page);
    await game.locator('#spin').click();
    // Bet `stake`, win twice: the header follows the signed wallet callbacks.
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeCloseTo(before + stake, 2);
  }
  await page.getByTestId('game-frame-close').click();
  await expect.poll(() => page.getByTestId('game-frame').count()).toBe(0);
}

describe('loyalty journeys', () => {
  it('the demo player plays and sees points and VIP progress grow, redeems a cash reward and converts points (phone, Spanish)', async () => {
    await setWhitelabel({ PTSYS3: true, VIP3: true });
    const { page, problems } = await openPage(journey.browser, { viewport: PHONE });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');

    // The VIP page: the level, and the progress to the next one before playing.
    await page.goto(journey.server.url + '/member/vip');
    await page.getByTestId('vip-page').waitFor();
    expect(await page.getByTestId('vip-level').innerText()).toMatch(/VIP \d/);
    expect(await page.locator('[data-testid^="vip-level-row-"][aria-current="true"]').count()).toBe(1);
    const vipBefore = await vipValidBet(page);
    await expectSpanishOnly(page);
    await expectNoOverflow(page);
    await shoot(page, 'vip-es');

    await page.goto(journey.server.url + '/pointMall');
    await page.getByTestId('point-mall-page').waitFor();
    const pointsBefore = await shownPoints(page);
    await page.getByTestId('points-rates').waitFor();
    await expectSpanishOnly(page);
    await expectNoOverflow(page);
    await shoot(page, 'point-mall-es');

    // Play: 3 rounds of 100 settle; their valid bet earns slot points (1 point per 10 at least once multiplied).
    await playSlot(page, 3, 100);
    await page.goto(journey.server.url + '/pointMall');
    await expect
      .poll(
        async () => {
          await page.reload();
          return shownPoints(page);
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(pointsBefore);

    // The VIP progress counted the rounds.
    await page.goto(journey.server.url + '/member/vip');
    await page.getByTestId('vip-page').waitFor();
    await expect.poll(() => vipValidBet(page)).toBeGreaterThanOrEqual(vipBefore + 300);
    await screenshot(page, 'vip-after-play-es');

    // Redeem the cheapest cash reward the player can afford, behind the payment password.
    await page.goto(journey.server.url + '/pointMall');
    const points = await shownPoints(page);
    const cash = page.locator('[data-testid="point-reward"][data-kind="CASH"]');
    await expect.poll(() => cash.count()).toBeGreaterThan(0);
    let chosen = -1;
    let price = Number.POSITIVE_INFINITY;
    for (let index = 0; index < (await cash.count()); index += 1) {
      const card = cash.nth(index);
      const cost = spanishNumber(await card.getByTestId('point-reward-price').innerText());
      if (cost < price && (await card.getByTestId('point-reward-redeem').isEnabled())) {
        chosen = index;
        price = cost;
      }
    }
    expect(chosen, `no cash reward within ${points} points`).toBeGreaterThanOrEqual(0);
    const reward = cash.nth(chosen);
    const paid = spanishNumber(await reward.getByTestId('point-reward-cash').innerText());
    const balanceBefore = await shownBalance(page);
    await reward.getByTestId('point-reward-redeem').click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('redeem-delivery').count()).toBe(0);
    await dialog.getByTestId('redeem-password').fill(PAYMENT_PASSWORD);
    await screenshot(page, 'point-mall-redeem-es');
    await dialog.getByTestId('redeem-submit').click();
    await expect.poll(() => page.getByTestId('point-mall-notice').innerText()).toContain('Canjeó');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(balanceBefore + paid, 2);
    await expect.poll(() => shownPoints(page)).toBe(points - price);

    // The redeem history shows it, done.
    await page.getByTestId('point-mall-tabs-history').click();
    const spent = page.locator('[data-testid^="point-record-"][data-testid$="-type"]').first();
    await spent.waitFor();
    expect(await spent.innerText()).toContain('Canje');
    const row = page.locator('[data-testid="point-records-spend"] tbody tr').first();
    expect(await row.innerText()).toContain('Completado');
    const pointsCell = row.locator('[data-testid$="-points"]');
    expect(await pointsCell.innerText()).toMatch(/^−/);
    expect(spanishNumber(await pointsCell.innerText())).toBe(price);
    await expectNoOverflow(page);
    await screenshot(page, 'point-mall-history-es');

    // Convert the fewest points the rate allows: the box shows what they give, the balance grows by it.
    await page.getByTestId('point-mall-tabs-mall').click();
    const left = await shownPoints(page);
    const box = page.getByTestId('convert-box');
    const minimum = spanishNumber((await box.getByTestId('convert-rate').innerText()).split('·')[1] ?? '');
    expect(left, 'points left to convert').toBeGreaterThanOrEqual(minimum);
    await box.getByTestId('convert-points').fill(String(minimum));
    const gives = spanishNumber(await box.getByTestId('convert-amount').innerText());
    expect(gives).toBeGreaterThan(0);
    await box.getByTestId('convert-password').fill(PAYMENT_PASSWORD);
    const beforeConvert = await headerBalance(page);
    await box.getByTestId('convert-submit').click();
    await expect.poll(() => box.getByTestId('convert-done').innerText()).toContain('Convirtió');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(beforeConvert + gives, 2);
    await expect.poll(() => shownPoints(page)).toBe(left - minimum);
    await expectNoOverflow(page);
    await screenshot(page, 'point-mall-converted-es');

    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('the demo player claims the manual rebate: the amount lands in the balance and nothing is left (desktop)', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.goto(journey.server.url + '/member/manualRebate');
    await page.getByTestId('manual-rebate-page').waitFor();
    const total = page.getByTestId('rebate-total');
    // Today's rounds (the demo's and the journey's) are not rebated yet.
    await expect.poll(async () => Number(await total.getAttribute('data-amount'))).toBeGreaterThan(0);
    const owed = Number(await total.getAttribute('data-amount'));
    await expectSpanishOnly(page);
    await shoot(page, 'manual-rebate-es');

    const before = await shownBalance(page);
    await page.getByTestId('rebate-claim').click();
    await expect.poll(() => page.getByTestId('rebate-notice').innerText()).toContain('Reclamó');
    const claimed = spanishNumber(
      (await page.getByTestId('rebate-notice').innerText()).split(' de ')[0] ?? '',
    );
    expect(claimed).toBeCloseTo(owed, 2);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + owed, 2);
    await expect.poll(async () => Number(await total.getAttribute('data-amount'))).toBe(0);
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    expect(await page.getByTestId('rebate-blocked').innerText()).toContain('No tiene reembolso pendiente');
    expect(await page.getByTestId('rebate-history').innerText()).toContain('Manual');
    await screenshot(page, 'manual-rebate-claimed-es');

    // At desktop width the mall and the VIP benefits table, with the member's level highlighted.
    await page.goto(journey.server.url + '/pointMall');
    await shownPoints(page);
    await page.locator('[data-testid="point-reward"]').first().waitFor();
    await expectSpanishOnly(page);
    await shoot(page, 'point-mall-desktop-es');
    await page.goto(journey.server.url + '/member/vip');
    await page.locator('[data-testid^="vip-level-row-"][aria-current="true"]').waitFor();
    await expectSpanishOnly(page);
    await shoot(page, 'vip-desktop-es');

    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
