import { disableZodCodegen } from '@platform/contracts/zod-jitless';
import { initI18n } from '../lib/i18n';
import { adoptReferralCodeFromUrl, adoptSessionTokenFromUrl } from '../lib/storage';
import { applyTheme } from '../lib/theme';
import { useAppStore } from '../stores/app-store';

/**
 * Start-up before the first render: session token from the URL (its member info loads as soon as the
 * status is normal), an invitation code from the URL, theme and language on <html>.
 */
export function bootstrap(): void {
  // The site's policy allows no eval (apps/server platform/security-headers.ts).
  disableZodCodegen();
  const token = adoptSessionTokenFromUrl();
  useAppStore.setState({ token, isLoadingMember: token !== null });
  adoptReferralCodeFromUrl();
  applyTheme(useAppStore.getState().theme, false);
  initI18n();
}
