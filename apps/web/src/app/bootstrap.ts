import { initI18n } from '../lib/i18n';
import { adoptSessionTokenFromUrl } from '../lib/storage';
import { applyTheme } from '../lib/theme';
import { useAppStore } from '../stores/app-store';

/** Start-up before the first render: session token from the URL, theme and language on <html>. */
export function bootstrap(): void {
  useAppStore.setState({ token: adoptSessionTokenFromUrl() });
  applyTheme(useAppStore.getState().theme, false);
  initI18n();
}
