import { describe, expect, it } from 'vitest';
import { journeySetup } from '../support/journey';
import { openPage, screenshot } from '../support/browser';
import { text } from '../support/locales';

// The proxy in front of the platform is this machine; its X-Forwarded-For is trusted.
const journey = journeySetup({ TRUST_PROXY: '127.0.0.1' });

async function putSetting(name: 'maintenance' | 'region', body: unknown): Promise<void> {
  const reply = await journey.server.admin('PUT', `/admin-api/system/${name}`, body);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

describe('system status views', () => {
  it('with maintenance switched on, the maintenance page shows with the operator text', async () => {
    await putSetting('maintenance', {
      enabled: true,
      title: { es: 'Mejoras en curso', en: 'Upgrades in progress' },
      info: { es: 'Volvemos a las 06:00.', en: 'Back at 06:00.' },
    });
    const { page, problems } = await openPage(journey.browser);
    await page.goto(journey.server.url + '/promotions');
    await page.getByTestId('maintenance-page').waitFor();
    const body = await page.getByTestId('maintenance-page').innerText();
    expect(body).toContain('Mejoras en curso');
    expect(body).toContain('Volvemos a las 06:00.');
    expect(await page.getByTestId('header').count()).toBe(0);
    await screenshot(page, 'maintenance-es');

    // The API refuses player calls meanwhile, in the visitor's language.
    const refused = await fetch(`${journey.server.url}/wps/member/info`, {
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe('MAINTENANCE');
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
    await page.context().close();

    await putSetting('maintenance', { enabled: false });
    const { page: after } = await openPage(journey.browser);
    await after.goto(journey.server.url + '/');
    await after.getByTestId('home-page').waitFor();
    await after.context().close();
  });

  it('a visitor from a blocked network sees the block page with its IP', async () => {
    await putSetting('region', { enabled: true, blockedNetworks: ['203.0.113.0/24'] });
    const { page } = await openPage(journey.browser, {
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' },
    });
    await page.goto(journey.server.url + '/');
    await page.getByTestId('region-blocked-page').waitFor();
    expect(await page.getByTestId('blocked-ip').innerText()).toContain('203.0.113.7');
    expect(await page.getByTestId('region-blocked-page').innerText()).toContain(
      text('es', 'system.region.title'),
    );
    await screenshot(page, 'region-blocked-es');
    await page.context().close();

    // Anyone else still gets the site.
    const { page: other } = await openPage(journey.browser, {
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.9' },
    });
    await other.goto(journey.server.url + '/');
    await other.getByTestId('home-page').waitFor();
    await other.context().close();
  });

  it('maintenance wins over a region block', async () => {
    await putSetting('maintenance', { enabled: true });
    const { page } = await openPage(journey.browser, {
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' },
    });
    await page.goto(journey.server.url + '/');
    await page.getByTestId('maintenance-page').waitFor();
    expect(await page.getByTestId('region-blocked-page').count()).toBe(0);
    await page.context().close();
    await putSetting('maintenance', { enabled: false });
    await putSetting('region', { enabled: false });
  });
});
