import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { getTestDatabase } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { connectAs, FAST_REALTIME, listeningApp, type TestSocket } from '../../realtime/testing';
import { createPlayer, expectLedgerClean } from '../../wallet/testing';
import { KNOWN_CHAIN, openKnownRound } from './testing';

/**
 * Crash over a real WebSocket: two members follow topic `crash`, both see the round's phases and each
 * other's bets (masked, only one's own marked `mine`); one bets and cashes out with `/ws` messages and gets
 * `crash.ack`; a refusal comes back as `error` with the same ref. The round is the known chain's first
 * (testing.ts: 4.21×; 1.82× at 10,000 ms), run by the app's own `house-crash` job on the test clock.
 */

const clock = createTestClock(new Date('2031-05-01T12:00:00Z'));
let app: FastifyInstance;
let db: Db;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const database = await getTestDatabase();
  db = database.db;
  ({ app, url } = await listeningApp(database, FAST_REALTIME, { clock }));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
});

const job = () => app.scheduledJobs.find((candidate) => candidate.name === 'house-crash')!;
const run = () => job().run(clock.now());

async function follower(token: string, subscribe = true) {
  const { socket } = await connectAs(url, 'member', token);
  sockets.push(socket);
  if (subscribe) {
    socket.send({ type: 'game.subscribe', topic: 'crash', ref: 'sub' });
    expect(await socket.next('game.subscribed')).toEqual({
      type: 'game.subscribed',
      topic: 'crash',
      ref: 'sub',
    });
  }
  return socket;
}

const crashEvent = (socket: TestSocket, kind: string, status?: string) =>
  socket.until(
    'crash',
    (message) =>
      message.event.kind === kind &&
      (status === undefined || (message.event.kind === 'round' && message.event.round.status === status)),
  );

describe('crash over /ws', () => {
  it('followers see the phases and the bets; a bet and a cash-out by message are acknowledged', async () => {
    const round = await openKnownRound(db, { run }, clock);
    const start = round.bettingEndsAt.getTime();
    const [alice, bob] = [
      await createPlayer(app, db, { balance: 100 }),
      await createPlayer(app, db, { balance: 100 }),
    ];
    const a = await follower(alice.token);
    const b = await follower(bob.token);
    const quiet = await follower(bob.token, false);

    a.send({ type: 'crash.bet', amount: 10, autoCashout: null, ref: 'bet-1' });
    expect(await a.next('crash.ack')).toMatchObject({
      type: 'crash.ack',
      ref: 'bet-1',
      roundId: round.id.toString(),
      balance: 90,
      bet: { amount: 10, autoCashout: null, cashedOutAt: null, win: null, mine: true },
    });
    const seenByA = await crashEvent(a, 'bet');
    const seenByB = await crashEvent(b, 'bet');
    expect(seenByA.event).toMatchObject({ roundId: round.id.toString(), bet: { amount: 10, mine: true } });
    expect(seenByB.event).toMatchObject({ roundId: round.id.toString(), bet: { amount: 10, mine: false } });
    if (seenByB.event.kind !== 'bet') throw new Error('not a bet');
    expect(seenByB.event.bet.player).toBe(`${alice.account.slice(0, 2)}***${alice.account.slice(-1)}`);

    // A refused bet: `error` with the code, the ref and the message in the connection's language (es).
    b.send({ type: 'crash.bet', amount: 0.5, ref: 'bet-2' });
    const refused = await b.next('error');
    expect(refused).toMatchObject({ code: 'HOUSE_BET_OUT_OF_RANGE', ref: 'bet-2' });
    expect(refused.message).toMatch(/^La apuesta debe estar entre .*1,00 y .*1\.000,00\.$/);

    clock.set(new Date(start));
    await run();
    await crashEvent(a, 'round', 'RUNNING');
    await crashEvent(b, 'round', 'RUNNING');

    // 10,000 ms after the start: 1.82× → 18.20; 100 − 10 + 18.20 = 108.20.
    clock.set(new Date(start + 10_000));
    a.send({ type: 'crash.cashout', ref: 'out-1' });
    expect(await a.next('crash.ack')).toMatchObject({
      ref: 'out-1',
      balance: 108.2,
      bet: { cashedOutAt: 1.82, win: 18.2, mine: true },
    });
    expect((await crashEvent(b, 'cashout')).event).toMatchObject({
      bet: { cashedOutAt: 1.82, win: 18.2, mine: false },
    });
    b.send({ type: 'crash.cashout', ref: 'out-2' });
    expect(await b.next('error')).toMatchObject({ code: 'CRASH_NO_BET', ref: 'out-2' });

    clock.set(round.crashesAt);
    await run();
    for (const socket of [a, b]) {
      expect((await crashEvent(socket, 'round', 'CRASHED')).event).toMatchObject({
        round: { id: round.id.toString(), crashPoint: 4.21, hash: KNOWN_CHAIN.link1 },
      });
    }
    // A connection that does not follow the topic gets none of it; its balance events still come.
    expect(quiet.received.filter((message) => message.type === 'crash')).toEqual([]);
    await expectLedgerClean(db);
  });

  it('game messages need a member connection and a known topic', async () => {
    const member = await createPlayer(app, db, { balance: 0 });
    const socket = await follower(member.token, false);
    socket.send({ type: 'game.subscribe', topic: 'roulette', ref: 'x' });
    expect(await socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', ref: 'x' });
    socket.send({ type: 'crash.bet', amount: -1, ref: 'y' });
    expect(await socket.next('error')).toMatchObject({ code: 'VALIDATION_FAILED', ref: 'y' });
  });
});
