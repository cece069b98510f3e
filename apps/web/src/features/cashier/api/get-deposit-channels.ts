import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { ZDepositChannelsReplySchema } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const DEPOSIT_CHANNELS_PATH = '/wps/cashier/deposit/channels';

const ZDepositChannelsSchema = ZDepositChannelsReplySchema.shape.value;
export type TDepositChannel = ReturnType<typeof ZDepositChannelsSchema.parse>[number];

/** GET /wps/cashier/deposit/channels: the channels the operator configured (bank transfer, gateway). */
export async function getDepositChannels(): Promise<TDepositChannel[]> {
  return ZDepositChannelsSchema.parse(await api.get<unknown>(DEPOSIT_CHANNELS_PATH));
}

/** Channel names are per language: the key holds the page language, so a switch loads the other names. */
export const depositChannelsQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'deposit-channels', token, language],
    queryFn: getDepositChannels,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export function useDepositChannels() {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(depositChannelsQueryOptions(token, toLanguage(i18n.resolvedLanguage ?? i18n.language)));
}
