import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from '../lib/lazy-chunk';
import { RouteError } from './route-error';

function renderLazy(load: () => Promise<{ Component: () => null }>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => <p>…</p>,
        lazy: () => loadWithTimeout(load),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('chunk-load failure', () => {
  it('a screen chunk that fails to load shows the translated error with a reload button', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByTestId('chunk-error')).toHaveTextContent('No se pudo cargar esta sección');
    await userEvent.click(screen.getByRole('button', { name: 'Recargar la página' }));
    expect(reload).toHaveBeenCalled();
  });

  it('a chunk still loading after 120000 ms shows the spec message', async () => {
    vi.useFakeTimers();
    renderLazy(() => new Promise(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByTestId('chunk-error')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('chunk-error')).toHaveTextContent(
      'La página tardó demasiado en cargar, compruebe su conexión de red.',
    );
  });
});
