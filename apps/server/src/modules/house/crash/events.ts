import type { TCrashBet, TCrashEvent, TCrashRound } from '@platform/contracts/house-games';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { GameEventEnvelope, GameEventPublisher } from '../../realtime/hub';
import { betView, roundView, type CrashBetRow, type CrashRoundRow } from './crash-rounds';

/** How long bets and cash-outs are gathered before they go out (one event for all of them). */
export const CRASH_FEED_FLUSH_MS = 100;
/** Bets per gathered event: a NOTIFY payload stays under its 8,000 bytes. */
export const CRASH_FEED_CHUNK = 40;

type Change = { kind: 'bet' | 'cashout'; memberId: string; bet: TCrashBet };

/**
 * The round's events to the `/ws` followers of topic `crash` (every process), after the change committed.
 *
 * Phase events (betting opened, started, crashed) go out at once and carry no bets. Bets and cash-outs are
 * gathered for CRASH_FEED_FLUSH_MS: a lone one goes out as its own `bet` / `cashout` event (the player's own
 * connections get it marked `mine`); several go out as `round` events carrying them (CRASH_FEED_CHUNK at a
 * time), which the page merges into its list. With 1,000 players betting within seconds, one event per bet
 * would be a million frames to deliver; gathered, it is a few dozen per player. A gathered event's status is
 * the round's at the time it goes out (from its times, so that an event sent by one process never shows a
 * phase another process has already ended); at or after the crash time it shows the round crashed.
 */
export function createCrashFeed(deps: {
  events: GameEventPublisher;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const pending = new Map<bigint, { round: CrashRoundRow; changes: Map<string, Change> }>();
  let timer: NodeJS.Timeout | null = null;

  function publish(envelopes: GameEventEnvelope[]): void {
    if (envelopes.length === 0) return;
    try {
      deps.events.publish(envelopes);
    } catch (error) {
      deps.log.error({ err: error }, 'crash event failed');
    }
  }

  const envelopeOf = (
    event: TCrashEvent,
    own?: { memberId: string; event: TCrashEvent },
  ): GameEventEnvelope => ({
    topic: 'crash',
    message: { type: 'crash', event },
    ...(own ? { own: { memberId: own.memberId, message: { type: 'crash', event: own.event } } } : {}),
  });

  /** The round as it stands now, by its times (RUNNING after the betting time, CRASHED from the crash time). */
  function liveView(round: CrashRoundRow, bets: TCrashBet[]): TCrashRound {
    const now = deps.clock.now();
    const status =
      round.status === 'CRASHED' || now >= round.crashesAt
        ? 'CRASHED'
        : now >= round.bettingEndsAt
          ? 'RUNNING'
          : 'BETTING';
    return roundView({ ...round, status }, bets);
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const serverTime = deps.clock.now().toISOString();
    const envelopes: GameEventEnvelope[] = [];
    for (const { round, changes } of pending.values()) {
      const list = [...changes.values()];
      if (list.length === 1) {
        const { kind, memberId, bet } = list[0]!;
        const roundId = round.id.toString();
        envelopes.push(
          envelopeOf(
            { kind, roundId, bet },
            { memberId, event: { kind, roundId, bet: { ...bet, mine: true } } },
          ),
        );
        continue;
      }
      for (let from = 0; from < list.length; from += CRASH_FEED_CHUNK) {
        const bets = list.slice(from, from + CRASH_FEED_CHUNK).map((change) => change.bet);
        envelopes.push(envelopeOf({ kind: 'round', round: liveView(round, bets), serverTime }));
      }
    }
    pending.clear();
    publish(envelopes);
  }

  return {
    /** Bets placed or cashed out (by hand or automatically): out within CRASH_FEED_FLUSH_MS. */
    change(kind: Change['kind'], round: CrashRoundRow, bets: readonly CrashBetRow[], scale: number): void {
      if (bets.length === 0) return;
      let entry = pending.get(round.id);
      if (!entry) pending.set(round.id, (entry = { round, changes: new Map() }));
      // A bet and its cash-out in the same moment: the cash-out is what the followers need.
      for (const bet of bets)
        entry.changes.set(bet.id, { kind, memberId: bet.memberId, bet: betView(bet, scale, null) });
      if (!timer) {
        timer = setTimeout(flush, CRASH_FEED_FLUSH_MS);
        timer.unref();
      }
    },
    /** The round changed phase: what was gathered goes out first, then the phase. */
    phase(round: CrashRoundRow): void {
      flush();
      publish([
        envelopeOf({ kind: 'round', round: roundView(round), serverTime: deps.clock.now().toISOString() }),
      ]);
    },
    /** Sends what was gathered now (tests; shutdown). */
    flush,
  };
}
export type CrashFeed = ReturnType<typeof createCrashFeed>;
