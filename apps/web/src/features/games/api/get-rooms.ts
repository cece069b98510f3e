import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRoom } from '@platform/contracts/bets';
import { api } from '../../../lib/api-client';
import { parseReply } from '../../../lib/reply-validator';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_QUERY_KEY } from './keys';

export const ROOM_LIST_PATH = '/wps/relay/GLS2_roomList';

export type { TRoom };

/**
 * GET GLS2_roomList: the rooms (tables) of a PVP game, public. The bets schemas (with the PVP and wallet
 * ones they build on) load with the first room list, not with every game card.
 */
export async function getRooms(vassalage: string, gameCode: string, language: string): Promise<TRoom[]> {
  const value = await parseReply(
    api.get<unknown>(ROOM_LIST_PATH, { query: { vassalage, gameCode, language } }),
    'bets',
    (schemas) => schemas.ZRoomListReplySchema.shape.value,
  );
  return value.list;
}

export const roomsQueryOptions = (vassalage: string, gameCode: string, language: string) =>
  queryOptions({
    queryKey: [...GAMES_QUERY_KEY, 'rooms', vassalage, gameCode, language],
    queryFn: () => getRooms(vassalage, gameCode, language),
    staleTime: 10_000,
  });

export function useRooms(game: { vassalage: string; gameCode: string }, enabled = true) {
  const language = useGameLanguage();
  return useQuery({ ...roomsQueryOptions(game.vassalage, game.gameCode, language), enabled });
}
