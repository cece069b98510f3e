import { describe, expect, it, vi } from 'vitest';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { logIn } from '../support/session';

const journey = journeySetup();

describe('player-site shell', () => {
  it('the home page loads in Spanish with no console errors', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByTestId('header-login').innerText()).toBe(text('es', 'header.login'));
    expect(await page.getByTestId('header-register').innerText()).toBe(text('es', 'header.register'));
    expect(await page.getByTestId('footer-vendors').innerText()).toMatch(/PG[\s\S]*EG2[\s\S]*BGS/);
    expect(await page.getByTestId('side-menu-home').innerText()).toContain(text('es', 'sideMenu.home'));
    await screenshot(page, 'home-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('paints the first screen before the scripts run, and the page takes its place without moving it', async () => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    // Without scripts: what index.html paints by itself, the brand and the first home banner in Spanish.
    const bare = await journey.browser.newContext({ ...phone, javaScriptEnabled: false });
    const shellPage = await bare.newPage();
    await shellPage.goto(journey.server.url + '/');
    const shellBanner = shellPage.locator('.app-shell .banner__image');
    expect(await shellBanner.getAttribute('src')).toMatch(/home-welcome-es\.svg$/);
    await shellBanner.evaluate((image: HTMLImageElement) => image.decode());
    const shellBox = await shellBanner.boundingBox();
    expect(await shellPage.locator('.app-shell .site-header__brand-name').innerText()).toBe('Fortuna');
    await screenshot(shellPage, 'first-screen-es');
    // The promotions page paints its header, tabs row and first card's banner too.
    await shellPage.goto(journey.server.url + '/promotions');
    expect(await shellPage.locator('.app-shell .page-header__title').innerText()).toBe('Promociones');
    const shellCard = shellPage.locator('.app-shell .promo-card__banner img');
    expect(await shellCard.getAttribute('src')).toMatch(/welcome-es\.svg$/);
    await shellCard.evaluate((image: HTMLImageElement) => image.decode());
    const shellCardBox = await shellCard.boundingBox();
    await screenshot(shellPage, 'first-screen-promotions-es');
    // A game list paints the header and a visitor's announcement pop-up over it (spec §4); a page without a
    // first screen of its own and without the pop-up waits for its scripts.
    await shellPage.goto(journey.server.url + '/rng');
    expect(await shellPage.locator('#first-popup .notice__title').innerText()).toBe('Aviso importante');
    expect(await shellPage.locator('#first-popup .modal__title').innerText()).toBe(
      text('es', 'content.notice.popupTitle'),
    );
    const shellNoticeBox = await shellPage.locator('#first-popup .notice__body').boundingBox();
    await screenshot(shellPage, 'first-screen-rng-es');
    await shellPage.goto(journey.server.url + '/pointMall');
    expect(await shellPage.locator('.app-shell').count()).toBe(0);
    await bare.close();

    // The pop-up shows once per session: a visitor who closed it, or a member, never sees it in the first
    // screen (index.html's first script marks the tab before the first paint; the app's scripts are held
    // back here).
    const closed = await journey.browser.newContext(phone);
    await closed.addInitScript(() => sessionStorage.setItem('announcementPopupClosed:anonymous', '1'));
    const closedPage = await closed.newPage();
    await closedPage.route('**/assets/*.js', (route) => route.abort());
    await closedPage.goto(journey.server.url + '/rng');
    expect(await closedPage.locator('#root').isVisible()).toBe(false);
    await closedPage.goto(journey.server.url + '/');
    expect(await closedPage.locator('.app-shell .banner__image').isVisible()).toBe(true);
    expect(await closedPage.locator('#first-popup').isVisible()).toBe(false);
    await closed.close();

    // With scripts, on the game list: the app's pop-up replaces the first screen's, its text where it stood.
    const visitor = await openPage(journey.browser, phone, () => false, { keepPopups: true });
    await visitor.page.goto(journey.server.url + '/rng');
    await visitor.page.getByTestId('notice-modal').waitFor();
    expect(await visitor.page.locator('#first-popup').count()).toBe(0);
    const noticeBox = await visitor.page.getByTestId('notice-modal').locator('.notice__body').boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(noticeBox?.[side]).toBeCloseTo(shellNoticeBox?.[side] ?? Number.NaN, 0);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();

    // With scripts: the page replaces the first screen; its first banner stands exactly where it stood.
    const { page, problems } = await openPage(journey.browser, phone);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('.app-shell').count()).toBe(0);
    const banner = page.getByTestId('home-banner').locator('.swiper-slide-active .banner__image');
    expect(await banner.getAttribute('src')).toMatch(/home-welcome-es\.svg$/);
    // The carousel's code arrives after the first render and takes over the first slide: measured while the
    // picture is swapped (one element detached, the next not yet laid out), the box is missing, so it is read
    // again until there is one: the first render's or the carousel's, both must stand where the shell's stood.
    const pageBox = await vi.waitFor(
      async () => {
        const box = await banner.boundingBox();
        if (!box) throw new Error('the first banner is between two renders');
        return box;
      },
      { timeout: 5_000 },
    );
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(pageBox[side]).toBeCloseTo(shellBox?.[side] ?? Number.NaN, 0);

    // On the promotions page the first card's banner, too, stands where the shell's stood.
    await page.goto(journey.server.url + '/promotions');
    const card = page.getByTestId('promotion-card').first().locator('.promo-card__banner img');
    await card.waitFor();
    expect(await page.locator('.app-shell').count()).toBe(0);
    expect(await card.getAttribute('src')).toMatch(/welcome-es\.svg$/);
    const cardBox = await card.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(cardBox?.[side]).toBeCloseTo(shellCardBox?.[side] ?? Number.NaN, 0);

    // A visitor who chose English gets the first screen in English on the next visit.
    await page.getByTestId('language-select').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const html = await (
      await page.request.get(journey.server.url + '/', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<img\s+class="banner__image"\s+src="[^"]*home-welcome-en\.svg"/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('every clean path of the spec serves the app, and an unknown path shows the 404 page', async () => {
    const { page, problems } = await openPage(journey.browser);
    for (const route of [
      '/index',
      '/index.html',
      '/home',
      '/promotions',
      '/rng?vassalage=INHOUSE',
      '/sports',
    ]) {
      await page.goto(journey.server.url + route);
      await page.getByTestId('header').waitFor();
    }
    await page.goto(journey.server.url + '/no-such-page');
    await page.getByTestId('not-found-page').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pages that need a login send a visitor to /login', async () => {
    const { page } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/member/transactionHistory');
    await page.getByTestId('login-modal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { page, problems } = await openPage(journey.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect.poll(() => page.getByTestId('header-register').isVisible()).toBe(true);
    await screenshot(page, 'home-phone-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switching to English changes the texts and survives a reload', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('language-select').selectOption('en');
    await expect.poll(() => page.getByTestId('header-login').innerText()).toBe(text('en', 'header.login'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('side-menu-home').innerText()).toContain(text('en', 'sideMenu.home'));
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('header-login').innerText()).toBe(text('en', 'header.login'));
    await screenshot(page, 'home-en');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the sign-in windows show their banners and the side menu holds the language selector', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    const menuLanguage = page.getByTestId('side-menu-language');
    await menuLanguage.scrollIntoViewIfNeeded();
    expect(await menuLanguage.innerText()).toContain(text('es', 'language.label'));
    await screenshot(page, 'side-menu-es');

    await page.getByTestId('header-login').click();
    const login = page.getByTestId('login-modal');
    const banner = login.getByTestId('w_login-banner').locator('img').first();
    await banner.waitFor();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await banner.getAttribute('width')).toBe('480');
    await screenshot(page, 'login-banner-es');
    await page.getByTestId('login-register').click();
    await page
      .getByTestId('register-modal')
      .getByTestId('w_register-banner')
      .locator('img')
      .first()
      .waitFor();
    await page.getByTestId('register-login').click();
    await page.getByTestId('login-forgot').click();
    await page
      .getByTestId('forgot-password-modal')
      .getByTestId('w_forget-banner')
      .locator('img')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The side menu's language selector switches the site to English.
    await page.getByTestId('side-menu-language-select').selectOption('en');
    await expect.poll(() => page.getByTestId('header-login').innerText()).toBe(text('en', 'header.login'));
    expect(await menuLanguage.innerText()).toContain(text('en', 'language.label'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the header game panel previews the games of the vendor pointed at', async () => {
    // The visitor's announcement pop-up is closed first: closing it later would close the panel too.
    const { page, problems } = await openPage(journey.browser, {}, () => false, { keepPopups: true });
    await page.goto(journey.server.url + '/');
    await page.getByTestId('notice-modal').waitFor();
    await page.getByTestId('notice-modal-close').click();
    await expect.poll(() => page.getByTestId('notice-modal').count()).toBe(0);
    await page.getByTestId('game-panel-toggle').click();
    const preview = page.getByTestId('game-panel-preview');
    await preview.locator('[data-testid^="game-preview-game-"]').first().waitFor();
    await page.getByTestId('game-panel').locator('[data-testid^="game-panel-vendor-LIVE-"]').first().hover();
    await preview.locator('[data-testid^="game-preview-LIVE-"]').waitFor();
    await screenshot(page, 'game-panel-preview-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an agent has the agent entry in the header nav and the side menu opens registerCenter', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_agent', 'demo2026');
    const agent = page.getByTestId('header-nav').getByTestId('header-nav-agent');
    expect(await agent.innerText()).toContain(text('es', 'sideMenu.agent'));
    expect(await page.getByTestId('side-menu-agent').getAttribute('href')).toBe('/agentHome/registerCenter');
    await agent.click();
    await page.waitForURL(/\/agentHome/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the theme toggles between dark and light and is remembered', async () => {
    const { page } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    expect(['dark', 'light']).toContain(before);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const colourBefore = await background();
    await page.getByTestId('theme-toggle').click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect.poll(() => html.getAttribute('data-theme')).toBe(after);
    // The page fades between themes; wait for the new background to settle.
    await expect.poll(background, { timeout: 3000 }).not.toBe(colourBefore);
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await html.getAttribute('data-theme')).toBe(after);
    await screenshot(page, `home-${after}`);
    await page.context().close();
  });
});
