import { spawn } from 'node:child_process';
import path from 'node:path';
import { PVP_DEFAULT_TIMINGS as T } from '@platform/contracts/pvp';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../../platform/database';
import { getTestDatabase, openTestFilePool } from '../../test/app';
import { databaseUrl } from '../../test/test-database';
import { buildHouseWallet, fundedMember } from '../vendors/in-house-testing';
import { checkLedger } from '../wallet/ledger/check';
import type { Ledger } from '../wallet/ledger/ledger';
import type { Pvp } from './plugin';
import { readTable } from './table/store';
import { pvpHands } from './tables';
import { buildTestPvp, createTestRoom } from './testing';

/**
 * A server killed (SIGKILL) in the middle of a hand, on PostgreSQL: the child process (restart-child.testing.ts)
 * seats three members, starts a hand (their stakes held) and dies while they bid. The holds stay until the
 * restart's recovery (the `pvp-tables` job's first run): before the stale limit it refunds nothing (a live
 * server would go on with the hand); after it, run twice at once from two processes' pools and once more,
 * each member's money is back exactly once (one `pvp:refund:<hand>` movement), the hand REFUNDED, the table
 * WAITING with the three still seated.
 */

// Base 1.00 at 6 seats: a hold is at most (6 − 1) × 5 (stake) × 4 (bank) × 8 (five small) × 1.00 = 800.00.
// Funded 50.00, 120.00 and 1,000.00 (minor units), the holds are 50.00, 120.00 and 800.00 (capped).
const FUNDS = [5_000n, 12_000n, 100_000n];
const HOLDS = [5_000n, 12_000n, 80_000n];
const AT = new Date('2031-08-01T12:00:00Z');
// The hand started when STARTING ended (AT + startingMs); the child died in BIDDING, whose deadline is:
const BIDDING_ENDS = AT.getTime() + T.startingMs + T.biddingMs;
/** The job's first run at a restart `ms` after the bidding's deadline (the stale limit is staleHandMs). */
const restartAt = (ms: number) => new Date(BIDDING_ENDS + ms);

let db: Db;
let ledger: Ledger;

const jobOf = (pvp: Pvp) =>
  pvp.parts.flatMap((part) => part.jobs ?? []).find((job) => job.name === 'pvp-tables')!;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PVP server killed mid-hand (PostgreSQL)', () => {
  beforeAll(async () => {
    db = (await getTestDatabase()).db;
    ledger = buildHouseWallet(db).ledger;
  });

  it('holds the stakes until the restart, then refunds them exactly once', async () => {
    const tableId = await createTestRoom(db);
    const members: string[] = [];
    for (const funds of FUNDS) members.push(await fundedMember(db, ledger, funds));

    const { rows } = await db.execute<{ name: string }>(sql`select current_database() as name`);
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Node itself with tsx's loader (not the tsx CLI, whose grandchild a SIGKILL would leave running).
    const output = await new Promise<string>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'restart-child.testing.ts')],
        {
          env: {
            ...process.env,
            PVP_DATABASE_URL: databaseUrl(info.adminUrl, rows[0]!.name),
            PVP_AT: AT.toISOString(),
            PVP_TABLE: tableId,
            PVP_MEMBERS: members.join(','),
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('held')) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve(text));
    });
    const [, handId, phase] = /held (\S+) (\S+)/.exec(output) ?? [];
    expect(phase).toBe('BIDDING');

    const balances = async () =>
      (await Promise.all(members.map((id) => ledger.mainBalance(db, id)))).map(({ balance, held }) => ({
        balance,
        held,
      }));
    const handStatus = async () =>
      (await db.select({ status: pvpHands.status }).from(pvpHands).where(eq(pvpHands.id, handId!)))[0]
        ?.status;
    expect(await balances()).toEqual(FUNDS.map((balance, i) => ({ balance, held: HOLDS[i] })));
    expect(await handStatus()).toBe('OPEN');

    // Started again before the stale limit: nothing refunded (the hand's deadline passed only just).
    const early = buildTestPvp(db, { now: () => restartAt(T.staleHandMs - 1) }, T);
    expect(await early.tables.recoverHands(restartAt(T.staleHandMs - 1))).toBe(0);
    expect(await handStatus()).toBe('OPEN');

    // Started again after it, by two processes at once (two pools), then once more: refunded once.
    const pools: Database[] = [await openTestFilePool(3), await openTestFilePool(3)];
    // (The run's recovery or its timeouts may take the hand: the money below shows it was refunded once.)
    const at = restartAt(T.staleHandMs + 1_000);
    const refunded = (run: unknown) => (run as { refunded: number }).refunded;
    try {
      const runs = await Promise.all(
        pools.map((pool) => jobOf(buildTestPvp(pool.db, { now: () => at }, T)).run(at)),
      );
      expect(refunded(runs[0]) + refunded(runs[1])).toBeLessThanOrEqual(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    expect(refunded(await jobOf(buildTestPvp(db, { now: () => at }, T)).run(at))).toBe(0);

    expect(await balances()).toEqual(FUNDS.map((balance) => ({ balance, held: 0n })));
    expect(await handStatus()).toBe('REFUNDED');
    const { rows: movements } = await db.execute<{ key: string }>(
      sql`select idempotency_key as key from ledger_transactions where idempotency_key like ${`pvp:%:${handId}`} order by id`,
    );
    expect(movements.map((row) => row.key)).toEqual([`pvp:hold:${handId}`, `pvp:refund:${handId}`]);
    const { state } = await readTable(db, tableId);
    expect(state.phase).toBe('WAITING');
    expect(state.hand).toBeNull();
    expect(state.occupants.map((o) => [o.memberId, o.ready])).toEqual(members.map((id) => [id, false]));
    expect(await checkLedger(db)).toEqual([]);
  }, 60_000);
});
