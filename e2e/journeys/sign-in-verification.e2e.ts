import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totpCode } from '../../apps/server/src/platform/totp';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { logOut } from '../support/session';

// The server believes the address in X-Forwarded-For (only in this journey): a browser that sends one
// appears to come from that address, a new one for the member.
const journey = journeySetup({ TRUST_PROXY: 'true' });
const NEW_ADDRESS = { 'x-forwarded-for': '203.0.113.7' };

/** The 6-digit code of the first SMS to `recipient` after the `seen` ones. */
async function nextSmsCode(recipient: string, seen: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await journey.server.outbox(recipient);
      code = messages.length > seen ? /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const smsCount = async (recipient: string) => (await journey.server.outbox(recipient)).length;

/**
 * A screenshot with `testId` in the middle of the view; hovering it first lets the announcement pop-up
 * handler close a pop-up in the way, as a person would.
 */
async function shoot(page: Page, testId: string, name: string) {
  const target = page.getByTestId(testId);
  await target.hover();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, name);
}

async function submitPassword(page: Page, account: string, password: string) {
  await page.goto(journey.server.url + '/login');
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('sign-in verification journeys', () => {
  it('a sign-in from a new address needs the SMS code; then an authenticator code at every sign-in', async () => {
    const account = `ver${Date.now().toString(36)}`.slice(0, 14);
    const password = 'clave2026';
    const mobile = `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const recipient = `+52 ${mobile}`;

    // Registered (with a bound mobile) from the usual address.
    const home = await openPage(journey.browser);
    await home.page.goto(journey.server.url + '/register');
    await home.page.getByTestId('register-modal').waitFor();
    await home.page.getByTestId('register-username').fill(account);
    await home.page.getByTestId('register-password').fill(password);
    await home.page.getByTestId('register-confirm-password').fill(password);
    await home.page.getByTestId('register-mobile').fill(mobile);
    await home.page.getByTestId('register-send-code').click();
    await home.page.getByTestId('register-code').fill(await nextSmsCode(recipient, 0));
    const captcha = home.page.getByTestId('register-captcha');
    if (await captcha.count()) await captcha.fill('ABCD');
    await home.page.getByTestId('register-terms').check();
    await home.page.getByTestId('register-submit').click();
    await home.page.getByTestId('header-account').waitFor();
    expect(home.problems).toEqual([]);
    await home.page.context().close();

    // The same password from another address: no session until the SMS code.
    const { page, problems } = await openPage(
      journey.browser,
      { extraHTTPHeaders: NEW_ADDRESS },
      (status, url) => status === 401 && new URL(url).pathname === '/wps/session/login',
    );
    await submitPassword(page, account, password);
    const step = page.getByTestId('login-verification');
    await step.waitFor();
    expect(await step.getAttribute('data-reason')).toBe('newAddress');
    expect(await page.getByTestId('header-account').count()).toBe(0);
    const smsChoice = page.getByTestId('login-verification-proof-sms');
    if (await smsChoice.count()) await smsChoice.check();
    expect(await page.getByTestId('login-verification').textContent()).toContain(mobile.slice(-4));
    const before = await smsCount(recipient);
    await page.getByTestId('login-verification-send').click();
    await expect.poll(() => page.getByTestId('login-verification-send').isDisabled()).toBe(true);
    await page.getByTestId('login-verification-code').fill(await nextSmsCode(recipient, before));
    await shoot(page, 'login-verification', 'sign-in-verification-sms-es');
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('header-balance-amount').waitFor();
    expect(await page.getByTestId('login-modal').count()).toBe(0);

    // An authenticator, turned on with a first code; the recovery codes are shown once.
    await page.goto(journey.server.url + '/member/securityCenter');
    await page.getByTestId('totp-enable').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect.poll(() => page.getByTestId('totp-qr').getAttribute('data-state')).toBe('ready');
    await shoot(page, 'totp-setup', 'security-center-totp-setup-es');
    // The code of the step before now (accepted within ±1 step): the sign-in below uses the current one,
    // a later step, whenever it runs.
    await page.getByTestId('totp-confirm-code').fill(totpCode(secret, new Date(Date.now() - 30_000)));
    await page.getByTestId('totp-confirm-submit').click();
    const codes = page.getByTestId('totp-recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = ((await codes.first().textContent()) ?? '').trim();
    await shoot(page, 'totp-recovery', 'security-center-recovery-codes-es');
    await page.getByTestId('totp-recovery-saved').check();
    await page.getByTestId('totp-recovery-done').click();
    await expect.poll(() => page.getByTestId('totp-recovery').count()).toBe(0);

    // "A code at every sign-in" needs a code too: a recovery code.
    await page.getByTestId('totp-every-login').check();
    await page.getByTestId('totp-requirement-code').fill(recovery);
    await page.getByTestId('totp-requirement-submit').click();
    await page.getByTestId('totp-done').waitFor();
    await expect.poll(() => page.getByTestId('totp-every-login').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('sign-in').count()).toBeGreaterThan(0);
    await shoot(page, 'sign-ins', 'security-center-sign-in-security-es');

    // The address the member registered from is known; forgetting it leaves only this device.
    const devices = page.getByTestId('known-device');
    await expect.poll(() => devices.count()).toBe(2);
    const other = devices.filter({ hasNot: page.getByTestId('known-device-current') });
    await other.getByTestId('known-device-forget').click();
    await page.getByTestId('forget-device-dialog-confirm').click();
    await expect.poll(() => devices.count()).toBe(1);
    expect(await devices.getByTestId('known-device-current').count()).toBe(1);

    // Signed out and in again from this (now known) device: the authenticator code is asked.
    await logOut(page);
    await submitPassword(page, account, password);
    await step.waitFor();
    expect(await step.getAttribute('data-reason')).toBe('totpRequired');
    await page.getByTestId('login-verification-code').fill(totpCode(secret, new Date()));
    await shoot(page, 'login-verification', 'sign-in-verification-totp-es');
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('header-balance-amount').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 150_000);
});
