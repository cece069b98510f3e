import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium, headless, with the flags this closed-network machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type TWatchedPage = { page: Page; problems: string[] };

export type TExpectedFailure = (status: number, url: string) => boolean;

/**
 * Opens a page that records console errors, uncaught exceptions, failed requests and error replies;
 * `expected` names the error replies a journey provokes on purpose. The announcement pop-up (spec §4: once
 * per session for visitors and again after login) is closed whenever it stands in the way of an action,
 * as a person would close it; so is the contract popup of an agent with an offer waiting (answer later).
 * Journeys about the pop-ups themselves pass `keepPopups`.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  expected: TExpectedFailure = () => false,
  { keepPopups = false }: { keepPopups?: boolean } = {},
): Promise<TWatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  if (!keepPopups) {
    await page.addLocatorHandler(
      page.getByTestId('notice-modal'),
      async () => {
        // Another dialog may replace it while we reach for the button: then there is nothing to close.
        await page
          .getByTestId('notice-modal-close')
          .click({ timeout: 2000 })
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
    await page.addLocatorHandler(
      page.getByTestId('contract-popup'),
      async () => {
        await page
          .getByTestId('contract-popup-close')
          .click({ timeout: 2000 })
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
  }
  const problems: string[] = [];
  // Any Content-Security-Policy violation, in the page or a frame (the game's): Chromium logs most as
  // console errors, but not every one (a report-only policy, a frame of another origin).
  await page.exposeBinding('__cspViolation', (_source, text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' +
      event.documentURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });`);
  page.on('console', (message) => {
    // A failed request is reported below with its address; the console line repeats it without one.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expected(response.status(), response.url())) {
      problems.push(`http ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it was still loading; that is no fault of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${request.url()}`);
  });
  return { page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
