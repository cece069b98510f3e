import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('language and theme', () => {
  it('switching to English changes the texts, <html lang> and is kept in localStorage', async () => {
    const { user, fetchMock } = renderApp('/');
    await screen.findByTestId('home-page');
    expect(screen.getByTestId('header-login')).toHaveTextContent('Entrar');
    expect(document.documentElement.lang).toBe('es');

    await user.selectOptions(screen.getByTestId('language-select'), 'en');

    await waitFor(() => expect(screen.getByTestId('header-login')).toHaveTextContent('Log in'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Royal Test');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    // The status is asked again in the new language (its texts are per language), without a page reload.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([, init]) => (init?.headers as Record<string, string>)['Accept-Language'] === 'en',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
  });

  it('the theme toggle switches dark ↔ light on <html> and keeps the choice', async () => {
    const { user } = renderApp('/');
    await screen.findByTestId('home-page');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Cambiar al tema claro');

    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle).toHaveAccessibleName('Cambiar al tema oscuro');

    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
