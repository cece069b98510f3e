import type { TCrashBet, TCrashEvent } from '@platform/contracts/house-games';
import type { GameEventEnvelope } from '../../realtime/hub';
import { betView, roundView, type CrashBetRow, type CrashContext, type CrashRoundRow } from './crash-rounds';

/**
 * The round's events to the `/ws` followers of topic `crash` (every process), after the change committed.
 * A phase event carries no bets (a NOTIFY payload stays small whatever the number of players): the bets
 * travel as their own events, and a page that (re)connects reads them with GET /wps/house/crash.
 */

const envelopeOf = (event: TCrashEvent, own?: { memberId: string; event: TCrashEvent }): GameEventEnvelope => ({
  topic: 'crash',
  message: { type: 'crash', event },
  ...(own ? { own: { memberId: own.memberId, message: { type: 'crash', event: own.event } } } : {}),
});

function publish(ctx: CrashContext, envelopes: GameEventEnvelope[]): void {
  if (envelopes.length === 0) return;
  try {
    ctx.events.publish(envelopes);
  } catch (error) {
    ctx.log.error({ err: error }, 'crash event failed');
  }
}

/** The round changed phase: betting opened, it started, it crashed (every bet settled). */
export function publishRound(ctx: CrashContext, round: CrashRoundRow): void {
  publish(ctx, [envelopeOf({ kind: 'round', round: roundView(round), serverTime: ctx.clock.now().toISOString() })]);
}

/** Bets placed or cashed out: everyone sees them masked, the player's own connections as `mine`. */
export function publishBets(
  ctx: CrashContext,
  kind: 'bet' | 'cashout',
  roundId: bigint,
  bets: readonly CrashBetRow[],
  scale: number,
): void {
  const id = roundId.toString();
  publish(
    ctx,
    bets.map((bet) => {
      const view: TCrashBet = betView(bet, scale, null);
      return envelopeOf(
        { kind, roundId: id, bet: view },
        { memberId: bet.memberId, event: { kind, roundId: id, bet: { ...view, mine: true } } },
      );
    }),
  );
}
