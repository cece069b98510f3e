import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { createPlayer, createWalletTestApp, type WalletTestApp } from '../../wallet/testing';
import { insertSettledBet } from './testing';

// Wednesday 25 November 2026, 12:00 in Mexico City (UTC−6). Yesterday (the 24th) ran 06:00Z–06:00Z.
const NOW = new Date('2026-11-25T18:00:00Z');

const contestBody = (overrides: Record<string, unknown> = {}) => ({
  title: { es: 'Gran carrera diaria', en: 'Daily race' },
  period: 'DAILY',
  metric: 'VALID_BET',
  // A category of this file's own: the demo seed's bets of the same days stay out of the board.
  category: 'ZZTEST',
  minAmount: 10,
  prizes: [
    { fromRank: 1, toRank: 1, amount: 500 },
    { fromRank: 2, toRank: 2, amount: 200 },
    { fromRank: 3, toRank: 3, amount: 100 },
  ],
  turnoverMultiple: 1,
  ...overrides,
});

describe('leaderboard contests', () => {
  let t: WalletTestApp;
  let clock: ReturnType<typeof createTestClock>;
  let contestId: string;
  const members: Record<string, { id: string; account: string }> = {};

  const settleJob = () => t.app.scheduledJobs.find((job) => job.name === 'promotions-contests-settle')!;

  beforeAll(async () => {
    // The contest exists since before yesterday: created with the clock on Monday.
    clock = createTestClock(new Date('2026-11-23T18:00:00Z'));
    t = await createWalletTestApp({ clock });
    await t.db.execute(sql`update promotion_contests set deleted_at = now() where deleted_at is null`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/promotions/contests',
      headers: operatorHeaders,
      payload: contestBody(),
    });
    expect(created.statusCode, created.body).toBe(200);
    contestId = created.json().value.id;
    clock.set(NOW);
    for (const name of ['alpha', 'bravo', 'charlie', 'delta']) {
      members[name] = await createTestMember(t.db, { account: `${name}${Math.floor(Math.random() * 1e6)}` });
    }
    const at = (iso: string) => new Date(iso);
    // Yesterday: alpha 300.00 reached at 16:00Z, bravo 300.00 reached at 15:00Z (a tie: bravo got there
    // first), charlie 150.00, delta 5.00 (below the 10.00 minimum). A bet on slots 23:59 local on the
    // 23rd (05:59Z on the 24th) is the day before's and does not count.
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.alpha!.id,
      stake: 20_000n,
      settledAt: at('2026-11-24T12:00:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.alpha!.id,
      stake: 10_000n,
      settledAt: at('2026-11-24T16:00:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.bravo!.id,
      stake: 30_000n,
      settledAt: at('2026-11-24T15:00:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.charlie!.id,
      stake: 15_000n,
      settledAt: at('2026-11-24T10:00:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.charlie!.id,
      stake: 99_000n,
      settledAt: at('2026-11-24T05:59:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.delta!.id,
      stake: 500n,
      settledAt: at('2026-11-24T11:00:00Z'),
    });
  });

  it('refuses bad contests (overlapping ranks, ranks reversed, no prizes)', async () => {
    for (const body of [
      contestBody({
        prizes: [
          { fromRank: 1, toRank: 3, amount: 10 },
          { fromRank: 3, toRank: 4, amount: 5 },
        ],
      }),
      contestBody({ prizes: [{ fromRank: 3, toRank: 1, amount: 10 }] }),
      contestBody({ prizes: [] }),
      contestBody({ metric: 'LOSSES' }),
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/admin-api/promotions/contests',
        headers: operatorHeaders,
        payload: body,
      });
      expect(reply.statusCode).toBe(400);
    }
  });

  it('ranks the ended period once, ties to who reached the amount first, and pays each prize once', async () => {
    // Yesterday, and the day before, when the contest was created (charlie's 990.00 at 23:59 local
    // on the 23rd wins that day's first prize).
    const first = await settleJob().run(clock.now());
    expect(first).toBe(2);
    expect(await settleJob().run(clock.now())).toBe(0);
    const { rows } = await t.db.execute<{
      rank: number;
      member_id: string;
      prize: string;
      metric_amount: string;
    }>(
      sql`select rank, member_id::text as member_id, prize::text as prize, metric_amount::text as metric_amount
          from promotion_contest_payouts where contest_id = ${contestId}::uuid and period_key = '2026-11-24'
          order by rank`,
    );
    expect(rows).toEqual([
      { rank: 1, member_id: members.bravo!.id, prize: '50000', metric_amount: '30000' },
      { rank: 2, member_id: members.alpha!.id, prize: '20000', metric_amount: '30000' },
      { rank: 3, member_id: members.charlie!.id, prize: '10000', metric_amount: '15000' },
    ]);
    const bonuses = await t.db.execute<{ key: string; amount: string }>(
      sql`select key, amount::text as amount from promotion_bonuses where key like ${`contest:${contestId}:2026-11-24:%`} order by key`,
    );
    expect(bonuses.rows).toEqual([
      { key: `contest:${contestId}:2026-11-24:1`, amount: '50000' },
      { key: `contest:${contestId}:2026-11-24:2`, amount: '20000' },
      { key: `contest:${contestId}:2026-11-24:3`, amount: '10000' },
    ]);

    const results = await t.app.inject({
      url: `/admin-api/promotions/contests/${contestId}/results`,
      headers: operatorHeaders,
    });
    expect(results.json().value[0]).toMatchObject({ periodKey: '2026-11-24' });
    expect(results.json().value[0].payouts).toHaveLength(3);
  });

  it('shows today’s board with masked accounts, the member’s own rank and yesterday’s winners', async () => {
    const player = await createPlayer(t.app, t.db, { account: `echo${Math.floor(Math.random() * 1e6)}` });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: player.id,
      stake: 4_000n,
      settledAt: new Date('2026-11-25T17:00:00Z'),
    });
    await insertSettledBet(t.db, {
      gameType: 'ZZTEST',
      memberId: members.alpha!.id,
      stake: 7_000n,
      settledAt: new Date('2026-11-25T16:00:00Z'),
    });
    const reply = await t.app.inject({
      url: `/wps/relay/MCSFE_getMissionLeaderboard?contestId=${contestId}`,
      headers: player.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const board = reply.json().value.contests[0];
    expect(board).toMatchObject({
      periodKey: '2026-11-25',
      metric: 'VALID_BET',
      mine: { rank: 2, amount: 40 },
    });
    expect(board.rows[0]).toMatchObject({ rank: 1, amount: 70, prize: 500, me: false });
    expect(board.rows[0].account).toBe(
      `${members.alpha!.account.slice(0, 2)}***${members.alpha!.account.slice(-2)}`,
    );
    expect(board.rows[1]).toMatchObject({ rank: 2, amount: 40, prize: 200, me: true });
    expect(board.previous.periodKey).toBe('2026-11-24');
    expect(board.previous.rows.map((row: { prize: number }) => row.prize)).toEqual([500, 200, 100]);

    const visitor = await t.app.inject({ url: '/wps/relay/MCSFE_getMissionLeaderboard' });
    expect(visitor.statusCode).toBe(200);
    expect(
      visitor.json().value.contests.find((c: { contestId: string }) => c.contestId === contestId).mine,
    ).toBeNull();
    const unknown = await t.app.inject({
      url: '/wps/relay/MCSFE_getMissionLeaderboard?contestId=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/wps/relay/MCSFE_getMissionLeaderboard?contestId=x' })).statusCode,
    ).toBe(400);
  });
  it('pays the periods that ended while no process ran the job, each once, when one does', async () => {
    // Today's leader (alpha, 70.00) and the 26th pass without a run; on the 27th the job settles both.
    clock.set(new Date('2026-11-27T18:00:00Z'));
    try {
      expect(await settleJob().run(clock.now())).toBe(2);
      expect(await settleJob().run(clock.now())).toBe(0);
      const { rows } = await t.db.execute<{ period_key: string; rank: number; member_id: string }>(
        sql`select period_key, rank, member_id::text as member_id from promotion_contest_payouts
            where contest_id = ${contestId}::uuid and period_key = '2026-11-25' order by rank`,
      );
      expect(rows[0]).toMatchObject({ rank: 1, member_id: members.alpha!.id });
    } finally {
      clock.set(NOW);
    }
  });
});
