import { randomUUID } from 'node:crypto';
import { errorMessage } from '@platform/contracts/error-messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { operatorHeaders, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import * as identityRepository from '../identity/repository';
import {
  createKnownCaptcha,
  createTestMember,
  latestSmsCode,
  login,
  uniqueAccount,
  uniqueIp,
  uniqueMobile,
} from '../identity/testing';
import { listAuditEntries } from '../system/repository';
import { createWalletTestApp } from '../wallet/testing';
import { agentPortalHeaders, createTeam, type Team } from './testing';

let app: FastifyInstance;
let db: Db;
let team: Team;

beforeAll(async () => {
  ({ app, db } = await createWalletTestApp());
  team = await createTeam(app, db);
}, 60_000);

const call = (options: InjectOptions) => app.inject({ remoteAddress: uniqueIp(), ...options });
const get = (url: string, headers = team.caller.headers) => call({ method: 'GET', url, headers });

/** The refusal in Spanish by default and in English when asked, with its code and status. */
async function expectRefused(options: InjectOptions, status: number, code: string, fields: string[] = []) {
  const es = await call(options);
  expect(es.statusCode, es.body).toBe(status);
  expect(es.json()).toMatchObject({
    success: false,
    code,
    message: errorMessage('es', code as never, fields),
  });
  const en = await call({ ...options, headers: { ...options.headers, 'accept-language': 'en' } });
  expect(en.statusCode).toBe(status);
  expect(en.json().message).toBe(errorMessage('en', code as never, fields));
}

async function memberCount(): Promise<number> {
  const { rows } = await db.execute<{ n: string | number }>(sql`select count(*) as n from members`);
  return Number(rows[0]!.n);
}

describe('GET /wps/agent/downlines', () => {
  it('lists the caller’s direct downlines with balance, team size, online state and depth', async () => {
    const reply = await get('/wps/agent/downlines?sort=account&order=asc');
    expect(reply.statusCode, reply.body).toBe(200);
    const value = reply.json().value;
    expect(value).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 2 });
    expect(value.breadcrumb).toEqual([{ memberId: team.caller.id, account: team.caller.account }]);
    const byAccount = Object.fromEntries(value.content.map((row: { account: string }) => [row.account, row]));
    expect(byAccount[team.downline.account]).toMatchObject({
      memberId: team.downline.id,
      nickname: 'Sub',
      type: 2,
      isAgent: true,
      status: 'active',
      balance: 250.5,
      teamSize: 1,
      directCount: 1,
      online: true,
      remark: null,
      depth: 1,
    });
    expect(byAccount[team.player.account]).toMatchObject({
      type: 0,
      isAgent: false,
      balance: 1200,
      teamSize: 0,
      directCount: 0,
      depth: 1,
    });
    expect(Date.parse(byAccount[team.player.account].registeredAt)).not.toBeNaN();
    expect(byAccount[team.player.account].lastLoginAt).not.toBeNull();
  });

  it('sorts by balance, team size and account both ways, and filters by type and online state', async () => {
    const accounts = async (query: string) =>
      (await get(`/wps/agent/downlines?${query}`))
        .json()
        .value.content.map((row: { account: string }) => row.account);
    expect(await accounts('sort=balance&order=asc')).toEqual([team.downline.account, team.player.account]);
    expect(await accounts('sort=balance&order=desc')).toEqual([team.player.account, team.downline.account]);
    expect(await accounts('sort=teamSize&order=desc')).toEqual([team.downline.account, team.player.account]);
    expect(await accounts('type=0')).toEqual([team.player.account]);
    expect(await accounts('online=true&sort=balance&order=asc')).toHaveLength(2);
    expect(await accounts('online=false')).toEqual([]);
    expect(await accounts('status=disabled')).toEqual([]);
    const paged = (await get('/wps/agent/downlines?sort=balance&order=asc&pageSize=1&pageNo=2')).json().value;
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2, pageNum: 2 });
    expect(paged.content.map((row: { account: string }) => row.account)).toEqual([team.player.account]);
    // Sorted by balance, every row is the same as in the other orders (team size, online, depth, remark).
    const rowsOf = async (query: string) => (await get(`/wps/agent/downlines?${query}`)).json().value.content;
    const byBalance = await rowsOf('sort=balance&order=desc');
    expect(byBalance).toHaveLength(2);
    expect(byBalance).toEqual(expect.arrayContaining(await rowsOf('sort=account&order=asc')));
    const beyond = (await get('/wps/agent/downlines?pageNo=9')).json().value;
    expect(beyond).toMatchObject({ content: [], totalElements: 2 });
  });

  it('opens a downline’s team with a breadcrumb, and searches by account prefix anywhere in the team', async () => {
    const opened = (await get(`/wps/agent/downlines?parentId=${team.downline.id}`)).json().value;
    expect(opened.breadcrumb).toEqual([
      { memberId: team.caller.id, account: team.caller.account },
      { memberId: team.downline.id, account: team.downline.account },
    ]);
    expect(opened.content).toEqual([
      expect.objectContaining({ memberId: team.grandchild.id, depth: 2, balance: 40 }),
    ]);

    const prefix = team.grandchild.account.slice(0, 8).toUpperCase();
    const found = (await get(`/wps/agent/downlines?account=${prefix}`)).json().value;
    expect(found.content).toEqual([expect.objectContaining({ memberId: team.grandchild.id, depth: 2 })]);
    const foundByBalance = (
      await get(`/wps/agent/downlines?account=${prefix}&sort=balance&order=desc`)
    ).json().value;
    expect(foundByBalance).toMatchObject({ totalElements: 1, content: found.content });
    // Members outside the team never match, whatever the prefix.
    const outside = (await get(`/wps/agent/downlines?account=${team.sibling.account}`)).json().value;
    expect(outside).toMatchObject({ content: [], totalElements: 0 });
    const wildcard = (await get('/wps/agent/downlines?account=%25')).json().value;
    expect(wildcard.content).toEqual([]);
  });

  it('refuses unknown, foreign and malformed ids and page sizes over 100, in the request’s language', async () => {
    const headers = team.caller.headers;
    await expectRefused(
      { method: 'GET', url: `/wps/agent/downlines?parentId=${randomUUID()}`, headers },
      404,
      'MEMBER_NOT_IN_TEAM',
    );
    await expectRefused(
      { method: 'GET', url: `/wps/agent/downlines?parentId=${team.upline.id}`, headers },
      404,
      'MEMBER_NOT_IN_TEAM',
    );
    const malformed = await get('/wps/agent/downlines?parentId=12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: ['parentId'] } });
    await expectRefused(
      { method: 'GET', url: '/wps/agent/downlines?pageSize=101', headers },
      400,
      'VALIDATION_FAILED',
      ['pageSize'],
    );
    expect((await get('/wps/agent/downlines?sort=height')).statusCode).toBe(400);
  });
});

