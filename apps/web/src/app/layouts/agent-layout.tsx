import { Outlet } from 'react-router';
import { RouteProgress } from './route-progress';

/** The agent centre: no side menu, header or footer (spec §2). */
export function AgentLayout() {
  return (
    <div className="agent-shell">
      <RouteProgress />
      <Outlet />
    </div>
  );
}
