import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders } from '../../test/app';
import { createPlayer, requestId, TEST_PAYMENT_PASSWORD } from '../wallet/testing';
import { PLAIN_PAYLOADS, uniqueAccount, uniqueIp } from './testing';

/**
 * Names shown to other people refuse bidirectional controls and invisible characters (issue 12, item 7):
 * 400 HIDDEN_CHARACTERS naming the field, wherever the name is set.
 */

const RLO = 'Ana\u202Enimda';
const ZWSP = 'Ana\u200BLuis';

let app: FastifyInstance;
let member: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  const test = await createTestApp({ env: PLAIN_PAYLOADS });
  app = test.app;
  const upline = await createPlayer(test.app, test.db, { type: 1 });
  agent = upline.headers;
  member = (await createPlayer(test.app, test.db, { uplineId: upline.id, balance: 10 })).headers;
});

const send = (call: InjectOptions) => app.inject({ ...call, remoteAddress: uniqueIp() });

async function expectHiddenRefused(call: InjectOptions, field: string) {
  const reply = await send(call);
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toMatchObject({ code: 'HIDDEN_CHARACTERS', value: { fields: [field] } });
  return reply;
}

describe('names shown to others', () => {
  it('a nickname with a right-to-left override or a zero-width space is refused, naming the field', async () => {
    const reply = await expectHiddenRefused(
      { method: 'PUT', url: '/wps/member/info', headers: member, payload: { nickname: RLO } },
      'nickname',
    );
    expect(reply.json().message).toBe(
      'El campo nickname contiene caracteres invisibles o de control de la dirección del texto, que no se permiten en un nombre.',
    );
    const english = await expectHiddenRefused(
      { method: 'PUT', url: '/wps/member/info?lang=en', headers: member, payload: { userName: ZWSP } },
      'userName',
    );
    expect(english.json().message).toContain('The field userName contains invisible or text-direction');
    const info = await send({ method: 'GET', url: '/wps/member/info', headers: member });
    expect(info.json().value.nickname).not.toBe(RLO);
  });

  it('other refusals of the same body stay VALIDATION_FAILED; a clean name is saved', async () => {
    const mixed = await send({
      method: 'PUT',
      url: '/wps/member/info',
      headers: member,
      payload: { nickname: 'x'.repeat(40), userName: RLO },
    });
    expect(mixed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const clean = await send({
      method: 'PUT',
      url: '/wps/member/info',
      headers: member,
      payload: { nickname: 'مريم 🎰' },
    });
    expect(clean.statusCode, clean.body).toBe(200);
  });

  it('agents: a downline’s nickname and an invitation link’s label', async () => {
    await expectHiddenRefused(
      {
        method: 'POST',
        url: '/wps/agent/downlines',
        headers: agent,
        payload: { account: uniqueAccount('dn'), type: 0, nickname: RLO },
      },
      'nickname',
    );
    await expectHiddenRefused(
      { method: 'POST', url: '/wps/agent/links', headers: agent, payload: { type: 0, label: ZWSP } },
      'label',
    );
  });

  it('operators: a member’s nickname; members: a transfer remark the upline reads', async () => {
    await expectHiddenRefused(
      {
        method: 'POST',
        url: '/admin-api/members',
        headers: operatorHeaders,
        payload: { account: uniqueAccount('op'), type: 0, nickname: 'An\uFEFFa' },
      },
      'nickname',
    );
    await expectHiddenRefused(
      {
        method: 'POST',
        url: '/wps/cashier/transfer',
        headers: member,
        payload: {
          direction: 'TO_UPLINE',
          amount: 1,
          paymentPassword: TEST_PAYMENT_PASSWORD,
          requestId: requestId('tr'),
          remark: `pago ${RLO}`,
        },
      },
      'remark',
    );
  });
});
