import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPrizeMode } from '@platform/contracts/games';
import { ZLotteryMenuReplySchema } from '@platform/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { LOTTERY_QUERY_KEY } from './keys';

export const LOTTERY_MENU_PATH = '/lgw/vn/games/game_menu';

export type TLotteryMenu = ReturnType<typeof ZLotteryMenuReplySchema.shape.value.parse>;
export type TLotteryMenuGame = TLotteryMenu['areas'][number]['games'][number];

/** GET /lgw/vn/games/game_menu (spec §7): the lottery games by area offered in a prize mode. */
export async function getLotteryMenu(prizeMode: TPrizeMode): Promise<TLotteryMenu> {
  return ZLotteryMenuReplySchema.shape.value.parse(
    await api.get<unknown>(LOTTERY_MENU_PATH, { query: { prizeMode, device: 'WEB' } }),
  );
}

export const lotteryMenuQueryOptions = (token: string | null, language: string, prizeMode: TPrizeMode) =>
  queryOptions({
    queryKey: [...LOTTERY_QUERY_KEY, 'menu', token, language, prizeMode],
    queryFn: () => getLotteryMenu(prizeMode),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The games of the page's vassalages (in menu order), for the game switcher. */
export function useLotteryGames(prizeMode: TPrizeMode, vassalages: readonly string[]) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery({
    ...lotteryMenuQueryOptions(token, i18n.resolvedLanguage ?? 'es', prizeMode),
    select: (menu): TLotteryMenuGame[] =>
      menu.areas.flatMap((area) => area.games).filter((game) => vassalages.includes(game.vassalage)),
  });
}
