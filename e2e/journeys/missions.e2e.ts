import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { startSandboxDeposit } from '../support/deposit';
import { logIn } from '../support/session';

const journey = journeySetup();
const PHONE = { width: 390, height: 844 };

/** The header balance as a number: "$ 5.250,00" (es) → 5250. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance-amount').innerText()).replace(/[^\d,]/g, '');
  return Number(text.replace(',', '.'));
}

async function shownBalance(page: Page): Promise<number> {
  await expect
    .poll(async () => Number.isFinite(await headerBalance(page)) && (await headerBalance(page)) > 0)
    .toBe(true);
  return headerBalance(page);
}

describe('missions journeys', () => {
  it('a player completes a deposit mission through the sandbox gateway and claims it; the balance grows by the reward', async () => {
    const created = await journey.server.admin('POST', '/admin-api/promotions/missions', {
      title: { es: 'Recarga exprés', en: 'Express top-up' },
      description: { es: 'Deposite 200,00 hoy y gane un bono al instante.' },
      period: 'DAILY',
      task: 'DEPOSIT',
      target: 200,
      reward: { amount: 7.77, turnoverMultiple: 0, bonusDays: null },
      sortOrder: 0,
    });
    expect(created.status).toBe(200);
    const missionId = ((await created.json()) as { value: { id: string } }).value.id;

    const { page, problems } = await openPage(journey.browser, { viewport: PHONE });
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await shownBalance(page);

    await page.goto(journey.server.url + '/member/missionLeaderboard');
    const card = page.getByTestId(`mission-${missionId}`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('IN_PROGRESS');
    expect(await card.innerText()).toContain('0,00 / 200,00');
    await screenshot(page, 'missions-es');

    await startSandboxDeposit(page, journey.server.url, '250');
    await page.locator('button.pay').click();
    await page.waitForURL(/\/member\/depositv2/);
    await expect.poll(() => page.getByTestId('deposit-status').getAttribute('data-status')).toBe('CREDITED');

    await page.goto(journey.server.url + '/member/missionLeaderboard');
    await expect.poll(() => card.getAttribute('data-state')).toBe('COMPLETED');
    // 250,00 deposited: the progress is capped at the target.
    expect(await card.innerText()).toContain('200,00 / 200,00');
    const before = await shownBalance(page);
    await page.getByTestId(`mission-${missionId}-claim`).click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('CLAIMED');
    expect(await card.innerText()).toContain('Reclamado');
    expect(await page.getByTestId('missions-notice').innerText()).toContain('7,77');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 7.77, 2);
    await screenshot(page, 'missions-claimed-es');

    await page.getByTestId('missions-tabs-leaderboard').click();
    await page.getByTestId('leaderboard-panel').waitFor();
    await screenshot(page, 'missions-leaderboard-es');
    await page.getByTestId('contest-table').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'missions-leaderboard-table-es');
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('an agent sees the invite-friends page with the link, the QR code and the friends', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: PHONE });
    await logIn(page, journey.server.url, 'demo_agent', 'demo2026');
    await page.goto(journey.server.url + '/member/referral');
    await page.getByTestId('referral-page').waitFor();
    expect(await page.getByTestId('referral-link').inputValue()).toMatch(
      /\/register\?referralCode=[A-Z0-9]+$/,
    );
    await expect.poll(() => page.getByTestId('referral-qr').getAttribute('data-state')).toBe('ready');
    await page.getByTestId('referral-friends').waitFor();
    await screenshot(page, 'referral-es');
    await page.getByTestId('referral-friends').scrollIntoViewIfNeeded();
    await screenshot(page, 'referral-friends-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
