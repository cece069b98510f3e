import { CONTRACT_TYPES, type TContractTier, type TContractType } from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { openTestFilePool } from '../../test/app';
import { uniqueAccount } from '../identity/testing';
import { buildTestContracts, tier } from './lifecycle-testing';
import type { ContractsService } from './service';

const author = { actor: 'operator:race', requestId: null };
const RACERS = 20;

/**
 * Answers racing on PostgreSQL (PGlite runs one query at a time): the offer's row lock makes exactly one
 * of many simultaneous acceptances win, and the issuer's shared lock keeps a downline from ending up above
 * an upline contract replaced at the same moment.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the contract lifecycle under concurrency (PostgreSQL)',
  () => {
    let pool: Database;
    let contracts: ContractsService;
    let identity: ReturnType<typeof buildTestContracts>['identity'];

    beforeAll(async () => {
      pool = await openTestFilePool(RACERS + 2);
      ({ contracts, identity } = buildTestContracts(pool.db));
    });

    afterAll(async () => {
      await pool?.close();
    });

    const agent = async (uplineId: string | null = null) => {
      const member = await identity.createAccount({
        account: uniqueAccount('race'),
        type: uplineId ? 2 : 1,
        uplineId,
        createdBy: 'SEED',
      });
      return { id: member.id, account: member.account };
    };

    async function grant(
      member: { id: string; account: string },
      type: TContractType,
      tiers: TContractTier[],
    ) {
      const offer = await contracts.operatorOffer({ account: member.account, type, tiers }, author);
      return contracts.answer(member, type, { contractId: offer.id, action: 'ACCEPT' });
    }

    async function statuses(memberId: string) {
      const { rows } = await pool.db.execute<{ id: string; status: string }>(
        sql`select id::text, status from agent_contracts where member_id = ${memberId} order by agent_contracts.id`,
      );
      return rows;
    }

    it('of 20 simultaneous acceptances of one offer exactly one succeeds', async () => {
      for (let round = 0; round < 3; round += 1) {
        const top = await agent();
        const mid = await agent(top.id);
        await grant(top, 'DAILY_SALARY', [tier(100, 1)]);
        const earlier = await grant(mid, 'DAILY_SALARY', [tier(100, 0.1)]);
        const offer = await contracts.offer(top, {
          memberId: mid.id,
          type: 'DAILY_SALARY',
          tiers: [tier(100, 0.5)],
        });
        const results = await Promise.allSettled(
          Array.from({ length: RACERS }, () =>
            contracts.answer(mid, 'DAILY_SALARY', { contractId: offer.id, action: 'ACCEPT' }),
          ),
        );
        const won = results.filter((result) => result.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected')
            expect(result.reason).toMatchObject({ code: 'CONTRACT_NOT_PENDING' });
        }
        expect(await statuses(mid.id)).toEqual([
          { id: earlier.id, status: 'REPLACED' },
          { id: offer.id, status: 'ACTIVE' },
        ]);
      }
    }, 60_000);

    it('of 20 simultaneous answers on the four paths only the offer’s own type accepts, once', async () => {
      const top = await agent();
      const mid = await agent(top.id);
      await grant(top, 'HOURLY_SALARY', [tier(100, 1)]);
      const offer = await contracts.offer(top, {
        memberId: mid.id,
        type: 'HOURLY_SALARY',
        tiers: [tier(100, 0.5)],
      });
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, (_, index) =>
          contracts.answer(mid, CONTRACT_TYPES[index % CONTRACT_TYPES.length]!, {
            contractId: offer.id,
            action: index % 2 === 0 ? 'ACCEPT' : 'REJECT',
          }),
        ),
      );
      const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(won).toHaveLength(1);
      expect(won[0]!.type).toBe('HOURLY_SALARY');
      const rows = await statuses(mid.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe(won[0]!.status);
      for (const result of results) {
        if (result.status === 'rejected')
          expect(result.reason).toMatchObject({ code: 'CONTRACT_NOT_PENDING' });
      }
    }, 30_000);

    it('an acceptance racing the upline’s lower contract never leaves the downline above it', async () => {
      for (let round = 0; round < 6; round += 1) {
        const top = await agent();
        const mid = await agent(top.id);
        await grant(top, 'DIVIDEND', [tier(0, 20)]);
        const high = await contracts.offer(top, { memberId: mid.id, type: 'DIVIDEND', tiers: [tier(0, 15)] });
        const lower = await contracts.operatorOffer(
          { account: top.account, type: 'DIVIDEND', tiers: [tier(0, 10)] },
          author,
        );
        const [midAnswer, topAnswer] = await Promise.allSettled([
          contracts.answer(mid, 'DIVIDEND', { contractId: high.id, action: 'ACCEPT' }),
          contracts.answer(top, 'DIVIDEND', { contractId: lower.id, action: 'ACCEPT' }),
        ]);
        expect(topAnswer.status).toBe('fulfilled');
        if (midAnswer.status === 'rejected')
          expect(['CONTRACT_RATE_ABOVE_UPLINE', 'CONTRACT_NOT_PENDING']).toContain(midAnswer.reason.code);
        // Whichever came first, mid's 15 % is not in force under top's 10 %.
        const rows = await statuses(mid.id);
        expect(rows.filter((row) => row.status === 'ACTIVE')).toEqual([]);
        expect(rows).toHaveLength(1);
        expect(['TERMINATED', 'WITHDRAWN']).toContain(rows[0]!.status);
      }
    }, 60_000);

    it('offers racing the offerer’s lower contract never stay waiting above it', async () => {
      for (let round = 0; round < 4; round += 1) {
        const top = await agent();
        const mids = await Promise.all(Array.from({ length: 8 }, () => agent(top.id)));
        await grant(top, 'DIVIDEND', [tier(0, 20)]);
        const lower = await contracts.operatorOffer(
          { account: top.account, type: 'DIVIDEND', tiers: [tier(0, 10)] },
          author,
        );
        const offers = mids.map((mid) =>
          contracts.offer(top, { memberId: mid.id, type: 'DIVIDEND', tiers: [tier(0, 15)] }),
        );
        const [accepted, ...offered] = await Promise.allSettled([
          contracts.answer(top, 'DIVIDEND', { contractId: lower.id, action: 'ACCEPT' }),
          ...offers,
        ]);
        expect(accepted!.status).toBe('fulfilled');
        for (const [index, result] of offered.entries()) {
          // Refused because the new 10 % is already in force — never because the offerer seemed to have none.
          if (result.status === 'rejected')
            expect(result.reason).toMatchObject({ code: 'CONTRACT_RATE_ABOVE_UPLINE' });
          const rows = await statuses(mids[index]!.id);
          expect(rows.filter((row) => row.status === 'OFFERED')).toEqual([]);
          expect(rows.length).toBe(result.status === 'fulfilled' ? 1 : 0);
        }
      }
    }, 60_000);

    it('two runs of the notice job at once end each due contract once', async () => {
      const requested: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const member = await agent();
        const active = await grant(member, 'DAILY_SALARY', [tier(100, 1)]);
        await contracts.requestTermination(member, active.id, {});
        requested.push(active.id);
      }
      const later = new Date(Date.now() + 1000 * 3_600_000);
      const [first, second] = await Promise.all([
        contracts.finishDueTerminations(later),
        contracts.finishDueTerminations(later),
      ]);
      expect(first + second).toBe(requested.length);
      const { rows } = await pool.db.execute<{ status: string; end_reason: string }>(
        sql`select status, end_reason from agent_contracts where id = any(${sql.param(requested)}::bigint[])`,
      );
      expect(rows).toHaveLength(requested.length);
      expect(rows.every((row) => row.status === 'TERMINATED' && row.end_reason === 'NOTICE_EXPIRED')).toBe(
        true,
      );
    }, 60_000);
  },
);
