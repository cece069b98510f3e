import { useEffect } from 'react';
import { usePromotionBadges } from '../lib/promotion-badges';
import { useAppStore } from '../stores/app-store';

/**
 * Keeps the public state's `availablePromoCount` and the reward centre's unread count (the header menu's
 * badge) from GET /wps/promotions/badges, asked only for a logged-in real member; the `promotions`
 * real-time event reloads the counts.
 */
export function PromotionBadgeSync() {
  const { availablePromoCount, rewardCenter } = usePromotionBadges();
  const setPublicState = useAppStore((state) => state.setPublicState);
  useEffect(() => {
    setPublicState({ availablePromoCount, unreadRewards: rewardCenter });
  }, [availablePromoCount, rewardCenter, setPublicState]);
  return null;
}
