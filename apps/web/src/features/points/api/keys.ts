/** Every loyalty query starts with ['loyalty']; the `loyalty` real-time event reloads ['loyalty', part]. */
export const POINTS_QUERY_KEY = ['loyalty', 'points'] as const;
