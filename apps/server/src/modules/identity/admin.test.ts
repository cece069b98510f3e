import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp, operatorHeaders, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import { listAuditEntries } from '../system/repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';
import * as repository from './repository';
import {
  bearer,
  countRows,
  createTestMember,
  latestSmsCode,
  login,
  PLAIN_PAYLOADS,
  putIdentitySettings,
  uniqueAccount,
  uniqueIp,
} from './testing';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ env: PLAIN_PAYLOADS }));
});

const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, payload: payload as Record<string, unknown>, headers: operatorHeaders });

describe('/admin-api/identity/settings', () => {
  it('needs the operator key', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin-api/identity/settings' })).statusCode).toBe(401);
  });

  it('serves the seeded defaults and audits a change that the player API sees at once', async () => {
    expect((await admin('GET', '/admin-api/identity/settings')).json().value).toEqual(
      DEFAULT_IDENTITY_SETTINGS,
    );
    const rules = DEFAULT_IDENTITY_SETTINGS.registrationRules.map((rule) =>
      rule.field === 'qqNum' ? { ...rule, enabled: true, required: true } : rule,
    );
    const reply = await admin('PUT', '/admin-api/identity/settings', {
      ...DEFAULT_IDENTITY_SETTINGS,
      registrationRules: rules,
      smsCodeExpiredMinutes: 3,
    });
    expect(reply.statusCode).toBe(200);
    const settings = (await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value;
    expect(settings.rules.find((rule: { field: string }) => rule.field === 'qqNum')).toMatchObject({
      enabled: true,
      required: true,
    });
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '5512349876', countryDialingCode: '+52' },
      remoteAddress: uniqueIp(),
    });
    expect(sms.json().value).toEqual({ expiredMinutes: 3 });
    const [entry] = await listAuditEntries(db, { target: 'identity_settings', limit: 1 });
    expect(entry).toMatchObject({ actor: 'operator-key', action: 'identity.settings.update' });
    await putIdentitySettings(app);
  });

  it.each([
    [
      'a rule missing',
      { registrationRules: DEFAULT_IDENTITY_SETTINGS.registrationRules.slice(1) },
      'registrationRules',
    ],
    [
      'a pattern that does not compile',
      {
        registrationRules: DEFAULT_IDENTITY_SETTINGS.registrationRules.map((rule) =>
          rule.field === 'email' ? { ...rule, acceptedPattern: '([' } : rule,
        ),
      },
      'registrationRules.3.acceptedPattern',
    ],
    [
      'min over max',
      {
        registrationRules: DEFAULT_IDENTITY_SETTINGS.registrationRules.map((rule) =>
          rule.field === 'username' ? { ...rule, minLength: 20 } : rule,
        ),
      },
      'registrationRules.0.minLength',
    ],
    [
      'the username rule switched off',
      {
        registrationRules: DEFAULT_IDENTITY_SETTINGS.registrationRules.map((rule) =>
          rule.field === 'username' ? { ...rule, enabled: false } : rule,
        ),
      },
      'registrationRules.0.enabled',
    ],
    [
      'a zero lock threshold',
      { loginLock: { threshold: 0, windowMinutes: 15, lockMinutes: 15 } },
      'loginLock.threshold',
    ],
  ])('refuses %s, changing nothing', async (_name, patch, field) => {
    const reply = await admin('PUT', '/admin-api/identity/settings', {
      ...DEFAULT_IDENTITY_SETTINGS,
      ...patch,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().value.fields).toContain(field);
    expect((await admin('GET', '/admin-api/identity/settings')).json().value).toEqual(
      DEFAULT_IDENTITY_SETTINGS,
    );
  });
});

describe('/admin-api/outbox', () => {
  it('lists what the outbox providers sent, newest first, by recipient', async () => {
    const member = await repository.findMemberByAccount(db, 'demo_player');
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: member!.mobile, countryDialingCode: '+52' },
      remoteAddress: uniqueIp(),
    });
    const code = await latestSmsCode(db, `+52 ${member!.mobile}`);
    const reply = await admin(
      'GET',
      `/admin-api/outbox?recipient=${encodeURIComponent(`+52 ${member!.mobile}`)}&limit=1`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual([
      {
        id: expect.any(String),
        channel: 'sms',
        recipient: `+52 ${member!.mobile}`,
        subject: null,
        body: expect.stringContaining(code),
        createdAt: expect.any(String),
      },
    ]);
    expect((await app.inject({ method: 'GET', url: '/admin-api/outbox' })).statusCode).toBe(401);
  });
});

