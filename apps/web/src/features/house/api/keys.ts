/** Every in-house games query starts with ['house']; a bet reloads the parts it changes. */
export const HOUSE_QUERY_KEY = ['house'] as const;

export const houseKeys = {
  all: HOUSE_QUERY_KEY,
  game: (gameCode: string) => [...HOUSE_QUERY_KEY, 'game', gameCode] as const,
  rounds: (gameCode: string) => [...HOUSE_QUERY_KEY, 'rounds', gameCode] as const,
  round: (roundId: string) => [...HOUSE_QUERY_KEY, 'round', roundId] as const,
  fairness: () => [...HOUSE_QUERY_KEY, 'fairness'] as const,
  crash: () => [...HOUSE_QUERY_KEY, 'crash'] as const,
};
