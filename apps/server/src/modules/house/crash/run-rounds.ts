import { CRASH_BETTING_MS, crashMultiplierAt, crashTimeOf } from '@platform/contracts/house-games';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { crashRounds } from '../tables';
import { crashPointOfLink, takeLink } from './chain';
import { crashBets, findCrashRound, liveRounds, type CrashContext, type CrashRoundRow } from './crash-rounds';
import { CRASH_SETTLE_BATCH, settleCrashBets } from './settle-bets';

/** The `house-crash` job's advisory lock (startJobs: one process at a time). */
export const CRASH_JOB_LOCK_KEY = 0x686f757365637273n; // 'housecrs'
/** Held (per transaction) while a round is created: one live round even when runs overlap. */
const CRASH_CREATE_LOCK_KEY = 0x686f757365637274n;
/** The pause between a crash and the next round's betting. */
export const CRASH_PAUSE_MS = 3_000;

export type CrashRunOutcome = {
  created: number;
  started: number;
  cashedOut: number;
  lost: number;
  crashed: number;
};

/**
 * One run of the `house-crash` job (every ~100 ms): a BETTING round whose betting time is over starts
 * (RUNNING); a running round pays the auto cash-outs its multiplier has reached; at its crash time every
 * bet still riding is settled in batches (an auto cash-out at or below the point still pays, the rest lose)
 * and the round is CRASHED; with no live round, after a short pause, the next round opens for bets.
 *
 * Safe when runs overlap (several processes, or a run still going): each change is conditional on the
 * state it changes (a round starts or crashes once, a bet is settled once under its record's lock, a round
 * is created under a transaction lock), and idempotent after a crash of the process at any point (a round
 * left RUNNING past its crash time is finished by the next run, whatever its state).
 */
export async function runCrashRounds(ctx: CrashContext, now: Date): Promise<CrashRunOutcome> {
  const outcome: CrashRunOutcome = { created: 0, started: 0, cashedOut: 0, lost: 0, crashed: 0 };
  const live = await liveRounds(ctx.db);
  for (const found of live) {
    let round: CrashRoundRow | null = found;
    if (round.status === 'BETTING') {
      if (now < round.bettingEndsAt) continue;
      round = await startRunning(ctx, round, outcome);
    }
    if (!round || round.status !== 'RUNNING') continue;
    if (now >= round.crashesAt) await crash(ctx, round, now, outcome);
    else await payAutoCashouts(ctx, round, now, outcome);
  }
  if (live.length > outcome.crashed) return outcome;
  if (await openNextRound(ctx, now)) outcome.created += 1;
  return outcome;
}

/**
 * BETTING → RUNNING. The update waits for bets being placed (they hold the row FOR SHARE), and a bet after it
 * sees the round RUNNING: every bet of a running round is in.
 */
async function startRunning(
  ctx: CrashContext,
  round: CrashRoundRow,
  outcome: CrashRunOutcome,
): Promise<CrashRoundRow | null> {
  const [started] = await ctx.db
    .update(crashRounds)
    .set({ status: 'RUNNING' })
    .where(and(eq(crashRounds.id, round.id), eq(crashRounds.status, 'BETTING')))
    .returning();
  if (!started) return findCrashRound(ctx.db, round.id);
  outcome.started += 1;
  ctx.feed.phase(started);
  return started;
}

async function payAutoCashouts(ctx: CrashContext, round: CrashRoundRow, now: Date, outcome: CrashRunOutcome) {
  const reached = crashMultiplierAt(now.getTime() - round.bettingEndsAt.getTime());
  const { currency } = await ctx.brand();
  for (;;) {
    const due = await crashBets(ctx.db, round.id, {
      open: true,
      autoUpTo: reached,
      limit: CRASH_SETTLE_BATCH,
    });
    if (due.length === 0) return;
    const paid = await settleCrashBets(ctx, round, due, now);
    outcome.cashedOut += paid.length;
    ctx.feed.change('cashout', round, paid, currency.scale);
    // Another run took them meanwhile: it goes on with the rest.
    if (paid.length === 0 || due.length < CRASH_SETTLE_BATCH) return;
  }
}

/** Settles every bet still riding at the crash, then marks the round CRASHED (once, when none is left). */
async function crash(ctx: CrashContext, round: CrashRoundRow, now: Date, outcome: CrashRunOutcome) {
  const { currency } = await ctx.brand();
  for (;;) {
    const riding = await crashBets(ctx.db, round.id, { open: true, limit: CRASH_SETTLE_BATCH });
    if (riding.length === 0) break;
    const settled = await settleCrashBets(ctx, round, riding, now);
    const cashedOut = settled.filter((bet) => bet.cashedOutAt !== null);
    outcome.cashedOut += cashedOut.length;
    outcome.lost += settled.length - cashedOut.length;
    ctx.feed.change('cashout', round, cashedOut, currency.scale);
    if (settled.length === 0) {
      // Taken by another run: it finishes the round; a next run does if it stopped.
      return;
    }
  }
  const [crashed] = await ctx.db
    .update(crashRounds)
    .set({ status: 'CRASHED', settledAt: now })
    .where(
      and(
        eq(crashRounds.id, round.id),
        ne(crashRounds.status, 'CRASHED'),
        sql`not exists (select 1 from house_rounds h where h.crash_round_id = ${round.id}::bigint and h.status = 'OPEN')`,
      ),
    )
    .returning();
  if (!crashed) return;
  outcome.crashed += 1;
  ctx.feed.phase(crashed);
}

/**
 * With no live round and the pause after the last crash over, the next round: the chain's next link, its
 * crash point and times. Under a transaction lock, so overlapping runs create one.
 */
async function openNextRound(ctx: CrashContext, now: Date): Promise<boolean> {
  const [newest] = await ctx.db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  if (newest?.settledAt && now.getTime() < newest.settledAt.getTime() + CRASH_PAUSE_MS) return false;
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CRASH_CREATE_LOCK_KEY.toString()}::bigint)`);
    const [last] = await tx.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
    if (last && last.status !== 'CRASHED') return null;
    if (last?.settledAt && now.getTime() < last.settledAt.getTime() + CRASH_PAUSE_MS) return null;
    const { chain, index } = await takeLink(tx, ctx.chains, now);
    const hash = ctx.chains.linkOf(chain, index);
    const crashPoint = crashPointOfLink(hash, chain.salt);
    const bettingEndsAt = new Date(now.getTime() + CRASH_BETTING_MS);
    const [row] = await tx
      .insert(crashRounds)
      .values({
        chainId: chain.id,
        chainIndex: index,
        hash,
        crashPoint,
        bettingEndsAt,
        crashesAt: new Date(bettingEndsAt.getTime() + crashTimeOf(crashPoint)),
        createdAt: now,
      })
      .returning();
    return row!;
  });
  if (!created) return false;
  ctx.feed.phase(created);
  return true;
}
