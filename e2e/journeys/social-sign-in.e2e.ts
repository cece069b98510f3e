import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { logOut } from '../support/session';

// The server starts without real Google, Facebook or Firebase configuration: outside production the
// built-in sandbox providers stand in (SANDBOX_SIGN_IN), and the demo brand has their flags on.
const journey = journeySetup();

/** Each journey signs in two or three times through pop-ups: more than the default minute on a busy machine. */
const TIMEOUT_MS = 120_000;

/** A 6-digit code texted to a number after `after` codes were already there (the outbox, newest first). */
async function newSmsCode(recipient: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await journey.server.outbox(recipient);
      code = messages.length > after ? /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Opens the login or register popup from the header, as a person would (the announcement pop-up, when it
 * comes first, is closed on the way by the page's handler).
 */
async function openFromHeader(page: Page, which: 'login' | 'register'): Promise<void> {
  if (!page.url().startsWith(journey.server.url)) await page.goto(journey.server.url + '/');
  await page.getByTestId(`header-${which}`).click();
  await page.getByTestId(`${which}-modal`).waitFor();
}

const randomMobile = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function setWhitelabel(flags: Record<string, boolean>): Promise<void> {
  const current = (await (await journey.server.admin('GET', '/admin-api/system/brand')).json()) as {
    value: { whitelabel: Record<string, boolean> };
  };
  const brand = { ...current.value, whitelabel: { ...current.value.whitelabel, ...flags } };
  const reply = await journey.server.admin('PUT', '/admin-api/system/brand', brand);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

describe('third-party sign-in through the sandbox providers', () => {
  it(
    'a visitor signs in with Google: a new account is created and signed in, and found again next time',
    async () => {
      const { page, problems } = await openPage(journey.browser);
      const email = `gina.${Date.now().toString(36)}@example.test`;
      await openFromHeader(page, 'login');
      const modal = page.getByTestId('login-modal');
      const google = modal.getByRole('button', { name: 'Continuar con Google' });
      await google.waitFor();
      await expect.poll(() => modal.getByRole('button', { name: 'Continuar con Facebook' }).count()).toBe(1);
      await screenshot(page, 'login-social-buttons-es');

      let first = true;
      const signInWithGoogle = async () => {
        const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
        await popup.getByTestId('sandbox-email').waitFor();
        expect(await popup.title()).toBe('Iniciar sesión con Google (pruebas)');
        await popup.getByTestId('sandbox-name').fill('Gina Google');
        await popup.getByTestId('sandbox-email').fill(email);
        if (first) await screenshot(popup, 'sandbox-google-window-es');
        first = false;
        await Promise.all([popup.waitForEvent('close'), popup.getByTestId('sandbox-continue').click()]);
      };

      await signInWithGoogle();
      await expect.poll(() => page.getByTestId('header-account-name').textContent()).toContain('Gina Google');
      await expect.poll(() => modal.count()).toBe(0);
      expect(problems).toEqual([]);

      // The same Google user signs in to the same account.
      await logOut(page);
      await openFromHeader(page, 'login');
      await google.waitFor();
      await signInWithGoogle();
      await expect.poll(() => page.getByTestId('header-account-name').textContent()).toContain('Gina Google');
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'a closed Google window says the popup was closed and signs nobody in',
    async () => {
      const { page, problems } = await openPage(journey.browser);
      await openFromHeader(page, 'login');
      const google = page.getByTestId('login-modal').getByRole('button', { name: 'Continuar con Google' });
      const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
      await popup.getByTestId('sandbox-cancel').waitFor();
      await popup.getByTestId('sandbox-cancel').click();
      await expect
        .poll(() => page.getByTestId('login-social-error').textContent())
        .toBe('Se cerró la ventana emergente y no se inició sesión. Inténtelo de nuevo.');
      expect(await page.getByTestId('header-login').count()).toBe(1);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'a visitor registers by mobile with phone auth, then signs in with it (codes from the SMS outbox)',
    async () => {
      await setWhitelabel({ MOBILENUMREG3: true });
      try {
        const { page, problems } = await openPage(journey.browser);
        const mobile = randomMobile();
        const recipient = `+52 ${mobile}`;
        await openFromHeader(page, 'register');
        await page.getByTestId('register-mobile').fill(mobile);
        const send = page.getByTestId('register-send-code');
        await send.click();
        // The phone-auth countdown is 1 minute.
        await expect.poll(() => send.textContent()).toMatch(/^(60|59) s restantes$/);
        await page.getByTestId('register-code').fill(await newSmsCode(recipient, 0));
        const captcha = page.getByTestId('register-captcha');
        if (await captcha.count()) await captcha.fill('ABCD');
        await page.getByTestId('register-terms').check();
        await screenshot(page, 'register-phone-auth-es');
        await page.getByTestId('register-submit').click();
        await expect.poll(() => page.getByTestId('header-account-name').textContent()).toContain(mobile);
        expect(problems).toEqual([]);

        await logOut(page);
        await openFromHeader(page, 'login');
        await page.getByTestId('login-tabs-sms').click();
        await page.locator('[data-testid="login-sms-form"][data-phone-auth="sandbox"]').waitFor();
        await page.getByTestId('login-sms-mobile').fill(mobile);
        await page.getByTestId('login-sms-send').click();
        await page.getByTestId('login-sms-code').fill(await newSmsCode(recipient, 1));
        await screenshot(page, 'login-phone-auth-es');
        await page.getByTestId('login-sms-submit').click();
        await expect.poll(() => page.getByTestId('header-account-name').textContent()).toContain(mobile);
        expect(problems).toEqual([]);
        await page.context().close();
      } finally {
        await setWhitelabel({ MOBILENUMREG3: false });
      }
    },
    TIMEOUT_MS,
  );
});
