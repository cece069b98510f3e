import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import {
  ZRaffleClaimReplySchema,
  ZRaffleListSchema,
  ZRaffleWinnersSchema,
  type TRaffleClaimReply,
  type TRaffleList,
  type TRaffleWinners,
} from '@platform/contracts/raffles';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import { RAFFLES_QUERY_KEY } from './keys';

export const RAFFLES_PATH = '/wps/promotions/raffles';
export const RAFFLE_WINNERS_PATH = '/wps/promotions/raffles/winners';
export const CLAIM_RAFFLE_PATH = '/wps/relay/MCS2_claimRafflePromotion';

/** GET /wps/promotions/raffles: the open lucky draws with the member's draws and the prize tables. */
export async function getRaffles(language: TLanguage): Promise<TRaffleList> {
  return ZRaffleListSchema.parse(await api.get<unknown>(RAFFLES_PATH, { query: { lang: language } }));
}

export const rafflesQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: [...RAFFLES_QUERY_KEY, token, language],
    queryFn: () => getRaffles(language),
    enabled: token !== null,
  });

export function useRaffles() {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(rafflesQueryOptions(token, toLanguage(i18n.resolvedLanguage)));
}

/** GET /wps/promotions/raffles/winners: the latest prizes won, accounts masked. */
export async function getRaffleWinners(language: TLanguage): Promise<TRaffleWinners> {
  return ZRaffleWinnersSchema.parse(
    await api.get<unknown>(RAFFLE_WINNERS_PATH, { query: { lang: language } }),
  );
}

export const raffleWinnersQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: [...RAFFLES_QUERY_KEY, 'winners', language],
    queryFn: () => getRaffleWinners(language),
    staleTime: 30_000,
  });

export function useRaffleWinners() {
  const { i18n } = useTranslation();
  return useQuery(raffleWinnersQueryOptions(toLanguage(i18n.resolvedLanguage)));
}

/** POST MCS2_claimRafflePromotion: one draw; the prize is credited as a bonus. */
export async function claimRaffle(raffleId: string): Promise<TRaffleClaimReply> {
  return ZRaffleClaimReplySchema.parse(await api.post<unknown>(CLAIM_RAFFLE_PATH, { raffleId }));
}

/** The draw; the lists and the balance are refreshed once the caller has shown the result. */
export function useClaimRaffle() {
  return useMutation({ mutationFn: claimRaffle });
}

export function useRefreshRaffles() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
  };
}
