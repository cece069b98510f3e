import type {
  TConsolidatedContract,
  TContract,
  TMyContracts,
  TSettlementRecord,
  TSettlementRecordPage,
} from '@platform/contracts/agent-contracts';

/** A contract as the server lists it: an active daily salary from the operator unless told. */
export function makeContract(overrides: Partial<TContract> = {}): TContract {
  return {
    id: '101',
    type: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'ACTIVE',
    agent: { memberId: '00000000-0000-4000-8000-000000000001', account: 'ana2024', nickname: 'Ana' },
    issuer: null,
    tiers: [
      { validBet: 1000, loss: 0, activeMembers: 1, minBet: 10, rate: 0.5 },
      { validBet: 10000, loss: 0, activeMembers: 3, minBet: 50, rate: 1 },
    ],
    realtime: null,
    remark: null,
    answerRemark: null,
    offeredAt: '2026-11-01T15:00:00.000Z',
    answeredAt: '2026-11-01T16:00:00.000Z',
    startedAt: '2026-11-01T16:00:00.000Z',
    endedAt: null,
    endReason: null,
    termination: null,
    ...overrides,
  };
}

export function makeConsolidated(overrides: Partial<TConsolidatedContract> = {}): TConsolidatedContract {
  return {
    dailysalreqtype: null,
    divtypereq: null,
    contracthoursalreq: null,
    realtimesalreqtype: null,
    enableCt: false,
    salary: false,
    hourSalary: false,
    agentRealtimeSalary: false,
    pending: [],
    ...overrides,
  };
}

export function makeMyContracts(overrides: Partial<TMyContracts> = {}): TMyContracts {
  return { type: 'DAILY_SALARY', current: makeContract(), pendingOffer: null, downlines: [], ...overrides };
}

/** A settled daily record: 12,500.00 valid bet at tier 2 (1 %), 40.00 of it to one downline, paid. */
export function makeRecord(overrides: Partial<TSettlementRecord> = {}): TSettlementRecord {
  return {
    id: '9001',
    contractId: '101',
    type: 'DAILY_SALARY',
    period: 'DAILY',
    periodStart: '2026-11-24T06:00:00.000Z',
    periodEnd: '2026-11-25T06:00:00.000Z',
    periodLabel: '2026-11-24',
    validBet: 12500,
    loss: 0,
    activeMembers: 4,
    bets: 230,
    tier: 2,
    rate: 1,
    gross: 125,
    downlines: [{ memberId: '00000000-0000-4000-8000-000000000002', account: 'luis_sub', gross: 40 }],
    downlineTotal: 40,
    carryIn: 0,
    net: 85,
    carryOut: 0,
    paid: 85,
    status: 'PAID',
    reason: null,
    paidAt: '2026-11-25T06:10:00.000Z',
    createdAt: '2026-11-25T06:10:00.000Z',
    ...overrides,
  };
}

export function makeRecordPage(
  records: TSettlementRecord[],
  overrides: Partial<TSettlementRecordPage> = {},
): TSettlementRecordPage {
  const sum = (pick: (record: TSettlementRecord) => number) =>
    records.reduce((total, r) => total + pick(r), 0);
  return {
    content: records,
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    totalElements: records.length,
    startDate: '2026-10-27',
    endDate: '2026-11-25',
    totals: {
      validBet: sum((r) => r.validBet),
      loss: sum((r) => r.loss),
      gross: sum((r) => r.gross),
      downlineTotal: sum((r) => r.downlineTotal),
      paid: sum((r) => r.paid),
    },
    ...overrides,
  };
}
