import { useNavigate } from 'react-router';
import type { TLoginOutcome } from '../hooks/use-complete-login';
import { LoginForm } from './login-form';

export const AGENT_HOME_PATH = '/agentHome';

/** The /agent page form: username login on the agent portal; non-agents get NON_AGENT_LOGIN inline. */
export function AgentLoginForm() {
  const navigate = useNavigate();
  const onLoggedIn = (outcome: TLoginOutcome) => {
    if (outcome === 'loggedIn') void navigate(AGENT_HOME_PATH);
  };
  return (
    <LoginForm portal="agent" testIdPrefix="agent-login" onLoggedIn={onLoggedIn} returnTo={AGENT_HOME_PATH} />
  );
}
