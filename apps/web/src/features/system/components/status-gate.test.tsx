import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, makeStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { useAppStore } from '../../../stores/app-store';

describe('system status views', () => {
  it('shows the branded loader until the status arrives, then fills the store', async () => {
    renderApp('/');
    expect(screen.getByTestId('app-loader')).toBeInTheDocument();
    await screen.findByTestId('home-page');
    const state = useAppStore.getState();
    expect(state.systemStatus).toBe(0);
    expect(state.brand?.name).toBe('Royal Test');
    expect(state.smsEnabled).toBe(true);
    expect(state.location?.ip).toBe('203.0.113.7');
    expect(state.imageCDNs).toHaveLength(2);
    expect(state.isLogin).toBe(false);
  });

  it('systemStatus 1 shows the maintenance page with its title, info text and customer service', async () => {
    renderApp(
      '/promotions',
      makeStatus({
        systemStatus: 1,
        maintenance: {
          active: true,
          title: 'Mantenimiento programado',
          info: 'Volvemos a las 14:00.',
          endsAt: null,
        },
      }),
    );
    const page = await screen.findByTestId('maintenance-page');
    expect(page).toHaveTextContent('Mantenimiento programado');
    expect(screen.getByTestId('maintenance-info')).toHaveTextContent('Volvemos a las 14:00.');
    expect(screen.getByTestId('status-cs-button')).toHaveAttribute('href', 'https://chat.example.test/room');
    expect(screen.queryByTestId('header')).not.toBeInTheDocument();
  });

  it('systemStatus 1 without operator texts uses the translated defaults', async () => {
    renderApp('/', makeStatus({ systemStatus: 1 }));
    expect(await screen.findByTestId('maintenance-page')).toHaveTextContent('Estamos en mantenimiento');
  });

  it('systemStatus 2 shows the region-blocked page with the visitor IP', async () => {
    renderApp(
      '/',
      makeStatus({
        systemStatus: 2,
        regionRestriction: { active: true, ip: '203.0.113.7', country: 'XX', message: null },
      }),
    );
    const page = await screen.findByTestId('region-blocked-page');
    expect(page).toHaveTextContent('el servicio no está disponible en su región');
    expect(screen.getByTestId('blocked-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByTestId('status-cs-button')).toBeInTheDocument();
  });

  it('a failed status request shows the network error, and retry recovers', async () => {
    const { user } = renderApp('/', 'network-error');
    expect(await screen.findByTestId('network-error')).toHaveTextContent(
      'El enlace de red es anormal, por favor inténtelo de nuevo.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(envelope(makeStatus()))),
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('home-page')).toBeInTheDocument());
  });
});
