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
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-signOut').click();
  await page.getByTestId('logout-dialog-confirm').click();
  await page.getByTestId('header-login').waitFor();
}
