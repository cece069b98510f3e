import type { TLotteryResult } from '@platform/contracts/lottery';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LotteryContext } from '../context';
import type { LotteryGameDef } from '../games/definitions';
import { lotteryDraws } from '../tables';
import { requireGame } from './views';

export type LotteryStats = {
  draws: number;
  hot: { number: string; count: number }[];
  cold: { number: string; count: number; lastSeenDrawsAgo: number | null }[];
};

/** How many numbers the hot and cold lists show. */
const LIST_SIZE = 10;

const range = (from: number, to: number, pad = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));

/** The numbers counted for a game: two-digit endings (VN, 4D), digits (5D), faces (dice), cars (race). */
function domainOf(game: LotteryGameDef): string[] {
  switch (game.kind) {
    case 'FAST_5D':
      return range(0, 9);
    case 'DICE_3':
      return range(1, 6);
    case 'RACE_10':
      return range(1, 10);
    default:
      return range(0, 99, 2);
  }
}

/** The numbers a result shows, one entry per occurrence. */
export function numbersOf(result: TLotteryResult): string[] {
  switch (result.kind) {
    case 'SEA_4D':
      return [result.first, result.second, result.third, ...result.starter, ...result.consolation].map((n) =>
        n.slice(-2),
      );
    case 'FAST_5D':
    case 'DICE_3':
      return result.values.map(String);
    case 'RACE_10':
      // The car at 1st place.
      return result.values.length > 0 ? [String(result.values[0])] : [];
    default:
      return Object.values(result.prizes).flatMap((numbers) => (numbers ?? []).map((n) => n.slice(-2)));
  }
}

/**
 * Hot and cold numbers over a game's last `draws` drawn draws (GET /wps/lottery/stats): hot = the most
 * frequent (count of occurrences, ties by number), cold = the least frequent with how many draws ago each
 * was last seen (0: the latest draw; null: not in the window).
 */
export function countNumbers(domain: readonly string[], results: readonly TLotteryResult[]): LotteryStats {
  const counts = new Map(domain.map((number) => [number, 0]));
  const lastSeen = new Map<string, number>();
  results.forEach((result, ago) => {
    for (const number of numbersOf(result)) {
      if (!counts.has(number)) continue;
      counts.set(number, (counts.get(number) ?? 0) + 1);
      if (!lastSeen.has(number)) lastSeen.set(number, ago);
    }
  });
  const entries = [...counts.entries()].map(([number, count]) => ({ number, count }));
  const hot = [...entries]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number))
    .slice(0, LIST_SIZE);
  const cold = [...entries]
    .sort(
      (a, b) =>
        a.count - b.count ||
        (lastSeen.get(b.number) ?? Infinity) - (lastSeen.get(a.number) ?? Infinity) ||
        a.number.localeCompare(b.number),
    )
    .slice(0, LIST_SIZE)
    .map((entry) => ({ ...entry, lastSeenDrawsAgo: lastSeen.get(entry.number) ?? null }));
  return { draws: results.length, hot, cold };
}

export async function lotteryStats(
  ctx: LotteryContext,
  query: { gameCode: string; draws: number },
): Promise<LotteryStats> {
  const game = requireGame(query.gameCode);
  const rows = await ctx.db
    .select({ result: lotteryDraws.result })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, game.gameCode),
        inArray(lotteryDraws.status, ['DRAWN', 'SETTLED']),
        isNotNull(lotteryDraws.result),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(query.draws);
  return countNumbers(
    domainOf(game),
    rows.flatMap((row) => (row.result ? [row.result] : [])),
  );
}
