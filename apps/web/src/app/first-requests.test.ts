import { QueryClient } from '@tanstack/react-query';
import type { TActivityList } from '@platform/contracts/promotion-activities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICES_PATH, noticesQuery, noticesQueryOptions } from '../features/content/api/get-notices';
import { takeEarly } from '../lib/early-requests';
import { makePayload, notice } from '../features/content/test/fixtures';
import { activitiesQueryOptions } from '../features/promotions/api/get-activities';
import { mockApi, ok } from '../test/mock-api';
import { startFirstRequests } from './first-requests';

const LIST: TActivityList = {
  categories: ['DEPOSIT'],
  list: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'FIRST_DEPOSIT',
      category: 'DEPOSIT',
      title: 'Bono de bienvenida',
      summary: 'El 100 % de su primer depósito.',
      bannerUrl: '/wps/promotions/art/welcome-es.svg',
      startsAt: '2026-11-01T06:00:00.000Z',
      endsAt: '2026-12-31T06:00:00.000Z',
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      state: 'JOIN',
      action: 'LOGIN',
    },
  ],
};

const routes = {
  'GET /wps/content/notices': ok({ banners: [], player: [], popup: [], promotion: [] }),
  'GET /wps/promotions/activities': ok(LIST),
};

/** The first requests of a visitor landing on `path`, settled: the cached cards and the calls made. */
async function landOn(path: string) {
  window.history.replaceState(null, '', path);
  const { callsTo } = mockApi(routes);
  const queryClient = new QueryClient();
  await Promise.all(startFirstRequests(queryClient, 'es').pageData);
  return {
    cards: queryClient.getQueryData(activitiesQueryOptions(null, 'es', null).queryKey),
    activityRequests: callsTo('GET /wps/promotions/activities').length,
  };
}

describe('the first requests', () => {
  afterEach(() => {
    // A visitor's notices without a pop-up stay started (the page takes them); the next landing asks again.
    takeEarly(NOTICES_PATH, noticesQuery('B'));
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('has the promotion cards read into the cache before the first render of /promotions, asked for once', async () => {
    expect(await landOn('/promotions')).toEqual({ cards: LIST, activityRequests: 1 });
  });

  it("reads a visitor's pop-up notices into the cache before the first render, asked for once", async () => {
    window.history.replaceState(null, '', '/rng');
    const popup = [notice('9', 'PU', 'Aviso importante', '<p>Juegue con responsabilidad.</p>')];
    const { callsTo } = mockApi({ ...routes, 'GET /wps/content/notices': ok(makePayload({ popup })) });
    const queryClient = new QueryClient();
    await Promise.all(startFirstRequests(queryClient, 'es').pageData);
    expect(queryClient.getQueryData(noticesQueryOptions('B', 'es', null).queryKey)?.popup).toHaveLength(1);
    expect(callsTo('GET /wps/content/notices')).toHaveLength(1);
  });

  it('leaves the promotions alone on other pages', async () => {
    expect(await landOn('/rng')).toEqual({ cards: undefined, activityRequests: 0 });
  });
});
