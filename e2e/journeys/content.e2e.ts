import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { logIn } from '../support/session';

const journey = journeySetup();

/** The operator API's `value`, failing the journey on any other status. */
async function adminValue<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const reply = await journey.server.admin(method, route, body);
  expect(reply.status, `${method} ${route}`).toBe(200);
  return ((await reply.json()) as { value: T }).value;
}

/** Records console errors, uncaught exceptions and failed requests of a page the journey did not open itself. */
function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console (${page.url()}): ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`http ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror (${page.url()}): ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${request.url()}`);
  });
}

/** The banner the carousel shows now: Swiper's active slide and active pagination dot (0-based, real order). */
async function carouselState(carousel: Locator): Promise<{ slide: number; bullet: number }> {
  return carousel.evaluate((root) => {
    const slide = root.querySelector('.swiper-slide-active');
    const bullets = Array.from(root.querySelectorAll('.swiper-pagination-bullet'));
    return {
      slide: Number(slide?.getAttribute('data-swiper-slide-index') ?? -1),
      bullet: bullets.findIndex((bullet) => bullet.classList.contains('swiper-pagination-bullet-active')),
    };
  });
}

/** Waits until the transitions and finite animations on the page (slides, dialogs fading in) have ended. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Takes the screenshot once the page stands still. */
async function still(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
}

/** The unread count the header shows on the account menu (0 when there is no badge). */
async function accountBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('account-menu-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.innerText());
}

/** The member's unread count as the server answers CSP_unreadCount for the page's session. */
async function serverUnread(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const reply = await fetch(journey.server.url + '/wps/relay/CSP_unreadCount', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { value: { unreadMessage: number } }).value.unreadMessage;
}

/** The reward centre's unseen rewards for the page's session: the account menu's badge adds them. */
async function serverUnseenRewards(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await fetch(journey.server.url + '/wps/promotions/badges', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { value: { rewardCenter: number } }).value.rewardCenter;
}

