import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';

// Demo data (apps/server/src/modules/contracts/seed.ts): demo_agent holds the operator's four contracts with
// settled records of past days; demo_subagent holds a weekly dividend and a daily salary from demo_agent
// and has an hourly salary offer from it waiting for an answer.
const journey = journeySetup();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** "$ 1.250,00" / "−$ 5,00" (es) → 1250 / -5. */
const amountOf = (text: string) =>
  Number(
    text
      .replace(/−/g, '-')
      .replace(/[^\d,-]/g, '')
      .replace(',', '.'),
  );

async function agentLogIn(page: Page, account: string): Promise<void> {
  await page.goto(journey.server.url + '/agent');
  await page.getByTestId('agent-login-page').waitFor();
  await page.getByTestId('agent-login-username').fill(account);
  await page.getByTestId('agent-login-password').fill('demo2026');
  await page.getByTestId('agent-login-submit').click();
  await page.waitForURL(/\/agentHome/);
}

/** The same screen at phone width, `target` scrolled into view, then back to the desktop. */
async function desktopAndPhone(page: Page, name: string, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-es`);
  await page.setViewportSize(PHONE);
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone-es`);
  await page.setViewportSize(DESKTOP);
}

describe('agent contract journeys', () => {
  it('a sub-agent answers the hourly salary offer in the contract popup and finds the contract in force', async () => {
    const { page, problems } = await openPage(journey.browser, {}, undefined, { keepPopups: true });
    await agentLogIn(page, 'demo_subagent');

    const popup = page.getByTestId('contract-popup');
    await popup.waitFor();
    expect(await popup.getByRole('heading', { level: 2 }).innerText()).toBe('Nueva oferta de contrato');
    expect(await popup.getByTestId('contract-popup-request-text').innerText()).toBe(
      'demo_agent le ofrece un contrato de salario por hora.',
    );
    expect(await popup.getByTestId('contract-popup-request-terms-tier-1-rate').innerText()).toMatch(
      /0,3\s?%/,
    );
    await desktopAndPhone(page, 'contracts-popup', popup.getByTestId('contract-popup-request-answer-accept'));

    await popup.getByTestId('contract-popup-request-answer-remark').fill('De acuerdo, gracias');
    await popup.getByTestId('contract-popup-request-answer-accept').click();
    await popup.waitFor({ state: 'detached' });

    // The hourly salary entry shows once the contract is in force.
    await page.getByTestId('agent-menu-agentHourSalary').click();
    await page.waitForURL(/\/agentHome\/agentHourSalary/);
    await expect.poll(() => page.getByTestId('my-contract-status').innerText()).toBe('Vigente');
    expect(await page.getByTestId('my-contract-issuer').innerText()).toBe('demo_agent');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an agent reads its daily wages, dividends and income, and cannot offer above its own rate', async () => {
    // The refused offer is the one error reply this journey provokes on purpose.
    const { page, problems } = await openPage(
      journey.browser,
      {},
      (status, url) => status === 400 && new URL(url).pathname === '/wps/agent/contracts',
    );
    await agentLogIn(page, 'demo_agent');
    await page.getByTestId('agent-menu-agentDailyWages2').click();
    await page.waitForURL(/\/agentHome\/agentDailyWages2/);
    // demo_agent has nothing waiting for its answer: no popup, ever (the other journeys log in as it).
    expect(await page.getByTestId('contract-popup').count()).toBe(0);

    expect(await page.getByTestId('my-contract-issuer').innerText()).toBe('Operador');
    const rows = page
      .getByTestId('contract-records-table')
      .locator('tbody tr[data-testid^="contract-record-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    const gross = await rows.first().locator('[data-testid$="-gross"]').innerText();
    expect(gross).toMatch(/\$\s?[\d.]+,\d{2}/);
    expect(amountOf(await page.getByTestId('contract-records-total-validBet').innerText())).toBeGreaterThan(
      0,
    );
    await desktopAndPhone(page, 'contracts-daily-wages', page.getByTestId('contract-records-table'));

    // An offer to demo_subagent whose second tier pays more than demo_agent's own contract at those thresholds.
    const row = page
      .getByTestId('downline-contracts-table')
      .locator('tbody tr', { hasText: 'demo_subagent' });
    await row.locator('[data-testid$="-offer"]').click();
    const form = page.getByTestId('offer-form');
    await form.waitFor();
    await form.getByTestId('offer-add').click();
    await form.getByTestId('offer-tier-2-validBet').fill('2000');
    await form.getByTestId('offer-tier-2-activeMembers').fill('3');
    await form.getByTestId('offer-tier-2-minBet').fill('50');
    await form.getByTestId('offer-tier-2-rate').fill('2');
    await form.getByTestId('offer-submit').click();
    const refusal = form.getByTestId('offer-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Nivel 2: la tasa supera/);
    await screenshot(page, 'contracts-offer-refused-es');
    await page.getByTestId('offer-modal-close').click();

    await page.getByTestId('agent-menu-agentDividendRecordCopy2').click();
    await page.waitForURL(/\/agentHome\/agentDividendRecordCopy2/);
    await page.getByTestId('contract-pane-DIVIDEND').waitFor();
    await page.getByTestId('contract-records-range').waitFor();
    await desktopAndPhone(page, 'contracts-dividend', page.getByTestId('contract-records'));

    await page.getByTestId('agent-menu-agentRevenueReport').click();
    await page.waitForURL(/\/agentHome\/agentRevenueReport/);
    await page.getByTestId('income-range').waitFor();
    await desktopAndPhone(page, 'contracts-income', page.getByTestId('income-totals'));

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
