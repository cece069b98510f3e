import type { FastifyPluginAsync } from 'fastify';
import type { ScheduledJob } from '../../../platform/jobs';
import { createGameEventPublisher } from '../../realtime/hub';
import type { GameActions } from '../../realtime/socket';
import type { HouseContext, HousePart } from '../context';
import { cashOutCrashBet } from './cash-out';
import { createChainCache } from './chain';
import { createCrashFeed } from './events';
import type { CrashContext } from './crash-rounds';
import { getCrashState } from './get-state';
import { placeCrashBet } from './place-bet';
import { crashRoutes } from './routes';
import { CRASH_JOB_LOCK_KEY, runCrashRounds } from './run-rounds';

/** How often the round job runs: the lag of a start, an auto cash-out or a crash's settlement. */
export const CRASH_JOB_INTERVAL_MS = 100;

/**
 * The crash part (issue 17): one shared round for everyone, its points from a published hash chain
 * (`chain.ts`), its phases run by the `house-crash` job (`run-rounds.ts`), bets and cash-outs over `/ws`
 * (`actions`, wired into the realtime module by app.ts) and over HTTP, and its events to the followers of
 * the `/ws` topic `crash` through `ctx.gameEvents` (every process).
 */
export function createCrashPart(house: HouseContext) {
  const events = house.gameEvents ?? createGameEventPublisher();
  const ctx: CrashContext = {
    ...house,
    feed: createCrashFeed({ events, clock: house.clock, log: house.log }),
    chains: createChainCache(),
  };
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(crashRoutes, { ctx });
  };
  const run = (now: Date) => runCrashRounds(ctx, now);
  const job: ScheduledJob = {
    name: 'house-crash',
    intervalMs: CRASH_JOB_INTERVAL_MS,
    lockKey: CRASH_JOB_LOCK_KEY,
    run,
  };
  const actions: GameActions = {
    'crash.bet': async (actor, message) => ({
      type: 'crash.ack',
      ...(await placeCrashBet(ctx, actor.memberId, message)),
    }),
    'crash.cashout': async (actor) => ({
      type: 'crash.ack',
      ...(await cashOutCrashBet(ctx, actor.memberId)),
    }),
  };
  const part = {
    routes,
    jobs: [job],
    /** The /ws messages `crash.bet` and `crash.cashout` (realtime `gameActions`). */
    actions,
    /** Where the part publishes its events (tests follow them). */
    events,
    /** Sends the bets and cash-outs gathered for the next event now (tests). */
    flush: () => ctx.feed.flush(),
    ctx,
    run,
    state: (memberId: string | null) => getCrashState(ctx, memberId),
  } satisfies HousePart & Record<string, unknown>;
  return part;
}
export type CrashPart = ReturnType<typeof createCrashPart>;
