import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TMemberTotpStatus } from '@platform/contracts/login-verification';
import { useAppStore } from '../../../../stores/app-store';
import { makeMember, makeStatus } from '../../../../test/fixtures';
import { fail, ok, replies, type TApiRoutes } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';

// jsdom has no canvas: the encoder is replaced, and the test checks what it was asked to draw.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', () => ({
  default: {
    toCanvas: (_canvas: unknown, text: string) => {
      drawn.push(text);
      return Promise.resolve();
    },
  },
}));

const TOTP = 'GET /wps/member/security/totp';
const OFF: TMemberTotpStatus = {
  enabled: false,
  requiredAtLogin: false,
  requiredForWithdrawals: false,
  recoveryCodesLeft: 0,
};
const ON: TMemberTotpStatus = { ...OFF, enabled: true, recoveryCodesLeft: 10 };
const URI = 'otpauth://totp/Demo:ana2024?secret=JBSWY3DPEHPK3PXP&issuer=Demo';
const RECOVERY = Array.from({ length: 10 }, (_, index) => `rc${index}-abcd-efgh`);

async function openSecurityCenter(api: TApiRoutes = {}) {
  sessionStorage.setItem('token', 'tok-1');
  useAppStore.setState({ token: 'tok-1' });
  const view = renderApp('/member/securityCenter', makeStatus(), {
    'GET /wps/member/info': ok(makeMember()),
    [TOTP]: ok(OFF),
    'GET /wps/member/security/sign-ins': ok({ items: [] }),
    'GET /wps/member/security/devices': ok({ items: [] }),
    ...api,
  });
  await screen.findByTestId('totp-section');
  return view;
}

describe('security centre — authenticator app', () => {
  it('turns on with the QR code and a first code; the recovery codes show once', async () => {
    let enabled = false;
    const { user, callsTo } = await openSecurityCenter({
      [TOTP]: () => ok(enabled ? ON : OFF),
      'POST /wps/member/security/totp/setup': ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: URI }),
      'POST /wps/member/security/totp/confirm': replies(
        fail('TOTP_INVALID', 'El código de verificación no es válido o ya se usó.'),
        ok({ recoveryCodes: RECOVERY }),
      ),
    });
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('Desactivada'));
    expect(screen.getByRole('heading', { name: 'Aplicación de autenticación' })).toBeInTheDocument();
    await user.click(screen.getByTestId('totp-enable'));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await waitFor(() => expect(screen.getByTestId('totp-qr')).toHaveAttribute('data-state', 'ready'));
    expect(drawn.at(-1)).toBe(URI);
    expect(
      screen.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }),
    ).toBeInTheDocument();

    await user.type(screen.getByTestId('totp-confirm-code'), '000000');
    await user.click(screen.getByTestId('totp-confirm-submit'));
    expect(await screen.findByTestId('totp-confirm-error')).toHaveTextContent(
      'El código de verificación no es válido o ya se usó.',
    );
    expect(screen.queryByTestId('totp-recovery')).not.toBeInTheDocument();

    enabled = true;
    await user.clear(screen.getByTestId('totp-confirm-code'));
    await user.type(screen.getByTestId('totp-confirm-code'), '123456');
    await user.click(screen.getByTestId('totp-confirm-submit'));
    const codes = await screen.findByTestId('totp-recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(codes).toHaveTextContent('rc0-abcd-efgh');
    expect(callsTo('POST /wps/member/security/totp/confirm')[1]?.body).toEqual({ code: '123456' });
    // The status behind already says on, but the codes stay until the member says they are saved.
    await waitFor(() =>
      expect(screen.getByTestId('totp-status')).toHaveTextContent(
        'Activada · quedan 10 códigos de recuperación',
      ),
    );
    expect(screen.getByTestId('totp-recovery-done')).toBeDisabled();
    await user.click(screen.getByTestId('totp-recovery-saved'));
    await user.click(screen.getByTestId('totp-recovery-done'));
    expect(screen.queryByTestId('totp-recovery')).not.toBeInTheDocument();
    expect(screen.queryByText('rc0-abcd-efgh')).not.toBeInTheDocument();
    expect(screen.getByTestId('totp-disable')).toBeInTheDocument();
  });

  it('asking for a code at every sign-in and turning off both need a code', async () => {
    let status = ON;
    const { user, callsTo } = await openSecurityCenter({
      [TOTP]: () => ok(status),
      'PUT /wps/member/security/totp/login-requirement': () => {
        status = { ...status, requiredAtLogin: true };
        return ok(null);
      },
      'POST /wps/member/security/totp/disable': () => {
        status = OFF;
        return ok(null);
      },
    });
    const everyLogin = await screen.findByTestId('totp-every-login');
    expect(everyLogin).not.toBeChecked();
    await user.click(everyLogin);
    await user.click(screen.getByTestId('totp-requirement-submit'));
    expect(screen.getByTestId('totp-requirement-code-error')).toHaveTextContent(
      'Este campo no puede estar vacío',
    );
    expect(callsTo('PUT /wps/member/security/totp/login-requirement')).toHaveLength(0);
    await user.type(screen.getByTestId('totp-requirement-code'), '111222');
    await user.click(screen.getByTestId('totp-requirement-submit'));
    expect(await screen.findByTestId('totp-done')).toHaveTextContent(
      'Se pedirá un código en cada inicio de sesión.',
    );
    expect(callsTo('PUT /wps/member/security/totp/login-requirement')[0]?.body).toEqual({
      requiredAtLogin: true,
      code: '111222',
    });
    await waitFor(() => expect(screen.getByTestId('totp-every-login')).toBeChecked());

    await user.click(screen.getByTestId('totp-disable'));
    await user.type(screen.getByTestId('totp-disable-form-code'), 'rc1-abcd-efgh');
    await user.click(screen.getByTestId('totp-disable-form-submit'));
    expect(await screen.findByTestId('totp-done')).toHaveTextContent(
      'La aplicación de autenticación está desactivada.',
    );
    expect(callsTo('POST /wps/member/security/totp/disable')[0]?.body).toEqual({ code: 'rc1-abcd-efgh' });
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent('Desactivada'));
  });

  it('says when the brand asks for the code at withdrawals', async () => {
    await openSecurityCenter({ [TOTP]: ok({ ...ON, requiredForWithdrawals: true }) });
    expect(await screen.findByTestId('totp-withdrawals-note')).toHaveTextContent(
      'Con la aplicación activada, los retiros también piden un código.',
    );
  });
});

