import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECALL_ROUNDS } from '@platform/contracts/house-games';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { logIn } from '../support/session';

// The in-house games of vendor TA (issue 17): a slot spin with a line win, a mines round cashed out, and a
// round verified in the browser after the seed pair is rotated.
const journey = journeySetup();

const PHONE = { width: 390, height: 844 };

/** A Spanish amount as a number: "$ 5.250,50" → 5250.5. */
const spanishNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function headerBalance(page: Page): Promise<number> {
  return spanishNumber(await page.getByTestId('header-balance-amount').innerText());
}

type RecallRound = {
  id: string;
  stake: number;
  win: number;
  status: string;
  balanceBefore: number;
  balanceAfter: number | null;
};

/** The member's last rounds of a game, as game recall answers them (the page's own session). */
async function recall(page: Page, gameCode: string): Promise<RecallRound[]> {
  return page.evaluate(async (code) => {
    const reply = await fetch(`/wps/house/rounds?gameCode=${code}`, {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` },
    });
    return ((await reply.json()) as { value: { rounds: RecallRound[] } }).value.rounds;
  }, gameCode);
}

const cents = (amount: number) => Math.round(amount * 100);

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: await screenshot(page, name), fullPage: true });
}

describe('in-house games journeys', () => {
  it('a player opens the TA slot from the in-house list, spins until a line win, plays mines and cashes out, and verifies the round (phone, Spanish)', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: PHONE });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');

    // The in-house list (spec §2 /rng?vassalage=INHOUSE) opens the slot at the site's own page.
    await page.goto(journey.server.url + '/rng?vassalage=INHOUSE');
    await page.getByTestId('game-card-TA-INHOUSE005-play').click();
    await page.waitForURL(/\/house\/INHOUSE005$/);
    await page.getByTestId('slot-game').waitFor();
    await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
    const start = cents(await headerBalance(page));

    // Spin (1,00 a spin) until a line pays; about a third of the spins win something. A spin that wins free
    // spins swaps the spin button for the free-spin button until they are played, so the slot's state is
    // read without waiting for either button (Playwright's isEnabled waits for its element to exist).
    const spin = page.getByTestId('slot-spin');
    const freeSpin = page.getByTestId('slot-free-spin');
    const slotState = async (): Promise<'spin' | 'free' | 'busy'> => {
      for (const [button, state] of [
        [freeSpin, 'free'],
        [spin, 'spin'],
      ] as const) {
        if (!(await button.isVisible())) continue;
        return (await button.isEnabled({ timeout: 1000 }).catch(() => false)) ? state : 'busy';
      }
      return 'busy';
    };
    let lineWins = 0;
    let spinsPlayed = 0;
    for (let spins = 0; spins < 60 && lineWins === 0; spins += 1) {
      await expect.poll(slotState, { timeout: 15_000 }).toBe('spin');
      await spin.click({ timeout: 10_000 });
      spinsPlayed += 1;
      await expect.poll(slotState, { timeout: 15_000 }).not.toBe('busy');
      // Free spins won on the way are played to their end (the round pays once, at the end).
      while ((await slotState()) === 'free') {
        await freeSpin.click({ timeout: 10_000 });
        await expect.poll(slotState, { timeout: 15_000 }).not.toBe('busy');
      }
      lineWins = await page.getByTestId('slot-line-win').count();
    }
    expect(lineWins).toBeGreaterThan(0);
    expect(spanishNumber(await page.getByTestId('slot-win').innerText())).toBeGreaterThan(0);
    await shoot(page, 'house-slot-win');

    // Game recall lists the last 10 rounds, newest first, each taking its stake from the balance the one
    // before left and adding its win; the header shows what the newest left. When every spin is listed
    // (a line win within 10 spins), the oldest starts from the balance the page opened with. A longer run
    // leaves the first spins out of recall, so the start cannot be checked against it then.
    const slotRounds = await recall(page, 'INHOUSE005');
    expect(slotRounds).toHaveLength(Math.min(spinsPlayed, RECALL_ROUNDS));
    expect(slotRounds.every((round) => round.status === 'SETTLED')).toBe(true);
    slotRounds.forEach((round, index) => {
      expect(cents(round.balanceAfter ?? 0)).toBe(
        cents(round.balanceBefore) - cents(round.stake) + cents(round.win),
      );
      const older = slotRounds[index + 1];
      if (older) expect(cents(round.balanceBefore)).toBe(cents(older.balanceAfter ?? 0));
    });
    if (spinsPlayed <= RECALL_ROUNDS) expect(cents(slotRounds.at(-1)!.balanceBefore)).toBe(start);
    await expect
      .poll(async () => cents(await headerBalance(page)))
      .toBe(cents(slotRounds[0]!.balanceAfter ?? 0));

    // Mines with one mine: reveal until a safe tile shows, then cash out (a mine on the first pick starts over).
    await page.goto(journey.server.url + '/house/INHOUSE003');
    await page.getByTestId('mines-game').waitFor();
    await page.getByTestId('mines-count').selectOption('1');
    let cashedOut = false;
    for (let tries = 0; tries < 10 && !cashedOut; tries += 1) {
      await page.getByTestId('mines-start').click();
      await page.getByTestId('mines-cashout').waitFor();
      await page.getByTestId('mines-cell-12').click();
      const next = await Promise.race([
        page
          .getByTestId('mines-cashout-value')
          .waitFor()
          .then(() => 'safe' as const),
        page
          .getByTestId('mines-result')
          .waitFor()
          .then(() => 'mine' as const),
      ]);
      if (next === 'mine') continue;
      await page.getByTestId('mines-cashout').click();
      await page.getByTestId('mines-result').waitFor();
      cashedOut = true;
    }
    expect(cashedOut).toBe(true);
    const [minesRound] = await recall(page, 'INHOUSE003');
    expect(minesRound!.status).toBe('SETTLED');
    // One mine of 25, one safe pick: 0,99 × 25/24 = 1,03125 → 1,03× on the 1,00 stake.
    expect(minesRound!.win).toBeGreaterThan(1);
    await expect
      .poll(async () => cents(await headerBalance(page)))
      .toBe(cents(minesRound!.balanceAfter ?? 0));
    await shoot(page, 'house-mines-cashed-out');

    // Rotate the seed pair (reveals the server seed), then verify the mines round from game recall.
    await page.getByRole('tab', { name: 'Juego justo' }).click();
    await page.getByTestId('house-fairness-rotate').click();
    await page.getByTestId('house-fairness-confirm-confirm').click();
    await page.getByTestId('house-fairness-done').waitFor();
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.getByTestId('house-recall-round').first().getByRole('button').first().click();
    await page.getByRole('link', { name: 'Verificar' }).first().click();
    await page.waitForURL(/\/houseVerify\?roundId=/);
    const verdict = page.getByTestId('house-verify-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    const checks = page.getByTestId('house-verify-check');
    expect(await checks.count()).toBeGreaterThan(1);
    expect(await page.locator('[data-testid="house-verify-check"][data-ok="false"]').count()).toBe(0);
    await shoot(page, 'house-verify');

    expect(problems).toEqual([]);
  });
});
