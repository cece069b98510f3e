import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the deposit page, picks the sandbox gateway, enters `amount` and submits, as a player does, and
 * waits for the gateway's payment page. The page is let settle first (member info, channels, badges): a
 * channel picked while it still loads could be reset by a re-render, and the form would then submit a bank
 * transfer instead.
 */
export async function startSandboxDeposit(page: Page, baseUrl: string, amount: string): Promise<void> {
  await page.goto(baseUrl + '/member/depositv2');
  const channel = page.getByTestId('deposit-channel-sandbox-pay');
  await channel.waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"], .spinner').count(), { timeout: 15_000 }).toBe(0);
  await channel.click();
  await expect.poll(() => channel.getAttribute('aria-checked'), { timeout: 5_000 }).toBe('true');
  const input = page.getByTestId('deposit-amount');
  await input.fill(amount);
  await expect.poll(() => input.inputValue(), { timeout: 5_000 }).toBe(amount);
  await page.getByTestId('deposit-submit').click();
  // The sandbox gateway's own payment page, served outside the app.
  await page.waitForURL(/\/sandbox-pay\//, { waitUntil: 'commit' });
  await page.locator('button.pay').waitFor();
}
