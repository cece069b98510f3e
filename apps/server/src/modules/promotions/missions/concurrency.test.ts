import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import { createContests } from './contests';
import { createMissions } from './missions';
import { periodOf } from './periods';
import { buildTestPromotionsContext, insertDailyTotals, insertSettledBet } from './testing';

const RACERS = 20;
const NOW = new Date('2026-11-25T18:00:00Z');
const author = { actor: 'operator:race', requestId: null };

/** Claims and payouts racing on PostgreSQL (PGlite runs one query at a time): each pays exactly once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'missions and contests under concurrency (PostgreSQL)',
  () => {
    let pool: Database;
    let missions: ReturnType<typeof createMissions>;
    let contests: ReturnType<typeof createContests>;

    beforeAll(async () => {
      pool = await openTestFilePool(RACERS + 2);
      const ctx = buildTestPromotionsContext(pool.db, createTestClock(NOW));
      missions = createMissions(ctx);
      contests = createContests(ctx);
    });

    afterAll(async () => {
      await pool?.close();
    });

    it('of 20 simultaneous claims of one completed mission one pays', async () => {
      const mission = await missions.create(
        {
          title: { es: 'Carrera' },
          description: null,
          period: 'DAILY',
          task: 'BET',
          target: 100,
          category: null,
          reward: { amount: 12.5, turnoverMultiple: 1, bonusDays: null },
          sortOrder: 0,
          audience: 'ALL',
          enabled: true,
          startsAt: null,
          endsAt: null,
        },
        author,
      );
      const member = await createTestMember(pool.db);
      await insertDailyTotals(pool.db, {
        memberId: member.id,
        day: '2026-11-25',
        gameType: 'RNG',
        validBet: 10_000n,
        betCount: 1,
      });
      const outcomes = await Promise.allSettled(
        Array.from({ length: RACERS }, () => missions.claim(member.id, mission.id)),
      );
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const codes = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
      );
      expect(new Set(codes)).toEqual(new Set(['MISSION_ALREADY_CLAIMED']));
      const { rows } = await pool.db.execute<{ n: string; total: string }>(
        sql`select count(*)::text as n, coalesce(sum(amount), 0)::text as total from promotion_bonuses
          where member_id = ${member.id}::uuid`,
      );
      expect(rows[0]).toEqual({ n: '1', total: '1250' });
      expect(await checkLedger(pool.db)).toEqual([]);
    });

    it('20 simultaneous settlements of an ended contest period pay each prize once', async () => {
      const contest = await contests.create(
        {
          title: { es: 'Carrera diaria' },
          period: 'DAILY',
          metric: 'WINS',
          category: 'ZZRACE',
          minAmount: 0,
          prizes: [
            { fromRank: 1, toRank: 1, amount: 300 },
            { fromRank: 2, toRank: 3, amount: 50 },
          ],
          turnoverMultiple: 1,
          bonusDays: null,
          showTop: 10,
          audience: 'ALL',
          enabled: true,
          startsAt: null,
          endsAt: null,
        },
        author,
      );
      const row = await contests.find(contest.id);
      const day = periodOf('DAILY', 'America/Mexico_City', '2026-11-24');
      const players = await Promise.all([1, 2, 3, 4].map(() => createTestMember(pool.db)));
      // Winnings (payout − stake of winning bets): 90.00, 40.00, 40.00 (reached later), 0 (a loss).
      await insertSettledBet(pool.db, {
        gameType: 'ZZRACE',
        memberId: players[0]!.id,
        stake: 1_000n,
        payout: 10_000n,
        settledAt: new Date('2026-11-24T12:00:00Z'),
      });
      await insertSettledBet(pool.db, {
        gameType: 'ZZRACE',
        memberId: players[1]!.id,
        stake: 1_000n,
        payout: 5_000n,
        settledAt: new Date('2026-11-24T12:00:00Z'),
      });
      await insertSettledBet(pool.db, {
        gameType: 'ZZRACE',
        memberId: players[2]!.id,
        stake: 1_000n,
        payout: 5_000n,
        settledAt: new Date('2026-11-24T13:00:00Z'),
      });
      await insertSettledBet(pool.db, {
        gameType: 'ZZRACE',
        memberId: players[3]!.id,
        stake: 1_000n,
        payout: 0n,
        settledAt: new Date('2026-11-24T12:00:00Z'),
      });

      const outcomes = await Promise.allSettled(
        Array.from({ length: RACERS }, () => contests.settle(row, day)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value !== null);
      expect(paid).toHaveLength(1);
      const { rows } = await pool.db.execute<{ rank: number; member_id: string; prize: string }>(
        sql`select rank, member_id::text as member_id, prize::text as prize from promotion_contest_payouts
          where contest_id = ${contest.id}::uuid order by rank`,
      );
      expect(rows).toEqual([
        { rank: 1, member_id: players[0]!.id, prize: '30000' },
        { rank: 2, member_id: players[1]!.id, prize: '5000' },
        { rank: 3, member_id: players[2]!.id, prize: '5000' },
      ]);
      const bonuses = await pool.db.execute<{ n: string }>(
        sql`select count(*)::text as n from promotion_bonuses where key like ${`contest:${contest.id}:%`}`,
      );
      expect(bonuses.rows[0]!.n).toBe('3');
      expect(await checkLedger(pool.db)).toEqual([]);
    });
  },
);
