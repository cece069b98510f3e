import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZReferralFriendsPageSchema,
  ZReferralOverviewSchema,
  type TReferralFriendsPage,
  type TReferralOverview,
} from '@platform/contracts/referral';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';
import { useAppStore } from '../../../stores/app-store';

export const REFERRAL_PATH = '/wps/promotions/referral';
export const REFERRAL_FRIENDS_PATH = '/wps/promotions/referral/friends';
export const REFERRAL_PAGE_SIZE = 10;

export async function getReferral(): Promise<TReferralOverview> {
  return ZReferralOverviewSchema.parse(await api.get<unknown>(REFERRAL_PATH));
}

export async function getReferralFriends(pageNo: number): Promise<TReferralFriendsPage> {
  return ZReferralFriendsPageSchema.parse(
    await api.get<unknown>(REFERRAL_FRIENDS_PATH, { query: { pageNo, pageSize: REFERRAL_PAGE_SIZE } }),
  );
}

export const referralQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'referral', 'overview', token],
    queryFn: getReferral,
    staleTime: 30_000,
    retry: false,
  });

export const referralFriendsQueryOptions = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'referral', 'friends', token, pageNo],
    queryFn: () => getReferralFriends(pageNo),
    staleTime: 30_000,
    retry: false,
  });

/** The member's invitation link, the rule and the totals (403 REFERRAL_DISABLED when not offered). */
export function useReferral() {
  const token = useAppStore((state) => state.token);
  return useQuery(referralQueryOptions(token));
}

/** A page of the friends the member invited. */
export function useReferralFriends(pageNo: number, enabled: boolean) {
  const token = useAppStore((state) => state.token);
  return useQuery({ ...referralFriendsQueryOptions(token, pageNo), enabled });
}
