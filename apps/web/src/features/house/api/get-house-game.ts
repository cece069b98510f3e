import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZHouseGameSchema, type THouseGame } from '@platform/contracts/house-games';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { houseKeys } from './keys';

export const houseGamePath = (gameCode: string) => `/wps/house/games/${encodeURIComponent(gameCode)}`;

/**
 * GET /wps/house/games/{gameCode}: the game's kind, name, limits and slot config; with a session also the
 * member's open round (free spins, mines) to resume. Visitors get it too: the page shows them the rules.
 */
export async function getHouseGame(gameCode: string): Promise<THouseGame> {
  return ZHouseGameSchema.parse(await api.get<unknown>(houseGamePath(gameCode)));
}

/** Keyed by the token (the open round is the member's) and the language (the game's name). */
export const houseGameQueryOptions = (token: string | null, language: string, gameCode: string) =>
  queryOptions({
    queryKey: [...houseKeys.game(gameCode), token, language],
    queryFn: () => getHouseGame(gameCode),
    enabled: gameCode !== '',
    staleTime: 60_000,
  });

export function useHouseGame(gameCode: string) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(houseGameQueryOptions(token, i18n.resolvedLanguage ?? 'es', gameCode));
}
