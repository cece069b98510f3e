import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';

/** The reward centre's queries (under ['promotions']: the real-time event reloads them). */
export const REWARDS_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'rewards'] as const;
/** The lucky draw's queries. */
export const RAFFLES_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'raffles'] as const;
