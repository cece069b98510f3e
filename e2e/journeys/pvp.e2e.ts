import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { logIn } from '../support/session';

// PVP Niu-Niu (issue 18): two players in two browsers sit at the same table, play a hand to the end, and
// both see the result in their header balance and their betting record. The moves are played by hand, so
// only the start countdown and the result wait on the clock.
const journey = journeySetup({
  PVP_TIMINGS_MS: 'starting=1500,bidding=30000,staking=30000,showing=30000,result=20000',
});

const PHONE = { width: 390, height: 844 };
const ROOM = 'TA-INHOUSE007-novatos';

/** A Spanish amount as a number: "$ 5.250,50" → 5250.5. */
const spanishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const cents = (amount: number) => Math.round(amount * 100);

async function headerBalance(page: Page): Promise<number> {
  return spanishNumber(await page.getByTestId('header-balance-amount').innerText());
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: await screenshot(page, name), fullPage: true });
}

/** From the PVP list, Niu-Niu, the room chooser, "Entrar" on Sala Novatos: the table page. */
async function sitAtTable(page: Page): Promise<void> {
  await page.goto(journey.server.url + '/pvp');
  await page.getByTestId('game-card-TA-INHOUSE007-play').click();
  const room = page.getByTestId(`room-${ROOM}`);
  await room.waitFor();
  await room.getByRole('button', { name: 'Entrar: Sala Novatos' }).click();
  await page.waitForURL(new RegExp(`/pvpTable/${ROOM}$`));
  await page.getByTestId('pvp-seat-mine').waitFor();
}

const phaseOf = (page: Page) => page.getByTestId('pvp-phase').getAttribute('data-phase');

async function waitForPhase(page: Page, phase: string): Promise<void> {
  await expect.poll(() => phaseOf(page), { timeout: 20_000 }).toBe(phase);
}

/** The member's own net of the hand, as the table shows it at RESULT. */
async function myNet(page: Page): Promise<number> {
  const net = page.getByTestId('pvp-seat-mine').getByTestId('pvp-seat-net');
  return Number(await net.getAttribute('data-net'));
}

describe('PVP journeys', () => {
  it('two players sit at a Niu-Niu table in two browsers and play a hand to the end (phone, Spanish)', async () => {
    const ana = await openPage(journey.browser, { viewport: PHONE });
    const bruno = await openPage(journey.browser, { viewport: PHONE });
    await logIn(ana.page, journey.server.url, 'demo_player', 'demo2026');
    await logIn(bruno.page, journey.server.url, 'demo_downline', 'demo2026');

    await sitAtTable(ana.page);
    await sitAtTable(bruno.page);
    // Each sees the other seated.
    for (const { page } of [ana, bruno]) {
      await expect.poll(() => page.locator('[data-testid^="pvp-seat-"][data-seat]').count()).toBe(2);
    }
    const before = {
      ana: cents(await headerBalance(ana.page)),
      bruno: cents(await headerBalance(bruno.page)),
    };
    expect(before.ana).toBeGreaterThan(0);
    expect(before.bruno).toBeGreaterThan(0);

    await ana.page.getByTestId('pvp-ready').click();
    await ana.page.getByTestId('pvp-waiting-others').waitFor();
    await bruno.page.getByTestId('pvp-ready').click();

    // Bidding: four cards face up and one face down; Ana bids ×1 for the bank, Bruno does not bid.
    await waitForPhase(ana.page, 'BIDDING');
    await waitForPhase(bruno.page, 'BIDDING');
    const anaSeat = ana.page.getByTestId('pvp-seat-mine');
    expect(await anaSeat.getByTestId('pvp-card').count()).toBe(4);
    expect(await anaSeat.getByTestId('pvp-card-back').count()).toBe(1);
    expect(await ana.page.getByTestId('pvp-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await shoot(ana.page, 'pvp-bidding-es');
    await ana.page.getByTestId('pvp-bid-1').click();
    await bruno.page.getByTestId('pvp-bid-0').click();

    // Ana banks at ×1; Bruno stakes once the base bet.
    await waitForPhase(bruno.page, 'STAKING');
    await expect.poll(() => ana.page.getByTestId('pvp-seat-mine').getByTestId('pvp-banker').count()).toBe(1);
    await bruno.page.getByTestId('pvp-stake-1').click();

    // Both show their five cards.
    for (const { page } of [ana, bruno]) {
      await waitForPhase(page, 'SHOWING');
      await page.getByTestId('pvp-show').click();
    }
    await waitForPhase(ana.page, 'RESULT');
    await waitForPhase(bruno.page, 'RESULT');
    for (const { page } of [ana, bruno]) {
      expect(await page.getByTestId('pvp-seat-rank').count()).toBe(2);
      expect(await page.getByTestId('pvp-server-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    }

    // One wins what the other loses, less the 5 % rake on the winnings.
    const net = { ana: cents(await myNet(ana.page)), bruno: cents(await myNet(bruno.page)) };
    expect(Math.sign(net.ana)).toBe(-Math.sign(net.bruno));
    const lost = Math.abs(Math.min(net.ana, net.bruno));
    expect(Math.max(net.ana, net.bruno)).toBe(lost - Math.floor((lost * 500) / 10_000));
    // Each sees the other's net the same.
    const brunoSeatOnAna = ana.page.locator(
      '[data-testid^="pvp-seat-"][data-seat]:not([data-testid="pvp-seat-mine"])',
    );
    expect(cents(Number(await brunoSeatOnAna.getByTestId('pvp-seat-net').getAttribute('data-net')))).toBe(
      net.bruno,
    );
    await ana.page.getByTestId('pvp-my-result').waitFor();
    await shoot(ana.page, 'pvp-result-es');
    await shoot(bruno.page, 'pvp-result-other-es');

    // Both header balances show the result.
    await expect
      .poll(async () => cents(await headerBalance(ana.page)), { timeout: 15_000 })
      .toBe(before.ana + net.ana);
    await expect
      .poll(async () => cents(await headerBalance(bruno.page)), { timeout: 15_000 })
      .toBe(before.bruno + net.bruno);

    // And both betting records list the hand.
    for (const { page } of [ana, bruno]) {
      await page.goto(journey.server.url + '/member/personalHistoryCopy');
      const table = page.getByTestId('bets-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').first().innerText()).toMatch(/Niu-Niu/);
    }
    await shoot(bruno.page, 'pvp-betting-record-es');

    expect(ana.problems).toEqual([]);
    expect(bruno.problems).toEqual([]);
    await ana.page.context().close();
    await bruno.page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  }, 150_000);
});
