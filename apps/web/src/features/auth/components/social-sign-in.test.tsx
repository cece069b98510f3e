import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSignInProvidersValue } from '@platform/contracts/sign-in-providers';
import { allFlags, loginValue, makeMember, makeStatus } from '../../../test/fixtures';
import { ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const SANDBOX_ALL: TSignInProvidersValue = {
  google: { mode: 'sandbox' },
  facebook: { mode: 'sandbox' },
  phoneAuth: { mode: 'sandbox' },
};

const providers = (value: TSignInProvidersValue): TApiRoutes => ({
  'GET /wps/session/sign-in-providers': ok(value),
});

async function openLogin(api: TApiRoutes, userOptions = {}) {
  const view = renderApp('/', makeStatus({ whitelabel: allFlags({ SMSLOGIN3: true }) }), api, userOptions);
  await view.user.click(await screen.findByTestId('header-login'));
  return { ...view, modal: await screen.findByTestId('login-modal') };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Google and Facebook buttons', () => {
  it('show by the providers the server offers, with their accessible names', async () => {
    const { modal } = await openLogin(providers({ ...SANDBOX_ALL, google: null }));
    expect(await within(modal).findByRole('button', { name: 'Continuar con Facebook' })).toBeEnabled();
    expect(within(modal).queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
    expect(within(modal).getByText('Proveedor de pruebas')).toBeInTheDocument();
  });

  it('do not show when the server offers none (flags off or nothing configured)', async () => {
    const { modal, callsTo } = await openLogin(providers({ google: null, facebook: null, phoneAuth: null }));
    await waitFor(() => expect(callsTo('GET /wps/session/sign-in-providers')).toHaveLength(1));
    expect(within(modal).queryByTestId('login-social')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /Google|Facebook/ })).not.toBeInTheDocument();
  });

  it('also show in the register popup', async () => {
    const { user } = renderApp('/', makeStatus(), {
      ...providers(SANDBOX_ALL),
      'GET /wps/system/setting/register': ok(null),
    });
    await user.click(await screen.findByTestId('header-register'));
    const modal = await screen.findByTestId('register-modal');
    expect(await within(modal).findByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Continuar con Facebook' })).toBeInTheDocument();
  });

  it('sign in with the sandbox Google window: only its message from our origin counts', async () => {
    // The "popup" is this window: messages it posts have a real source to compare with.
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    const { user, callsTo } = await openLogin({
      ...providers(SANDBOX_ALL),
      'POST /wps/session/login/google': ok(loginValue({ token: 'tok-google' })),
      'GET /wps/member/info': ok(makeMember({ nickname: 'Gina' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    expect(open).toHaveBeenCalledWith(
      '/sandbox/social/google?lang=es',
      expect.any(String),
      expect.any(String),
    );

    const message = { type: 'sandbox-sign-in', provider: 'google', token: 'sbx1.token-of-the-test' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: 'https://evil.test', source: window }),
      );
    });
    expect(callsTo('POST /wps/session/login/google')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: window.location.origin, source: window }),
      );
    });
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
    expect(callsTo('POST /wps/session/login/google')[0]?.body).toEqual({
      idToken: 'sbx1.token-of-the-test',
      portal: 'member',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-google');
  });

  it('a closed sign-in window says so, and nothing is sent', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    const { user, callsTo, modal } = await openLogin(providers(SANDBOX_ALL));
    await user.click(await within(modal).findByRole('button', { name: 'Continuar con Facebook' }));
    expect(await screen.findByTestId('login-social-error', {}, { timeout: 3000 })).toHaveTextContent(
      'Se cerró la ventana emergente y no se inició sesión. Inténtelo de nuevo.',
    );
    expect(callsTo('POST /wps/session/login/facebook')).toHaveLength(0);
    expect(within(modal).getByRole('button', { name: 'Continuar con Facebook' })).toBeEnabled();
  });
});

