import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotionBadges } from '@platform/contracts/promotions';
import { useAppStore } from '../stores/app-store';
import { api } from './api-client';

/** Every query of the promotions features starts with this key; the `promotions` real-time event reloads them. */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;

export const PROMOTION_BADGES_PATH = '/wps/promotions/badges';

const ZERO: TPromotionBadges = { availablePromoCount: 0, rewardCenter: 0, missionLeaderboard: 0 };

/**
 * GET /wps/promotions/badges: the public state's `availablePromoCount` and the member centre's reward and
 * mission badges (three integers the server's schema guarantees; no zod in the start-up bundle).
 */
export const getPromotionBadges = () => api.get<TPromotionBadges>(PROMOTION_BADGES_PATH);

export const promotionBadgesQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'badges', token],
    queryFn: getPromotionBadges,
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** The member's promotion counts; zeros for visitors, trial accounts and while a password change comes first. */
export function usePromotionBadges(): TPromotionBadges {
  const token = useAppStore((state) => state.token);
  const enabled = useAppStore(
    (state) => state.isLogin && !state.isTrial && state.forcedPasswordChange === null,
  );
  const query = useQuery(promotionBadgesQueryOptions(token, enabled));
  return (enabled && query.data) || ZERO;
}
