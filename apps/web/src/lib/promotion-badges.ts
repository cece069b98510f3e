import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotionBadges } from '@platform/contracts/promotions';
import { useAppStore } from '../stores/app-store';
import { api } from './api-client';

/** Every query of the promotions features starts with this key; the `promotions` real-time event reloads them. */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;

export const PROMOTION_BADGES_PATH = '/wps/promotions/badges';

const ZERO: TPromotionBadges = { availablePromoCount: 0, rewardCenter: 0, missionLeaderboard: 0 };

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/**
 * GET /wps/promotions/badges: the public state's `availablePromoCount` and the member centre's reward and
 * mission badges. Read by hand (three counts) so that zod stays out of the start-up bundle.
 */
export async function getPromotionBadges(): Promise<TPromotionBadges> {
  const value = await api.get<Partial<Record<keyof TPromotionBadges, unknown>> | null>(PROMOTION_BADGES_PATH);
  if (!value || typeof value !== 'object') return ZERO;
  return {
    availablePromoCount: count(value.availablePromoCount),
    rewardCenter: count(value.rewardCenter),
    missionLeaderboard: count(value.missionLeaderboard),
  };
}

export const promotionBadgesQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'badges', token],
    queryFn: getPromotionBadges,
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** Only logged-in real members have promotions to count (trial accounts and visitors: none). */
export function usePromotionBadgesEnabled(): boolean {
  return useAppStore(
    (state) => state.token !== null && state.isLogin && !state.isTrial && state.forcedPasswordChange === null,
  );
}

/** The member's promotion counts; zeros for visitors and trial accounts. */
export function usePromotionBadges() {
  const token = useAppStore((state) => state.token);
  const enabled = usePromotionBadgesEnabled();
  const query = useQuery(promotionBadgesQueryOptions(token, enabled));
  return enabled ? (query.data ?? ZERO) : ZERO;
}
