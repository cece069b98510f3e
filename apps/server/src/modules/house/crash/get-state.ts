import { CRASH_GROWTH_PER_MS, type TCrashState } from '@platform/contracts/house-games';
import { desc, eq } from 'drizzle-orm';
import { crashChains, crashRounds } from '../tables';
import { betView, crashBets, roundView, type CrashContext } from './crash-rounds';

/** Crash points shown in the page's history strip. */
export const CRASH_HISTORY = 20;

/**
 * What the crash page loads (and reloads after a reconnection): the current round — the live one, else the
 * last crashed — with every bet (players masked, the caller's own marked `mine`), the last crash points with
 * their hashes, the chain's terminal hash and salt, and the server's time for the page's clock.
 */
export async function getCrashState(ctx: CrashContext, memberId: string | null): Promise<TCrashState> {
  const [current] = await ctx.db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  const history = await ctx.db
    .select({ id: crashRounds.id, crashPoint: crashRounds.crashPoint, hash: crashRounds.hash })
    .from(crashRounds)
    .where(eq(crashRounds.status, 'CRASHED'))
    .orderBy(desc(crashRounds.id))
    .limit(CRASH_HISTORY);
  const [chain] = current
    ? await ctx.db.select().from(crashChains).where(eq(crashChains.id, current.chainId))
    : await ctx.db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  const { currency } = await ctx.brand();
  const bets = current ? await crashBets(ctx.db, current.id) : [];
  return {
    round: current
      ? roundView(
          current,
          bets.map((bet) => betView(bet, currency.scale, memberId)),
        )
      : null,
    history: history.map((row) => ({
      id: row.id.toString(),
      crashPoint: row.crashPoint / 100,
      hash: row.hash,
    })),
    chain: chain
      ? { terminalHash: chain.terminalHash, salt: chain.salt, rounds: chain.length }
      : { terminalHash: '', salt: '', rounds: 0 },
    serverTime: ctx.clock.now().toISOString(),
    growthPerMs: CRASH_GROWTH_PER_MS,
  };
}
