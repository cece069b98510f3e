import type { Page } from 'playwright-core';

/** Logs in through the login popup as a person would, and waits for the header to show the account. */
export async function logIn(page: Page, baseUrl: string, account: string, password: string): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account').waitFor();
}

/** Logs out through the account menu and its confirm dialog. */
export async function logOut(page: Page): Promise<void> {
  const signOut = page.getByTestId('account-menu-signOut');
  // The announcement pop-up may open just after the login (its code loads on demand) and closing it closes
  // the account menu too, as for a person: then the menu is opened again.
  for (let attempt = 0; ; attempt += 1) {
    if (!(await signOut.isVisible())) await page.getByTestId('account-menu-button').click();
    try {
      await signOut.click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await page.getByTestId('logout-dialog-confirm').click();
  await page.getByTestId('header-login').waitFor();
}
