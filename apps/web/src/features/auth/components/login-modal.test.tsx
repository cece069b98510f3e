import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allFlags, loginValue, makeMember, makeStatus } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { useAppStore } from '../../../stores/app-store';
import { REMEMBER_COOKIE, rememberCookie } from '../utils/remember-me';

const CAPTCHA = { captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 120 };

const memberRoutes = (member = makeMember()) => ({ 'GET /wps/member/info': ok(member) });

async function openLogin(path = '/promotions', status = makeStatus(), api = {}) {
  const view = renderApp(path, status, api);
  await view.user.click(await screen.findByTestId('header-login'));
  return { ...view, modal: await screen.findByTestId('login-modal') };
}

describe('login popup — username', () => {
  it('logs in: token in sessionStorage, member info loaded, header shows the account and balance, stays on the page', async () => {
    const { user, router, callsTo } = await openLogin('/promotions', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ token: 'tok-ana' })),
      ...memberRoutes(makeMember({ nickname: 'Ana', balance: 1234.5 })),
    });
    await user.type(screen.getByTestId('login-username'), '  ana2024  ');
    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toBe('tok-ana');
    const [login] = callsTo('POST /wps/session/login');
    expect(login?.encrypted).toBe(true);
    expect(login?.body).toEqual({
      username: 'ana2024',
      password: 'Secr3t99',
      type: 'username',
      portal: 'member',
    });
    expect(await screen.findByTestId('header-account-name')).toHaveTextContent('Ana');
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('$ 1.234,50');
    expect(callsTo('GET /wps/member/info')[0]?.headers.Authorization).toBe('Bearer tok-ana');
    expect(useAppStore.getState().isLogin).toBe(true);
    expect(router.state.location.pathname).toBe('/promotions');
    expect(screen.queryByTestId('header-login')).not.toBeInTheDocument();
  });

  it('needs both username and password (trimmed) and sends nothing otherwise', async () => {
    const { user, callsTo } = await openLogin();
    await user.type(screen.getByTestId('login-username'), '   ');
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      'Por favor, introduzca el usuario y la contraseña',
    );
    expect(callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('a refusal carrying captchaRequired reveals the captcha, which is then required and sent', async () => {
    let attempt = 0;
    const { user, callsTo } = await openLogin('/', makeStatus(), {
      'POST /wps/session/login': () =>
        ++attempt === 1
          ? fail('INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos.', { captchaRequired: true })
          : ok(loginValue()),
      'GET /wps/captcha': ok(CAPTCHA),
      ...memberRoutes(),
    });
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'wrong-one');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(await screen.findByTestId('login-captcha-image')).toHaveAttribute('src', CAPTCHA.image);

    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-captcha-error')).toHaveTextContent('Por favor, introduzca el captcha');
    expect(callsTo('POST /wps/session/login')).toHaveLength(1);

    await user.type(screen.getByTestId('login-captcha'), 'x7k2');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(callsTo('POST /wps/session/login')).toHaveLength(2));
    expect(callsTo('POST /wps/session/login')[1]?.body).toMatchObject({
      captcha: 'x7k2',
      captchaId: 'cap-1',
    });
  });

  it('the captcha refresh asks for a new image at most once per second', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { user, callsTo } = await openLogin('/', makeStatus(), {
      'POST /wps/session/login': fail('CAPTCHA_REQUIRED', 'Por favor, introduzca el captcha.', {
        captchaRequired: true,
      }),
      'GET /wps/captcha': ok(CAPTCHA),
    });
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-captcha-image');
    expect(callsTo('GET /wps/captcha')).toHaveLength(1);

    await user.click(screen.getByTestId('login-captcha-refresh'));
    await waitFor(() => expect(callsTo('GET /wps/captcha')).toHaveLength(2));
    await user.click(screen.getByTestId('login-captcha-refresh'));
    await user.click(screen.getByTestId('login-captcha-refresh'));
    expect(callsTo('GET /wps/captcha')).toHaveLength(2);

    now.mockReturnValue(1_001_100);
    await user.click(screen.getByTestId('login-captcha-refresh'));
    await waitFor(() => expect(callsTo('GET /wps/captcha')).toHaveLength(3));
  });

  it('remember me keeps only the username in a one-day SameSite=Lax cookie and prefills it next time', async () => {
    const { user } = await openLogin('/', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ token: 'tok-secret-token' })),
      ...memberRoutes(),
    });
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-remember'));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());

    expect(document.cookie).toContain(`${REMEMBER_COOKIE}=ana2024`);
    expect(document.cookie).not.toContain('Secr3t99');
    expect(document.cookie).not.toContain('tok-secret-token');
    expect(rememberCookie('ana2024', true)).toBe(
      'rememberUsername=ana2024; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );

    act(() => useAppStore.getState().openModal({ name: 'login' }));
    expect(await screen.findByTestId('login-username')).toHaveValue('ana2024');
    expect(screen.getByTestId('login-remember')).toBeChecked();
    document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('a first login raises the first-login flag for the content features', async () => {
    const { user } = await openLogin('/', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ firstTimeLogin: true })),
      ...memberRoutes(),
    });
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useAppStore.getState().firstLogin).toBe(true));
  });

  it('after the route guard sent a visitor to /login, the login goes back where they were going', async () => {
    const { user, router } = renderApp('/member/withdraw', makeStatus(), {
      'POST /wps/session/login': ok(loginValue()),
      ...memberRoutes(),
    });
    await screen.findByTestId('login-modal');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'Secr3t99');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('member-page-withdraw')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/withdraw');
  });

  it('links to forgot password and registration; free play only with FREEPLAY3', async () => {
    const { user } = await openLogin();
    expect(screen.queryByTestId('login-free-play')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-tabs')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('login-forgot'));
    expect(await screen.findByTestId('forgot-password-modal')).toBeInTheDocument();
  });

  it('free play logs in a trial account with an encrypted random value', async () => {
    const { user, callsTo } = await openLogin(
      '/',
      makeStatus({ whitelabel: allFlags({ FREEPLAY3: true }) }),
      {
        'POST /wps/session/login/freeplay': ok(loginValue({ token: 'tok-trial' })),
        ...memberRoutes(makeMember({ type: 4 })),
      },
    );
    await user.click(screen.getByTestId('login-free-play'));
    await waitFor(() => expect(useAppStore.getState().isTrial).toBe(true));
    const [call] = callsTo('POST /wps/session/login/freeplay');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toMatchObject({ os: 'web', platform: 'W', gatewayVersion: 3 });
    expect(String((call?.body as { random: string }).random).length).toBeGreaterThanOrEqual(8);
    expect(sessionStorage.getItem('token')).toBe('tok-trial');
  });
});

