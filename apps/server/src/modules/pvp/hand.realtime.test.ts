import type { TPvpTableView } from '@platform/contracts/pvp';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDatabase } from '../../test/app';
import { createTestClock } from '../identity/testing';
import { connectAs, type TestSocket } from '../realtime/testing';
import { balanceOf, createPlayer, expectLedgerClean, type TestPlayer } from '../wallet/testing';
import { createTestRoom, listeningPvpApp } from './testing';

/**
 * Whole hands over real sockets (the app's own /ws and its `pvp-tables` job on a test clock): three players
 * at a table (base 1.00, entry 20.00, rake 5 %), one disconnects mid-hand (the hand plays on with his default
 * actions), reconnects and sees the hand; a player who never shows gets the default at the deadline. After
 * the settlement the table's money sums to zero with the rake and the ledger is clean. Then the refusals of
 * bad moves, in Spanish and English, with nothing moved.
 */

const clock = createTestClock(new Date('2031-06-01T12:00:00Z'));
let app: FastifyInstance;
let db: Db;
let url: string;
let runJob: () => Promise<unknown>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const database = await getTestDatabase();
  db = database.db;
  const listening = await listeningPvpApp(database, { clock });
  ({ app, url } = listening);
  runJob = () => listening.pvpJob().run(clock.now());
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
});

async function follow(player: TestPlayer, tableId: string) {
  const { socket } = await connectAs(url, 'member', player.token);
  sockets.push(socket);
  socket.send({ type: 'game.subscribe', topic: `pvp:${tableId}` });
  await socket.next('game.subscribed');
  return socket;
}

/** Sends a move and waits for its answer (ack or error) by ref. */
let refs = 0;
async function move(socket: TestSocket, message: Record<string, unknown>) {
  const ref = `m${(refs += 1)}`;
  socket.send({ ...message, ref });
  return socket
    .until('pvp.ack', (m) => m.ref === ref)
    .catch(() => {
      throw new Error(`no ack for ${JSON.stringify(message)}: ${JSON.stringify(socket.received.slice(-3))}`);
    });
}
async function refused(socket: TestSocket, message: Record<string, unknown>) {
  const ref = `m${(refs += 1)}`;
  socket.send({ ...message, ref });
  const error = await socket.until('error', (m) => m.ref === ref);
  return { code: error.code, message: error.message };
}
const phaseSeen = (socket: TestSocket, phase: TPvpTableView['phase'], handNumber?: number) =>
  socket.until(
    'pvp',
    (m) => m.view.phase === phase && (handNumber === undefined || m.view.handNumber === handNumber),
  );

async function advanceTo(deadline: string | null) {
  clock.set(new Date(deadline!));
  await runJob();
}

