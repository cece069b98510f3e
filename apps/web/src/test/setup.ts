import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { initialAppState, useAppStore } from '../stores/app-store';

// Lazy routes render on first use; on a loaded 2-core machine the first render of a route group can take
// over the default 1 s, so queries that wait for the screen wait up to 5 s (they still fail when it never comes).
configure({ asyncUtilTimeout: 5000 });

const inBrowser = typeof window !== 'undefined';
if (inBrowser) initI18n();

// jsdom does not implement scrolling or media queries.
if (inBrowser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (inBrowser) Element.prototype.scrollIntoView = vi.fn();
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(async () => {
  if (!inBrowser) return;
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('es');
  window.localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
  useAppStore.setState(initialAppState());
});

afterEach(() => {
  if (inBrowser) cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
