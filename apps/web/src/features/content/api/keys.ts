/** Every query of the content feature starts with this key. */
export const CONTENT_QUERY_KEY = ['content'] as const;
