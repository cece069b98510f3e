import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { loginValue, makeMember, makeRegisterSettings, makeStatus } from '../../../test/fixtures';
import { fail, ok, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { TRegisterSettingsValue } from '@platform/contracts/identity';
import { PATTERN_SOURCES } from '@platform/contracts/registration-rules';

const routes = (
  settings: TRegisterSettingsValue = makeRegisterSettings(),
  extra: TApiRoutes = {},
): TApiRoutes => ({
  'GET /wps/system/setting/register': ok(settings),
  'PUT /wps/member/register': ok(loginValue({ token: 'tok-reg', firstTimeLogin: true })),
  'PUT /wps/member/register/mobile': ok(loginValue({ token: 'tok-reg-mobile' })),
  'GET /wps/member/info': ok(makeMember()),
  ...extra,
});

async function openRegister(path = '/register', api: TApiRoutes = routes()) {
  const view = renderApp(path, makeStatus(), api);
  await screen.findByTestId('register-form');
  return view;
}

async function fillUsernameForm(user: ReturnType<typeof renderApp>['user'], confirm = 'abc12345') {
  await user.type(screen.getByTestId('register-username'), 'ana2024');
  await user.type(screen.getByTestId('register-password'), 'abc12345');
  await user.type(screen.getByTestId('register-confirm-password'), confirm);
}

describe('registration modal', () => {
  it('shows only the enabled fields, marks required ones with *, and uses the server rules for inline errors', async () => {
    const { user, callsTo } = await openRegister(
      '/register',
      routes(makeRegisterSettings({}, { email: 'required', whatsapp: 'optional' })),
    );
    expect(screen.getByTestId('register-email')).toBeInTheDocument();
    expect(screen.getByTestId('register-whatsapp')).toBeInTheDocument();
    expect(screen.queryByTestId('register-qqNum')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-mobile')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-captcha')).not.toBeInTheDocument();
    const label = (testId: string) => screen.getByTestId(testId).closest('.field')?.querySelector('label');
    expect(label('register-email')).toHaveTextContent('Correo electrónico*');
    expect(label('register-whatsapp')).not.toHaveTextContent('*');

    await user.type(screen.getByTestId('register-username'), '1abcd');
    await user.type(screen.getByTestId('register-password'), 'abcdef');
    await user.type(screen.getByTestId('register-email'), 'not-an-email');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));

    expect(screen.getByTestId('register-username-error')).toHaveTextContent(
      'Debe empezar por una letra y contener solo letras y números, de 4 a 16 caracteres',
    );
    expect(screen.getByTestId('register-password-error')).toHaveTextContent(
      'Debe combinar letras y números, de 6 a 20 caracteres',
    );
    expect(screen.getByTestId('register-confirm-password-error')).toHaveTextContent(
      'Este campo no puede estar vacío',
    );
    expect(screen.getByTestId('register-email-error')).toHaveTextContent(
      'El formato del correo electrónico no es correcto',
    );
    expect(screen.queryByTestId('register-whatsapp-error')).not.toBeInTheDocument();
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);

    // Fixing a field clears its message as the member types.
    await user.clear(screen.getByTestId('register-username'));
    await user.type(screen.getByTestId('register-username'), 'ana2024');
    expect(screen.queryByTestId('register-username-error')).not.toBeInTheDocument();
  });

  it('without the terms ticked shows the inline error and sends nothing', async () => {
    const { user, callsTo } = await openRegister();
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-terms-error')).toHaveTextContent(
      'Confirme su edad y acepte los términos y condiciones',
    );
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);
    expect(screen.getByTestId('register-form')).toHaveTextContent(
      'Soy mayor de 18 años y acepto los términos',
    );
    expect(screen.getByTestId('register-terms-link')).toHaveAttribute('href', '/help#term');
  });

  it('the confirmation must equal the password', async () => {
    const { user, callsTo } = await openRegister();
    await fillUsernameForm(user, 'abc12346');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-confirm-password-error')).toHaveTextContent(
      'La contraseña de confirmación no es correcta.',
    );
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);
  });

  it('registers (encrypted), logs in and goes to /; the URL referralCode is kept and sent', async () => {
    const { user, callsTo, router } = await openRegister('/register?referralCode=AB12');
    expect(screen.getByTestId('register-referral-code')).toHaveTextContent('AB12');
    expect(sessionStorage.getItem('referralCode')).toBe('AB12');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(screen.queryByTestId('register-modal')).not.toBeInTheDocument());
    const [call] = callsTo('PUT /wps/member/register');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toMatchObject({
      username: 'ana2024',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'AB12',
      referralCode: 'AB12',
      acceptTerms: true,
      login: true,
      registerMethod: 'WEB',
      domain: window.location.host,
      registerUrl: window.location.href,
    });
    expect(callsTo('GET /wps/agent/affiliate')).toHaveLength(0);
    expect(sessionStorage.getItem('token')).toBe('tok-reg');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('header-account')).toBeInTheDocument();
  });

  it('a code typed in the affiliate field wins over the stored one and is validated first', async () => {
    sessionStorage.setItem('referralCode', 'AB12');
    const { user, callsTo } = await openRegister(
      '/register',
      routes(makeRegisterSettings({}, { affiliateCode: 'optional' }), {
        'GET /wps/agent/affiliate': (call) =>
          call.query.get('code') === 'ZZ99'
            ? ok({ code: 'ZZ99', agentNickname: 'Leo' })
            : fail('INVALID_INVITATION_CODE', 'Código de invitación no válido.'),
      }),
    );
    expect(screen.getByTestId('register-affiliateCode').closest('.field')).toHaveTextContent(
      'Déjelo vacío para usar el código de invitación AB12',
    );
    await fillUsernameForm(user);
    await user.type(screen.getByTestId('register-affiliateCode'), 'ZZ99');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(callsTo('PUT /wps/member/register')).toHaveLength(1));
    expect(callsTo('GET /wps/agent/affiliate')[0]?.query.get('domain')).toBe(window.location.host);
    expect(callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
      affiliateCode: 'ZZ99',
      referralCode: 'ZZ99',
    });
  });

  it('an invalid invitation code shows the server message on the field and registers nothing', async () => {
    const { user, callsTo } = await openRegister(
      '/register',
      routes(makeRegisterSettings({}, { affiliateCode: 'optional' }), {
        'GET /wps/agent/affiliate': fail('INVALID_INVITATION_CODE', 'Código de invitación no válido.'),
      }),
    );
    await fillUsernameForm(user);
    await user.type(screen.getByTestId('register-affiliateCode'), 'NOPE');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-affiliateCode-error')).toHaveTextContent(
      'Código de invitación no válido.',
    );
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);
  });

  it('a refusal for a taken username lands on that field', async () => {
    const { user } = await openRegister(
      '/register',
      routes(makeRegisterSettings(), {
        'PUT /wps/member/register': fail('USERNAME_TAKEN', 'El nombre de usuario ya está registrado.'),
      }),
    );
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-username-error')).toHaveTextContent(
      'El nombre de usuario ya está registrado.',
    );
  });

  it('mobile mode is the default when the server says so; with SMS verification the code is required', async () => {
    const { user, callsTo } = await openRegister(
      '/register',
      routes(
        makeRegisterSettings({
          defaultMode: 'mobile',
          mobileReg: true,
          smsVerification: true,
          mobileRegPass: true,
        }),
        { 'POST /wps/verification/sms/register': ok({ expiredMinutes: 1 }) },
      ),
    );
    const tabs = screen.getByTestId('register-mode');
    expect(within(tabs).getByTestId('register-mode-mobile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('register-username')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('register-dialing')).toHaveValue('+52'));

    await user.type(screen.getByTestId('register-mobile'), '5512345678');
    await user.type(screen.getByTestId('register-password'), 'abc12345');
    await user.type(screen.getByTestId('register-confirm-password'), 'abc12345');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    // No code asked for yet (spec §8).
    expect(screen.getByTestId('register-code-error')).toHaveTextContent(
      'Por favor, complete primero la verificación',
    );

    await user.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(screen.getByTestId('register-send-code')).toHaveTextContent('60 s restantes'));
    expect(callsTo('POST /wps/verification/sms/register')[0]?.body).toEqual({
      mobileNo: '5512345678',
      countryDialingCode: '+52',
    });
    await user.type(screen.getByTestId('register-code'), '4321');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(callsTo('PUT /wps/member/register/mobile')).toHaveLength(1));
    expect(callsTo('PUT /wps/member/register/mobile')[0]?.body).toMatchObject({
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      verificationCode: '4321',
      password: 'abc12345',
    });
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-reg-mobile'));
  });

  it('with a captcha required by the settings, the captcha is shown and sent', async () => {
    const { user, callsTo } = await openRegister(
      '/register',
      routes(makeRegisterSettings({ captchaRequired: true }), {
        'GET /wps/captcha': ok({
          captchaId: 'cap-9',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresInSeconds: 60,
        }),
      }),
    );
    await screen.findByTestId('register-captcha-image');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-captcha-error')).toHaveTextContent(
      'Por favor, introduzca el captcha',
    );
    await user.type(screen.getByTestId('register-captcha'), 'q1w2');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
        captcha: 'q1w2',
        captchaId: 'cap-9',
      }),
    );
  });

  it('the settings are cached in sessionStorage (key "validate")', async () => {
    await openRegister();
    expect(JSON.parse(sessionStorage.getItem('validate') ?? '{}')).toMatchObject({ defaultMode: 'username' });
  });
});

