import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { openTestFilePool } from '../../test/app';
import { createTestClock } from '../identity/testing';
import { fundedMember } from '../vendors/in-house-testing';
import { checkLedger } from '../wallet/ledger/check';
import type { PvpActor } from './moves/reply';
import type { Pvp } from './plugin';
import { buildTestPvp, createTestRoom, TEST_PVP_TIMINGS as T } from './testing';

/**
 * PVP tables under concurrency on PostgreSQL (PGlite runs one query at a time): the same move twice at
 * once applies once; two timeouts of one table settle its hand once; the crash recovery racing the
 * timeouts and itself refunds a stale hand once. The ledger checker is clean after each.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('pvp tables under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let pvp: Pvp;
  const clock = createTestClock(new Date('2031-07-01T12:00:00Z'));

  beforeAll(async () => {
    pool = await openTestFilePool(8);
    db = pool.db;
    pvp = buildTestPvp(db, clock);
  });
  afterAll(async () => {
    await pool?.close();
  });

  const codes = (results: PromiseSettledResult<unknown>[]) =>
    results.map((r) =>
      r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason)),
    );
  const handRows = async (tableId: string) =>
    (await db.execute<{ status: string }>(sql`select status from pvp_hands where table_id = ${tableId}`))
      .rows;

  /** Two funded members (1,000.00) seated and ready; the countdown run: BIDDING. */
  async function bidding() {
    const tableId = await createTestRoom(db);
    const players: PvpActor[] = [];
    for (let i = 0; i < 2; i += 1) {
      players.push({ memberId: await fundedMember(db, pvp.ctx.ledger, 100_000n), lang: 'es' });
    }
    for (const p of players) await pvp.tables.sit(p, tableId);
    for (const p of players) await pvp.tables.ready(p, tableId);
    clock.advance(T.startingMs);
    await pvp.tables.tick(clock.now());
    const { view } = await pvp.tables.view(players[0]!, tableId);
    expect(view.phase).toBe('BIDDING');
    return { tableId, players, view };
  }

  it('the same move twice at once applies once', async () => {
    const { tableId, players, view } = await bidding();
    const results = await Promise.allSettled([1, 2].map(() => pvp.tables.bid(players[0]!, tableId, 2)));
    expect(codes(results).sort()).toEqual(['PVP_ALREADY_ACTED', 'ok']);
    expect((await pvp.tables.view(players[0]!, tableId)).view.version).toBe(view.version + 1);
  });

  it('two timeouts of one table at once settle its hand once', async () => {
    const { tableId, players } = await bidding();
    const [a, b] = players as [PvpActor, PvpActor];
    await pvp.tables.bid(a, tableId, 1);
    await pvp.tables.bid(b, tableId, 0);
    await pvp.tables.stake(b, tableId, 2);
    const { view } = await pvp.tables.show(a, tableId);
    expect(view.phase).toBe('SHOWING');
    clock.set(new Date(view.deadline!));
    await Promise.all([1, 2, 3].map(() => pvp.tables.tick(clock.now())));
    expect(await handRows(tableId)).toEqual([{ status: 'SETTLED' }]);
    const after = (await pvp.tables.view(a, tableId)).view;
    expect(after.phase).toBe('RESULT');
    const nets = after.occupants.map((o) => Math.round(o.result!.net * 100));
    const rake = after.occupants.map((o) => Math.round(o.result!.rake * 100)).reduce((x, y) => x + y, 0);
    expect(nets.reduce((x, y) => x + y, 0) + rake).toBe(0);
    for (const [i, p] of players.entries()) {
      expect(await pvp.ctx.ledger.mainBalance(db, p.memberId)).toMatchObject({
        balance: 100_000n + BigInt(nets[i]!),
        held: 0n,
      });
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the recovery racing the timeouts and itself refunds a stale hand once', async () => {
    const { tableId, players, view } = await bidding();
    // No process advanced the hand for staleHandMs after its deadline (the server died).
    clock.set(new Date(new Date(view.deadline!).getTime() + T.staleHandMs));
    const now = clock.now();
    await Promise.all([pvp.tables.tick(now), pvp.tables.recoverHands(now), pvp.tables.recoverHands(now)]);
    expect(await handRows(tableId)).toEqual([{ status: 'REFUNDED' }]);
    for (const p of players) {
      expect(await pvp.ctx.ledger.mainBalance(db, p.memberId)).toMatchObject({ balance: 100_000n, held: 0n });
    }
    const after = (await pvp.tables.view(players[0]!, tableId)).view;
    expect(after).toMatchObject({ phase: 'WAITING', handId: null });
    expect(after.occupants.map((o) => o.ready)).toEqual([false, false]);
    const [refunds] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`pvp:refund:${view.handId}`}`,
      )
    ).rows;
    expect(refunds!.n).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
  });
});
