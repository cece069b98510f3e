import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { openTestFilePool } from '../../../test/app';
import { createTestClock } from '../../identity/testing';
import { houseResult, newSeed } from '../rules/fairness';
import { buildTestLottery, createOpenDraw, sha256Hex } from '../testing';
import { confirmResult } from './confirm-result';
import { enterResult } from './enter-result';

const RACERS = 10;

/**
 * The draws part racing on PostgreSQL (PGlite runs one query at a time): operators confirming one entry
 * at once (applied once), and several processes running the lifecycle job at once without the advisory
 * lock (each draw created once, drawn once from its seed).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('draws under concurrency (PostgreSQL)', () => {
  let pool: Database;
  // 2030-05-07 is a Tuesday; 23:00 UTC = 17:00 Mexico City, after the Miền Nam draws (16:15).
  const clock = createTestClock(new Date('2030-05-07T23:00:00Z'));

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
  });
  afterAll(async () => {
    await pool.close();
  });

  it('confirms a pending result once among simultaneous operators', async () => {
    const { ctx } = buildTestLottery(pool.db, clock);
    const draw = await createOpenDraw(ctx, 'VNMN', {
      at: new Date('2030-05-07T21:00:00Z'),
      status: 'CLOSED',
    });
    const result = await houseResult('VN_MN', newSeed(), drawKeyOf('VNMN', draw.numero));
    await enterResult(ctx, String(draw.id), result, { actor: 'operator:a', requestId: null });
    const outcomes = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, i) =>
        confirmResult(ctx, String(draw.id), { actor: `operator:b${i}`, requestId: null }),
      ),
    );
    const ok = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect((outcome.reason as AppError).code).toBe('LOTTERY_RESULT_NOT_PENDING');
    }
    const audit = await pool.db.execute(
      sql`select 1 from audit_log where action = 'lottery.result.confirm' and target = ${`lottery-draw:${draw.id}`}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('runs of the job in several processes at once create and draw each draw once', async () => {
    const processes = Array.from({ length: 4 }, () => buildTestLottery(pool.db, clock).lottery);
    clock.set(new Date('2030-05-14T12:00:30Z'));
    await Promise.all(processes.map((lottery) => lottery.draws.runJob()));
    clock.set(new Date('2030-05-14T12:05:00Z'));
    await Promise.all(processes.map((lottery) => lottery.draws.runJob()));
    const { rows } = await pool.db.execute<{ game_code: string; numero: string; n: number | string }>(
      sql`select game_code, numero, count(*) as n from lottery_draws group by game_code, numero having count(*) > 1`,
    );
    expect(rows).toEqual([]);
    // 06:00:30 → 06:05 Mexico City: the 1-minute game's draws 0361…0363 drawn once from their seeds.
    const drawn = await pool.db.execute<{ numero: string; seed: string; seed_hash: string; result: unknown }>(
      sql`select numero, seed, seed_hash, result from lottery_draws
        where game_code = 'E5D' and numero between '20300514-0361' and '20300514-0363' order by numero`,
    );
    expect(drawn.rows).toHaveLength(3);
    for (const row of drawn.rows) {
      expect(sha256Hex(row.seed)).toBe(row.seed_hash);
      expect(row.result).toEqual(await houseResult('FAST_5D', row.seed, drawKeyOf('E5D', row.numero)));
    }
  });
});
