import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLoginChallengeValue } from '@platform/contracts/login-verification';
import { allFlags, loginValue, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { useAppStore } from '../../../stores/app-store';

const CHALLENGE: TLoginChallengeValue = {
  challengeId: 'ch-1',
  reason: 'newAddress',
  proofs: ['sms', 'email', 'totp', 'payeeName'],
  maskedMobile: '+52 ******5678',
  maskedEmail: 'a***@example.com',
  expiresInSeconds: 600,
};

const challenged = (value: Partial<TLoginChallengeValue> = {}) =>
  fail(
    'LOGIN_VERIFICATION_REQUIRED',
    'Está iniciando sesión desde una dirección o un dispositivo nuevo: confirme que es usted.',
    { ...CHALLENGE, ...value },
  );

async function loginUntilChallenge(api: TApiRoutes, status = makeStatus()) {
  const view = renderApp('/promotions', status, {
    'POST /wps/session/login': challenged(),
    'GET /wps/member/info': ok(makeMember({ nickname: 'Ana', balance: 1234.5 })),
    ...api,
  });
  await view.user.click(await screen.findByTestId('header-login'));
  await view.user.type(await screen.findByTestId('login-username'), 'ana2024');
  await view.user.type(screen.getByTestId('login-password'), 'Secr3t99');
  await view.user.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('login-verification');
  return view;
}

describe('login popup — verification from a new address', () => {
  it('asks for one of the offered proofs, sends the SMS code, and finishes the login with it', async () => {
    const { user, callsTo } = await loginUntilChallenge({
      'POST /wps/session/login/verification/code': ok({ expiredMinutes: 5, resendInSeconds: 60 }),
      'POST /wps/session/login/verification': ok(loginValue({ token: 'tok-verified' })),
    });
    expect(screen.getByTestId('login-verification-reason')).toHaveTextContent(
      'Está iniciando sesión desde una dirección o un dispositivo nuevo',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
    // Only the step shows: no other way to sign in or register beside it.
    expect(screen.getByTestId('login-forgot')).not.toBeVisible();
    expect(screen.getByTestId('login-register')).not.toBeVisible();
    // Every offered proof is a choice, with the masked recipient; the first is chosen and focused.
    expect(screen.getByTestId('login-verification-proof-sms')).toBeChecked();
    expect(screen.getByTestId('login-verification-proof-sms')).toHaveFocus();
    expect(screen.getByLabelText('Código SMS al +52 ******5678')).toBeInTheDocument();
    expect(screen.getByLabelText('Código por correo a a***@example.com')).toBeInTheDocument();
    expect(
      screen.getByLabelText('Código de Google Authenticator o un código de recuperación'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre real indicado al registrarse')).toBeInTheDocument();

    await user.click(screen.getByTestId('login-verification-send'));
    await waitFor(() =>
      expect(screen.getByTestId('login-verification-send')).toHaveTextContent('60 s restantes'),
    );
    expect(screen.getByText('Código enviado. Es válido durante 5 min.')).toBeInTheDocument();
    expect(callsTo('POST /wps/session/login/verification/code')[0]?.body).toEqual({
      challengeId: 'ch-1',
      proof: 'sms',
    });
    await user.click(screen.getByTestId('login-verification-submit'));
    expect(screen.getByTestId('login-verification-code-error')).toHaveTextContent(
      'Este campo no puede estar vacío',
    );
    expect(callsTo('POST /wps/session/login/verification')).toHaveLength(0);

    await user.type(screen.getByTestId('login-verification-code'), ' 246810 ');
    await user.click(screen.getByTestId('login-verification-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
    expect(callsTo('POST /wps/session/login/verification')[0]?.body).toEqual({
      challengeId: 'ch-1',
      proof: 'sms',
      code: '246810',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-verified');
    expect(await screen.findByTestId('header-account-name')).toHaveTextContent('Ana');
    expect(useAppStore.getState().isLogin).toBe(true);
  });

  it('a wrong proof is shown in Spanish and creates no session; another proof can be chosen', async () => {
    const { user, callsTo } = await loginUntilChallenge({
      'POST /wps/session/login/verification': replies(
        fail('LOGIN_PROOF_INVALID', 'La verificación no es correcta o el código caducó o ya se usó.'),
        ok(loginValue({ token: 'tok-payee' })),
      ),
    });
    await user.click(screen.getByTestId('login-verification-proof-totp'));
    expect(screen.queryByTestId('login-verification-send')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('login-verification-code'), '000000');
    await user.click(screen.getByTestId('login-verification-submit'));
    const error = await screen.findByTestId('login-verification-error');
    expect(error).toHaveTextContent('La verificación no es correcta o el código caducó o ya se usó.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(sessionStorage.getItem('token')).toBeNull();

    // Choosing another proof starts with an empty field and no old error.
    await user.click(screen.getByTestId('login-verification-proof-payeeName'));
    expect(screen.getByTestId('login-verification-code')).toHaveValue('');
    expect(screen.queryByTestId('login-verification-error')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('login-verification-code'), 'Ana López');
    await user.click(screen.getByTestId('login-verification-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-payee'));
    expect(callsTo('POST /wps/session/login/verification')[1]?.body).toEqual({
      challengeId: 'ch-1',
      proof: 'payeeName',
      code: 'Ana López',
    });
  });

  it('an ended challenge goes back to the password step with the message; the back link too', async () => {
    const { user } = await loginUntilChallenge({
      'POST /wps/session/login/verification': fail(
        'LOGIN_CHALLENGE_INVALID',
        'La verificación caducó o ya no es válida. Inicie sesión de nuevo.',
      ),
    });
    await user.click(screen.getByTestId('login-verification-proof-totp'));
    await user.type(screen.getByTestId('login-verification-code'), '123456');
    await user.click(screen.getByTestId('login-verification-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'La verificación caducó o ya no es válida. Inicie sesión de nuevo.',
    );
    expect(screen.queryByTestId('login-verification')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-username')).toHaveValue('ana2024');
    expect(screen.getByTestId('login-password')).toHaveValue('');

    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-submit'));
    await user.click(await screen.findByTestId('login-verification-back'));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-forgot')).toBeVisible();
  });

  it('a member who asks for a code at every sign-in gets only the authenticator, and a forced password change still opens', async () => {
    const { user, callsTo } = await loginUntilChallenge({
      'POST /wps/session/login': challenged({ reason: 'totpRequired', proofs: ['totp'], maskedMobile: null }),
      'POST /wps/session/login/verification': ok(
        loginValue({ token: 'tok-default', mustChangePassword: true }),
      ),
    });
    expect(screen.getByTestId('login-verification-reason')).toHaveTextContent(
      'Su cuenta pide un código de la aplicación de autenticación en cada inicio de sesión.',
    );
    expect(screen.queryByTestId('login-verification-proof-sms')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-verification-code')).toHaveFocus();
    await user.type(screen.getByTestId('login-verification-code'), '654321');
    await user.click(screen.getByTestId('login-verification-submit'));
    const modal = await screen.findByTestId('change-password-modal');
    expect(within(modal).getByTestId('change-password-forced-note')).toBeInTheDocument();
    // The password typed for the login is not asked again.
    expect(screen.queryByTestId('change-password-old')).not.toBeInTheDocument();
    expect(callsTo('POST /wps/session/login/verification')[0]?.body).toMatchObject({ proof: 'totp' });
  });

  it('the SMS login tab asks for the proof the same way', async () => {
    const { user, callsTo } = await (async () => {
      const view = renderApp('/', makeStatus({ whitelabel: allFlags({ SMSLOGIN3: true }) }), {
        'POST /wps/session/login': challenged({ proofs: ['email'], maskedMobile: null }),
        'POST /wps/session/login/verification': ok(loginValue({ token: 'tok-sms' })),
        'GET /wps/member/info': ok(makeMember()),
      });
      await view.user.click(await screen.findByTestId('header-login'));
      return view;
    })();
    await user.click(await screen.findByTestId('login-tabs-sms'));
    await waitFor(() => expect(screen.getByTestId('login-sms-dialing')).toHaveValue('+52'));
    await user.type(screen.getByTestId('login-sms-mobile'), '5512345678');
    await user.type(screen.getByTestId('login-sms-code'), '123456');
    await user.click(screen.getByTestId('login-sms-submit'));
    expect(await screen.findByTestId('login-verification-proof')).toHaveTextContent(
      'Código por correo a a***@example.com',
    );
    expect(screen.queryByTestId('login-tabs')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('login-verification-code'), '777777');
    await user.click(screen.getByTestId('login-verification-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-sms'));
    expect(callsTo('POST /wps/session/login/verification')[0]?.body).toEqual({
      challengeId: 'ch-1',
      proof: 'email',
      code: '777777',
    });
  });
});
