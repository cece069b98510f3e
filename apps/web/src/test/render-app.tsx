import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { envelope, jsonResponse, makeStatus } from './fixtures';

/** Replaces fetch: GET /wps/system/status answers with `status` (or fails), anything else is a 404 envelope. */
export function mockStatusFetch(status: TSystemStatusValue | 'network-error' = makeStatus()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/wps/system/status')) {
      if (status === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(envelope(status));
    }
    return jsonResponse({ success: false, value: null, message: 'Not found.', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path: string, status: TSystemStatusValue | 'network-error' = makeStatus()) {
  const fetchMock = mockStatusFetch(status);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchMock, user, queryClient };
}
