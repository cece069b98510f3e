import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS } from '@platform/contracts/system';
import { BrandLoader } from '../../../components/ui/brand-loader';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { useSystemStatus } from '../api/get-system-status';
import { MaintenancePage } from './maintenance-page';
import { NetworkErrorPage } from './network-error-page';
import { RegionBlockedPage } from './region-blocked-page';

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

  const status = query.data;
  if (!status) {
    if (query.isError)
      return <NetworkErrorPage onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return <BrandLoader label={t('system.loaderLabel')} />;
  }
  if (status.systemStatus === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage status={status} />;
  if (status.systemStatus === SYSTEM_STATUS.REGION_RESTRICTED) return <RegionBlockedPage status={status} />;
  if (!storeReady) return <BrandLoader label={t('system.loaderLabel')} />;
  return children;
}
