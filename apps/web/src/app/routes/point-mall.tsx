import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../features/auth/components/require-login';
import { RequireRealAccount } from '../../features/auth/components/require-real-account';
import { loadLaterTexts } from '../../lib/i18n';
import { loadWithTimeout } from '../../lib/lazy-chunk';

// The mall's texts are a later section (build/locale-texts.ts): they load with the page.
const PointMallPage = lazy(() =>
  loadWithTimeout(() =>
    Promise.all([import('../../features/points/components/point-mall-page'), loadLaterTexts()]).then(
      ([module]) => ({ default: module.PointMallPage }),
    ),
  ),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="spinner-row" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/**
 * Lazy screen group "PointMall": real members only, as the member pages (a visitor goes to the login popup,
 * a trial account sees the "a real account is needed" dialog).
 */
export function Component() {
  return (
    <RequireLogin>
      <RequireRealAccount>
        <Suspense fallback={<Loading />}>
          <PointMallPage />
        </Suspense>
      </RequireRealAccount>
    </RequireLogin>
  );
}
