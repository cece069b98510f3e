import { CONTRACT_PROCESS_PATHS } from '@platform/contracts/agent-contracts';
import { errorMessage } from '@platform/contracts/error-messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { operatorHeaders } from '../../test/app';
import { listAuditEntries } from '../system/repository';
import type { TestPlayer } from '../wallet/testing';
import { contractCalls, createAgent, createContractsTestApp, tier } from './lifecycle-testing';
import type { ContractsService } from './service';

let app: FastifyInstance;
let db: Db;
let contracts: ContractsService;
let events: Awaited<ReturnType<typeof createContractsTestApp>>['events'];
let api: ReturnType<typeof contractCalls>;

const {
  DIVIDEND: DIVIDEND_PATH,
  DAILY_SALARY: DAILY_PATH,
  HOURLY_SALARY: HOURLY_PATH,
} = CONTRACT_PROCESS_PATHS;

beforeAll(async () => {
  ({ app, db, contracts, events } = await createContractsTestApp());
  api = contractCalls(app);
}, 60_000);

/** The refusal: its status, code and Spanish message (naming the tier when there is one). */
function expectRefused(reply: LightMyRequestResponse, status: number, code: string, fields: string[] = []) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json()).toMatchObject({
    success: false,
    code,
    message: errorMessage('es', code as never, fields),
  });
}

function value(reply: LightMyRequestResponse) {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
}

/** The operator offers a contract and the agent accepts it; returns the contract id. */
async function grant(agent: TestPlayer, type: 'DIVIDEND' | 'DAILY_SALARY', tiers: ReturnType<typeof tier>[]) {
  const offered = value(await api.operatorOffer({ account: agent.account, type, tiers }));
  const accepted = value(await api.answer(agent, CONTRACT_PROCESS_PATHS[type], offered.id, 'ACCEPT'));
  expect(accepted.status).toBe('ACTIVE');
  return offered.id as string;
}

/** An upline offers a contract to a direct downline, which accepts it; returns the contract id. */
async function handDown(
  from: TestPlayer,
  to: TestPlayer,
  type: 'DIVIDEND' | 'DAILY_SALARY',
  tiers: ReturnType<typeof tier>[],
) {
  const offered = value(await api.offer(from, { memberId: to.id, type, tiers }));
  expect(value(await api.answer(to, CONTRACT_PROCESS_PATHS[type], offered.id, 'ACCEPT')).status).toBe(
    'ACTIVE',
  );
  return offered.id as string;
}

async function statusOf(contractId: string) {
  const { rows } = await db.execute<{ status: string; end_reason: string | null }>(
    sql`select status, end_reason from agent_contracts where id = ${contractId}`,
  );
  return rows[0] ? { status: rows[0].status, endReason: rows[0].end_reason } : null;
}

async function inbox(member: TestPlayer) {
  const reply = await api.call({ method: 'GET', url: '/wps/member/messages', headers: member.headers });
  return value(reply).content as Array<{ title: string; content: string }>;
}

const eventsOf = (member: TestPlayer) =>
  events.filter((event) => event.memberId === member.id).map((e) => e.event);

