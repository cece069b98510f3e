import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { E2E_DEFAULT_PASSWORD } from '../support/server';

// Every sandbox spin wins twice the stake, so the journey knows what the agent must find in its reports.
const journey = journeySetup({ SANDBOX_VENDOR_OUTCOME: 'win' });

/** "$ 1.250,00" / "+$ 5,00" (es) → 1250 / 5. */
const amountOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function agentLogIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto(journey.server.url + '/agent');
  await page.getByTestId('agent-login-page').waitFor();
  await page.getByTestId('agent-login-username').fill(account);
  await page.getByTestId('agent-login-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
  await page.waitForURL(/\/agentHome/);
}

describe('agent centre journeys', () => {
  it('an agent creates a downline, funds it, and finds its game in team betting and user loss', async () => {
    const agent = await openPage(journey.browser);
    await agentLogIn(agent.page, 'demo_agent', 'demo2026');

    // The overview opens first, with the seeded team.
    await agent.page.getByTestId('team-overview').waitFor();
    await expect
      .poll(async () => amountOf(await agent.page.getByTestId('overview-teamSize').innerText()))
      .toBeGreaterThan(3);
    await screenshot(agent.page, 'agent-overview-es');

    // A new player account with the default password, which must be changed at the first login.
    const account = `jug${Date.now().toString(36)}`.slice(0, 14);
    await agent.page.getByTestId('agent-menu-registerCenter').click();
    await agent.page.waitForURL(/\/agentHome\/registerCenter/);
    await agent.page.getByTestId('create-downline-account').fill(account);
    await agent.page.getByTestId('create-downline-submit').click();
    await agent.page.getByTestId('created-downline').waitFor();
    expect(await agent.page.getByTestId('created-account').innerText()).toBe(account);
    expect(await agent.page.getByTestId('created-password').innerText()).toBe(E2E_DEFAULT_PASSWORD);
    await agent.page.getByTestId('created-must-change').waitFor();
    await screenshot(agent.page, 'agent-created-downline-es');

    // Team management: the new downline is listed; the agent sends it 100.00.
    await agent.page.getByTestId('agent-menu-downlineManagmentView').click();
    const row = agent.page.locator('[data-testid="downlines-table"] tr', { hasText: account });
    await row.waitFor();
    await row.locator('[data-testid$="-transfer"]').click();
    await agent.page.getByTestId('downline-transfer-form').waitFor();
    await agent.page.getByTestId('downline-transfer-amount').fill('100');
    await agent.page.getByTestId('downline-transfer-password').fill('123456');
    await agent.page.getByTestId('downline-transfer-submit').click();
    await agent.page.getByTestId('downline-transfer-done').waitFor();
    await agent.page.getByTestId('downline-transfer-modal-close').click();
    await expect.poll(() => agent.page.getByTestId('downline-transfer-modal').count()).toBe(0);

    // The downline logs in with the default password, must change it, then plays a sandbox game.
    const player = await openPage(journey.browser);
    await player.page.goto(journey.server.url + '/login');
    await player.page.getByTestId('login-username').fill(account);
    await player.page.getByTestId('login-password').fill(E2E_DEFAULT_PASSWORD);
    await player.page.getByTestId('login-submit').click();
    await player.page.getByTestId('change-password-forced-note').waitFor();
    await player.page.getByTestId('change-password-new').fill('propia2026');
    await player.page.getByTestId('change-password-confirm').fill('propia2026');
    await player.page.getByTestId('change-password-submit').click();
    await player.page.getByTestId('header-account').waitFor();
    await expect
      .poll(async () => amountOf(await player.page.getByTestId('header-balance-amount').innerText()))
      .toBe(100);
    await player.page.goto(journey.server.url + '/rng?vassalage=PG');
    await player.page.getByTestId('game-card-PG-RNG001-play').click();
    const game = player.page.frameLocator('[data-testid="game-frame-iframe"]');
    await game.locator('#spin').waitFor();
    await game.locator('#stake').selectOption('5');
    await game.locator('#spin').click();
    // Bet 5, win 10.
    await expect
      .poll(async () => amountOf(await player.page.getByTestId('header-balance-amount').innerText()), {
        timeout: 15_000,
      })
      .toBe(105);
    expect(player.problems).toEqual([]);
    await player.page.context().close();

    // Team betting, filtered to the downline: the round with its game name, stake and result.
    await agent.page.getByTestId('agent-menu-personalHistoryCopy').click();
    await agent.page.getByTestId('team-bets-member').fill(account);
    await agent.page.getByTestId('team-bets-search').click();
    const bets = agent.page.getByTestId('team-bets-table');
    await expect.poll(() => bets.locator('tbody tr', { hasText: account }).count()).toBe(1);
    const betRow = await bets.locator('tbody tr', { hasText: account }).innerText();
    expect(betRow).toMatch(/Fortuna de Oro/);
    expect(betRow).toMatch(/\+\s?\$\s?5,00/);
    await screenshot(agent.page, 'agent-team-bets-es');

    // User loss: the downline's valid bet 5.00 and its result +5.00 for today.
    await agent.page.getByTestId('agent-menu-palStatementsAgentCopy').click();
    const loss = agent.page.getByTestId('user-loss-table');
    await loss.waitFor();
    const lossRow = loss.locator('tbody tr', { hasText: account });
    await lossRow.waitFor();
    expect(await lossRow.innerText()).toMatch(/\$\s?5,00/);
    expect(await lossRow.innerText()).toMatch(/\+\s?\$\s?5,00/);
    await screenshot(agent.page, 'agent-user-loss-es');
    expect(agent.problems).toEqual([]);
    await agent.page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('every agent-centre entry opens at its own address, and a reload keeps the pane', async () => {
    const { page, problems } = await openPage(journey.browser);
    await agentLogIn(page, 'demo_subagent', 'demo2026');
    await page.getByTestId('team-overview').waitFor();
    for (const entry of [
      'deposit',
      'withdraw',
      'agentAnnouncement',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentDownlineTransactionDetailsCopy',
      'messageV2',
      'customerService',
      'agentRevenueReport',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'agentTeamOverview',
    ]) {
      await page.getByTestId(`agent-menu-${entry}`).click();
      await page.waitForURL(new RegExp(`/agentHome/${entry}`));
      await page.getByTestId(`agent-pane-${entry}`).waitFor();
    }
    await page.goto(journey.server.url + '/agentHome/downlineManagmentView');
    await page.getByTestId('downline-management').waitFor();
    await page.reload();
    await page.getByTestId('downline-management').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