describe('PUT /wps/agent/downlines/{memberId}/remark', () => {
  const put = (memberId: string, remark: string, headers = team.caller.headers) =>
    call({ method: 'PUT', url: `/wps/agent/downlines/${memberId}/remark`, payload: { remark }, headers });

  it('keeps a private remark that only its author sees, and removes it when empty', async () => {
    const reply = await put(team.grandchild.id, '  Paga a tiempo  ');
    expect(reply.json().value).toEqual({ memberId: team.grandchild.id, remark: 'Paga a tiempo' });
    const mine = (await get(`/wps/agent/downlines?parentId=${team.downline.id}`)).json().value.content;
    expect(mine[0].remark).toBe('Paga a tiempo');
    // The downline's own view of its player does not show the caller's note.
    const theirs = (await get('/wps/agent/downlines', team.downline.headers)).json().value.content;
    expect(theirs[0]).toMatchObject({ memberId: team.grandchild.id, remark: null });
    expect((await put(team.grandchild.id, '')).json().value.remark).toBeNull();
    const cleared = (await get(`/wps/agent/downlines?parentId=${team.downline.id}`)).json().value.content;
    expect(cleared[0].remark).toBeNull();
  });

  it('refuses more than 140 characters, members outside the team and malformed ids; nothing is stored', async () => {
    await put(team.player.id, 'Antes');
    await expectRefused(
      {
        method: 'PUT',
        url: `/wps/agent/downlines/${team.player.id}/remark`,
        payload: { remark: 'x'.repeat(141) },
        headers: team.caller.headers,
      },
      400,
      'VALIDATION_FAILED',
      ['remark'],
    );
    expect((await put(team.player.id, 'x'.repeat(140))).statusCode).toBe(200);
    await expectRefused(
      {
        method: 'PUT',
        url: `/wps/agent/downlines/${team.sibling.id}/remark`,
        payload: { remark: 'hola' },
        headers: team.caller.headers,
      },
      404,
      'MEMBER_NOT_IN_TEAM',
      ['memberId'],
    );
    expect((await put('not-a-uuid', 'hola')).statusCode).toBe(400);
    const { rows } = await db.execute(
      sql`select member_id from agent_remarks where agent_id = ${team.caller.id}::uuid and member_id = ${team.sibling.id}::uuid`,
    );
    expect(rows).toEqual([]);
  });
});

