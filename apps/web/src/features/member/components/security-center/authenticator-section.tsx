import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { CopyButton } from '../../../../components/ui/copy-button';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { FormError, FormSuccess } from '../../../../components/ui/form-status';
import { DownloadIcon, ShieldIcon } from '../../../../components/ui/icons';
import { TextField } from '../../../../components/ui/text-field';
import { useFormSubmit } from '../../../../hooks/use-form-submit';
import { errorText } from '../../../../lib/error-text';
import { useMemberTotpStatus } from '../../../../lib/member-totp';
import { useTotpActions } from '../../api/member-security';
import { TotpQrCode } from './totp-qr-code';

type TMode = 'idle' | 'setup' | 'disable' | 'requirement';

const codeCheck = (code: string, message: string) => (code.trim() ? undefined : message);

/** A code from the app (or a recovery code) that proves a change, with its submit button. */
function CodeForm({
  label,
  submitLabel,
  testId,
  onCode,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  testId: string;
  onCode: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormSubmit({
    initial: { code: '' },
    validate: ({ code }) => ({ code: codeCheck(code, t('validation.required')) }),
    send: ({ code }) => onCode(code.trim()),
  });
  return (
    <form className="form security-form" noValidate onSubmit={form.submit} data-testid={testId}>
      <TextField
        label={label}
        required
        {...form.field('code')}
        testId={`${testId}-code`}
        autoComplete="one-time-code"
        maxLength={32}
        autoFocus
      />
      <FormError message={form.formError} testId={`${testId}-error`} />
      <div className="form__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onCancel}
          data-testid={`${testId}-cancel`}
        >
          {t('common.cancel')}
        </button>
        <FormSubmit label={submitLabel} busy={form.busy} testId={`${testId}-submit`} />
      </div>
    </form>
  );
}

/** Setup: the QR code and the secret, then the first code turns the authenticator on. */
function TotpSetup({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { setup, confirm } = useTotpActions();
  const { mutate: startSetup } = setup;

  useEffect(() => {
    startSetup();
  }, [startSetup]);

  if (setup.isError) {
    return (
      <p className="form__error" role="alert" data-testid="totp-setup-error">
        {errorText(setup.error)}
      </p>
    );
  }
  if (!setup.data) {
    return (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  const { secret, otpauthUri } = setup.data;
  return (
    <div className="totp-setup" data-testid="totp-setup">
      <ol className="totp-setup__steps">
        <li>{t('signInSecurity.totp.setup.scan')}</li>
        <li>{t('signInSecurity.totp.setup.confirm')}</li>
      </ol>
      <div className="totp-setup__key">
        <TotpQrCode uri={otpauthUri} label={t('signInSecurity.totp.setup.qrLabel')} testId="totp-qr" />
        <div className="totp-setup__secret">
          <span className="field__label">{t('signInSecurity.totp.setup.secret')}</span>
          <span className="totp-setup__secret-row">
            <code data-testid="totp-secret">{secret}</code>
            <CopyButton
              text={secret}
              label={t('signInSecurity.totp.setup.secret')}
              testId="totp-secret-copy"
            />
          </span>
        </div>
      </div>
      <CodeForm
        label={t('signInSecurity.totp.code')}
        submitLabel={t('signInSecurity.totp.setup.submit')}
        testId="totp-confirm"
        onCancel={onCancel}
        onCode={async (code) => onConfirmed((await confirm.mutateAsync(code)).recoveryCodes)}
      />
    </div>
  );
}

/** The recovery codes, shown once: copy, download, and "I saved them" before they go. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="totp-recovery" data-testid="totp-recovery">
      <p className="form__success" role="status">
        {t('signInSecurity.totp.enabledNow')}
      </p>
      <p>{t('signInSecurity.totp.recovery.text')}</p>
      <ul className="totp-recovery__codes" data-testid="totp-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="totp-recovery__actions">
        <CopyButton text={text} label={t('signInSecurity.totp.recovery.title')} testId="totp-recovery-copy" />
        <button type="button" className="copy-button" onClick={download} data-testid="totp-recovery-download">
          <DownloadIcon size={16} />
          <span>{t('signInSecurity.totp.recovery.download')}</span>
        </button>
      </div>
      <CheckboxField checked={saved} onChange={setSaved} testId="totp-recovery-saved">
        {t('signInSecurity.totp.recovery.saved')}
      </CheckboxField>
      <button
        type="button"
        className="button button--primary"
        disabled={!saved}
        onClick={onDone}
        data-testid="totp-recovery-done"
      >
        {t('signInSecurity.totp.recovery.done')}
      </button>
    </div>
  );
}

/**
 * "Authenticator app" in the Security Center: on with a QR code and a first code (recovery codes shown
 * once), off with a code, and the member's choice of a code at every sign-in (which needs a code too).
 */
export function AuthenticatorSection() {
  const { t } = useTranslation();
  const status = useMemberTotpStatus();
  const { disable, loginRequirement } = useTotpActions();
  const [mode, setMode] = useState<TMode>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const totp = status.data;
  const go = (next: TMode) => {
    setNotice(null);
    setMode((current) => (current === next ? 'idle' : next));
  };
  const done = (text: string) => {
    setMode('idle');
    setNotice(text);
  };

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          setMode('idle');
        }}
      />
    );
  } else if (!totp) {
    body = status.isError ? (
      <p className="form__error" role="alert">
        {errorText(status.error)}
      </p>
    ) : (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (!totp.enabled) {
    body =
      mode === 'setup' ? (
        <TotpSetup onConfirmed={setRecoveryCodes} onCancel={() => setMode('idle')} />
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => go('setup')}
          data-testid="totp-enable"
        >
          {t('signInSecurity.totp.enable')}
        </button>
      );
  } else {
    body = (
      <>
        <CheckboxField
          checked={mode === 'requirement' ? !totp.requiredAtLogin : totp.requiredAtLogin}
          onChange={() => go('requirement')}
          testId="totp-every-login"
        >
          {t('signInSecurity.totp.everyLogin')}
        </CheckboxField>
        {mode === 'requirement' ? (
          <CodeForm
            label={t('signInSecurity.totp.code')}
            submitLabel={t(
              totp.requiredAtLogin ? 'signInSecurity.totp.everyLoginOff' : 'signInSecurity.totp.everyLoginOn',
            )}
            testId="totp-requirement"
            onCancel={() => setMode('idle')}
            onCode={async (code) => {
              await loginRequirement.mutateAsync({ requiredAtLogin: !totp.requiredAtLogin, code });
              done(
                t(
                  totp.requiredAtLogin
                    ? 'signInSecurity.totp.everyLoginOffDone'
                    : 'signInSecurity.totp.everyLoginOnDone',
                ),
              );
            }}
          />
        ) : null}
        {mode === 'disable' ? (
          <CodeForm
            label={t('signInSecurity.totp.codeOrRecovery')}
            submitLabel={t('signInSecurity.totp.disable')}
            testId="totp-disable-form"
            onCancel={() => setMode('idle')}
            onCode={async (code) => {
              await disable.mutateAsync(code);
              done(t('signInSecurity.totp.disabledDone'));
            }}
          />
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => go('disable')}
            data-testid="totp-disable"
          >
            {t('signInSecurity.totp.disable')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="card totp-section" aria-labelledby="totp-title" data-testid="totp-section">
      <div className="security-item__row">
        <span className={`security-item__icon${totp?.enabled ? ' is-ok' : ''}`}>
          <ShieldIcon />
        </span>
        <span className="security-item__text">
          <h2 id="totp-title" className="card__title">
            {t('signInSecurity.totp.title')}
          </h2>
          <span className="security-item__status" data-testid="totp-status">
            {totp
              ? totp.enabled
                ? t('signInSecurity.totp.on', { count: totp.recoveryCodesLeft })
                : t('signInSecurity.totp.off')
              : ''}
          </span>
        </span>
      </div>
      <p className="form__hint">{t('signInSecurity.totp.intro')}</p>
      {totp?.requiredForWithdrawals ? (
        <p className="form__notice" data-testid="totp-withdrawals-note">
          {t('signInSecurity.totp.withdrawals')}
        </p>
      ) : null}
      <FormSuccess message={notice} testId="totp-done" />
      {body}
    </section>
  );
}
