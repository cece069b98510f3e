import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { journeySetup } from '../support/journey';
import { logIn } from '../support/session';

const journey = journeySetup();

/** A real 1 × 1 png (the server checks the first bytes; the preview shows it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The header balance as a number: "$ 5.250,00" (es) → 5250. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance-amount').innerText()).replace(/[^\d,]/g, '');
  return Number(text.replace(',', '.'));
}

type TApplication = { id: string; account: string | null; comment: string; images: string[] };

describe('promotions journeys', () => {
  it('a player applies to a manual activity with a comment and an image; the operator approves it; the card shows Emitido and the balance grows', async () => {
    const { page, problems } = await openPage(journey.browser);
    await logIn(page, journey.server.url, 'demo_player', 'demo2026');
    await expect.poll(async () => (await headerBalance(page)) > 0).toBe(true);
    const start = await headerBalance(page);

    await page.goto(journey.server.url + '/promotions');
    const list = page.getByTestId('promotion-list');
    await list.waitFor();
    // The seeded page: every kind, with tabs of the categories in use.
    expect(await page.getByTestId('promotion-tabs').innerText()).toContain('Todas');
    expect(await list.getByTestId('promotion-card').count()).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'promotions-es');

    const card = list.getByTestId('promotion-card').filter({ hasText: 'Comparta su boleto ganador' });
    expect(await card.getByTestId('promotion-card-action').innerText()).toBe('Solicitar');
    await card.getByTestId('promotion-card-action').click();

    const dialog = page.getByTestId('promotion-detail');
    await dialog.getByTestId('promotion-apply-form').waitFor();
    expect(await dialog.getByTestId('promotion-rules').innerText()).toContain('hasta 3 imágenes');
    await dialog.getByTestId('promotion-apply-comment').fill('Mi boleto ganador del clásico');
    expect(await dialog.getByTestId('promotion-apply-counter').innerText()).toBe('29/140');
    await dialog
      .getByTestId('promotion-apply-input')
      .setInputFiles({ name: 'boleto.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('promotion-apply-preview').waitFor();
    await screenshot(page, 'promotion-apply-es');
    await dialog.getByTestId('promotion-apply-submit').click();
    await expect.poll(() => dialog.getByTestId('promotion-detail-state').innerText()).toBe('En revisión');
    await dialog.getByTestId('promotion-application').waitFor();

    // The operator's review queue lists it with its image; approving it issues the bonus.
    const queue = await journey.server.admin('GET', '/admin-api/promotions/applications?status=PENDING');
    const { content } = ((await queue.json()) as { value: { content: TApplication[] } }).value;
    const application = content.find((row) => row.account === 'demo_player');
    expect(application).toMatchObject({ comment: 'Mi boleto ganador del clásico' });
    const image = await journey.server.admin('GET', application!.images[0]!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const approved = await journey.server.admin(
      'POST',
      `/admin-api/promotions/applications/${application!.id}/approve`,
      { amount: 150 },
    );
    expect(approved.status).toBe(200);

    // The open page learns it through the realtime channel: the card says Emitido, the balance grew.
    await expect
      .poll(() => dialog.getByTestId('promotion-detail-state').innerText(), { timeout: 15_000 })
      .toBe('Emitido');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(start + 150);
    await page.getByTestId('promotion-detail').getByRole('button', { name: 'Cerrar' }).first().click();
    await expect.poll(() => card.getByTestId('promotion-card-state').innerText()).toBe('Emitido');
    await screenshot(page, 'promotion-issued-es');
    expect(problems).toEqual([]);
    await page.context().close();

    const check = await journey.server.admin('GET', '/admin-api/wallet/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });

  it('the promotions page reads well on a phone, in Spanish', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(journey.server.url + '/promotions');
    await page.getByTestId('promotion-list').waitFor();
    // Visitors see the cards and are asked to log in for an action.
    const first = page.getByTestId('promotion-card').first();
    expect(await first.getByTestId('promotion-card-action').innerText()).toBe('Participar');
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'promotions-phone-es');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the promotions page speaks English when English is chosen', async () => {
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/');
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('language-select').selectOption('en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(journey.server.url + '/promotions');
    const list = page.getByTestId('promotion-list');
    await list.waitFor();
    const text = await page.getByTestId('promotions-page').innerText();
    expect(text).toContain('100% welcome bonus');
    expect(text).toContain('Coming soon');
    expect(text).not.toMatch(/Disponible|Próximamente|Cerrada|Vigencia|Bono de bienvenida/);
    // The generated banners are drawn in the page language too.
    expect(await list.locator('img').first().getAttribute('src')).toMatch(/-en\.svg$/);
    await screenshot(page, 'promotions-en');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