describe('demo accounts', () => {
  it('are seeded with the demo password, the agents with invitation codes and the downline under demo_agent', async () => {
    const agent = await repository.findMemberByAccount(db, 'demo_agent');
    for (const demo of DEMO_ACCOUNTS) {
      const row = await repository.findMemberByAccount(db, demo.account);
      expect(row, demo.account).toMatchObject({ type: demo.type, uplineId: demo.upline ? agent!.id : null });
      const portal = demo.type === 0 ? 'member' : 'agent';
      const value = await login(app, { username: demo.account, password: DEMO_PASSWORD, portal });
      expect(value.mustChangePassword).toBe(false);
    }
    expect(agent?.affiliateCode).toBe('DEMOAG01');
  });
});

describe('POST /admin-api/members', () => {
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = operatorHeaders) =>
    app.inject({ method: 'POST', url: '/admin-api/members', payload, headers });

  it('needs the operator key', async () => {
    expect((await create({ account: 'nobody01', type: 0 }, {})).statusCode).toBe(401);
  });

  it('creates a downline with the default password, which must be changed at the first login', async () => {
    const account = uniqueAccount('op');
    const reply = await create({ account, type: 0, uplineAccount: 'demo_agent', nickname: 'Nuevo' });
    expect(reply.statusCode).toBe(201);
    const created = reply.json().value;
    const agent = await repository.findMemberByAccount(db, 'demo_agent');
    expect(created).toMatchObject({ account, type: 0, uplineId: agent!.id, affiliateCode: null });

    const session = await login(app, { username: account, password: TEST_DEFAULT_MEMBER_PASSWORD });
    expect(session.mustChangePassword).toBe(true);
    const [entry] = await listAuditEntries(db, { target: `member:${created.id}`, limit: 1 });
    expect(entry).toMatchObject({ action: 'member.create', before: null, after: { account, type: 0 } });
  });

  it('gives a new agent its own invitation code', async () => {
    const reply = await create({ account: uniqueAccount('ag'), type: 1 });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().value.affiliateCode).toMatch(/^[A-Z0-9]{6,}$/);
  });

  it.each([
    ['a taken account', { account: 'demo_player', type: 0 }, 409],
    ['an upline that is not an agent', { account: 'opx1234', type: 0, uplineAccount: 'demo_player' }, 400],
    ['an unknown upline', { account: 'opx1235', type: 0, uplineAccount: 'ghost_agent' }, 400],
    ['a trial type', { account: 'opx1236', type: 4 }, 400],
    ['a malformed account', { account: '1bad', type: 0 }, 400],
  ])('refuses %s and creates nothing', async (_name, payload, status) => {
    const before = await countRows(db, 'members');
    expect((await create(payload)).statusCode).toBe(status);
    expect(await countRows(db, 'members')).toBe(before);
  });
});

describe('PATCH /admin-api/members/:account/status', () => {
  const setStatus = (account: string, status: string, headers: Record<string, string> = operatorHeaders) =>
    app.inject({
      method: 'PATCH',
      url: `/admin-api/members/${account}/status`,
      payload: { status },
      headers,
    });

  it('needs the operator key', async () => {
    expect((await setStatus('demo_player', 'disabled', {})).statusCode).toBe(401);
  });

  it('disables a member: their session ends at once, login is refused, and the change is audited', async () => {
    const member = await createTestMember(db);
    const session = await login(app, { username: member.account, password: member.password });
    const info = () => app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(session.token) });
    expect((await info()).statusCode).toBe(200);

    const reply = await setStatus(member.account, 'disabled');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({ account: member.account, status: 'disabled' });
    expect((await info()).statusCode).toBe(401);
    await expect(login(app, { username: member.account, password: member.password })).rejects.toThrow(/403/);
    const [entry] = await listAuditEntries(db, { target: `member:${member.id}`, limit: 1 });
    expect(entry).toMatchObject({
      action: 'member.status',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });

    expect((await setStatus(member.account, 'active')).statusCode).toBe(200);
    const again = await login(app, { username: member.account, password: member.password });
    expect(again.token).toBeTruthy();
  });

  it('refuses an unknown account or status and changes nothing', async () => {
    expect((await setStatus('ghost_member_x', 'disabled')).statusCode).toBe(404);
    const member = await createTestMember(db);
    expect((await setStatus(member.account, 'deleted')).statusCode).toBe(400);
    expect((await repository.findMemberByAccount(db, member.account))?.status).toBe('active');
  });
});