describe('forced password change', () => {
  it('opens right after a login with a default password, cannot be dismissed, and does not ask the known old password', async () => {
    const { user, callsTo, router } = await openLogin('/promotions', makeStatus(), {
      'POST /wps/session/login': ok(loginValue({ token: 'tok-default', mustChangePassword: true })),
      'POST /wps/member/password': ok(null),
      ...memberRoutes(),
    });
    await user.type(screen.getByTestId('login-username'), 'ana2024');
    await user.type(screen.getByTestId('login-password'), 'Default123');
    await user.click(screen.getByTestId('login-submit'));

    const modal = await screen.findByTestId('change-password-modal');
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
    expect(screen.getByTestId('change-password-forced-note')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('change-password-old')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(modal.parentElement as HTMLElement);
    expect(screen.getByTestId('change-password-modal')).toBeInTheDocument();
    expect(callsTo('GET /wps/member/info')).toHaveLength(0);
    // Other routes stay behind the popup.
    await act(() => router.navigate('/member/securityCenter'));
    expect(screen.getByTestId('change-password-modal')).toBeInTheDocument();

    await user.type(screen.getByTestId('change-password-new'), 'NewPass123');
    await user.type(screen.getByTestId('change-password-confirm'), 'NewPass124');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByTestId('change-password-confirm-error')).toHaveTextContent(
      'La contraseña de confirmación no es correcta.',
    );
    await user.clear(screen.getByTestId('change-password-confirm'));
    await user.type(screen.getByTestId('change-password-confirm'), 'NewPass123');
    await user.click(screen.getByTestId('change-password-submit'));

    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).not.toBeInTheDocument());
    const [change] = callsTo('POST /wps/member/password');
    expect(change?.encrypted).toBe(true);
    expect(change?.body).toEqual({
      oldPassword: 'Default123',
      newPassword: 'NewPass123',
      confirmNewPassword: 'NewPass123',
    });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(useAppStore.getState().isLogin).toBe(true));
    expect(sessionStorage.getItem('Default123')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Default123');
  });

  it('a reload with a member who must change the password opens it with the old-password field', async () => {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    renderApp('/', makeStatus(), memberRoutes(makeMember({ mustChangePassword: true })));
    expect(await screen.findByTestId('change-password-modal')).toBeInTheDocument();
    expect(screen.getByTestId('change-password-old')).toBeInTheDocument();
  });
});

