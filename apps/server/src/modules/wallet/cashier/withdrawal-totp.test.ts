import { DEFAULT_LOGIN_VERIFICATION_SETTINGS } from '@platform/contracts/login-verification';
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../platform/totp';
import { createTestClock, putIdentitySettings } from '../../identity/testing';
import {
  createPlayer,
  createWalletTestApp,
  requestId,
  TEST_PAYMENT_PASSWORD,
  type TestPlayer,
  type WalletTestApp,
} from '../testing';

const clock = createTestClock(new Date('2030-07-01T16:00:05Z'));
let t: WalletTestApp;

beforeAll(async () => {
  t = await createWalletTestApp({ clock });
});

const post = (player: TestPlayer, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: player.headers, payload });

async function playerWithAuthenticator() {
  const player = await createPlayer(t.app, t.db, { balance: 1000 });
  const payee = await post(player, '/wps/cashier/payee-accounts', {
    bankName: 'Banorte',
    accountName: 'Test Player',
    accountNumber: '0123456789012',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  expect(payee.statusCode, payee.body).toBe(200);
  const setup = await post(player, '/wps/member/security/totp/setup');
  const { secret } = setup.json().value as { secret: string };
  const confirm = await post(player, '/wps/member/security/totp/confirm', {
    code: totpCode(secret, clock.now()),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  clock.advance(30_000);
  return { player, secret, payeeAccountId: payee.json().value.id as string };
}

const withdraw = (player: TestPlayer, payeeAccountId: string, totpCode?: string) =>
  post(player, '/wps/cashier/withdraw', {
    amount: 100,
    payeeAccountId,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    requestId: requestId('wd'),
    ...(totpCode ? { totpCode } : {}),
  });

describe('withdrawals with the authenticator code (brand setting totpForWithdrawals)', () => {
  it('needs no code while the brand setting is off', async () => {
    const { player, payeeAccountId } = await playerWithAuthenticator();
    const reply = await withdraw(player, payeeAccountId);
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('needs a current code, each accepted once, when on', async () => {
    await putIdentitySettings(t.app, {
      loginVerification: { ...DEFAULT_LOGIN_VERIFICATION_SETTINGS, totpForWithdrawals: true },
    });
    try {
      const { player, secret, payeeAccountId } = await playerWithAuthenticator();
      const status = await t.app.inject({
        method: 'GET',
        url: '/wps/member/security/totp',
        headers: player.headers,
      });
      expect(status.json().value.requiredForWithdrawals).toBe(true);

      const missing = await withdraw(player, payeeAccountId);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('WITHDRAW_TOTP_REQUIRED');
      const wrong = await withdraw(
        player,
        payeeAccountId,
        '000000' === totpCode(secret, clock.now()) ? '111111' : '000000',
      );
      expect(wrong.json().code).toBe('TOTP_INVALID');

      const code = totpCode(secret, clock.now());
      const ok = await withdraw(player, payeeAccountId, code);
      expect(ok.statusCode, ok.body).toBe(200);
      const replayed = await withdraw(player, payeeAccountId, code);
      expect(replayed.json().code).toBe('TOTP_INVALID');

      // A member without an authenticator is not asked.
      const plain = await createPlayer(t.app, t.db, { balance: 1000 });
      const payee = await post(plain, '/wps/cashier/payee-accounts', {
        bankName: 'Banorte',
        accountName: 'Test Player',
        accountNumber: '0123456789013',
        paymentPassword: TEST_PAYMENT_PASSWORD,
      });
      expect((await withdraw(plain, payee.json().value.id)).statusCode).toBe(200);
    } finally {
      await putIdentitySettings(t.app);
    }
  });
});