describe('phone-auth SMS login', () => {
  const phoneRoutes = (sendReply: () => { status: number; body: unknown }): TApiRoutes => ({
    ...providers(SANDBOX_ALL),
    'POST /sandbox/phone-auth/send-code': sendReply,
    'POST /sandbox/phone-auth/verify': (call) =>
      (call.body as { code: string }).code === '654321'
        ? { status: 200, body: { idToken: 'sbx1.phone-token' } }
        : { status: 400, body: { error: { code: 'auth/invalid-verification-code', message: '' } } },
    'POST /wps/session/login/phone': ok(loginValue({ token: 'tok-phone' })),
    'GET /wps/member/info': ok(makeMember()),
  });

  it('counts down 1 minute, not 60 × expiredMinutes, then logs in with the provider token', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, callsTo } = await openLogin(
      phoneRoutes(() => ({ status: 200, body: { sessionInfo: 's-1' } })),
    );
    await user.click(screen.getByTestId('login-tabs-sms'));
    await waitFor(() =>
      expect(screen.getByTestId('login-sms-form')).toHaveAttribute('data-phone-auth', 'sandbox'),
    );
    await waitFor(() => expect(screen.getByTestId('login-sms-dialing')).toHaveValue('+52'));
    await user.type(screen.getByTestId('login-sms-mobile'), '5512345678');
    const send = screen.getByTestId('login-sms-send');
    await user.click(send);
    await waitFor(() => expect(send).toHaveTextContent('60 s restantes'));
    expect(callsTo('POST /sandbox/phone-auth/send-code')[0]?.body).toEqual({ phoneNumber: '+525512345678' });
    expect(callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(59_000));
    expect(send).toHaveTextContent('1 s restantes');
    act(() => vi.advanceTimersByTime(1_000));
    expect(send).toHaveTextContent('Enviar código');
    expect(send).toBeEnabled();

    // A wrong code: the provider's message under the field, no login call.
    await user.type(screen.getByTestId('login-sms-code'), '111111');
    await user.click(screen.getByTestId('login-sms-submit'));
    expect(await screen.findByText('El código de verificación no es válido.')).toBeInTheDocument();
    expect(callsTo('POST /wps/session/login/phone')).toHaveLength(0);

    await user.clear(screen.getByTestId('login-sms-code'));
    await user.type(screen.getByTestId('login-sms-code'), '654321');
    await user.click(screen.getByTestId('login-sms-submit'));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-phone'));
    expect(callsTo('POST /wps/session/login/phone')[0]).toMatchObject({
      encrypted: true,
      body: { idToken: 'sbx1.phone-token', portal: 'member' },
    });
  });

  it('after "too many requests" the send button waits 5 minutes with a countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, callsTo } = await openLogin(
      phoneRoutes(() => ({ status: 429, body: { error: { code: 'auth/too-many-requests', message: '' } } })),
    );
    await user.click(screen.getByTestId('login-tabs-sms'));
    await waitFor(() =>
      expect(screen.getByTestId('login-sms-form')).toHaveAttribute('data-phone-auth', 'sandbox'),
    );
    await user.type(screen.getByTestId('login-sms-mobile'), '5512345678');
    const send = screen.getByTestId('login-sms-send');
    await user.click(send);
    expect(await screen.findByTestId('login-sms-send-warning')).toHaveTextContent(
      'Demasiadas solicitudes. Vuelva a intentarlo dentro de 5 minutos.',
    );
    await user.click(screen.getByTestId('login-sms-send-warning-ok'));
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent('Reintentar en 5:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(send).toHaveTextContent('Reintentar en 3:59');
    act(() => vi.advanceTimersByTime(238_000));
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent('Reintentar en 0:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(send).toBeEnabled();
    expect(send).toHaveTextContent('Enviar código');
    expect(callsTo('POST /sandbox/phone-auth/send-code')).toHaveLength(1);
  });
});