describe('content and messaging journeys', () => {
  it('the home banner carousel autoplays, and a linked banner opens its target', async () => {
    const { page, problems } = await openPage(journey.browser, {}, () => false, { keepPopups: true });
    await page.goto(journey.server.url + '/');
    // A visitor's first visit shows the announcement pop-up: read and close it, as a person would.
    await page.getByTestId('notice-modal').waitFor();
    await page.getByTestId('notice-modal-ok').click();
    await expect.poll(() => page.getByTestId('notice-modal').count()).toBe(0);

    const carousel = page.getByTestId('home-banner');
    await carousel.locator('.swiper-slide-active').waitFor();
    // The Spanish home group: welcome bonus (PROMOTION), Fortuna de Oro (GAME PG-RNG001), live (PAGE), sports.
    // Until Swiper's code is in, the first banner stands alone in its place (the pop-up now opens with the
    // page, so it can be closed before then): the dots come with Swiper.
    const bullets = carousel.locator('.swiper-pagination-bullet');
    await expect.poll(() => bullets.count()).toBe(4);
    expect(await carousel.getAttribute('data-loop')).toBe('true');
    const first = await carouselState(carousel);
    expect(first.slide).toBe(first.bullet);
    await still(page, 'content-carousel-first-es');

    // Untouched, the banners move on by themselves, one every 5 s (plus the 1 s transition).
    const nextSlide = async (from: number) => {
      await expect
        .poll(async () => (await carouselState(carousel)).slide, { timeout: 9000, interval: 200 })
        .not.toBe(from);
      return carouselState(carousel);
    };
    const second = await nextSlide(first.slide);
    const movedAt = Date.now();
    expect(second.slide).toBe((first.slide + 1) % 4);
    expect(second.bullet).toBe(second.slide);
    const third = await nextSlide(second.slide);
    const interval = Date.now() - movedAt;
    expect(third.slide).toBe((second.slide + 1) % 4);
    expect(third.bullet).toBe(third.slide);
    expect(interval).toBeGreaterThan(4500);
    expect(interval).toBeLessThan(7500);
    await still(page, 'content-carousel-autoplayed-es');

    // The game banner: a dot brings it forward; a visitor who clicks it is asked to log in.
    await bullets.nth(1).click();
    await expect.poll(async () => (await carouselState(carousel)).slide).toBe(1);
    const gameSlide = carousel.locator('.swiper-slide-active [data-testid^="home-banner-slide-"]');
    expect(await gameSlide.getAttribute('role')).toBe('button');
    expect(await gameSlide.evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
    await gameSlide.click();
    await page.getByTestId('login-modal').waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await still(page, 'content-carousel-game-banner-login-es');
    await page.getByTestId('login-modal-close').click();
    await expect.poll(() => page.getByTestId('login-modal').count()).toBe(0);

    // Autoplay goes on after the interaction.
    await expect
      .poll(async () => (await carouselState(carousel)).slide, { timeout: 9000, interval: 250 })
      .not.toBe(1);

    // The welcome-bonus banner (PROMOTION) goes to the promotions page.
    await bullets.nth(0).click();
    await expect.poll(async () => (await carouselState(carousel)).slide).toBe(0);
    const promoSlide = carousel.locator('.swiper-slide-active [data-testid^="home-banner-slide-"]');
    expect(await promoSlide.getAttribute('href')).toBe('/promotions');
    await promoSlide.click();
    await page.getByTestId('promotions-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions');
    await still(page, 'content-carousel-promotion-banner-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the announcement pop-up shows once per session: closed, it stays closed on reload; a new session or a login shows it again', async () => {
    const popupTitle = text('es', 'content.notice.popupTitle');
    const { page, problems } = await openPage(journey.browser, {}, () => false, { keepPopups: true });
    await page.goto(journey.server.url + '/');
    const modal = page.getByTestId('notice-modal');
    await modal.waitFor();
    // Visitors read execution B: the demo pop-up notice.
    expect(await modal.innerText()).toContain(popupTitle);
    expect(await page.getByTestId('notice-modal-title').innerText()).toBe('Aviso importante');
    await still(page, 'content-popup-visitor-es');
    await page.getByTestId('notice-modal-close').click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('announcementPopupClosed:anonymous'))).toBe('1');

    // Same session (same tab): after a reload the notices load again but the pop-up stays closed.
    const notices = page.waitForResponse((response) => response.url().includes('/wps/content/notices'));
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect((await notices).status()).toBe(200);
    await page.getByTestId('home-banner').locator('.swiper-slide-active').waitFor();
    await page.waitForTimeout(1500);
    expect(await modal.count()).toBe(0);
    await still(page, 'content-popup-closed-after-reload-es');

    // The member has a key of their own: logging in (through /login) in this session shows the pop-up
    // (execution A) again, and it stays until the member closes it.
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await modal.waitFor();
    expect(await page.getByTestId('notice-modal-title').innerText()).toBe('Aviso importante');
    await page.waitForTimeout(2000);
    expect(await modal.isVisible()).toBe(true);
    await still(page, 'content-popup-member-es');
    await page.getByTestId('notice-modal-ok').click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();

    // A new browser session: the visitor sees the pop-up again.
    const fresh = await openPage(journey.browser, {}, () => false, { keepPopups: true });
    await fresh.page.goto(journey.server.url + '/');
    await fresh.page.getByTestId('notice-modal').waitFor();
    expect(await fresh.page.getByTestId('notice-modal-title').innerText()).toBe('Aviso importante');
    await still(fresh.page, 'content-popup-new-session-es');
    expect(fresh.problems).toEqual([]);
    await fresh.page.context().close();
  });

  it('feedback sent and answered arrives in the inbox with an unread badge, without a reload', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    // The header shows the count the server has (the demo welcome message is unread). The page learns it
    // from CSP_unreadCount or from the real-time channel's hello, whichever comes first, so the journey
    // asks the server itself with the page's session.
    const before = await serverUnread(page);
    expect(before).toBeGreaterThan(0);
    // The menu button sums its items' badges: the messages and the unseen rewards.
    const rewards = await serverUnseenRewards(page);
    await expect.poll(() => accountBadge(page)).toBe(before + rewards);
    // Marks this document: it must still be the same one when the answer shows (no reload on the way).
    await page.evaluate(() => Object.assign(window, { journeyMark: 'feedback' }));

    await page.getByTestId('side-menu-feedback').click();
    const modal = page.getByTestId('feedback-modal');
    await modal.waitFor();
    await page.getByTestId('feedback-type').selectOption('3');
    const complaint = 'El juego Fortuna de Oro se cerró a mitad de una ronda de giros gratis.';
    await page.getByTestId('feedback-content').fill(complaint);
    expect(await page.getByTestId('feedback-counter').innerText()).toBe(`${[...complaint].length}/200`);
    await page.getByTestId('feedback-captcha-image').waitFor();
    await page.getByTestId('feedback-captcha').fill('abcd');
    await still(page, 'content-feedback-filled-es');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-success').waitFor();
    expect(await page.getByTestId('feedback-success').innerText()).toContain(
      text('es', 'content.feedback.sentTitle'),
    );
    await still(page, 'content-feedback-sent-es');
    await page
      .getByTestId('feedback-success')
      .getByRole('button', { name: text('es', 'common.close') })
      .click();
    await expect.poll(() => modal.count()).toBe(0);

    // The operator finds the feedback and answers it.
    const feedback = await adminValue<{
      content: Array<{ id: string; account: string | null; type: number; content: string; status: string }>;
    }>('GET', '/admin-api/messaging/feedback?status=OPEN');
    const mine = feedback.content.find(
      (item) => item.account === 'demo_player' && item.content === complaint,
    );
    expect(mine).toBeDefined();
    expect(mine!.type).toBe(3);
    const answer = 'Revisamos la ronda: los giros gratis pendientes ya están acreditados en su cuenta.';
    const answered = await adminValue<{ id: string; messageId: string | null }>(
      'POST',
      `/admin-api/messaging/feedback/${mine!.id}/answer`,
      { answer },
    );
    expect(answered.messageId).not.toBeNull();

    // Pushed over the real-time channel: the header badge goes up without a reload.
    await expect.poll(() => accountBadge(page), { timeout: 10_000 }).toBe(before + rewards + 1);
    await still(page, 'content-feedback-answer-badge-es');

    // The account menu leads to the inbox (in-app navigation, no reload), which lists the answer unread.
    await page.getByTestId('account-menu-button').click();
    expect(await page.getByTestId('account-menu-messages-badge').innerText()).toContain(String(before + 1));
    await page.getByTestId('account-menu-messages').click();
    await page.getByTestId('inbox-list').waitFor();
    const row = page.getByTestId(`message-row-${answered.messageId}`);
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await row.innerText()).toContain(text('es', 'messages.kinds.FEEDBACK_REPLY'));
    expect(await page.getByTestId('member-nav-messageV2').innerText()).toContain(String(before + 1));
    await still(page, 'content-inbox-answer-unread-es');

    // Opening it shows the question and the answer, marks it read, and the badge goes down.
    await row.click();
    const body = page.getByTestId('message-dialog-body');
    await body.waitFor();
    expect(await body.innerText()).toContain(answer);
    expect(await body.innerText()).toContain(complaint);
    await still(page, 'content-inbox-answer-open-es');
    await expect.poll(() => accountBadge(page), { timeout: 10_000 }).toBe(before + rewards);
    await page.getByTestId('message-dialog-close').click();
    await expect.poll(() => row.getAttribute('data-read')).toBe('true');
    expect(await page.evaluate(() => (window as Window & { journeyMark?: string }).journeyMark)).toBe(
      'feedback',
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a live-chat message reaches the operator, and the operator’s reply shows in the member’s chat window', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');

    await page.getByTestId('side-menu-cs-livechat').click();
    await page.getByTestId('chat-window').waitFor();
    const topic = page.locator('[data-testid^="chat-model-"]').first();
    await topic.waitFor();
    await still(page, 'content-chat-topics-es');
    const [chat] = await Promise.all([page.context().waitForEvent('page'), topic.click()]);
    watch(chat, problems);
    await chat.waitForURL(/\/chat\/\d+/);
    await page.getByTestId('chat-opened').waitFor();
    const roomId = new URL(chat.url()).pathname.split('/').pop()!;

    // The chat page connects over /ws and lets the member write.
    await chat.locator('#status.online').waitFor();
    const question = '¿Cuánto tarda en acreditarse un depósito por SPEI?';
    await chat.locator('#text').fill(question);
    await chat.locator('#send').click();
    await chat.locator('.msg.member[data-id]', { hasText: question }).waitFor();
    await still(chat, 'content-chat-member-sent-es');

    // The operator's side: the room is listed awaiting an answer, its history holds the message.
    const rooms = await adminValue<{
      content: Array<{ id: string; account: string; awaitingReply: boolean }>;
    }>('GET', '/admin-api/chat/rooms');
    const room = rooms.content.find((item) => item.id === roomId);
    expect(room).toMatchObject({ account: 'demo_player', awaitingReply: true });
    const history = await adminValue<{ messages: Array<{ sender: string; text: string }> }>(
      'GET',
      `/admin-api/chat/rooms/${roomId}/messages`,
    );
    expect(history.messages).toContainEqual(expect.objectContaining({ sender: 'MEMBER', text: question }));

    // The operator answers; the member's open chat page shows it live.
    const reply = 'Normalmente en pocos minutos, en cuanto caja confirma la referencia.';
    await adminValue('POST', `/admin-api/chat/rooms/${roomId}/messages`, { text: reply });
    await chat.locator('.msg.operator', { hasText: reply }).waitFor({ timeout: 10_000 });
    await still(chat, 'content-chat-operator-reply-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the app-download code leads to the install guide, whose session token a visitor’s browser does not take', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await page.getByTestId('app-download-android').click();
    await page.getByTestId('app-qr-android').waitFor();
    const address = new URL((await page.getByTestId('app-download-link').getAttribute('href'))!);
    expect(address.pathname).toBe('/download');
    expect(address.searchParams.get('platform')).toBe('android');
    expect(address.searchParams.get('lang')).toBe('es');
    const memberToken = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(address.searchParams.get('token')).toBe(memberToken);
    expect(problems).toEqual([]);
    await page.context().close();

    // Another browser opens the scanned address: the Android guide in Spanish, still as a visitor, and
    // the token gone from the address bar.
    const phone = await openPage(journey.browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(address.href);
    await phone.page.getByTestId('download-guide-android').waitFor();
    await phone.page.getByTestId('download-steps').waitFor();
    expect(new URL(phone.page.url()).searchParams.has('token')).toBe(false);
    expect(await phone.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await phone.page.getByTestId('header-login').waitFor();
    expect(await phone.page.getByTestId('header-account').count()).toBe(0);
    await still(phone.page, 'content-download-guide-phone-es');
    expect(phone.problems).toEqual([]);
    await phone.page.context().close();
  });
});
