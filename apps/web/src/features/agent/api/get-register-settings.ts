import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgentRegisterSettingsReplySchema, type TAgentRegisterSettings } from '@platform/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY, useAgentQueryScope } from './keys';

export const AGENT_REGISTER_SETTINGS_PATH = '/wps/agent/register/settings';

const ZSettingsSchema = ZAgentRegisterSettingsReplySchema.shape.value;

/** GET /wps/agent/register/settings: the member types this agent may create, the invitation link base. */
export async function getAgentRegisterSettings(): Promise<TAgentRegisterSettings> {
  return ZSettingsSchema.parse(await api.get<unknown>(AGENT_REGISTER_SETTINGS_PATH));
}

export const agentRegisterSettingsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_KEY, 'register-settings', token],
    queryFn: getAgentRegisterSettings,
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useAgentRegisterSettings() {
  const { token } = useAgentQueryScope();
  return useQuery(agentRegisterSettingsQueryOptions(token));
}
