import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequireRealAccount } from '../../../hooks/use-require-real-account';
import { useAppStore } from '../../../stores/app-store';
import {
  allFlags,
  loginValue,
  makeBalance,
  makeMember,
  makeRegisterSettings,
  makeStatus,
} from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const signIn = (token = 'tok-1') => {
  sessionStorage.setItem('token', token);
  useAppStore.setState({ token });
};

const member = (overrides = {}): TApiRoutes => ({ 'GET /wps/member/info': ok(makeMember(overrides)) });

describe('logout', () => {
  it('confirm → loader → DELETE logout → session storage emptied except merchant keys → /', async () => {
    signIn('tok-1');
    sessionStorage.setItem('merchantWallet', '{"isSingle":true}');
    sessionStorage.setItem('consolidated', '{}');
    let release: () => void = () => undefined;
    const { user, router, callsTo } = renderApp('/promotions', makeStatus(), {
      ...member(),
      'DELETE /wps/session/logout': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(null));
        }),
    });
    await user.click(await screen.findByTestId('account-menu-button'));
    await user.click(screen.getByTestId('account-menu-signOut'));
    expect(await screen.findByTestId('logout-dialog')).toHaveTextContent(
      '¿Seguro que desea cerrar la sesión?',
    );

    await user.click(screen.getByTestId('logout-dialog-cancel'));
    expect(screen.queryByTestId('logout-dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE /wps/session/logout')).toHaveLength(0);

    await user.click(screen.getByTestId('account-menu-button'));
    await user.click(screen.getByTestId('account-menu-signOut'));
    await user.click(screen.getByTestId('logout-dialog-confirm'));
    expect(await screen.findByTestId('logout-dialog-loader')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('DELETE /wps/session/logout')).toHaveLength(1));
    expect(callsTo('DELETE /wps/session/logout')[0]?.headers.Authorization).toBe('Bearer tok-1');
    act(() => release());

    await waitFor(() => expect(screen.queryByTestId('logout-dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('consolidated')).toBeNull();
    expect(sessionStorage.getItem('merchantWallet')).toBe('{"isSingle":true}');
    expect(useAppStore.getState()).toMatchObject({ token: null, isLogin: false, isAgent: false });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
  });

  it('a session the server already ended still logs out locally, without a login prompt', async () => {
    signIn();
    const { user } = renderApp('/', makeStatus(), {
      ...member(),
      'DELETE /wps/session/logout': fail('SESSION_EXPIRED', 'Su sesión ha caducado.'),
    });
    await user.click(await screen.findByTestId('account-menu-button'));
    await user.click(screen.getByTestId('account-menu-signOut'));
    await user.click(screen.getByTestId('logout-dialog-confirm'));
    await waitFor(() => expect(useAppStore.getState().token).toBeNull());
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
  });
});

describe('header, logged in', () => {
  it('balance (from the wallet) hides and shows (kept), refreshes, and has deposit and withdraw shortcuts', async () => {
    signIn();
    let balance = 10;
    const { user, callsTo } = renderApp('/', makeStatus(), {
      'GET /wps/member/info': ok(makeMember({ account: 'ana2024', balance: 10 })),
      'GET /wps/v2/wallets/balance': () => ok(makeBalance({ balance })),
    });
    expect(await screen.findByTestId('header-balance-amount')).toHaveTextContent('$ 10,00');
    expect(screen.getByTestId('header-account-name')).toHaveTextContent('ana2024');
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/member/depositv2');
    expect(screen.getByTestId('header-withdraw')).toHaveAttribute('href', '/member/withdraw');

    await waitFor(() => expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1));
    balance = 2500;
    await user.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 2.500,00'));
    expect(callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);

    await user.click(screen.getByTestId('header-balance-toggle'));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('******');
    expect(localStorage.getItem('balanceHidden')).toBe('1');
  });

  it('the account menu follows flags and role (points PTSYS3, manual rebate MANPLAYREB3, agent for agents)', async () => {
    signIn();
    const { user } = renderApp(
      '/',
      makeStatus({ whitelabel: allFlags({ PTSYS3: true }) }),
      member({ type: 1 }),
    );
    await user.click(await screen.findByTestId('account-menu-button'));
    expect(screen.getByTestId('account-menu-points')).toHaveAttribute('href', '/pointMall');
    expect(screen.getByTestId('account-menu-agent')).toHaveAttribute('href', '/agentHome');
    expect(screen.queryByTestId('account-menu-manualRebate')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-menu-myAccount')).toHaveTextContent('Mi cuenta');
  });

  it('a member sees no agent entry and no points without PTSYS3', async () => {
    signIn();
    const { user } = renderApp(
      '/',
      makeStatus({ whitelabel: allFlags({ MANPLAYREB3: true }) }),
      member({ nickname: 'Ana' }),
    );
    await user.click(await screen.findByTestId('account-menu-button'));
    expect(screen.getByTestId('header-account-name')).toHaveTextContent('Ana');
    expect(screen.queryByTestId('account-menu-agent')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-menu-points')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-menu-manualRebate')).toHaveAttribute('href', '/member/manualRebate');
  });
});

