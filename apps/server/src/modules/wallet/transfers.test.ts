import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { operatorHeaders } from '../../test/app';
import { updateMember } from '../identity/repository';
import {
  balanceOf,
  createPlayer,
  createWalletTestApp,
  expectLedgerClean,
  expectRefusedWithoutMoney,
  requestId,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
  type WalletTestApp,
} from './testing';

let t: WalletTestApp;
let db: Db;
let agent: TestPlayer;
let subAgent: TestPlayer;
let player: TestPlayer;
let outsider: TestPlayer;

beforeAll(async () => {
  t = await createWalletTestApp();
  db = t.db;
  agent = await createPlayer(t.app, db, { type: 1, balance: 5000 });
  subAgent = await createPlayer(t.app, db, { type: 2, uplineId: agent.id, balance: 1000 });
  player = await createPlayer(t.app, db, { uplineId: subAgent.id, balance: 100 });
  outsider = await createPlayer(t.app, db, { balance: 100 });
});

const send = (from: TestPlayer, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/cashier/transfer',
    headers: from.headers,
    payload: { paymentPassword: TEST_PAYMENT_PASSWORD, requestId: requestId('mt'), ...body },
  });

describe('member transfers', () => {
  it('an agent sends to a member of its downline at any depth; a replay answers the same and moves nothing', async () => {
    const body = {
      direction: 'TO_DOWNLINE',
      toAccount: player.account,
      amount: 250.5,
      remark: 'bono',
      requestId: requestId('mt'),
    };
    const first = await send(agent, body);
    expect(first.json().value).toMatchObject({ balance: 4749.5, toAccount: player.account });
    const replay = await send(agent, body);
    expect(replay.json().value).toEqual(first.json().value);
    expect((await balanceOf(t.app, player)).balance).toBe(350.5);
    expect((await balanceOf(t.app, agent)).balance).toBe(4749.5);
    const conflict = await send(agent, { ...body, amount: 251 });
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const direct = await send(agent, { direction: 'TO_DOWNLINE', toAccount: subAgent.account, amount: 100 });
    expect(direct.statusCode).toBe(200);
    // The record of both sides shows the movement with who sent it to whom.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const record = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/ODSFE2_MemTransDet?startDate=${day}&endDate=${day}&kind=TRANSFER_TO_DOWNLINE`,
      headers: player.headers,
    });
    expect(record.json().value.content).toEqual([
      expect.objectContaining({
        amount: 250.5,
        balanceAfter: 350.5,
        remark: `${agent.account} → ${player.account}: bono`,
      }),
    ]);
    await expectLedgerClean(db);
  });

  it('a member sends to its direct upline', async () => {
    const reply = await send(player, { direction: 'TO_UPLINE', amount: 50 });
    expect(reply.json().value).toMatchObject({ toAccount: subAgent.account });
    expect((await balanceOf(t.app, subAgent)).balance).toBe(1150);
    await expectLedgerClean(db);
  });

  describe('refusals move nothing', () => {
    const refuse =
      (from: () => TestPlayer, body: () => Record<string, unknown>, status: number, code: string) =>
      async () => {
        await expectRefusedWithoutMoney(
          t.app,
          db,
          {
            method: 'POST',
            url: '/wps/cashier/transfer',
            headers: from().headers,
            payload: { paymentPassword: TEST_PAYMENT_PASSWORD, requestId: requestId('mt'), ...body() },
          },
          { status, code },
        );
      };

    it(
      'to someone outside the downline',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: outsider.account, amount: 10 }),
        403,
        'NOT_IN_DOWNLINE',
      ),
    );
    it(
      'to an unknown account (same answer)',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: 'nobody_here', amount: 10 }),
        403,
        'NOT_IN_DOWNLINE',
      ),
    );
    it(
      'to itself',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: agent.account, amount: 10 }),
        403,
        'NOT_IN_DOWNLINE',
      ),
    );
    it(
      'up the chain as "downline"',
      refuse(
        () => subAgent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: agent.account, amount: 10 }),
        403,
        'NOT_IN_DOWNLINE',
      ),
    );
    it(
      'from a non-agent to a "downline"',
      refuse(
        () => outsider,
        () => ({ direction: 'TO_DOWNLINE', toAccount: player.account, amount: 10 }),
        403,
        'FORBIDDEN',
      ),
    );
    it(
      'to the upline without one',
      refuse(
        () => outsider,
        () => ({ direction: 'TO_UPLINE', amount: 10 }),
        409,
        'NO_UPLINE',
      ),
    );
    it(
      'with a wrong payment password',
      refuse(
        () => agent,
        () => ({
          direction: 'TO_DOWNLINE',
          toAccount: player.account,
          amount: 10,
          paymentPassword: '112233',
        }),
        400,
        'WRONG_PAYMENT_PASSWORD',
      ),
    );
    it(
      'above the balance',
      refuse(
        () => player,
        () => ({ direction: 'TO_UPLINE', amount: 100_000 }),
        409,
        'INSUFFICIENT_BALANCE',
      ),
    );
    it(
      'with three decimals',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: player.account, amount: 1.234 }),
        400,
        'VALIDATION_FAILED',
      ),
    );
    it(
      'negative',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: player.account, amount: -1 }),
        400,
        'VALIDATION_FAILED',
      ),
    );
    it(
      'above the limit',
      refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: player.account, amount: 100_001 }),
        400,
        'AMOUNT_OUT_OF_RANGE',
      ),
    );

    it('to a disabled member of the downline', async () => {
      const disabled = await createPlayer(t.app, db, { uplineId: agent.id });
      await updateMember(db, disabled.id, { status: 'disabled' }, new Date());
      await refuse(
        () => agent,
        () => ({ direction: 'TO_DOWNLINE', toAccount: disabled.account, amount: 10 }),
        409,
        'RECIPIENT_UNAVAILABLE',
      )();
    });
  });

  it('is on the operator record of both members', async () => {
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/admin-api/wallet/members/${player.account}/transactions?kind=TRANSFER_TO_UPLINE`,
      headers: operatorHeaders,
    });
    expect(ledger.json().value.page.content[0]).toMatchObject({
      kind: 'TRANSFER_TO_UPLINE',
      amount: -50,
      actor: null,
    });
  });
});
