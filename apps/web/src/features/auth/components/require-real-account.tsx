import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { BrandLoader } from '../../../components/ui/brand-loader';
import { useAppStore } from '../../../stores/app-store';

/**
 * Member-centre pages (spec §6): a trial account cannot open them; it sees the "a real account is needed"
 * dialog over home. Waits for the member info to know whether the account is a trial one.
 */
export function RequireRealAccount({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const isTrial = useAppStore((state) => state.isTrial);
  const isLoadingMember = useAppStore((state) => state.isLoadingMember);
  const openModal = useAppStore((state) => state.openModal);

  useEffect(() => {
    if (isTrial) openModal({ name: 'realAccount' });
  }, [isTrial, openModal]);

  if (isLoadingMember) return <BrandLoader label={t('common.loading')} />;
  if (isTrial) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
