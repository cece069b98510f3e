import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TResource } from '@platform/contracts/system';
import { makeStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const resource = (resourceType: string, url: string): TResource => ({
  resourceType,
  url,
  labelNameEn: resourceType,
  labelNames: {},
});

beforeEach(() => {
  // jsdom draws no canvas: the codes stay in their drawing state.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/download (app install guides)', () => {
  it('opens the guide of ?platform= and says the app is not yet available when none is configured', async () => {
    renderApp('/download?platform=android');
    const guide = await screen.findByTestId('download-guide-android');
    expect(screen.getByTestId('download-tabs-android')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('download-tabs-ios')).toHaveAttribute('aria-selected', 'false');
    expect(within(guide).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cómo instalar la app en Android',
    );
    expect(within(guide).getByTestId('download-unavailable')).toHaveTextContent(
      'La app para Android aún no está disponible',
    );
    expect(within(guide).queryByTestId('download-button')).not.toBeInTheDocument();
    expect(within(guide).queryByTestId('download-qr-android')).not.toBeInTheDocument();
    expect(within(guide).getByTestId('download-steps').querySelectorAll('li')).toHaveLength(4);
  });

  it('links the download button to the configured resource of each platform', async () => {
    const status = makeStatus({
      resources: [
        resource('APP_IOS', 'https://apps.example.test/fortuna-ios'),
        resource('APP_DOWNLOAD', 'https://dl.example.test/fortuna.apk'),
      ],
    });
    const { router, user } = renderApp('/download?platform=ios', status);
    const guide = await screen.findByTestId('download-guide-ios');
    expect(within(guide).getByTestId('download-button')).toHaveAttribute(
      'href',
      'https://apps.example.test/fortuna-ios',
    );
    expect(within(guide).getByTestId('download-qr-ios')).toBeInTheDocument();
    expect(within(guide).queryByTestId('download-unavailable')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('download-tabs-android'));
    const android = await screen.findByTestId('download-guide-android');
    expect(within(android).getByTestId('download-button')).toHaveAttribute(
      'href',
      'https://dl.example.test/fortuna.apk',
    );
    expect(within(android).getByTestId('download-button')).toHaveTextContent('Descargar para Android');
    expect(router.state.location.search).toBe('?platform=android');
  });

  it('never offers a script address as a download', async () => {
    const status = makeStatus({ resources: [resource('APP_ANDROID', 'javascript:alert(1)')] });
    renderApp('/download?platform=android', status);
    expect(await screen.findByTestId('download-unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('download-button')).not.toBeInTheDocument();
  });

  it('removes the session token from the address at once, keeps it nowhere and reads ?lang=', async () => {
    const { router } = renderApp('/download?lang=en&platform=android&token=tok-for-the-app');
    expect(await screen.findByTestId('download-guide-android')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lang=en&platform=android'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Download the app');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('tok-for-the-app');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-for-the-app');
    expect(document.body.innerHTML).not.toContain('tok-for-the-app');
  });

  it('ignores a ?lang= the site does not offer and opens the phone’s own guide without ?platform=', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
    );
    renderApp('/download?lang=fr');
    expect(await screen.findByTestId('download-guide-android')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Descargar la app');
    expect(i18n.resolvedLanguage).toBe('es');
  });
});
