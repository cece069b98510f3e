import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../stores/app-store';
import { makeMember, makeRegisterSettings, makeStatus } from '../../../../test/fixtures';
import { ok, type TApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { ageOn } from './profile-form';

const signIn = () => {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
};

async function openSecurityCenter(api: TApiRoutes = {}, member = makeMember(), applyAccept = true) {
  signIn();
  const view = renderApp(
    '/member/securityCenter',
    makeStatus(),
    { 'GET /wps/member/info': ok(member), ...api },
    { applyAccept },
  );
  await screen.findByTestId('security-center');
  return view;
}

describe('security centre (my account)', () => {
  it('shows the account, last login time and IP, and the state of each security item', async () => {
    await openSecurityCenter(
      {},
      makeMember({
        nickname: 'Ana',
        email: 'ana@example.com',
        hasPaymentPassword: true,
        lastLoginIp: '198.51.100.4',
        lastLoginAt: '2025-01-01T03:30:00.000Z',
      }),
    );
    expect(screen.getByTestId('security-name')).toHaveTextContent('Ana');
    expect(screen.getByTestId('security-account')).toHaveTextContent('ana2024');
    expect(screen.getByTestId('security-last-login-ip')).toHaveTextContent('198.51.100.4');
    // In the brand's zone (GMT-6) and the page's language, not UTC or the browser's.
    expect(screen.getByTestId('security-last-login')).toHaveTextContent('31/12/2024, 21:30:00');
    expect(screen.getByTestId('security-payment-status')).toHaveTextContent('Establecida');
    expect(screen.getByTestId('security-mobile-status')).toHaveTextContent('Sin vincular');
    expect(screen.getByTestId('security-email-status')).toHaveTextContent('ana@example.com');
  });

  it('the password item opens the change-password popup (old password asked)', async () => {
    const { user, callsTo } = await openSecurityCenter({
      'GET /wps/system/setting/register': ok(makeRegisterSettings()),
      'POST /wps/member/password': ok(null),
    });
    await user.click(screen.getByTestId('security-password-action'));
    const modal = await screen.findByTestId('change-password-modal');
    expect(within(modal).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await user.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByTestId('change-password-old-error')).toHaveTextContent(
      'Este campo no puede estar vacío',
    );
    await user.type(screen.getByTestId('change-password-old'), 'Old12345');
    await user.type(screen.getByTestId('change-password-new'), 'New12345');
    await user.type(screen.getByTestId('change-password-confirm'), 'New12345');
    await user.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).not.toBeInTheDocument());
    expect(callsTo('POST /wps/member/password')[0]?.body).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
  });

  it('payment password: six digits, confirmation equal, then sent encrypted with the login password', async () => {
    const { user, callsTo } = await openSecurityCenter({ 'POST /wps/member/paymentPassword': ok(null) });
    await user.click(screen.getByTestId('security-payment-action'));
    await user.type(screen.getByTestId('payment-new'), '12a4');
    await user.type(screen.getByTestId('payment-confirm'), '999999');
    await user.click(screen.getByTestId('payment-submit'));
    expect(screen.getByTestId('payment-login-password-error')).toHaveTextContent(
      'Este campo no puede estar vacío',
    );
    expect(screen.getByTestId('payment-new-error')).toHaveTextContent(
      'La contraseña de pago debe tener 6 dígitos',
    );
    expect(screen.getByTestId('payment-confirm-error')).toHaveTextContent(
      'La confirmación introducida no es correcta',
    );
    expect(callsTo('POST /wps/member/paymentPassword')).toHaveLength(0);

    await user.type(screen.getByTestId('payment-login-password'), 'Secr3t99');
    await user.clear(screen.getByTestId('payment-new'));
    await user.type(screen.getByTestId('payment-new'), '123456');
    await user.clear(screen.getByTestId('payment-confirm'));
    await user.type(screen.getByTestId('payment-confirm'), '123456');
    await user.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByTestId('security-payment-done')).toBeInTheDocument();
    const [call] = callsTo('POST /wps/member/paymentPassword');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({
      loginPassword: 'Secr3t99',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('binds a mobile number with an SMS code', async () => {
    const { user, callsTo } = await openSecurityCenter({
      'POST /wps/verification/sms/bind': ok({ expiredMinutes: 1 }),
      'POST /wps/member/bind/mobile': ok(null),
    });
    await user.click(screen.getByTestId('security-mobile-action'));
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect(screen.getByTestId('bind-mobile-number-error')).toHaveTextContent(
      'El formato del número de teléfono no es correcto (números de 6 a 15 dígitos)',
    );
    expect(screen.getByTestId('bind-mobile-code-error')).toHaveTextContent(
      'Por favor, introduzca un código de verificación válido',
    );
    await waitFor(() => expect(screen.getByTestId('bind-mobile-dialing')).toHaveValue('+52'));
    await user.type(screen.getByTestId('bind-mobile-number'), '5512345678');
    await user.click(screen.getByTestId('bind-mobile-send'));
    await waitFor(() => expect(screen.getByTestId('bind-mobile-send')).toHaveTextContent('60 s restantes'));
    await user.type(screen.getByTestId('bind-mobile-code'), '246810');
    await user.click(screen.getByTestId('bind-mobile-submit'));
    expect(await screen.findByTestId('security-mobile-done')).toBeInTheDocument();
    expect(callsTo('POST /wps/verification/sms/bind')[0]?.body).toEqual({
      mobileNum: '5512345678',
      countryDialingCode: '+52',
    });
    expect(callsTo('POST /wps/member/bind/mobile')[0]?.body).toEqual({
      mobileNum: '5512345678',
      countryDialingCode: '+52',
      verificationCode: '246810',
    });
  });

  it('binds an e-mail: format checked, login password required', async () => {
    const { user, callsTo } = await openSecurityCenter({ 'POST /wps/member/bind/email': ok(null) });
    await user.click(screen.getByTestId('security-email-action'));
    await user.type(screen.getByTestId('bind-email-address'), 'ana@');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(screen.getByTestId('bind-email-address-error')).toHaveTextContent(
      'El formato del correo electrónico no es correcto',
    );
    expect(screen.getByTestId('bind-email-password-error')).toBeInTheDocument();
    await user.type(screen.getByTestId('bind-email-address'), 'example.com');
    await user.type(screen.getByTestId('bind-email-password'), 'Secr3t99');
    await user.click(screen.getByTestId('bind-email-submit'));
    expect(await screen.findByTestId('security-email-done')).toBeInTheDocument();
    expect(callsTo('POST /wps/member/bind/email')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Secr3t99',
    });
  });

  it('the profile form checks the minimum age and sends only what changed', async () => {
    const { user, callsTo } = await openSecurityCenter({ 'PUT /wps/member/info': ok(null) });
    const lastYear = `15/01/${new Date().getFullYear() - 1}`;
    await user.type(screen.getByTestId('profile-birthday'), lastYear);
    await user.type(screen.getByTestId('profile-nickname'), 'Anita');
    await user.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-birthday-error')).toHaveTextContent('Debe tener al menos 18 años');
    expect(callsTo('PUT /wps/member/info')).toHaveLength(0);

    await user.clear(screen.getByTestId('profile-birthday'));
    await user.type(screen.getByTestId('profile-birthday'), '20/05/1990');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-saved')).toBeInTheDocument();
    expect(callsTo('PUT /wps/member/info')[0]?.body).toEqual({ nickname: 'Anita', birthday: '1990-05-20' });
  });

  it('the profile form refuses a nickname with a right-to-left override before sending it', async () => {
    const { user, callsTo } = await openSecurityCenter({ 'PUT /wps/member/info': ok(null) });
    await user.type(screen.getByTestId('profile-nickname'), 'Ana\u202Enimda');
    await user.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-nickname-error')).toHaveTextContent(
      'No use caracteres invisibles ni de control de la dirección del texto',
    );
    expect(callsTo('PUT /wps/member/info')).toHaveLength(0);
  });

  it('the avatar must be a PNG or JPG of at most 2 MB, checked before uploading', async () => {
    // applyAccept off: the picker's accept filter is a hint; the check must hold for any file.
    const { user, callsTo } = await openSecurityCenter(
      { 'POST /wps/member/info/icon': ok(null) },
      makeMember(),
      false,
    );
    const input = screen.getByTestId('security-avatar-input');
    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('security-avatar-error')).toHaveTextContent('Elija una imagen PNG o JPG');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByTestId('security-avatar-error')).toHaveTextContent(
      'La imagen debe ocupar 2 MB como máximo',
    );
    expect(callsTo('POST /wps/member/info/icon')).toHaveLength(0);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(callsTo('POST /wps/member/info/icon')).toHaveLength(1));
    const form = callsTo('POST /wps/member/info/icon')[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('me.png');
    expect(screen.queryByTestId('security-avatar-error')).not.toBeInTheDocument();
  });

  it('computes whole years of age', () => {
    expect(ageOn('2000-06-15', new Date(2018, 5, 14))).toBe(17);
    expect(ageOn('2000-06-15', new Date(2018, 5, 15))).toBe(18);
  });
});
