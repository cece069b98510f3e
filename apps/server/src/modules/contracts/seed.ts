import type { TContractTier, TContractType, TRealtimeTerms } from '@platform/contracts/agent-contracts';
import { and, eq } from 'drizzle-orm';
import { systemClock } from '../../platform/clock';
import type { Seeder } from '../../seed/types';
import * as identityRepository from '../identity/repository';
import { createDemoRoundPlayer } from '../vendors/seed';
import { readBrand } from '../wallet/brand';
import { createBalancePublisher } from '../wallet/ledger/events';
import { createLedger } from '../wallet/ledger/ledger';
import { createContractSettings } from './settings';
import { createSettlement } from './settlement/index';
import { agentContracts, type StoredTerms } from './tables';
import { ceilingViolation, toStoredTerms } from './terms';

const DAY_MS = 86_400_000;

type DemoContract = {
  account: string;
  issuer: string | null;
  type: TContractType;
  period: string;
  status: 'ACTIVE' | 'OFFERED';
  tiers?: TContractTier[];
  realtime?: TRealtimeTerms;
};

const tier = (
  validBet: number,
  activeMembers: number,
  minBet: number,
  rate: number,
  loss = 0,
): TContractTier => ({
  validBet,
  loss,
  activeMembers,
  minBet,
  rate,
});

/**
 * The demo contracts: the operator's four to demo_agent (started 10 days ago), demo_agent's weekly
 * dividend and daily salary to demo_subagent (within demo_agent's own), and an hourly salary offer from
 * demo_agent to demo_subagent waiting for its answer (the contract popup; demo_agent itself gets no
 * pending offer: the journeys log in as it).
 */
export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    account: 'demo_agent',
    issuer: null,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'ACTIVE',
    tiers: [tier(20, 1, 10, 1), tier(1_000, 3, 50, 1.5)],
  },
  {
    account: 'demo_agent',
    issuer: null,
    type: 'HOURLY_SALARY',
    period: 'HOURLY',
    status: 'ACTIVE',
    tiers: [tier(10, 1, 5, 0.5), tier(200, 2, 20, 0.8)],
  },
  {
    account: 'demo_agent',
    issuer: null,
    type: 'REALTIME_SALARY',
    period: 'REALTIME',
    status: 'ACTIVE',
    realtime: { profitRate: 0.3, lossRate: 0.8, singleBetAmount: 5 },
  },
  {
    account: 'demo_agent',
    issuer: null,
    type: 'DIVIDEND',
    period: 'WEEKLY',
    status: 'ACTIVE',
    tiers: [tier(100, 1, 10, 20, 50), tier(1_000, 3, 50, 30, 500)],
  },
  {
    account: 'demo_subagent',
    issuer: 'demo_agent',
    type: 'DIVIDEND',
    period: 'WEEKLY',
    status: 'ACTIVE',
    tiers: [tier(100, 1, 10, 15, 50)],
  },
  {
    account: 'demo_subagent',
    issuer: 'demo_agent',
    type: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'ACTIVE',
    tiers: [tier(20, 1, 10, 0.6)],
  },
  {
    account: 'demo_subagent',
    issuer: 'demo_agent',
    type: 'HOURLY_SALARY',
    period: 'HOURLY',
    status: 'OFFERED',
    tiers: [tier(10, 1, 5, 0.3)],
  },
];

/** Rounds of demo_agent's team (stake and payout in whole units, days and hours ago), so every record page has rows. */
export const DEMO_TEAM_ROUNDS: Readonly<
  Record<
    string,
    ReadonlyArray<{ nodeId: string; stake: number; payout: number; daysAgo: number; hoursAgo: number }>
  >