describe('security centre — sign-ins and known devices', () => {
  it('lists recent sign-ins in the brand zone, new or known', async () => {
    await openSecurityCenter({
      'GET /wps/member/security/sign-ins': ok({
        items: [
          {
            at: '2025-01-01T03:30:00.000Z',
            ip: '203.0.113.7',
            device: 'Chrome · Android',
            known: false,
            method: 'password',
          },
          {
            at: '2024-12-30T18:00:00.000Z',
            ip: '198.51.100.4',
            device: 'Firefox · Windows',
            known: true,
            method: 'sms',
          },
        ],
      }),
    });
    const rows = await screen.findAllByTestId('sign-in');
    expect(rows).toHaveLength(2);
    // GMT-6, the brand's zone: the evening before in UTC terms.
    expect(rows[0]).toHaveTextContent('31/12/2024, 21:30:00');
    expect(rows[0]).toHaveTextContent('203.0.113.7 · Chrome · Android');
    expect(within(rows[0] as HTMLElement).getByTestId('sign-in-badge')).toHaveTextContent('Nuevo');
    expect(within(rows[1] as HTMLElement).getByTestId('sign-in-badge')).toHaveTextContent('Conocido');
  });

  it('forgets a known device after confirming; the current one is marked', async () => {
    let items = [
      {
        id: 'd-1',
        ip: '203.0.113.7',
        device: 'Chrome · Android',
        verifiedAt: '2025-01-01T03:30:00.000Z',
        lastSeenAt: '2025-01-02T03:30:00.000Z',
        expiresAt: '2025-04-02T03:30:00.000Z',
        current: true,
      },
      {
        id: 'd-2',
        ip: '198.51.100.4',
        device: 'Firefox · Windows',
        verifiedAt: '2024-12-01T03:30:00.000Z',
        lastSeenAt: '2024-12-02T03:30:00.000Z',
        expiresAt: '2025-03-02T03:30:00.000Z',
        current: false,
      },
    ];
    const { user, callsTo } = await openSecurityCenter({
      'GET /wps/member/security/devices': () => ok({ items }),
      'DELETE /wps/member/security/devices/d-2': () => {
        items = items.filter((item) => item.id !== 'd-2');
        return ok(null);
      },
    });
    const devices = await screen.findAllByTestId('known-device');
    expect(devices).toHaveLength(2);
    expect(within(devices[0] as HTMLElement).getByTestId('known-device-current')).toHaveTextContent(
      'Este dispositivo',
    );
    expect(within(devices[1] as HTMLElement).queryByTestId('known-device-current')).not.toBeInTheDocument();
    expect(devices[1]).toHaveTextContent(
      '198.51.100.4 · último uso 01/12/2024, 21:30:00 · hasta el 01/03/2025',
    );

    await user.click(within(devices[1] as HTMLElement).getByTestId('known-device-forget'));
    const dialog = await screen.findByTestId('forget-device-dialog');
    expect(dialog).toHaveTextContent('Firefox · Windows (198.51.100.4)');
    await user.click(screen.getByTestId('forget-device-dialog-cancel'));
    expect(callsTo('DELETE /wps/member/security/devices/d-2')).toHaveLength(0);

    await user.click(within(devices[1] as HTMLElement).getByTestId('known-device-forget'));
    await user.click(await screen.findByTestId('forget-device-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('known-device')).toHaveLength(1));
    expect(callsTo('DELETE /wps/member/security/devices/d-2')).toHaveLength(1);
    expect(screen.queryByTestId('forget-device-dialog')).not.toBeInTheDocument();
  });

  it('a device already forgotten elsewhere says so', async () => {
    const { user } = await openSecurityCenter({
      'GET /wps/member/security/devices': ok({
        items: [
          {
            id: 'd-9',
            ip: '198.51.100.4',
            device: 'Safari · iOS',
            verifiedAt: '2024-12-01T03:30:00.000Z',
            lastSeenAt: '2024-12-02T03:30:00.000Z',
            expiresAt: '2025-03-02T03:30:00.000Z',
            current: false,
          },
        ],
      }),
      'DELETE /wps/member/security/devices/d-9': fail(
        'KNOWN_DEVICE_NOT_FOUND',
        'El dispositivo no existe o ya se olvidó.',
      ),
    });
    await user.click(await screen.findByTestId('known-device-forget'));
    await user.click(await screen.findByTestId('forget-device-dialog-confirm'));
    expect(await screen.findByTestId('known-devices-error')).toHaveTextContent(
      'El dispositivo no existe o ya se olvidó.',
    );
  });
});
