import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPvpTableReplySchema, type TPvpTableReply } from '@platform/contracts/pvp';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { withClockOffset, type TPvpLiveTable } from '../utils/table-state';
import { pvpKeys } from './keys';

export const pvpTablePath = (tableId: string) => `/wps/pvp/tables/${encodeURIComponent(tableId)}`;

const ZReplySchema = ZPvpTableReplySchema().shape.value;

/** GET /wps/pvp/tables/{tableId}: the public table view and the member's own part (seat, cards, hold). */
export async function getPvpTable(tableId: string): Promise<TPvpTableReply> {
  return ZReplySchema.parse(await api.get<unknown>(pvpTablePath(tableId)));
}

/** Live data: /ws events keep it current, so it is never stale by age; a reconnect asks for the view again. */
export const pvpTableQueryOptions = (tableId: string, token: string | null) =>
  queryOptions({
    queryKey: pvpKeys.table(tableId, token),
    queryFn: async (): Promise<TPvpLiveTable> => withClockOffset(await getPvpTable(tableId)),
    enabled: token !== null,
    staleTime: Infinity,
  });

export function usePvpTable(tableId: string) {
  const token = useAppStore((state) => state.token);
  return useQuery(pvpTableQueryOptions(tableId, token));
}
