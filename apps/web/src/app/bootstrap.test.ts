import { describe, expect, it } from 'vitest';
import { useAppStore } from '../stores/app-store';
import { bootstrap } from './bootstrap';

describe('bootstrap', () => {
  it('moves the token of the URL query into sessionStorage and the store, and cleans the address bar', () => {
    window.history.replaceState(null, '', '/promotions?token=from-query&x=1');
    bootstrap();
    expect(sessionStorage.getItem('token')).toBe('from-query');
    expect(useAppStore.getState().token).toBe('from-query');
    expect(window.location.pathname + window.location.search).toBe('/promotions?x=1');
  });

  it('applies the stored theme to <html>', () => {
    localStorage.setItem('theme', 'light');
    useAppStore.setState({ theme: 'light' });
    bootstrap();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
