import { Outlet } from 'react-router';
import { RouteProgress } from './route-progress';

/** Pages without header or footer (the /agent login page). */
export function BareLayout() {
  return (
    <div className="bare-shell">
      <RouteProgress />
      <Outlet />
    </div>
  );
}