describe('pvp hands over /ws', () => {
  it('plays a whole hand with a disconnection, a reconnection and a timeout; the money sums to zero', async () => {
    const tableId = await createTestRoom(db);
    const [alice, bob, carol] = await Promise.all(
      [1, 2, 3].map(() => createPlayer(app, db, { balance: 1000 })),
    );
    const a = await follow(alice!, tableId);
    const b = await follow(bob!, tableId);
    let c = await follow(carol!, tableId);

    expect((await move(a, { type: 'pvp.sit', tableId })).me).toEqual({ seat: 0, cards: [], hold: null });
    await move(b, { type: 'pvp.sit', tableId });
    await move(c, { type: 'pvp.sit', tableId, seat: 4 });
    for (const s of [a, b, c]) await move(s, { type: 'pvp.ready', tableId });
    const starting = await b.until(
      'pvp',
      (m) => m.view.phase === 'STARTING' && m.view.occupants.every((o) => o.ready),
    );
    expect(starting.view.occupants.map((o) => o.seat)).toEqual([0, 1, 4]);

    await advanceTo(starting.view.deadline);
    const bidding = await phaseSeen(c, 'BIDDING');
    // holdFor: min(1000.00, (6 − 1 seats) × 5× stake × 4× bank × 8× hand × 1.00) = 800.00
    expect(bidding.me).toMatchObject({ seat: 4, hold: 800 });
    expect(bidding.me!.cards).toHaveLength(4);
    expect(bidding.view.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(bidding.view.serverSeed).toBeNull();
    expect(await balanceOf(app, alice!)).toMatchObject({ balance: 1000, held: 800, available: 200 });

    await move(a, { type: 'pvp.bid', tableId, multiplier: 3 });
    await move(b, { type: 'pvp.bid', tableId, multiplier: 1 });
    // Carol's connection drops: her seat is away, the hand goes on.
    c.close();
    await a.until('pvp', (m) => m.view.occupants.some((o) => o.seat === 4 && o.away));
    await advanceTo(bidding.view.deadline); // Carol: bid 0 by default; Alice banks ×3
    const staking = await phaseSeen(a, 'STAKING');
    expect(staking.view).toMatchObject({ bankerSeat: 0, bankerMultiplier: 3 });
    expect(staking.view.occupants.map((o) => o.bid)).toEqual([3, 1, 0]);
    expect(staking.me!.cards).toHaveLength(5);

    await move(b, { type: 'pvp.stake', tableId, multiple: 2 });
    await advanceTo(staking.view.deadline); // Carol: 1× by default
    const showing = await phaseSeen(a, 'SHOWING');
    expect(showing.view.occupants.map((o) => o.stake)).toEqual([null, 2, 1]);

    // Carol comes back on a new connection and sees the hand as it is, with her five cards.
    c = await follow(carol!, tableId);
    const seen = await move(c, { type: 'pvp.view', tableId });
    expect(seen.view.phase).toBe('SHOWING');
    expect(seen.view.occupants.find((o) => o.seat === 4)).toMatchObject({
      away: false,
      inHand: true,
      stake: 1,
    });
    expect(seen.me.cards).toHaveLength(5);

    const shown = await move(a, { type: 'pvp.show', tableId });
    expect(shown.view.occupants[0]!.cards).toHaveLength(5);
    expect(shown.view.occupants[1]!.cards).toEqual([]); // Bob's cards stay hidden until he shows
    await move(b, { type: 'pvp.show', tableId });
    await advanceTo(showing.view.deadline); // Carol never shows: shown at the deadline, settled
    const result = await phaseSeen(b, 'RESULT');
    const { view } = result;
    expect(view.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(view.clientSeed).toBe(`${tableId}:1`);

    // The money: Σ net + rake = 0; every balance moved by exactly the net; the rake in PVP_RAKE of TA.
    const results = view.occupants.map((o) => o.result!);
    const cents = (n: number) => Math.round(n * 100);
    const rake = results.reduce((sum, r) => sum + cents(r.rake), 0);
    expect(results.reduce((sum, r) => sum + cents(r.net), 0) + rake).toBe(0);
    expect(results.reduce((sum, r) => sum + cents(r.gross), 0)).toBe(0);
    for (const [i, player] of [alice!, bob!, carol!].entries()) {
      const balance = await balanceOf(app, player);
      expect(cents(balance.balance)).toBe(100_000 + cents(results[i]!.net));
      expect(balance.held).toBe(0);
    }
    // House accounts keep no cached balance: the rake account's postings (this file's only hand with a rake).
    const [taken] = (
      await db.execute<{ total: string }>(
        sql`select coalesce(sum(p.amount), 0) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.kind = 'HOUSE' and a.house_code = 'PVP_RAKE' and a.vendor = 'TA'`,
      )
    ).rows;
    expect(Number(taken!.total)).toBe(rake);
    const records = (
      await db.execute<{ game_type: string; status: string; win_loss: string | number }>(
        sql`select game_type, status, win_loss from bet_records where vendor = 'TA' and round = ${view.handId}`,
      )
    ).rows;
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.game_type === 'PVP' && r.status === 'SETTLED')).toBe(true);
    expect(records.reduce((sum, r) => sum + Number(r.win_loss), 0)).toBe(-rake);
    const [hand] = (
      await db.execute<{ status: string }>(sql`select status from pvp_hands where id = ${view.handId}`)
    ).rows;
    expect(hand?.status).toBe('SETTLED');
    await expectLedgerClean(db);

    // The result's pause ends: back to WAITING, ready again for the next hand.
    await advanceTo(view.deadline);
    const waiting = await phaseSeen(a, 'WAITING', 1);
    expect(waiting.view.occupants.every((o) => !o.ready && !o.inHand)).toBe(true);
  });

  it('refuses bad moves with a clear message in Spanish and English; nothing moves', async () => {
    const tableId = await createTestRoom(db, { seats: 2, minBalance: 2_000n });
    const [alice, bob, carol] = await Promise.all(
      [1, 2, 3].map(() => createPlayer(app, db, { balance: 100 })),
    );
    const poor = await createPlayer(app, db, { balance: 5 });
    const a = await follow(alice!, tableId);
    const b = await follow(bob!, tableId);
    const es = await follow(carol!, tableId);
    const { socket: en } = await connectAs(url.replace('/ws', '/ws?lang=en'), 'member', carol!.token);
    sockets.push(en);
    const p = await follow(poor, tableId);
    await move(a, { type: 'pvp.sit', tableId });
    await move(b, { type: 'pvp.sit', tableId });
    for (const s of [a, b]) await move(s, { type: 'pvp.ready', tableId });
    const starting = await phaseSeen(a, 'STARTING');
    await advanceTo(starting.view.deadline);
    const bidding = await phaseSeen(a, 'BIDDING');
    const before = await move(a, { type: 'pvp.view', tableId });
    const balances = await Promise.all([alice!, bob!].map((m) => balanceOf(app, m)));

    expect(await refused(es, { type: 'pvp.sit', tableId })).toEqual({
      code: 'PVP_TABLE_FULL',
      message: 'La mesa está llena. Elija otra sala o espere un asiento libre.',
    });
    expect(await refused(en, { type: 'pvp.sit', tableId })).toEqual({
      code: 'PVP_TABLE_FULL',
      message: 'The table is full. Choose another room or wait for a free seat.',
    });
    expect((await refused(a, { type: 'pvp.sit', tableId })).code).toBe('PVP_ALREADY_SEATED');
    expect((await refused(a, { type: 'pvp.bid', tableId, multiplier: 7 })).code).toBe('PVP_BID_NOT_ALLOWED');
    expect((await refused(a, { type: 'pvp.stake', tableId, multiple: 1 })).code).toBe('PVP_NOT_YOUR_TURN');
    expect((await refused(a, { type: 'pvp.show', tableId })).code).toBe('PVP_NOT_YOUR_TURN');
    expect((await refused(p, { type: 'pvp.sit', tableId: `${tableId}-none` })).code).toBe(
      'PVP_TABLE_NOT_FOUND',
    );
    const other = await createTestRoom(db);
    expect((await refused(p, { type: 'pvp.sit', tableId: other })).code).toBe('PVP_BALANCE_BELOW_ENTRY');

    await move(a, { type: 'pvp.bid', tableId, multiplier: 2 });
    await move(b, { type: 'pvp.bid', tableId, multiplier: 0 });
    const staking = await phaseSeen(a, 'STAKING');
    expect(staking.view.bankerSeat).toBe(0);
    // Bob holds 100.00: 5 × 1.00 × 2 fits; the table maximum is 5×.
    expect(await refused(en, { type: 'pvp.stake', tableId, multiple: 1 })).toEqual({
      code: 'PVP_NOT_SEATED',
      message: 'Take a seat at the table to play.',
    });
    expect((await refused(b, { type: 'pvp.stake', tableId, multiple: 6 })).code).toBe(
      'PVP_STAKE_NOT_ALLOWED',
    );
    expect((await refused(a, { type: 'pvp.stake', tableId, multiple: 1 })).code).toBe('PVP_NOT_YOUR_TURN');
    const now = await move(b, { type: 'pvp.view', tableId });
    expect(now.view.version).toBe(staking.view.version);
    expect(before.view.version).toBe(bidding.view.version);
    expect(await Promise.all([alice!, bob!].map((m) => balanceOf(app, m)))).toEqual(balances);
    await expectLedgerClean(db);
  });
});