describe('offers', () => {
  /** The thresholds of the top agent's tiers: a downline tier meeting them is covered by its rates. */
  const covered = { activeMembers: 2, minBet: 10.5 };
  let top: TestPlayer;
  let mid: TestPlayer;
  let low: TestPlayer;
  let player: TestPlayer;

  beforeAll(async () => {
    top = await createAgent(app, db, { nickname: 'Cima' });
    mid = await createAgent(app, db, { uplineId: top.id, type: 2, nickname: 'Medio' });
    low = await createAgent(app, db, { uplineId: mid.id, type: 2 });
    player = await createAgent(app, db, { uplineId: top.id, type: 0 });
  });

  it('reaches the agent as a NEW request with its terms in the currency’s decimals and a /ws event', async () => {
    const offered = value(
      await api.operatorOffer({
        account: top.account,
        type: 'DAILY_SALARY',
        tiers: [
          tier(1000, 1, { activeMembers: 2, minBet: 10.5 }),
          tier(5000.25, 2, { activeMembers: 2, minBet: 10.5 }),
        ],
        remark: 'Bienvenido',
      }),
    );
    expect(offered).toMatchObject({
      type: 'DAILY_SALARY',
      period: 'DAILY',
      status: 'OFFERED',
      agent: { memberId: top.id, account: top.account, nickname: 'Cima' },
      issuer: null,
      remark: 'Bienvenido',
      realtime: null,
    });
    expect(eventsOf(top)).toContainEqual({
      type: 'contract',
      contractId: offered.id,
      contractType: 'DAILY_SALARY',
      status: 'OFFERED',
      request: 'NEW',
    });
    const info = value(await api.consolidated(top));
    expect(info).toMatchObject({
      dailysalreqtype: 'NEW',
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      enableCt: true,
      salary: true,
      hourSalary: true,
      agentRealtimeSalary: true,
    });
    expect(info.pending).toHaveLength(1);
    expect(info.pending[0].tiers).toEqual([
      { validBet: 1000, loss: 0, activeMembers: 2, minBet: 10.5, rate: 1 },
      { validBet: 5000.25, loss: 0, activeMembers: 2, minBet: 10.5, rate: 2 },
    ]);

    const accepted = value(await api.answer(top, DAILY_PATH, offered.id, 'ACCEPT', 'gracias'));
    expect(accepted).toMatchObject({ status: 'ACTIVE', answerRemark: 'gracias' });
    expect(accepted.startedAt).not.toBeNull();
    expect(value(await api.consolidated(top))).toMatchObject({ dailysalreqtype: null, pending: [] });
    const mine = value(await api.mine(top, 'DAILY_SALARY'));
    expect(mine.current).toMatchObject({ id: offered.id, status: 'ACTIVE' });
    expect(mine.pendingOffer).toBeNull();
    expect(mine.downlines.map((row: { memberId: string }) => row.memberId)).toEqual([mid.id]);
  });

  it('refuses a tier above the upline’s own contract, naming the tier, and stores nothing', async () => {
    const reply = await api.offer(top, {
      memberId: mid.id,
      type: 'DAILY_SALARY',
      tiers: [
        tier(1000, 1, { activeMembers: 2, minBet: 10.5 }),
        tier(5000.25, 2.01, { activeMembers: 2, minBet: 10.5 }),
      ],
    });
    expectRefused(reply, 400, 'CONTRACT_RATE_ABOVE_UPLINE', ['2']);
    expect(reply.json().message).toContain('2');
    // Active members at a lower minimum bet than the upline's tier cannot count for that tier.
    expectRefused(
      await api.offer(top, {
        memberId: mid.id,
        type: 'DAILY_SALARY',
        tiers: [tier(1000, 1, { activeMembers: 2, minBet: 5 })],
      }),
      400,
      'CONTRACT_RATE_ABOVE_UPLINE',
      ['1'],
    );
    expect(value(await api.mine(mid, 'DAILY_SALARY')).pendingOffer).toBeNull();
    expect(value(await api.consolidated(mid)).dailysalreqtype).toBeNull();
  });

  it('only goes to a direct downline agent of a caller with its own contract of the type', async () => {
    const tiers = [tier(1000, 0.5)];
    expectRefused(
      await api.offer(top, { memberId: low.id, type: 'DAILY_SALARY', tiers }),
      403,
      'CONTRACT_NOT_DIRECT_DOWNLINE',
    );
    expectRefused(
      await api.offer(top, { memberId: player.id, type: 'DAILY_SALARY', tiers }),
      403,
      'CONTRACT_NOT_DIRECT_DOWNLINE',
    );
    expectRefused(
      await api.offer(mid, { memberId: low.id, type: 'DAILY_SALARY', tiers }),
      409,
      'CONTRACT_NO_OWN_CONTRACT',
    );
    expectRefused(
      await api.offer(top, { memberId: mid.id, type: 'DIVIDEND', tiers }),
      409,
      'CONTRACT_NO_OWN_CONTRACT',
    );
    // Players cannot call the agent centre at all.
    const fromPlayer = await api.offer(player, { memberId: mid.id, type: 'DAILY_SALARY', tiers });
    expect(fromPlayer.statusCode).toBe(403);
  });

  it('refuses bad terms with 400 and changes nothing', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => tier(1000 * (index + 1), 0.1));
    const cases: Array<[Record<string, unknown>, string, string[]]> = [
      [{ tiers: eleven }, 'VALIDATION_FAILED', []],
      [{ tiers: [tier(1000, 101)] }, 'VALIDATION_FAILED', []],
      [{ tiers: [tier(1000, -1)] }, 'VALIDATION_FAILED', []],
      [{ tiers: [tier(1000, 0.333)] }, 'VALIDATION_FAILED', []],
      [{ tiers: [] }, 'VALIDATION_FAILED', []],
      [{ tiers: [tier(1000, 0.5), tier(900, 0.6)] }, 'CONTRACT_TIERS_INVALID', ['2']],
      [{ tiers: [tier(1000, 0.5), tier(2000, 0.4)] }, 'CONTRACT_TIERS_INVALID', ['2']],
      [{ tiers: [tier(1000, 0.5)], remark: 'x'.repeat(141) }, 'VALIDATION_FAILED', []],
      [{ tiers: undefined }, 'VALIDATION_FAILED', []],
      [{ tiers: [tier(1000.123, 0.5)] }, 'VALIDATION_FAILED', []],
    ];
    for (const [patch, code, fields] of cases) {
      const reply = await api.offer(top, { memberId: mid.id, type: 'DAILY_SALARY', ...patch });
      expect(reply.statusCode, JSON.stringify(patch)).toBe(400);
      expect(reply.json().code).toBe(code);
      if (code === 'CONTRACT_TIERS_INVALID') expectRefused(reply, 400, code, fields);
    }
    expect(value(await api.mine(mid, 'DAILY_SALARY')).pendingOffer).toBeNull();
    const badId = await api.offer(top, {
      memberId: 'not-a-uuid',
      type: 'DAILY_SALARY',
      tiers: [tier(1000, 0.5)],
    });
    expect(badId.statusCode).toBe(400);
  });

  it('replaces an offer still waiting; the earlier one can no longer be answered', async () => {
    const first = value(
      await api.offer(top, { memberId: mid.id, type: 'DAILY_SALARY', tiers: [tier(1000, 0.5, covered)] }),
    );
    const second = value(
      await api.offer(top, {
        memberId: mid.id,
        type: 'DAILY_SALARY',
        tiers: [tier(1000, 0.8, covered)],
        remark: 'mejor',
      }),
    );
    expect(await statusOf(first.id)).toMatchObject({ status: 'WITHDRAWN' });
    expectRefused(await api.answer(mid, DAILY_PATH, first.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    const downline = value(await api.mine(top, 'DAILY_SALARY')).downlines[0];
    expect(downline).toMatchObject({
      memberId: mid.id,
      contract: null,
      pendingOffer: { id: second.id, remark: 'mejor' },
    });
    expect(value(await api.mine(mid, 'DAILY_SALARY')).pendingOffer).toMatchObject({ id: second.id });
  });

  it('answers only the caller’s own waiting request of the path’s type', async () => {
    const offer = value(await api.mine(mid, 'DAILY_SALARY')).pendingOffer;
    // Someone else, another type's path, an unknown or malformed id: refused, nothing changes.
    expectRefused(await api.answer(low, DAILY_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    expectRefused(await api.answer(top, DAILY_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    expectRefused(await api.answer(mid, DIVIDEND_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    expectRefused(await api.answer(mid, DAILY_PATH, '999999999999', 'ACCEPT'), 404, 'CONTRACT_NOT_FOUND');
    expect((await api.answer(mid, DAILY_PATH, 'abc', 'ACCEPT')).statusCode).toBe(400);
    expect((await api.answer(mid, DAILY_PATH, '1', 'MAYBE' as never)).statusCode).toBe(400);
    expect(await statusOf(offer.id)).toMatchObject({ status: 'OFFERED' });

    const rejected = value(await api.answer(mid, DAILY_PATH, offer.id, 'REJECT', 'no gracias'));
    expect(rejected).toMatchObject({ status: 'REJECTED', answerRemark: 'no gracias', startedAt: null });
    expect(eventsOf(top)).toContainEqual(
      expect.objectContaining({ contractId: offer.id, status: 'REJECTED' }),
    );
    expectRefused(await api.answer(mid, DAILY_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    const mine = value(await api.mine(mid, 'DAILY_SALARY'));
    expect(mine).toMatchObject({ current: { id: offer.id, status: 'REJECTED' }, pendingOffer: null });
  });

  it('lets the offerer withdraw a waiting offer, and nobody else', async () => {
    const offer = value(
      await api.offer(top, { memberId: mid.id, type: 'DAILY_SALARY', tiers: [tier(1000, 0.5, covered)] }),
    );
    const withdraw = (by: TestPlayer, id = offer.id) =>
      api.call({ method: 'POST', url: `/wps/agent/contracts/${id}/withdraw`, headers: by.headers });
    expectRefused(await withdraw(mid), 404, 'CONTRACT_NOT_FOUND');
    expect((await withdraw(top, 'x1')).statusCode).toBe(400);
    expect(value(await withdraw(top)).status).toBe('WITHDRAWN');
    expect(eventsOf(mid)).toContainEqual(
      expect.objectContaining({ contractId: offer.id, status: 'WITHDRAWN' }),
    );
    expectRefused(await withdraw(top), 409, 'CONTRACT_NOT_PENDING');
    expectRefused(await api.answer(mid, DAILY_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
  });

  it('withdraws an offer the issuer’s current contract no longer covers when it is accepted', async () => {
    const offer = value(
      await api.offer(top, { memberId: mid.id, type: 'DAILY_SALARY', tiers: [tier(1000, 1, covered)] }),
    );
    // The issuer's contract drops to 0.5 % by a path that does not run the cascade (a race in real life).
    await db.execute(
      sql`update agent_contracts set terms = ${JSON.stringify({
        tiers: [{ validBet: '100000', loss: '0', activeMembers: 0, minBet: '0', rateBp: 50 }],
      })}::jsonb where member_id = ${top.id} and type = 'DAILY_SALARY' and status = 'ACTIVE'`,
    );
    expectRefused(await api.answer(mid, DAILY_PATH, offer.id, 'ACCEPT'), 400, 'CONTRACT_RATE_ABOVE_UPLINE', [
      '1',
    ]);
    expect(await statusOf(offer.id)).toMatchObject({ status: 'WITHDRAWN' });
    expect(value(await api.mine(mid, 'DAILY_SALARY'))).toMatchObject({ pendingOffer: null });
    expectRefused(await api.answer(mid, DAILY_PATH, offer.id, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
  });

  it('refuses offers and answers of a type the operator switched off, and hides its entry', async () => {
    const settings = async (payload: Record<string, unknown>) =>
      value(
        await api.call({
          method: 'PUT',
          url: '/admin-api/contracts/settings',
          headers: operatorHeaders,
          payload,
        }),
      );
    const hourly = value(
      await api.operatorOffer({ account: top.account, type: 'HOURLY_SALARY', tiers: [tier(100, 0.2)] }),
    );
    await settings({
      enabledTypes: ['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY'],
      payoutMode: 'AUTOMATIC',
      terminationNoticeHours: 72,
    });
    try {
      expectRefused(
        await api.operatorOffer({ account: top.account, type: 'HOURLY_SALARY', tiers: [tier(100, 0.2)] }),
        403,
        'CONTRACT_TYPE_DISABLED',
      );
      expectRefused(await api.answer(top, HOURLY_PATH, hourly.id, 'ACCEPT'), 403, 'CONTRACT_TYPE_DISABLED');
      const info = value(await api.consolidated(top));
      expect(info).toMatchObject({ hourSalary: false, salary: true, contracthoursalreq: null, pending: [] });
    } finally {
      await settings({
        enabledTypes: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'],
        payoutMode: 'AUTOMATIC',
        terminationNoticeHours: 72,
      });
    }
    expect(value(await api.consolidated(top)).contracthoursalreq).toBe('NEW');
    const got = await api.call({
      method: 'GET',
      url: '/admin-api/contracts/settings',
      headers: operatorHeaders,
    });
    expect(value(got).enabledTypes).toHaveLength(4);
  });

  it('shows members who are not agents every switch off and nothing pending', async () => {
    expect(value(await api.consolidated(player))).toEqual({
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
      enableCt: false,
      salary: false,
      hourSalary: false,
      agentRealtimeSalary: false,
      pending: [],
    });
    expect(
      (await api.call({ method: 'GET', url: '/wps/relay/MCS2_getConsolidatedContract' })).statusCode,
    ).toBe(401);
  });

  it('offers real-time salary terms checked against the upline’s', async () => {
    const realtime = { profitRate: 0.2, lossRate: 0.5, singleBetAmount: 20 };
    const granted = value(
      await api.operatorOffer({ account: top.account, type: 'REALTIME_SALARY', realtime }),
    );
    expect(granted).toMatchObject({ period: 'REALTIME', tiers: [], realtime });
    value(await api.answer(top, CONTRACT_PROCESS_PATHS.REALTIME_SALARY, granted.id, 'ACCEPT'));
    const offer = (terms: typeof realtime) =>
      api.offer(top, { memberId: mid.id, type: 'REALTIME_SALARY', realtime: terms });
    expectRefused(await offer({ ...realtime, lossRate: 0.51 }), 400, 'CONTRACT_RATE_ABOVE_UPLINE', ['1']);
    expectRefused(await offer({ ...realtime, singleBetAmount: 19.99 }), 400, 'CONTRACT_RATE_ABOVE_UPLINE', [
      '1',
    ]);
    expect((await api.offer(top, { memberId: mid.id, type: 'REALTIME_SALARY' })).statusCode).toBe(400);
    expect(value(await offer({ profitRate: 0.1, lossRate: 0.5, singleBetAmount: 50 })).status).toBe(
      'OFFERED',
    );
    expect(value(await api.consolidated(mid)).realtimesalreqtype).toBe('NEW');
  });
});

describe('a lower upline contract ends every downline contract above it, down the team', () => {
  let a: TestPlayer;
  let b: TestPlayer;
  let b2: TestPlayer;
  let c: TestPlayer;
  let d: TestPlayer;
  let d2: TestPlayer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    a = await createAgent(app, db);
    b = await createAgent(app, db, { uplineId: a.id, type: 2 });
    b2 = await createAgent(app, db, { uplineId: a.id, type: 2 });
    c = await createAgent(app, db, { uplineId: b.id, type: 2 });
    d = await createAgent(app, db, { uplineId: c.id, type: 2 });
    d2 = await createAgent(app, db, { uplineId: c.id, type: 2 });
    const english = await api.call({
      method: 'PUT',
      url: '/wps/member/language',
      headers: d.headers,
      payload: { language: 'en' },
    });
    expect(english.statusCode, english.body).toBe(200);
    const rich = [tier(0, 10, { loss: 1000 }), tier(0, 20, { loss: 10_000 })];
    ids.a = await grant(a, 'DIVIDEND', rich);
    ids.b = await handDown(a, b, 'DIVIDEND', [tier(0, 10, { loss: 1000 }), tier(0, 15, { loss: 10_000 })]);
    ids.b2 = await handDown(a, b2, 'DIVIDEND', [tier(0, 5, { loss: 1000 })]);
    ids.c = await handDown(b, c, 'DIVIDEND', [tier(0, 10, { loss: 1000 }), tier(0, 12, { loss: 10_000 })]);
    ids.d = await handDown(c, d, 'DIVIDEND', [tier(0, 5, { loss: 1000 })]);
    ids.d2Offer = value(
      await api.offer(c, { memberId: d2.id, type: 'DIVIDEND', tiers: [tier(0, 4, { loss: 1000 })] }),
    ).id;
    events.length = 0;
  });

  it('terminates B (above A’s new terms), C and D below it, withdraws C’s offer, and keeps B2', async () => {
    const lower = value(
      await api.operatorOffer({
        account: a.account,
        type: 'DIVIDEND',
        period: 'WEEKLY',
        tiers: [tier(0, 12, { loss: 1000 })],
      }),
    );
    expect(lower.period).toBe('WEEKLY');
    // Nothing ends before A accepts.
    expect(await statusOf(ids.b!)).toMatchObject({ status: 'ACTIVE' });
    value(await api.answer(a, DIVIDEND_PATH, lower.id, 'ACCEPT'));

    expect(await statusOf(ids.a!)).toEqual({ status: 'REPLACED', endReason: 'REPLACED' });
    expect(await statusOf(lower.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await statusOf(ids.b!)).toEqual({ status: 'TERMINATED', endReason: 'ABOVE_UPLINE' });
    expect(await statusOf(ids.c!)).toEqual({ status: 'TERMINATED', endReason: 'ABOVE_UPLINE' });
    expect(await statusOf(ids.d!)).toEqual({ status: 'TERMINATED', endReason: 'ABOVE_UPLINE' });
    expect(await statusOf(ids.d2Offer!)).toMatchObject({ status: 'WITHDRAWN' });
    expect(await statusOf(ids.b2!)).toEqual({ status: 'ACTIVE', endReason: null });

    const mineA = value(await api.mine(a, 'DIVIDEND'));
    const byMember = Object.fromEntries(
      mineA.downlines.map((row: { memberId: string }) => [row.memberId, row]),
    );
    expect(byMember[b.id].contract).toBeNull();
    expect(byMember[b2.id].contract).toMatchObject({ id: ids.b2, status: 'ACTIVE' });
    expect(value(await api.mine(c, 'DIVIDEND')).current).toMatchObject({
      id: ids.c,
      status: 'TERMINATED',
      endReason: 'ABOVE_UPLINE',
    });
  });

  it('tells each affected agent by /ws event and inbox message, in its language', async () => {
    for (const [member, id] of [
      [b, ids.b],
      [c, ids.c],
      [d, ids.d],
    ] as const) {
      expect(eventsOf(member)).toContainEqual({
        type: 'contract',
        contractId: id,
        contractType: 'DIVIDEND',
        status: 'TERMINATED',
        request: null,
      });
    }
    expect(eventsOf(d2)).toContainEqual(
      expect.objectContaining({ contractId: ids.d2Offer, status: 'WITHDRAWN' }),
    );
    expect(eventsOf(b2)).toEqual([]);

    const [toB] = await inbox(b);
    expect(toB!.title).toBe('Contrato de dividendos terminado');
    expect(toB!.content).toContain('pagaba más que el nuevo contrato de su agente superior');
    const [toC] = await inbox(c);
    expect(toC!.content).toContain('ya no tiene un contrato de dividendos vigente');
    const [toD] = await inbox(d);
    expect(toD!.title).toBe('Your dividend contract ended');
    expect(toD!.content).toContain('no longer has a dividend contract');
    const [toD2] = await inbox(d2);
    expect(toD2!.title).toBe('Oferta de contrato de dividendos retirada');
    expect((await inbox(b2)).filter((message) => /contrato/i.test(message.title))).toEqual([]);
  });

  it('lets the operator end A’s contract at once, ending B2’s too, audited', async () => {
    const contractId = value(await api.mine(a, 'DIVIDEND')).current.id;
    const terminate = () =>
      api.call({
        method: 'POST',
        url: `/admin-api/contracts/${contractId}/terminate`,
        headers: operatorHeaders,
        payload: { remark: 'fraude' },
      });
    expect(
      (await api.call({ method: 'POST', url: `/admin-api/contracts/${contractId}/terminate` })).statusCode,
    ).toBe(401);
    expect(value(await terminate())).toMatchObject({ status: 'TERMINATED', endReason: 'OPERATOR' });
    expect(await statusOf(ids.b2!)).toEqual({ status: 'TERMINATED', endReason: 'ABOVE_UPLINE' });
    expectRefused(await terminate(), 409, 'CONTRACT_NOT_ACTIVE');
    const [entry] = await listAuditEntries(db, { target: `agent_contract:${contractId}` });
    expect(entry).toMatchObject({ action: 'contracts.terminate' });
    const [toA] = await inbox(a);
    expect(toA!.content).toContain('fue terminado por la plataforma');

    const list = value(
      await api.call({
        method: 'GET',
        url: `/admin-api/contracts?account=${a.account}&status=TERMINATED`,
        headers: operatorHeaders,
      }),
    );
    expect(list).toMatchObject({ totalElements: 1, content: [{ id: contractId, endReason: 'OPERATOR' }] });
    const none = value(
      await api.call({
        method: 'GET',
        url: '/admin-api/contracts?account=nobody-here',
        headers: operatorHeaders,
      }),
    );
    expect(none).toMatchObject({ totalElements: 0, content: [] });
    expect(
      (await api.call({ method: 'GET', url: '/admin-api/contracts?status=GONE', headers: operatorHeaders }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an operator offer to a player or an unknown account, saying which', async () => {
    const player = await createAgent(app, db, { type: 0 });
    expectRefused(
      await api.operatorOffer({ account: player.account, type: 'DAILY_SALARY', tiers: [tier(100, 0.2)] }),
      400,
      'CONTRACT_NOT_AN_AGENT',
      ['account'],
    );
    expectRefused(
      await api.operatorOffer({ account: 'nobody-here', type: 'DAILY_SALARY', tiers: [tier(100, 0.2)] }),
      404,
      'USER_NOT_FOUND',
      ['account'],
    );
    const { rows } = await db.execute(sql`select 1 from agent_contracts where member_id = ${player.id}`);
    expect(rows).toEqual([]);
  });
});

describe('termination requests', () => {
  let t: TestPlayer;
  let u: TestPlayer;
  let v: TestPlayer;
  let stranger: TestPlayer;
  let tContract: string;
  let uContract: string;
  let vContract: string;

  beforeAll(async () => {
    t = await createAgent(app, db);
    u = await createAgent(app, db, { uplineId: t.id, type: 2 });
    v = await createAgent(app, db, { uplineId: u.id, type: 2 });
    stranger = await createAgent(app, db);
    tContract = await grant(t, 'DAILY_SALARY', [tier(100, 1)]);
    uContract = await handDown(t, u, 'DAILY_SALARY', [tier(100, 0.8)]);
    vContract = await handDown(u, v, 'DAILY_SALARY', [tier(100, 0.5)]);
  });

  it('waits for the other side; a second request is refused; the requester cannot answer it', async () => {
    const before = Date.now();
    const requested = value(await api.terminate(u, uContract, 'me retiro'));
    expect(requested.status).toBe('ACTIVE');
    expect(requested.termination).toMatchObject({ requestedBy: 'AGENT', remark: 'me retiro' });
    const waited =
      Date.parse(requested.termination.effectiveAt) - Date.parse(requested.termination.requestedAt);
    expect(waited).toBe(72 * 3_600_000);
    expect(Date.parse(requested.termination.requestedAt)).toBeGreaterThanOrEqual(before - 1000);

    expectRefused(await api.terminate(t, uContract), 409, 'CONTRACT_TERMINATION_PENDING');
    expectRefused(await api.terminate(stranger, uContract), 404, 'CONTRACT_NOT_FOUND');
    expect((await api.terminate(u, 'abc')).statusCode).toBe(400);
    expect(value(await api.consolidated(t)).dailysalreqtype).toBe('TERMINATE');
    expect(value(await api.consolidated(u)).dailysalreqtype).toBeNull();
    expect(eventsOf(t)).toContainEqual(
      expect.objectContaining({ contractId: uContract, status: 'ACTIVE', request: 'TERMINATE' }),
    );
    expectRefused(await api.answer(u, DAILY_PATH, uContract, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
    expectRefused(await api.answer(v, DAILY_PATH, uContract, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
  });

  it('is cleared when the other side rejects it', async () => {
    const kept = value(await api.answer(t, DAILY_PATH, uContract, 'REJECT'));
    expect(kept).toMatchObject({ status: 'ACTIVE', termination: null });
    expect(value(await api.consolidated(t)).dailysalreqtype).toBeNull();
    expectRefused(await api.answer(t, DAILY_PATH, uContract, 'ACCEPT'), 409, 'CONTRACT_NOT_PENDING');
  });

  it('ends the contract when the other side accepts, with the cascade below it', async () => {
    value(await api.terminate(t, uContract));
    expect(value(await api.consolidated(u)).dailysalreqtype).toBe('TERMINATE');
    const ended = value(await api.answer(u, DAILY_PATH, uContract, 'ACCEPT', 'de acuerdo'));
    expect(ended).toMatchObject({ status: 'TERMINATED', endReason: 'AGREED', termination: null });
    expect(await statusOf(vContract)).toEqual({ status: 'TERMINATED', endReason: 'ABOVE_UPLINE' });
    expect(eventsOf(v)).toContainEqual(
      expect.objectContaining({ contractId: vContract, status: 'TERMINATED' }),
    );
    expectRefused(await api.terminate(t, uContract), 409, 'CONTRACT_NOT_ACTIVE');
    expect(await statusOf(tContract)).toMatchObject({ status: 'ACTIVE' });
  });

  it('takes effect by itself once the notice period runs out (operator contracts have nobody to answer)', async () => {
    const requested = value(await api.terminate(t, tContract));
    expect(requested.termination.requestedBy).toBe('AGENT');
    expect(value(await api.consolidated(t)).dailysalreqtype).toBeNull();
    const effectiveAt = Date.parse(requested.termination.effectiveAt);
    expect(await contracts.finishDueTerminations(new Date(effectiveAt - 60_000))).toBe(0);
    expect(await statusOf(tContract)).toMatchObject({ status: 'ACTIVE' });
    expect(await contracts.finishDueTerminations(new Date(effectiveAt + 1))).toBe(1);
    expect(await statusOf(tContract)).toEqual({ status: 'TERMINATED', endReason: 'NOTICE_EXPIRED' });
    expect(await contracts.finishDueTerminations(new Date(effectiveAt + 1))).toBe(0);
    const [message] = await inbox(t);
    expect(message!.content).toContain('venció sin respuesta');
  });
});