describe('trial accounts', () => {
  it('opening a member-centre page shows "a real account is needed"; its button opens the registration', async () => {
    signIn('tok-trial');
    const { user, router } = renderApp('/member/securityCenter', makeStatus(), {
      ...member({ type: 4 }),
      'GET /wps/system/setting/register': ok(makeRegisterSettings()),
    });
    const dialog = await screen.findByTestId('real-account-dialog');
    expect(dialog).toHaveTextContent('Se necesita una cuenta real');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('member-center')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('real-account-dialog-ok'));
    expect(await screen.findByTestId('register-modal')).toBeInTheDocument();
  });

  it('the agent centre is refused the same way', async () => {
    signIn('tok-trial');
    renderApp('/agentHome', makeStatus(), member({ type: 4 }));
    expect(await screen.findByTestId('real-account-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-center-page')).not.toBeInTheDocument();
  });

  it('useRequireRealAccount: visitor → login popup, trial → dialog, member → go on', () => {
    const { result } = renderHook(() => useRequireRealAccount());
    const check = () => {
      let allowed: boolean | undefined;
      act(() => {
        allowed = result.current();
      });
      return allowed;
    };
    expect(check()).toBe(false);
    expect(useAppStore.getState().modal).toEqual({ name: 'login' });

    useAppStore.setState({ token: 't', isTrial: true, modal: null });
    expect(check()).toBe(false);
    expect(useAppStore.getState().modal).toEqual({ name: 'realAccount' });

    useAppStore.setState({ token: 't', isTrial: false, modal: null });
    expect(check()).toBe(true);
    expect(useAppStore.getState().modal).toBeNull();
  });
});

describe('agent login page (/agent)', () => {
  it('refuses a member with the NON_AGENT_LOGIN message inline', async () => {
    const { user, callsTo } = renderApp('/agent', makeStatus(), {
      'POST /wps/session/login': fail('NON_AGENT_LOGIN', 'Quien no es agente no puede iniciar sesión.', {
        captchaRequired: false,
      }),
    });
    await user.type(await screen.findByTestId('agent-login-username'), 'ana2024');
    await user.type(screen.getByTestId('agent-login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('agent-login-submit'));
    expect(await screen.findByTestId('agent-login-error')).toHaveTextContent(
      'Quien no es agente no puede iniciar sesión.',
    );
    expect(callsTo('POST /wps/session/login')[0]?.body).toMatchObject({ portal: 'agent', type: 'username' });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('logs an agent in and opens /agentHome (its team overview) with the nickname and a sign-out link', async () => {
    const { user, router } = renderApp('/agent', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ token: 'tok-agent' })),
      ...member({ type: 1, nickname: 'Leo' }),
    });
    await user.type(await screen.findByTestId('agent-login-username'), 'leo');
    await user.type(screen.getByTestId('agent-login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('agent-login-submit'));
    expect(await screen.findByTestId('agent-center-page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/agentTeamOverview'));
    expect(screen.getByTestId('agent-nickname')).toHaveTextContent('Leo');
    await user.click(screen.getByTestId('agent-signout'));
    expect(await screen.findByTestId('logout-dialog')).toBeInTheDocument();
  });

  it('an agent with a default password changes it first, then goes to /agentHome (its team overview)', async () => {
    const { user, router } = renderApp('/agent', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ token: 'tok-agent', mustChangePassword: true })),
      'POST /wps/member/password': ok(null),
      ...member({ type: 2 }),
    });
    await user.type(await screen.findByTestId('agent-login-username'), 'leo');
    await user.type(screen.getByTestId('agent-login-password'), 'Default123');
    await user.click(screen.getByTestId('agent-login-submit'));
    await screen.findByTestId('change-password-modal');
    await user.type(screen.getByTestId('change-password-new'), 'NewPass123');
    await user.type(screen.getByTestId('change-password-confirm'), 'NewPass123');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('agent-center-page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/agentTeamOverview'));
  });
});

