/** Every PVP query starts with ['pvp']. */
export const PVP_QUERY_KEY = ['pvp'] as const;

export const pvpKeys = {
  all: PVP_QUERY_KEY,
  table: (tableId: string, token: string | null) => [...PVP_QUERY_KEY, 'table', tableId, token] as const,
};
