import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS } from '@platform/contracts/system.constants';
import { BrandLoader } from '../../../components/ui/brand-loader';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useSystemStatus } from '../api/get-system-status';
import { NetworkErrorPage } from './network-error-page';

// The pages of a closed site load only when needed: most visits never show them. (The network error page
// stays in the start-up bundle: without a network its code could not be fetched.)
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('./region-blocked-page').then((module) => ({ default: module.RegionBlockedPage })),
);

/**
 * Loads GET /wps/system/status, fills the app store and renders by `systemStatus` (spec §4):
 * 1 maintenance, 2 region restriction (the server already lets maintenance win), 0 the site.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const query = useSystemStatus(toLanguage(i18n.resolvedLanguage));
  const applySystemStatus = useAppStore((state) => state.applySystemStatus);
  const storeReady = useAppStore((state) => state.systemStatus !== null);
  const brandName = useAppStore((state) => state.brand?.name);

  useEffect(() => {
    if (query.data) applySystemStatus(query.data);
  }, [query.data, applySystemStatus]);

  useEffect(() => {
    if (brandName) document.title = brandName;
  }, [brandName]);

  const loader = <BrandLoader label={t('system.loaderLabel')} />;
  const status = query.data;
  if (!status) {
    if (query.isError)
      return <NetworkErrorPage onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return loader;
  }
  if (status.systemStatus === SYSTEM_STATUS.MAINTENANCE)
    return (
      <Suspense fallback={loader}>
        <MaintenancePage status={status} />
      </Suspense>
    );
  if (status.systemStatus === SYSTEM_STATUS.REGION_RESTRICTED)
    return (
      <Suspense fallback={loader}>
        <RegionBlockedPage status={status} />
      </Suspense>
    );
  if (!storeReady) return loader;
  return children;
}