describe('register centre', () => {
  const create = (payload: Record<string, unknown>, headers = team.caller.headers) =>
    call({ method: 'POST', url: '/wps/agent/downlines', payload, headers });

  it('says which types the agent may create and where registration lives', async () => {
    const value = (await get('/wps/agent/register/settings')).json().value;
    expect(value).toMatchObject({ creatableTypes: [0, 2], defaultPasswordMustChange: true });
    expect(value.registerUrlBase).toMatch(/^http:\/\/localhost(:\d+)?\/register$/);
  });

  it('creates a direct downline with the default password, which its first login must change', async () => {
    const account = uniqueAccount('dl');
    const reply = await create({ account, type: 0, nickname: 'Nuevo' });
    expect(reply.statusCode, reply.body).toBe(200);
    const { member, initialPassword } = reply.json().value;
    expect(initialPassword).toBe(TEST_DEFAULT_MEMBER_PASSWORD);
    expect(member).toMatchObject({ account, nickname: 'Nuevo', type: 0, balance: 0, teamSize: 0, depth: 1 });
    const row = await identityRepository.findMemberByAccount(db, account);
    expect(row).toMatchObject({ uplineId: team.caller.id, registerMethod: 'AGENT' });
    const session = await login(app, { username: account, password: initialPassword });
    expect(session.mustChangePassword).toBe(true);
    // In the caller's team at once, and in its upline's.
    const list = (await get(`/wps/agent/downlines?account=${account}`, team.upline.headers)).json().value;
    expect(list.content).toEqual([expect.objectContaining({ memberId: member.memberId, depth: 2 })]);
    const [entry] = await listAuditEntries(db, { target: `member:${member.memberId}`, limit: 1 });
    expect(entry).toMatchObject({ action: 'member.create', actor: `member:${team.caller.id}` });

    const agent = await create({ account: uniqueAccount('sa'), type: 2 });
    expect(agent.json().value.member).toMatchObject({ type: 2, isAgent: true });
  });

  it('refuses types the operator does not allow, taken and invalid accounts; nothing is created', async () => {
    const before = await memberCount();
    await expectRefused(
      {
        method: 'POST',
        url: '/wps/agent/downlines',
        payload: { account: uniqueAccount('no'), type: 1 },
        headers: team.caller.headers,
      },
      403,
      'MEMBER_TYPE_NOT_ALLOWED',
      ['type'],
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/wps/agent/downlines',
        payload: { account: team.player.account.toUpperCase(), type: 0 },
        headers: team.caller.headers,
      },
      409,
      'USERNAME_TAKEN',
    );
    expect((await create({ account: '1abc', type: 0 })).statusCode).toBe(400);
    expect((await create({ account: uniqueAccount('no'), type: 4 })).statusCode).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it('follows the operator’s setting of creatable types (audited)', async () => {
    const settings = (payload: unknown) =>
      call({
        method: 'PUT',
        url: '/admin-api/agents/settings',
        payload: payload as object,
        headers: operatorHeaders,
      });
    expect((await settings({ creatableTypes: [0, 1, 1] })).statusCode).toBe(400);
    expect((await settings({ creatableTypes: [4] })).statusCode).toBe(400);
    expect((await settings({ creatableTypes: [0, 1] })).json().value).toEqual({ creatableTypes: [0, 1] });
    const read = await call({ method: 'GET', url: '/admin-api/agents/settings', headers: operatorHeaders });
    expect(read.json().value).toEqual({ creatableTypes: [0, 1] });
    expect((await get('/wps/agent/register/settings')).json().value.creatableTypes).toEqual([0, 1]);
    expect((await create({ account: uniqueAccount('t1'), type: 1 })).statusCode).toBe(200);
    expect((await create({ account: uniqueAccount('t2'), type: 2 })).json().code).toBe(
      'MEMBER_TYPE_NOT_ALLOWED',
    );
    const [entry] = await listAuditEntries(db, { target: 'agent-settings', limit: 1 });
    expect(entry).toMatchObject({
      action: 'agents.settings',
      before: { creatableTypes: [0, 2] },
      after: { creatableTypes: [0, 1] },
    });
    await settings({ creatableTypes: [0, 2] });
    expect((await call({ method: 'GET', url: '/admin-api/agents/settings' })).statusCode).toBe(401);
  });
});

describe('invitation links', () => {
  async function registerBody(overrides: Record<string, unknown>) {
    const mobile = uniqueMobile();
    const sent = await call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: mobile, countryDialingCode: '+52' },
    });
    const verificationCode = sent.statusCode === 200 ? await latestSmsCode(db, `+52 ${mobile}`) : undefined;
    return {
      username: uniqueAccount('rg'),
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: mobile,
      countryDialingCode: '+52',
      verificationCode,
      ...(await createKnownCaptcha(db)),
      acceptTerms: true,
      ...overrides,
    };
  }
  const register = async (overrides: Record<string, unknown>) =>
    call({ method: 'PUT', url: '/wps/member/register', payload: await registerBody(overrides) });
  const links = (agent = team.caller) => get('/wps/agent/links', agent.headers);

  it('creates links per type whose registrations make the link’s type under the agent and are counted', async () => {
    const created = await call({
      method: 'POST',
      url: '/wps/agent/links',
      payload: { type: 0, label: 'Facebook' },
      headers: team.other.headers,
    });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().value;
    expect(link).toMatchObject({ type: 0, label: 'Facebook', registrations: 0, enabled: true });
    expect(link.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link.url).toMatch(new RegExp(`/register\\?referralCode=${link.code}$`));

    const subLink = (
      await call({
        method: 'POST',
        url: '/wps/agent/links',
        payload: { type: 2 },
        headers: team.other.headers,
      })
    ).json().value;

    const checked = await get(`/wps/agent/affiliate?code=${link.code.toLowerCase()}`);
    expect(checked.json().value).toEqual({ code: link.code, agentNickname: 'Otro' });

    const viaLink = await registerBody({ referralCode: link.code });
    expect((await call({ method: 'PUT', url: '/wps/member/register', payload: viaLink })).statusCode).toBe(
      200,
    );
    expect(await identityRepository.findMemberByAccount(db, viaLink.username)).toMatchObject({
      type: 0,
      uplineId: team.other.id,
    });
    const viaSub = await registerBody({ affiliateCode: subLink.code });
    expect((await call({ method: 'PUT', url: '/wps/member/register', payload: viaSub })).statusCode).toBe(
      200,
    );
    const subAgent = await identityRepository.findMemberByAccount(db, viaSub.username);
    expect(subAgent).toMatchObject({ type: 2, uplineId: team.other.id });
    expect(subAgent!.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);

    const listed = (await links(team.other)).json().value;
    expect(
      listed.map((row: { code: string; registrations: number }) => [row.code, row.registrations]),
    ).toEqual([
      [subLink.code, 1],
      [link.code, 1],
    ]);
    // The agent's own invitation code still creates a player.
    const other = await identityRepository.findMemberById(db, team.other.id);
    await identityRepository.updateMember(
      db,
      team.other.id,
      { affiliateCode: `OT${randomUUID().slice(0, 6).toUpperCase()}` },
      new Date(),
    );
    const own = (await identityRepository.findMemberById(db, team.other.id))!.affiliateCode!;
    const viaOwn = await registerBody({ referralCode: own });
    expect((await call({ method: 'PUT', url: '/wps/member/register', payload: viaOwn })).statusCode).toBe(
      200,
    );
    expect(await identityRepository.findMemberByAccount(db, viaOwn.username)).toMatchObject({
      type: 0,
      uplineId: team.other.id,
    });
    await identityRepository.updateMember(
      db,
      team.other.id,
      { affiliateCode: other!.affiliateCode },
      new Date(),
    );
  });

  it('a disabled link is an invalid invitation code; relabelling and enabling again work', async () => {
    const link = (
      await call({
        method: 'POST',
        url: '/wps/agent/links',
        payload: { type: 0 },
        headers: team.caller.headers,
      })
    ).json().value;
    const patch = (payload: Record<string, unknown>, headers = team.caller.headers) =>
      call({ method: 'PATCH', url: `/wps/agent/links/${link.id}`, payload, headers });
    expect((await patch({ enabled: false, label: 'Pausado' })).json().value).toMatchObject({
      enabled: false,
      label: 'Pausado',
    });
    const before = await memberCount();
    const refused = await register({ referralCode: link.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_INVITATION_CODE');
    expect((await get(`/wps/agent/affiliate?code=${link.code}`)).json().code).toBe('INVALID_INVITATION_CODE');
    expect(await memberCount()).toBe(before);
    expect((await patch({ enabled: true, label: '' })).json().value).toMatchObject({
      enabled: true,
      label: null,
    });
    expect((await register({ referralCode: link.code })).statusCode).toBe(200);

    await expectRefused(
      {
        method: 'PATCH',
        url: `/wps/agent/links/${link.id}`,
        payload: { enabled: false },
        headers: team.downline.headers,
      },
      404,
      'INVITATION_LINK_NOT_FOUND',
    );
    expect((await patch({})).statusCode).toBe(400);
    expect(
      (
        await call({
          method: 'PATCH',
          url: '/wps/agent/links/zzz',
          payload: { enabled: true },
          headers: team.caller.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses types the operator does not allow and a 21st link', async () => {
    const agent = team.sibling;
    await expectRefused(
      { method: 'POST', url: '/wps/agent/links', payload: { type: 41 }, headers: agent.headers },
      403,
      'MEMBER_TYPE_NOT_ALLOWED',
      ['type'],
    );
    expect(
      (
        await call({
          method: 'POST',
          url: '/wps/agent/links',
          payload: { type: 0, label: 'x'.repeat(41) },
          headers: agent.headers,
        })
      ).statusCode,
    ).toBe(400);
    for (let i = 0; i < 20; i += 1) {
      const reply = await call({
        method: 'POST',
        url: '/wps/agent/links',
        payload: { type: 0 },
        headers: agent.headers,
      });
      expect(reply.statusCode).toBe(200);
    }
    await expectRefused(
      { method: 'POST', url: '/wps/agent/links', payload: { type: 0 }, headers: agent.headers },
      409,
      'INVITATION_LINK_LIMIT',
    );
    expect((await links(agent)).json().value).toHaveLength(20);
  });
});

describe('GET /wps/agent/announcements', () => {
  it('shows agents the AGENTS announcements in their language; members never see them', async () => {
    const es = (await get('/wps/agent/announcements')).json().value;
    expect(es.content.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['Nuevo centro de agentes', 'Transferencias a su equipo']),
    );
    const en = (
      await call({
        method: 'GET',
        url: '/wps/agent/announcements',
        headers: { ...team.caller.headers, 'accept-language': 'en' },
      })
    ).json().value;
    expect(en.content.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['New agent centre', 'Transfers to your team']),
    );

    const created = await call({
      method: 'POST',
      url: '/admin-api/content/announcements',
      headers: operatorHeaders,
      payload: {
        title: { es: 'Solo agentes', en: 'Agents only' },
        content: { es: '<p>Comisiones</p>', en: '<p>Commissions</p>' },
        execution: 'A',
        audience: 'AGENTS',
        sequence: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ audience: 'AGENTS' });
    const after = (await get('/wps/agent/announcements')).json().value;
    expect(after.content[0]).toMatchObject({ title: 'Solo agentes', content: '<p>Comisiones</p>' });
    expect(after.totalElements).toBe(es.totalElements + 1);

    for (const headers of [team.player.headers, team.caller.headers]) {
      const members = (
        await call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?pageSize=9', headers })
      ).json().value;
      const titles = members.content.map((item: { title: string }) => item.title);
      expect(titles).not.toContain('Solo agentes');
      expect(titles).not.toContain('Nuevo centro de agentes');
    }
    expect((await get('/wps/agent/announcements?pageSize=101')).statusCode).toBe(400);
  });
});

describe('POST /admin-api/agents/move', () => {
  const move = (payload: Record<string, unknown>, headers: Record<string, string> = operatorHeaders) =>
    call({ method: 'POST', url: '/admin-api/agents/move', payload, headers });

  it('moves a member with its team under another agent; every team view follows; audited', async () => {
    const agent = await createTestMember(db, { type: 1 });
    const sub = await createTestMember(db, { type: 2, uplineId: agent.id });
    const leaf = await createTestMember(db, { uplineId: sub.id });
    const reply = await move({ account: sub.account, uplineAccount: team.caller.account });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toEqual({
      memberId: sub.id,
      previousUplineId: agent.id,
      uplineId: team.caller.id,
      movedMembers: 2,
    });
    const found = (await get(`/wps/agent/downlines?account=${leaf.account}`)).json().value;
    expect(found.content).toEqual([expect.objectContaining({ memberId: leaf.id, depth: 2 })]);
    const upline = (await get(`/wps/agent/downlines?account=${leaf.account}`, team.upline.headers)).json()
      .value;
    expect(upline.content).toEqual([expect.objectContaining({ memberId: leaf.id, depth: 3 })]);
    const [entry] = await listAuditEntries(db, { target: `member:${sub.id}`, limit: 1 });
    expect(entry).toMatchObject({ action: 'member.move', before: { uplineId: agent.id } });
  });

  it('refuses cycles, non-agent targets and unknown accounts, in the request’s language; nothing moves', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/admin-api/agents/move',
        payload: { account: team.upline.account, uplineAccount: team.grandchild.account },
        headers: operatorHeaders,
      },
      409,
      'TEAM_MOVE_CYCLE',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/admin-api/agents/move',
        payload: { account: team.upline.account, uplineAccount: team.downline.account },
        headers: operatorHeaders,
      },
      409,
      'TEAM_MOVE_CYCLE',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/admin-api/agents/move',
        payload: { account: team.player.account, uplineAccount: team.otherPlayer.account },
        headers: operatorHeaders,
      },
      400,
      'UPLINE_NOT_AGENT',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/admin-api/agents/move',
        payload: { account: 'nosuchmember', uplineAccount: team.other.account },
        headers: operatorHeaders,
      },
      404,
      'USER_NOT_FOUND',
      ['account'],
    );
    expect(
      (await move({ account: team.player.account, uplineAccount: team.other.account }, {})).statusCode,
    ).toBe(401);
    expect((await identityRepository.findMemberById(db, team.upline.id))?.uplineId).toBe(team.root.id);
    expect((await identityRepository.findMemberById(db, team.player.id))?.uplineId).toBe(team.caller.id);
  });
});

