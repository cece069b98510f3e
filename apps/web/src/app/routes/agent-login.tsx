import { AgentLoginPage } from '../../features/agent/components/agent-login-page';

export function Component() {
  return <AgentLoginPage />;
}
