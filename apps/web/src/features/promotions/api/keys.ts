/** Every query of the promotions page starts with this key (the `promotions` realtime event refetches it). */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;
export const ACTIVITIES_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'activities'] as const;

/** GET the page's cards (here, without zod, so main.tsx can start it early). */
export const ACTIVITIES_PATH = '/wps/promotions/activities';