describe('demo data', () => {
  it('gives demo_agent a two-level team and two invitation links with registrations', async () => {
    const { token } = await login(app, { username: 'demo_agent', password: 'demo2026', portal: 'agent' });
    const headers = { authorization: `Bearer ${token}` };
    const direct = (await get('/wps/agent/downlines?sort=account&order=asc&pageSize=100', headers)).json()
      .value;
    const accounts = direct.content.map((row: { account: string }) => row.account);
    expect(accounts).toEqual(
      expect.arrayContaining(['demo_downline', 'demo_subagent', 'demo_team1', 'demo_team2', 'demo_team3']),
    );
    const sub = direct.content.find((row: { account: string }) => row.account === 'demo_subagent');
    expect(sub).toMatchObject({ isAgent: true, teamSize: 2, directCount: 2 });
    const second = (
      await get(`/wps/agent/downlines?parentId=${sub.memberId}&sort=account&order=asc`, headers)
    ).json().value;
    expect(second.content.map((row: { account: string }) => row.account)).toEqual([
      'demo_subteam1',
      'demo_subteam2',
    ]);
    // Opening balance 300.00 plus the seeded SPEI deposit of 300.00, less the contracts demo's rounds
    // (contracts/seed.ts: stakes 60 + 40 + 50 + 30, one win of 120: −60.00).
    expect(second.content[0]).toMatchObject({ depth: 2, balance: 540 });
    // The team's seeded deposits (demo_team1 200, demo_team2 150, demo_subteam1 300) are first deposits.
    const overview = (await get('/wps/agent/team/overview?period=thisMonth', headers)).json().value;
    expect(overview.team).toMatchObject({
      firstDeposits: { count: 3, amount: 650 },
      depositors: 3,
      deposits: { count: 3, amount: 650 },
    });
    const links = (await get('/wps/agent/links', headers)).json().value;
    expect(
      links.map((link: { code: string; registrations: number }) => [link.code, link.registrations]).sort(),
    ).toEqual([
      ['DEMOLNK1', 2],
      ['DEMOLNK2', 1],
    ]);
  });
});

describe('agent-only accounts never play', () => {
  it('refuses a game launch to a type 41 or 42 agent-portal session', async () => {
    for (const type of [41, 42]) {
      const agent = await createTestMember(db, { type });
      const headers = await agentPortalHeaders(app, { account: agent.account, password: agent.password });
      expect((await get('/wps/agent/links', headers)).statusCode).toBe(200);
      const launch = await get('/wps/game/launchGame?nodeId=1', headers);
      expect(launch.statusCode, launch.body).toBe(403);
      expect(launch.json().code).toBe('FORBIDDEN');
      const fb = await get('/wps/relay/GCS_gameLaunchFB?nodeId=1', headers);
      expect(fb.statusCode).toBe(403);
    }
  });
});