describe('login popup — SMS', () => {
  it('the SMS tab exists only with SMSLOGIN3 and checks the mobile format before logging in', async () => {
    const { user, callsTo } = await openLogin(
      '/',
      makeStatus({ whitelabel: allFlags({ SMSLOGIN3: true }) }),
      {
        'POST /wps/session/login': ok(loginValue({ token: 'tok-sms' })),
        ...memberRoutes(),
      },
    );
    await user.click(screen.getByTestId('login-tabs-sms'));
    await waitFor(() => expect(screen.getByTestId('login-sms-dialing')).toHaveValue('+52'));
    await user.type(screen.getByTestId('login-sms-mobile'), '12ab');
    await user.click(screen.getByTestId('login-sms-submit'));
    expect(screen.getByTestId('login-sms-mobile-error')).toHaveTextContent(
      'Por favor, introduzca un número de móvil válido',
    );
    expect(screen.getByTestId('login-sms-code-error')).toHaveTextContent(
      'Por favor, introduzca un código de verificación válido',
    );
    await user.clear(screen.getByTestId('login-sms-mobile'));
    await user.type(screen.getByTestId('login-sms-mobile'), '5512345678');
    await user.type(screen.getByTestId('login-sms-code'), '123456');
    await user.click(screen.getByTestId('login-sms-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-sms'));
    expect(callsTo('POST /wps/session/login')[0]?.body).toEqual({
      username: '5512345678',
      password: '123456',
      type: 'sms',
      portal: 'member',
      countryDialingCode: '+52',
    });
  });

  it('the send button counts down 60 s × expiredMinutes, and code requests are throttled to one per second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let reply = ok({ expiredMinutes: 2 });
    const { user, callsTo } = await openLogin(
      '/',
      makeStatus({ whitelabel: allFlags({ SMSLOGIN3: true }) }),
      {
        'POST /wps/verification/sms/noLogin': () => reply,
      },
    );
    await user.click(screen.getByTestId('login-tabs-sms'));
    await waitFor(() => expect(screen.getByTestId('login-sms-dialing')).toHaveValue('+52'));
    const send = screen.getByTestId('login-sms-send');

    await user.click(send);
    expect(screen.getByTestId('login-sms-mobile-error')).toBeInTheDocument();
    expect(callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(0);

    await user.type(screen.getByTestId('login-sms-mobile'), '5512345678');
    await user.click(send);
    await waitFor(() => expect(send).toHaveTextContent('120 s restantes'));
    expect(send).toBeDisabled();
    expect(callsTo('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '5512345678',
      countryDialingCode: '+52',
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(send).toHaveTextContent('119 s restantes');
    act(() => vi.advanceTimersByTime(119_000));
    expect(send).toHaveTextContent('Enviar código');
    expect(send).toBeEnabled();

    // A failed request shows the server's message in a warning dialog; a retry within a second is ignored.
    reply = fail('SMS_SEND_FAILED', 'No se pudo enviar el SMS, inténtelo de nuevo más tarde.');
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(send);
    const warning = await screen.findByTestId('login-sms-send-warning');
    expect(warning).toHaveTextContent('No se pudo enviar el SMS, inténtelo de nuevo más tarde.');
    await user.click(screen.getByTestId('login-sms-send-warning-ok'));
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
    await user.click(send);
    await user.click(send);
    expect(callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(send);
    await waitFor(() => expect(callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(3));
  });
});

describe('session', () => {
  it('a 401 for the session clears it and shows the login popup with "not logged in"', async () => {
    sessionStorage.setItem('token', 'tok-old');
    sessionStorage.setItem('merchantWallet', '{"isSingle":false}');
    useAppStore.setState({ token: 'tok-old' });
    renderApp('/promotions', makeStatus(), {
      'GET /wps/member/info': fail(
        'SESSION_EXPIRED',
        'Su sesión ha caducado, por favor inicie sesión de nuevo.',
      ),
    });
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'No ha iniciado sesión, por favor inicie sesión',
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantWallet')).not.toBeNull();
    expect(useAppStore.getState().token).toBeNull();
  });
});
