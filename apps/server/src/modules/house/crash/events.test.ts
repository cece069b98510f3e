import { describe, expect, it } from 'vitest';
import { silentLog } from '../../contracts/lifecycle-testing';
import { createTestClock } from '../../identity/testing';
import { createGameEventPublisher, type GameEventEnvelope } from '../../realtime/hub';
import type { CrashBetRow, CrashRoundRow } from './crash-rounds';
import { CRASH_FEED_CHUNK, createCrashFeed } from './events';

/** The crash feed: bets and cash-outs gathered into few events, phases at once, nothing shown out of phase. */

const start = new Date('2031-07-01T12:00:07Z');
const round: CrashRoundRow = {
  id: 7n,
  chainId: 1n,
  chainIndex: 7,
  hash: 'ab'.repeat(32),
  crashPoint: 250,
  status: 'BETTING',
  bettingEndsAt: start,
  crashesAt: new Date(start.getTime() + 15_272),
  settledAt: null,
  createdAt: new Date(start.getTime() - 7_000),
};
const bet = (index: number, cashedOutAt: number | null = null): CrashBetRow => ({
  id: `bet-${index}`,
  memberId: `member-${index}`,
  player: `pl***${index}`,
  status: cashedOutAt === null ? 'OPEN' : 'SETTLED',
  stake: 100n,
  win: cashedOutAt === null ? 0n : BigInt(cashedOutAt),
  auto: null,
  cashedOutAt,
});

function feedAt(now: Date) {
  const clock = createTestClock(now);
  const events = createGameEventPublisher();
  const seen: GameEventEnvelope[] = [];
  events.subscribe((event) => seen.push(event));
  return { feed: createCrashFeed({ events, clock, log: silentLog }), seen, clock };
}

describe('the crash feed', () => {
  it('sends a lone bet as its own event, the player’s connections getting it as theirs', () => {
    const { feed, seen } = feedAt(new Date(start.getTime() - 3_000));
    feed.change('bet', round, [bet(1)], 2);
    expect(seen).toEqual([]);
    feed.flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.message.event).toEqual({
      kind: 'bet',
      roundId: '7',
      bet: { player: 'pl***1', amount: 1, autoCashout: null, cashedOutAt: null, win: null, mine: false },
    });
    expect(seen[0]!.own).toMatchObject({ memberId: 'member-1', message: { event: { bet: { mine: true } } } });
  });

  it('gathers many bets into round events of at most 40, with the phase the round is in by then', () => {
    const { feed, seen, clock } = feedAt(new Date(start.getTime() - 1_000));
    feed.change(
      'bet',
      round,
      Array.from({ length: 90 }, (_, index) => bet(index)),
      2,
    );
    // The last bet's cash-out in the same moment replaces it.
    feed.change('cashout', round, [bet(89, 200)], 2);
    clock.set(new Date(start.getTime() + 50));
    feed.flush();
    expect(seen.map((event) => event.message.event.kind)).toEqual(['round', 'round', 'round']);
    const rounds = seen.map(({ message: { event } }) => (event.kind === 'round' ? event.round : null)!);
    expect(rounds.map((view) => view.bets.length)).toEqual([CRASH_FEED_CHUNK, CRASH_FEED_CHUNK, 10]);
    expect(rounds.every((view) => view.status === 'RUNNING' && view.crashPoint === null)).toBe(true);
    expect(rounds[2]!.bets.at(-1)).toMatchObject({ cashedOutAt: 2, win: 2 });
    // Under the 8,000-byte NOTIFY limit.
    expect(Math.max(...seen.map((event) => JSON.stringify(event).length))).toBeLessThan(8_000);
  });

  it('a phase goes out after what was gathered; gathered after the crash time, the round shows crashed', () => {
    const { feed, seen, clock } = feedAt(round.crashesAt);
    feed.change('cashout', round, [bet(1, 200), bet(2, 150)], 2);
    clock.advance(20);
    feed.phase({ ...round, status: 'CRASHED' });
    expect(
      seen.map(({ message: { event } }) => (event.kind === 'round' ? event.round.status : event.kind)),
    ).toEqual(['CRASHED', 'CRASHED']);
    const [gathered] = seen;
    expect(gathered!.message.event).toMatchObject({ round: { crashPoint: 2.5, hash: round.hash } });
  });
});
