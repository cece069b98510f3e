import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as TUserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { makeStatus } from './fixtures';
import { mockApi, type TApiRoutes } from './mock-api';

/** Replaces fetch: GET /wps/system/status answers with `status` (or fails), anything else is a 404 envelope. */
export function mockStatusFetch(status: TSystemStatusValue | 'network-error' = makeStatus()) {
  return mockApi({}, status).fetchMock;
}

/**
 * Renders the whole app at `path` over a fake server (mock-api.ts): the system status `status` plus the
 * `api` routes. `userOptions` goes to userEvent (for instance `advanceTimers` with fake timers);
 * `queryClient`, a cache the start-up filled before the first render (main.tsx does that).
 */
export function renderApp(
  path: string,
  status: TSystemStatusValue | 'network-error' = makeStatus(),
  api: TApiRoutes = {},
  userOptions: TUserEventOptions = {},
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const { fetchMock, calls, callsTo } = mockApi(api, status);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchMock, calls, callsTo, user, queryClient };
}
