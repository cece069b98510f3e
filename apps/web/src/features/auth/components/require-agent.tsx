import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BrandLoader } from '../../../components/ui/brand-loader';
import { useAppStore } from '../../../stores/app-store';

/** /agentHome: no token → /login (spec §4); a token whose member is not an agent → /agent (spec §2). */
export function RequireAgent({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const isAgent = useAppStore((state) => state.isAgent);
  const isLoadingMember = useAppStore((state) => state.isLoadingMember);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  if (isLoadingMember) return <BrandLoader label={t('common.loading')} />;
  if (!isAgent) return <Navigate to="/agent" replace />;
  return children ?? <Outlet />;
}