describe('registration messages of spec §5 and §8', () => {
  it('names the password length, the real name and the phone number format, in Spanish and English', async () => {
    const base = makeRegisterSettings({}, { payeeName: 'required', mobileNum: 'optional' });
    const settings = {
      ...base,
      rules: base.rules.map((rule) =>
        rule.field === 'payeeName'
          ? {
              ...rule,
              acceptedPattern: PATTERN_SOURCES.FULL_NAME,
              patternId: 'FULL_NAME' as const,
              maxLength: 100,
            }
          : rule,
      ),
    };
    const { user, callsTo, unmount } = await openRegister('/register', routes(settings));
    await user.type(screen.getByTestId('register-username'), 'ana2024');
    await user.type(screen.getByTestId('register-password'), 'ab1');
    await user.type(screen.getByTestId('register-payeeName'), 'Ana');
    await user.type(screen.getByTestId('register-mobile'), '12ab');
    await user.click(screen.getByTestId('register-terms'));
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-password-error')).toHaveTextContent(
      'Por favor, introduzca una contraseña de 6 a 20 caracteres',
    );
    expect(screen.getByTestId('register-payeeName-error')).toHaveTextContent(
      'El formato del nombre real no es correcto',
    );
    expect(screen.getByTestId('register-mobile-error')).toHaveTextContent(
      'El formato del número de teléfono no es correcto (números de 6 a 15 dígitos)',
    );
    expect(callsTo('PUT /wps/member/register')).toHaveLength(0);
    unmount();

    await i18n.changeLanguage('en');
    const english = await openRegister('/register', routes(settings));
    await english.user.type(screen.getByTestId('register-password'), 'ab1');
    await english.user.type(screen.getByTestId('register-payeeName'), 'Ana');
    await english.user.type(screen.getByTestId('register-mobile'), '12ab');
    await english.user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('register-password-error')).toHaveTextContent(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(screen.getByTestId('register-payeeName-error')).toHaveTextContent('Real name format is incorrect');
    expect(screen.getByTestId('register-mobile-error')).toHaveTextContent(
      'Phone number format is incorrect (phone numbers of 6 - 15 digits)',
    );
  });
});
