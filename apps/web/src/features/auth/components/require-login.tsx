import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppStore } from '../../../stores/app-store';

/** spec §4 route guard: without a session token, routes that need login go to /login (the login popup). */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const token = useAppStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
