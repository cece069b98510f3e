import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { GTAG_SCRIPT, resetAnalyticsForTests } from './gtag';

type TGtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const tagScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT));
const pageViews = (gtag: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>) =>
  gtag.mock.calls
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

let gtag: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

beforeEach(() => {
  resetAnalyticsForTests();
  gtag = vi.fn<(...args: unknown[]) => void>();
  (window as TGtagWindow).gtag = gtag;
});

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  delete (window as TGtagWindow).gtag;
  delete (window as TGtagWindow).dataLayer;
});

describe('analytics (status analytics.gtagId)', () => {
  it('loads gtag.js after start-up, when idle, and sends a page view for every route', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      const { router } = renderApp('/', makeStatus({ analytics: { gtagId: 'G-TEST123' } }));
      await waitFor(() => expect(pageViews(gtag)).toEqual(['/']));
      expect(gtag).toHaveBeenCalledWith('config', 'G-TEST123', { send_page_view: false });
      // Nothing is fetched before the browser is idle after load.
      expect(tagScripts()).toHaveLength(0);
      act(() => idle.forEach((run) => run()));
      const [script] = tagScripts();
      expect(script?.src).toBe(`${GTAG_SCRIPT}?id=G-TEST123`);
      expect(script?.async).toBe(true);

      await act(() => router.navigate('/promotions?tab=all'));
      await waitFor(() => expect(pageViews(gtag)).toEqual(['/', '/promotions?tab=all']));
      await act(() => router.navigate('/rng'));
      await waitFor(() => expect(pageViews(gtag)).toEqual(['/', '/promotions?tab=all', '/rng']));
      expect(tagScripts()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads and sends nothing without a tag', async () => {
    const { router } = renderApp('/', makeStatus({ analytics: { gtagId: null } }));
    await screen.findByTestId('header');
    await act(() => router.navigate('/promotions'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtag).not.toHaveBeenCalled();
    expect(tagScripts()).toHaveLength(0);
  });
});
