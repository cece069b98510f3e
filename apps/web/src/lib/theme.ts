import { readLocal, THEME_KEY, writeLocal } from './storage';

export const THEMES = ['dark', 'light'] as const;
export type TTheme = (typeof THEMES)[number];
export const DEFAULT_THEME: TTheme = 'dark';

export function readStoredTheme(): TTheme {
  const stored = readLocal(THEME_KEY);
  return THEMES.find((theme) => theme === stored) ?? DEFAULT_THEME;
}

export function applyTheme(theme: TTheme, persist = true): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  if (persist) writeLocal(THEME_KEY, theme);
}
