import { AgentLoginForm } from '../../features/auth/components/agent-login-form';
import { AgentLoginPage } from '../../features/agent/components/agent-login-page';

export function Component() {
  return <AgentLoginPage form={<AgentLoginForm />} />;
}
