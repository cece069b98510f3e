import { QueryClient } from '@tanstack/react-query';
import type { TActivityList } from '@platform/contracts/promotion-activities';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the first requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('has the promotion cards read into the cache before the first render of /promotions, asked for once', async () => {
    window.history.replaceState(null, '', '/promotions');
    const { callsTo } = mockApi(routes);
    const queryClient = new QueryClient();
    const { pageData } = startFirstRequests(queryClient, 'es');
    await Promise.all(pageData);
    expect(queryClient.getQueryData(activitiesQueryOptions(null, 'es', null).queryKey)).toEqual(LIST);
    expect(callsTo('GET /wps/promotions/activities')).toHaveLength(1);
  });

  it('leaves the promotions alone on other pages', async () => {
    window.history.replaceState(null, '', '/rng');
    const { callsTo } = mockApi(routes);
    const queryClient = new QueryClient();
    const { pageData } = startFirstRequests(queryClient, 'es');
    await Promise.all(pageData);
    expect(queryClient.getQueryData(activitiesQueryOptions(null, 'es', null).queryKey)).toBeUndefined();
    expect(callsTo('GET /wps/promotions/activities')).toHaveLength(0);
  });
});
