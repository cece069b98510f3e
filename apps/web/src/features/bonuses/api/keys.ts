/** Every query of bonusDetails lives under ['promotions', 'bonuses'] (the `promotions` realtime event reloads it). */
export const BONUSES_QUERY_KEY = ['promotions', 'bonuses'] as const;
