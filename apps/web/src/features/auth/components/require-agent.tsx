import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BrandLoader } from '../../../components/ui/brand-loader';
import { useAppStore } from '../../../stores/app-store';

/**
 * /agentHome: no token → /login (spec §4); waits for the member info; a trial account sees the
 * real-account dialog over home (spec §6); a member who is not an agent → /agent (spec §2).
 */
export function RequireAgent({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const isAgent = useAppStore((state) => state.isAgent);
  const isTrial = useAppStore((state) => state.isTrial);
  const isLoadingMember = useAppStore((state) => state.isLoadingMember);
  const openModal = useAppStore((state) => state.openModal);
  const location = useLocation();

  useEffect(() => {
    if (token && isTrial) openModal({ name: 'realAccount' });
  }, [token, isTrial, openModal]);

  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (isLoadingMember) return <BrandLoader label={t('common.loading')} />;
  if (isTrial) return <Navigate to="/" replace />;
  if (!isAgent) return <Navigate to="/agent" replace />;
  return children ?? <Outlet />;
}
