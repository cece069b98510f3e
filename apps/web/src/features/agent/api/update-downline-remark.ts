import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDownlineRemarkReplySchema, type TDownlineRemarkRequest } from '@platform/contracts/agents';
import { api } from '../../../lib/api-client';
import { AGENT_QUERY_KEY } from './keys';

const ZDownlineRemarkSchema = ZDownlineRemarkReplySchema.shape.value;
export type TDownlineRemark = ReturnType<typeof ZDownlineRemarkSchema.parse>;

export const downlineRemarkPath = (memberId: string) =>
  `/wps/agent/downlines/${encodeURIComponent(memberId)}/remark`;

/** PUT /wps/agent/downlines/{memberId}/remark: the agent's private note about a member (empty removes it). */
export async function updateDownlineRemark({
  memberId,
  ...request
}: TDownlineRemarkRequest & { memberId: string }): Promise<TDownlineRemark> {
  return ZDownlineRemarkSchema.parse(await api.put<unknown>(downlineRemarkPath(memberId), request));
}

export const updateDownlineRemarkMutationOptions = () =>
  mutationOptions({ mutationKey: [...AGENT_QUERY_KEY, 'remark'], mutationFn: updateDownlineRemark });

export function useUpdateDownlineRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateDownlineRemarkMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...AGENT_QUERY_KEY, 'downlines'] }),
  });
}
