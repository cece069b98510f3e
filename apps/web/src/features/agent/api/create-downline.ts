import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateDownlineReplySchema,
  type TCreateDownlineRequest,
  type TCreatedDownline,
} from '@platform/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY } from './keys';

export const CREATE_DOWNLINE_PATH = '/wps/agent/downlines';

const ZCreatedDownlineSchema = ZCreateDownlineReplySchema.shape.value;

/**
 * POST /wps/agent/downlines: a new account directly under the agent, with the default password the
 * server returns (the first login must change it).
 */
export async function createDownline(request: TCreateDownlineRequest): Promise<TCreatedDownline> {
  return ZCreatedDownlineSchema.parse(await api.post<unknown>(CREATE_DOWNLINE_PATH, request));
}

export const createDownlineMutationOptions = () =>
  mutationOptions({ mutationKey: [...AGENT_QUERY_KEY, 'create-downline'], mutationFn: createDownline });

/** The team's lists and figures load again once the account exists. */
export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createDownlineMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENT_QUERY_KEY }),
  });
}
