import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDepositChannelsReplySchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const DEPOSIT_CHANNELS_PATH = '/wps/cashier/deposit/channels';

const ZDepositChannelsSchema = ZDepositChannelsReplySchema.shape.value;
export type TDepositChannel = ReturnType<typeof ZDepositChannelsSchema.parse>[number];

/** GET /wps/cashier/deposit/channels: the channels the operator configured (bank transfer, gateway). */
export async function getDepositChannels(): Promise<TDepositChannel[]> {
  return ZDepositChannelsSchema.parse(await api.get<unknown>(DEPOSIT_CHANNELS_PATH));
}

export const depositChannelsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-channels', token],
    queryFn: getDepositChannels,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export function useDepositChannels() {
  const token = useAppStore((state) => state.token);
  return useQuery(depositChannelsQueryOptions(token));
}
