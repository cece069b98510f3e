import { AgentCenterPage } from '../../features/agent/components/agent-center-page';

export function Component() {
  return <AgentCenterPage />;
}