describe('forgot and reset password', () => {
  it('by e-mail posts a form-encoded body and says a link was sent if the data matches', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), { 'POST /wps/member/password/email': ok(null) });
    await user.click(await screen.findByTestId('header-login'));
    await user.click(await screen.findByTestId('login-forgot'));
    await user.type(await screen.findByTestId('forgot-username'), 'ana2024');
    await user.type(screen.getByTestId('forgot-email'), 'ana@');
    await user.click(screen.getByTestId('forgot-email-submit'));
    expect(screen.getByTestId('forgot-email-error')).toHaveTextContent(
      'El formato del correo electrónico no es correcto',
    );
    await user.type(screen.getByTestId('forgot-email'), 'example.com');
    await user.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByTestId('forgot-email-sent')).toHaveTextContent(
      'Si el usuario y el correo coinciden',
    );
    expect(callsTo('POST /wps/member/password/email')[0]?.body).toEqual({
      username: 'ana2024',
      email: 'ana@example.com',
    });
  });

  it('by phone sets the password (encrypted) and logs the member in', async () => {
    const { user, callsTo } = renderApp('/', makeStatus(), {
      'GET /wps/system/setting/register': ok(makeRegisterSettings()),
      'POST /wps/verification/sms/noLogin': ok({ expiredMinutes: 5 }),
      'POST /wps/member/password/verification': ok(loginValue({ token: 'tok-phone' })),
      ...member(),
    });
    await user.click(await screen.findByTestId('header-login'));
    await user.click(await screen.findByTestId('login-forgot'));
    await user.click(await screen.findByTestId('forgot-tabs-phone'));
    await waitFor(() => expect(screen.getByTestId('forgot-dialing')).toHaveValue('+52'));
    await user.type(screen.getByTestId('forgot-mobile'), '5512345678');
    await user.click(screen.getByTestId('forgot-send-code'));
    await waitFor(() => expect(screen.getByTestId('forgot-send-code')).toHaveTextContent('300 s restantes'));
    await user.type(screen.getByTestId('forgot-code'), '123456');
    await user.type(screen.getByTestId('forgot-new-password'), 'lettersonly');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'lettersonly');
    await user.click(screen.getByTestId('forgot-phone-submit'));
    expect(screen.getByTestId('forgot-new-password-error')).toHaveTextContent(
      'Debe combinar letras y números, de 6 a 20 caracteres',
    );
    await user.clear(screen.getByTestId('forgot-new-password'));
    await user.clear(screen.getByTestId('forgot-confirm-password'));
    await user.type(screen.getByTestId('forgot-new-password'), 'abc12345');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'abc12345');
    await user.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(screen.queryByTestId('forgot-password-modal')).not.toBeInTheDocument());
    const [call] = callsTo('POST /wps/member/password/verification');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      verificationCode: '123456',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-phone');
    expect(await screen.findByTestId('header-account')).toBeInTheDocument();
  });

  it('/resetPassword?token= sets the new password and opens the login popup', async () => {
    const token = 'r'.repeat(32);
    const { user, router, callsTo } = renderApp(`/resetPassword?token=${token}`, makeStatus(), {
      'POST /wps/member/password/reset': ok(null),
    });
    await user.type(await screen.findByTestId('reset-password-new'), 'abc12345');
    await user.type(screen.getByTestId('reset-password-confirm'), 'abc12345');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('Su contraseña se ha cambiado');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo('POST /wps/member/password/reset')[0]).toMatchObject({
      encrypted: false,
      body: { resetToken: token, newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
    });
  });

  it('/resetPassword without a token says the link is not valid', async () => {
    renderApp('/resetPassword');
    expect(await screen.findByTestId('reset-password-invalid')).toBeInTheDocument();
  });
});
