import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@platform/contracts/error-messages';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { logOut } from '../support/session';
import { E2E_DEFAULT_PASSWORD } from '../support/server';

const journey = journeySetup();

/** The newest 6-digit code the outbox SMS provider "sent" to a number. */
async function smsCode(recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [latest] = await journey.server.outbox(recipient);
      code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

const randomMobile = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('identity journeys', () => {
  it('a visitor registers with an SMS code and is logged in', async () => {
    const { page, problems } = await openPage(journey.browser);
    const account = `ana${Date.now().toString(36)}`.slice(0, 14);
    const mobile = randomMobile();
    await page.goto(journey.server.url + '/register');
    await page.getByTestId('register-modal').waitFor();
    await page.getByTestId('register-username').fill(account);
    await page.getByTestId('register-password').fill('clave2026');
    await page.getByTestId('register-confirm-password').fill('clave2026');
    await page.getByTestId('register-mobile').fill(mobile);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-code').fill(await smsCode(`+52 ${mobile}`));
    const captcha = page.getByTestId('register-captcha');
    if (await captcha.count()) await captcha.fill('ABCD');

    // Terms not accepted: an inline error and no account.
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-terms-error').waitFor();

    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('header-account-name').textContent()).toContain(account);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);
    await screenshot(page, 'registered-es');
    expect(problems).toEqual([]);

    await logOut(page);
    const left = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => !key.startsWith('merchant')),
    );
    expect(left.filter((key) => /token/i.test(key))).toEqual([]);
    await page.context().close();
  });

  it('a member logs in with an SMS code from the outbox and logs out', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/login');
    await page.getByTestId('login-modal').waitFor();
    await page.getByTestId('login-tabs-sms').click();
    await page.getByTestId('login-sms-mobile').fill('5550000001');
    await page.getByTestId('login-sms-send').click();
    await expect.poll(() => page.getByTestId('login-sms-send').isDisabled()).toBe(true);
    await page.getByTestId('login-sms-code').fill(await smsCode('+52 5550000001'));
    await page.getByTestId('login-sms-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('login-modal').count()).toBe(0);
    await screenshot(page, 'logged-in-es');
    await logOut(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an account made with the default password must change it at the first login', async () => {
    const account = `nuevo${Date.now().toString(36)}`.slice(0, 14);
    const created = await journey.server.admin('POST', '/admin-api/members', {
      account,
      type: 0,
      uplineAccount: 'demo_agent',
    });
    expect(created.status).toBe(201);

    const { page } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/login');
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill(E2E_DEFAULT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('change-password-modal').waitFor();
    await page.getByTestId('change-password-forced-note').waitFor();
    expect(await page.getByTestId('change-password-modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('change-password-modal').waitFor();
    await screenshot(page, 'forced-password-es');

    await page.getByTestId('change-password-new').fill('nueva2026');
    await page.getByTestId('change-password-confirm').fill('nueva2026');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('header-account').waitFor();
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
    await logOut(page);

    // The new password works; the default one no longer does.
    await page.goto(journey.server.url + '/login');
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill(E2E_DEFAULT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill('nueva2026');
    const captcha = page.getByTestId('login-captcha');
    if (await captcha.count()) await captcha.fill('ABCD');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account').waitFor();
    await page.context().close();
  });

  it('the agent login page refuses a member and lets an agent in', async () => {
    const { page } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/agent');
    await page.getByTestId('agent-login-page').waitFor();
    await page.getByTestId('agent-login-username').fill('demo_player');
    await page.getByTestId('agent-login-password').fill('demo2026');
    await page.getByTestId('agent-login-submit').click();
    await expect
      .poll(() => page.getByTestId('agent-login-error').textContent())
      .toContain(ERROR_MESSAGES.es.NON_AGENT_LOGIN);
    await screenshot(page, 'agent-login-refused-es');

    await page.getByTestId('agent-login-username').fill('demo_agent');
    await page.getByTestId('agent-login-password').fill('demo2026');
    const captcha = page.getByTestId('agent-login-captcha');
    if (await captcha.count()) await captcha.fill('ABCD');
    await page.getByTestId('agent-login-submit').click();
    await page.getByTestId('agent-center-page').waitFor();
    // The agent centre opens on its team overview.
    await page.waitForURL(/\/agentHome\/agentTeamOverview$/);
    await page.context().close();
  });
});