> = {
  demo_team1: [
    { nodeId: 'PG-RNG001', stake: 40, payout: 0, daysAgo: 6, hoursAgo: 3 },
    { nodeId: 'JDB-RNG001', stake: 30, payout: 75, daysAgo: 4, hoursAgo: 5 },
    { nodeId: 'CQ9-RNG002', stake: 50, payout: 0, daysAgo: 2, hoursAgo: 2 },
    { nodeId: 'PG-RNG001', stake: 20, payout: 0, daysAgo: 1, hoursAgo: 4 },
  ],
  demo_team2: [
    { nodeId: 'JL-RNG003', stake: 25, payout: 0, daysAgo: 5, hoursAgo: 6 },
    { nodeId: 'PG-RNG002', stake: 30, payout: 10, daysAgo: 3, hoursAgo: 1 },
    { nodeId: 'JDB-RNG001', stake: 15, payout: 0, daysAgo: 1, hoursAgo: 2 },
  ],
  demo_team3: [
    { nodeId: 'CQ9-RNG002', stake: 10, payout: 0, daysAgo: 4, hoursAgo: 2 },
    { nodeId: 'PG-RNG001', stake: 20, payout: 45, daysAgo: 2, hoursAgo: 7 },
  ],
  demo_subteam1: [
    { nodeId: 'JDB-RNG001', stake: 60, payout: 0, daysAgo: 6, hoursAgo: 2 },
    { nodeId: 'PG-RNG002', stake: 40, payout: 0, daysAgo: 3, hoursAgo: 4 },
    { nodeId: 'JL-RNG003', stake: 50, payout: 120, daysAgo: 2, hoursAgo: 3 },
    { nodeId: 'CQ9-RNG002', stake: 30, payout: 0, daysAgo: 1, hoursAgo: 1 },
  ],
  demo_subteam2: [
    { nodeId: 'PG-RNG001', stake: 15, payout: 0, daysAgo: 5, hoursAgo: 3 },
    { nodeId: 'JDB-RNG001', stake: 10, payout: 0, daysAgo: 1, hoursAgo: 5 },
  ],
};

/**
 * Demo contracts, their team's play (through the vendor wallet API, like the other demo rounds) and the
 * settlement of every period already due, so the agent centre's record pages and "my income" show rows
 * on a fresh start. Insert-if-absent: contracts of a type the agent already has are left alone, rounds
 * played before are skipped, and settlement settles each period once.
 */
export const contractsDemoSeeder: Seeder = {
  name: 'contracts.demo',
  demo: true,
  async run(db, ctx) {
    const brand = await readBrand(db);
    const agent = await identityRepository.findMemberByAccount(db, 'demo_agent');
    if (!agent) return;
    const now = new Date();
    const startedAt = new Date(now.getTime() - 10 * DAY_MS);
    const stored = new Map<string, StoredTerms>();
    for (const contract of DEMO_CONTRACTS) {
      const member = await identityRepository.findMemberByAccount(db, contract.account);
      const issuer = contract.issuer
        ? await identityRepository.findMemberByAccount(db, contract.issuer)
        : null;
      if (!member || (contract.issuer && !issuer)) continue;
      const terms = toStoredTerms(contract.type, contract, brand.currency.scale);
      const upline = contract.issuer ? stored.get(`${contract.issuer}:${contract.type}`) : undefined;
      if (upline && ceilingViolation(upline, terms) !== null) {
        throw new Error(`demo contract above its upline: ${contract.account} ${contract.type}`);
      }
      if (contract.status === 'ACTIVE') stored.set(`${contract.account}:${contract.type}`, terms);
      const [existing] = await db
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(and(eq(agentContracts.memberId, member.id), eq(agentContracts.type, contract.type)))
        .limit(1);
      if (existing) continue;
      const active = contract.status === 'ACTIVE';
      await db.insert(agentContracts).values({
        type: contract.type,
        period: contract.period,
        memberId: member.id,
        issuerId: issuer?.id ?? null,
        status: contract.status,
        terms,
        offeredBy: issuer ? `member:${issuer.id}` : 'operator:seed',
        offeredAt: active ? startedAt : now,
        answeredAt: active ? startedAt : null,
        startedAt: active ? startedAt : null,
      });
    }
    const rounds = await playTeamRounds(db, brand, now);
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
    });
    const settlement = createSettlement({
      db,
      clock: systemClock,
      log: { info: () => {}, error: () => {} },
      brand: async () => brand,
      ledger,
      settings: createContractSettings({ db, now: () => new Date() }),
    });
    const settled = await settlement.settle(now);
    ctx.log(
      `demo team rounds played: ${rounds}; contract periods settled: ${settled.periods} (${settled.records} records)`,
    );
  },
};

/** The demo team's rounds, each a signed bet and, a minute later, its win (as demoBetsSeeder plays them). */
async function playTeamRounds(
  db: Parameters<Seeder['run']>[0],
  brand: Awaited<ReturnType<typeof readBrand>>,
  now: Date,
) {
  const playRound = await createDemoRoundPlayer(db, brand);
  let played = 0;
  for (const [account, plays] of Object.entries(DEMO_TEAM_ROUNDS)) {
    const member = await identityRepository.findMemberByAccount(db, account);
    if (!member) continue;
    for (const [n, play] of plays.entries()) {
      const done = await playRound({
        account,
        memberId: member.id,
        nodeId: play.nodeId,
        round: `demo-contracts-${account}-${n + 1}`,
        at: new Date(now.getTime() - play.daysAgo * DAY_MS - play.hoursAgo * 3_600_000),
        winAfterMs: 60_000,
        stake: play.stake,
        payout: play.payout,
      });
      if (done) played += 1;
    }
  }
  return played;
}
