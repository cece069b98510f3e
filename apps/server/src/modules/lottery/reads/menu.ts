import type { TPrizeMode } from '@platform/contracts/games';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TLotteryGame } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import { LOTTERY_GAMES, lotteryGame, type LotteryArea } from '../games/definitions';
import { gameView } from './views';

export type MenuItem = TLotteryGame & { closesAt: string | null; numero: string | null };
const AREAS: readonly LotteryArea[] = ['VN', 'SEA', 'FAST'];

/** Per game, its open draw with the soonest cut-off (one query). */
async function nextDraws(ctx: LotteryContext): Promise<Map<string, { closesAt: string; numero: string }>> {
  const result = await ctx.db.execute(sql`select distinct on (game_code) game_code, numero, closes_at
    from lottery_draws where status = 'OPEN' and opens_at <= ${ctx.clock.now().toISOString()}::timestamptz
      and closes_at > ${ctx.clock.now().toISOString()}::timestamptz
    order by game_code, closes_at, id`);
  const rows = result.rows as { game_code: string; numero: string; closes_at: string | Date }[];
  return new Map(
    rows.map((row) => [
      row.game_code,
      { numero: row.numero, closesAt: new Date(row.closes_at).toISOString() },
    ]),
  );
}

/**
 * Spec §7 `/lgw/vn/games/game_menu`: the lottery games offered in a prize mode (by the game and the brand),
 * by area (VN, SEA, FAST), each with its next cut-off and numero. A mode the brand does not offer lists none.
 */
export async function lotteryMenu(
  ctx: LotteryContext,
  prizeMode: TPrizeMode,
  lang: TLanguage,
): Promise<{ prizeMode: TPrizeMode; areas: { area: LotteryArea; games: MenuItem[] }[] }> {
  const [settings, next] = await Promise.all([ctx.settings.get(), nextDraws(ctx)]);
  const offered = settings.prizeModes.includes(prizeMode);
  return {
    prizeMode,
    areas: AREAS.map((area) => ({
      area,
      games: LOTTERY_GAMES.filter(
        (game) => offered && game.area === area && game.prizeModes.includes(prizeMode),
      ).map((game) => ({
        ...gameView(game, settings, lang),
        closesAt: next.get(game.gameCode)?.closesAt ?? null,
        numero: next.get(game.gameCode)?.numero ?? null,
      })),
    })),
  };
}

/** Spec §7 `/lgw/vn/games/game_menu/recent`: the games the member bought tickets in, latest first. */
export async function recentLotteryGames(
  ctx: LotteryContext,
  memberId: string,
  lang: TLanguage,
  limit = 10,
): Promise<{ games: MenuItem[] }> {
  const result = await ctx.db
    .execute(sql`select game_code from lottery_tickets where member_id = ${memberId}::uuid
    group by game_code order by max(placed_at) desc limit ${limit}`);
  const codes = (result.rows as { game_code: string }[]).map((row) => row.game_code);
  const [settings, next] = await Promise.all([ctx.settings.get(), nextDraws(ctx)]);
  return {
    games: codes.flatMap((code) => {
      const game = lotteryGame(code);
      if (!game) return [];
      return [
        {
          ...gameView(game, settings, lang),
          closesAt: next.get(code)?.closesAt ?? null,
          numero: next.get(code)?.numero ?? null,
        },
      ];
    }),
  };
}
