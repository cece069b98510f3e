/** Every lottery query starts with ['lottery']; a purchase or a new result reloads ['lottery', part]. */
export const LOTTERY_QUERY_KEY = ['lottery'] as const;
