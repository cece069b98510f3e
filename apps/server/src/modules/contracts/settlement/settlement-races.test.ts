import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database, Db } from '../../../platform/database';
import { getTestDatabase, openTestFilePool } from '../../../test/app';
import { databaseUrl } from '../../../test/test-database';
import { createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import { DEFAULT_CONTRACT_SETTINGS } from '../settings';
import {
  createTestSettlement,
  insertBet,
  insertContract,
  paymentsByAgent,
  terms,
  testClock,
} from './testing';

/**
 * Settlement under concurrency and crashes, on PostgreSQL: two processes settling at once pay every
 * record once; a process killed (SIGKILL) after computing a period, or at a random moment while paying,
 * leaves a state the next run finishes, every record paid exactly once.
 */
const local = (day: string, time: string) => new Date(`${day}T${time}-06:00`);
const AGENTS = 12;

let db: Db;
const members: string[] = [];
const agents: string[] = [];

async function expectEachPaidOnce() {
  for (const [memberId, [credited, paid]] of Object.entries(await paymentsByAgent(db, agents))) {
    expect([memberId, credited]).toEqual([memberId, paid]);
  }
  const { rows } = await db.execute<{ status: string; n: string }>(
    sql`select status, count(*)::text as n from contract_settlements group by status order by status`,
  );
  expect(rows.filter((row) => row.status === 'APPROVED')).toEqual([]);
  const { rows: open } = await db.execute(sql`select * from contract_runs where status <> 'DONE'`);
  expect(open).toEqual([]);
  expect(await checkLedger(db)).toEqual([]);
}

/** One bet per player on `day` (10:0x), each agent's team betting a different amount. */
async function betsOn(day: string) {
  for (const [index, player] of members.entries()) {
    const at = local(day, `10:${String(index % 60).padStart(2, '0')}:00`);
    await insertBet(db, {
      memberId: player,
      stake: 100 + index * 10,
      payout: 0,
      placedAt: at,
      settledAt: at,
    });
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('settlement under concurrency and kills (PostgreSQL)', () => {
  beforeAll(async () => {
    db = (await getTestDatabase()).db;
    await db.execute(sql`delete from contract_settlements`);
    await db.execute(sql`delete from contract_runs`);
    await db.execute(sql`delete from agent_contracts`);
    const { settings } = createTestSettlement(db, testClock());
    await settings.update(
      { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'AUTOMATIC' },
      { actor: 'test', requestId: null },
    );
    // A chain of agents, each with a player: every agent's team is all the agents and players below it.
    let upline: string | null = null;
    const start = local('2026-04-01', '00:00:00');
    for (let index = 0; index < AGENTS; index += 1) {
      const agent: string = (await createTestMember(db, { type: 1, uplineId: upline })).id;
      agents.push(agent);
      members.push((await createTestMember(db, { type: 0, uplineId: agent })).id);
      for (const type of ['DAILY_SALARY', 'HOURLY_SALARY'] as const) {
        await insertContract(db, {
          memberId: agent,
          type,
          period: type === 'DAILY_SALARY' ? 'DAILY' : 'HOURLY',
          startedAt: start,
          terms: terms({ tiers: [{ validBet: 10, activeMembers: 1, minBet: 10, rate: 2 - index * 0.1 }] }),
        });
      }
      await insertContract(db, {
        memberId: agent,
        type: 'REALTIME_SALARY',
        period: 'REALTIME',
        startedAt: start,
        terms: terms({ realtime: { profitRate: 0.5, lossRate: 1 - index * 0.05, singleBet: 10 } }),
      });
      upline = agent;
    }
  }, 60_000);

  it('pays once when two processes settle at the same time', async () => {
    await betsOn('2026-04-02');
    const pools: Database[] = [await openTestFilePool(3), await openTestFilePool(3)];
    try {
      const at = local('2026-04-03', '00:10:00');
      const runs = pools.map((pool) =>
        createTestSettlement(pool.db, testClock(at)).settlement.settle(at, { batchSize: 2 }),
      );
      const results = await Promise.all(runs);
      expect(results.reduce((sum, result) => sum + result.paid, 0)).toBeGreaterThan(AGENTS * 2);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    await expectEachPaidOnce();
  });

  it('finishes after being killed after computing and at random moments, paying each record once', async () => {
    await betsOn('2026-04-04');
    const { rows } = await db.execute<{ name: string }>(sql`select current_database() as name`);
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = databaseUrl(info.adminUrl, rows[0]!.name);
    const at = local('2026-04-05', '00:10:00');
    /** A child run, killed when it computed a period to pay, or `killOn` ms after that, or never (null). */
    const child = (env: Record<string, string>, killOn: 'computed' | number | null) =>
      new Promise<string>((resolve) => {
        // Node itself with tsx's loader (not the tsx CLI, which would run the script in a grandchild that a
        // SIGKILL of its parent leaves running).
        const running = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, 'settle-child.testing.ts')],
          {
            env: {
              ...process.env,
              SETTLE_DATABASE_URL: url,
              SETTLE_AT: at.toISOString(),
              SETTLE_BATCH: '1',
              ...env,
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        let output = '';
        let timer: NodeJS.Timeout | undefined;
        running.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (killOn === 'computed' && output.includes('computed')) running.kill('SIGKILL');
          if (typeof killOn === 'number' && !timer && output.includes('computed')) {
            timer = setTimeout(() => running.kill('SIGKILL'), killOn);
          }
        });
        running.on('exit', () => {
          clearTimeout(timer);
          resolve(output);
        });
      });

    const first = await child({ SETTLE_PAUSE_AFTER_COMPUTE: '1' }, 'computed');
    expect(first).not.toContain('done');
    const { rows: computed } = await db.execute(sql`select * from contract_runs where status = 'COMPUTED'`);
    expect(computed).toHaveLength(1);
    // Random moments while paying: each period's records are paid one per ledger transaction, a few ms each.
    let interrupted = 0;
    for (const delay of [0, 1, 2].map(() => Math.floor(Math.random() * 60))) {
      if (!(await child({}, delay)).includes('done')) interrupted += 1;
    }
    expect(interrupted).toBeGreaterThan(0);
    const last = await child({}, null);
    expect(last).toContain('done');
    await expectEachPaidOnce();
    const { rows: paid } = await db.execute<{ n: string }>(
      sql`select count(*)::text as n from contract_settlements where status = 'PAID' and period_start >= ${local('2026-04-04', '00:00:00').toISOString()}::timestamptz`,
    );
    // Per agent: its day, its 10h hour and one window per bet of its team that qualifies.
    expect(Number(paid[0]!.n)).toBeGreaterThanOrEqual(AGENTS * 2);
  }, 120_000);
});
