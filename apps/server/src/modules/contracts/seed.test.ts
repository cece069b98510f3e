import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../test/app';
import { checkLedger } from '../wallet/ledger/check';
import { contractsDemoSeeder } from './seed';

const ctx = { demo: true, log: () => {}, announce: () => {} };

describe('contractsDemoSeeder', () => {
  it('gives the demo agents their contracts, an offer for demo_subagent, and settled records; twice is once', async () => {
    const db = await getTestDb();
    await db.transaction((tx) => contractsDemoSeeder.run(tx, ctx));
    const counts = async () =>
      (
        await db.execute<{ contracts: string; records: string; journal: string }>(sql`select
          (select count(*) from agent_contracts)::text as contracts,
          (select count(*) from contract_settlements)::text as records,
          (select count(*) from ledger_transactions)::text as journal`)
      ).rows[0]!;
    const first = await counts();
    const { rows } = await db.execute<{ account: string; type: string; status: string }>(sql`
      select m.account, c.type, c.status from agent_contracts c join members m on m.id = c.member_id
      where m.account in ('demo_agent', 'demo_subagent') order by 1, 2`);
    expect(rows).toEqual([
      { account: 'demo_agent', type: 'DAILY_SALARY', status: 'ACTIVE' },
      { account: 'demo_agent', type: 'DIVIDEND', status: 'ACTIVE' },
      { account: 'demo_agent', type: 'HOURLY_SALARY', status: 'ACTIVE' },
      { account: 'demo_agent', type: 'REALTIME_SALARY', status: 'ACTIVE' },
      { account: 'demo_subagent', type: 'DAILY_SALARY', status: 'ACTIVE' },
      { account: 'demo_subagent', type: 'DIVIDEND', status: 'ACTIVE' },
      { account: 'demo_subagent', type: 'HOURLY_SALARY', status: 'OFFERED' },
    ]);
    const { rows: paid } = await db.execute<{ account: string; type: string }>(sql`
      select distinct m.account, s.type from contract_settlements s join members m on m.id = s.member_id
      where s.status = 'PAID' and s.paid > 0 order by 1, 2`);
    expect(paid).toEqual(
      expect.arrayContaining([
        { account: 'demo_agent', type: 'DAILY_SALARY' },
        { account: 'demo_agent', type: 'HOURLY_SALARY' },
        { account: 'demo_agent', type: 'REALTIME_SALARY' },
        { account: 'demo_subagent', type: 'DAILY_SALARY' },
      ]),
    );
    await db.transaction((tx) => contractsDemoSeeder.run(tx, ctx));
    expect(await counts()).toEqual(first);
    expect(await checkLedger(db)).toEqual([]);
  }, 60_000);
});
