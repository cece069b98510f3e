import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormError } from '../../../../components/ui/form-status';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useBrandFormat } from '../../../../hooks/use-brand-format';
import { errorText } from '../../../../lib/error-text';
import { useForgetDevice, useKnownDevices, useSignIns, type TKnownDevice } from '../../api/member-security';

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="spinner-row" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** The latest sign-ins, newest first: when (brand's zone), from where, on what, and whether it was new. */
export function RecentSignIns() {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const signIns = useSignIns();
  return (
    <section className="card" aria-labelledby="sign-ins-title" data-testid="sign-ins">
      <h2 id="sign-ins-title" className="card__title">
        {t('signInSecurity.signIns.title')}
      </h2>
      {signIns.isError ? (
        <p className="form__error" role="alert">
          {errorText(signIns.error)}
        </p>
      ) : !signIns.data ? (
        <Loading />
      ) : signIns.data.length === 0 ? (
        <p className="form__hint">{t('signInSecurity.signIns.empty')}</p>
      ) : (
        <ul className="sign-in-list">
          {signIns.data.map((signIn, index) => (
            <li key={`${signIn.at}-${index}`} className="sign-in-list__item" data-testid="sign-in">
              <span className="sign-in-list__main">
                <strong data-testid="sign-in-at">{format.dateTime(signIn.at)}</strong>
                <span className="sign-in-list__meta">
                  {signIn.ip} · {signIn.device || t('signInSecurity.devices.unknown')}
                </span>
              </span>
              <StatusBadge tone={signIn.known ? 'neutral' : 'warning'} testId="sign-in-badge">
                {t(signIn.known ? 'signInSecurity.signIns.known' : 'signInSecurity.signIns.new')}
              </StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The known devices and addresses; forgetting one makes its next sign-in ask for a proof again. */
export function KnownDevices() {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const devices = useKnownDevices();
  const forget = useForgetDevice();
  const [asking, setAsking] = useState<TKnownDevice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    try {
      await forget.mutateAsync(asking.id);
    } catch (error) {
      setFailure(errorText(error));
    }
    setAsking(null);
  };

  return (
    <section className="card" aria-labelledby="devices-title" data-testid="known-devices">
      <h2 id="devices-title" className="card__title">
        {t('signInSecurity.devices.title')}
      </h2>
      <p className="form__hint sign-in-card__intro">{t('signInSecurity.devices.intro')}</p>
      <FormError message={failure} testId="known-devices-error" />
      {devices.isError ? (
        <p className="form__error" role="alert">
          {errorText(devices.error)}
        </p>
      ) : !devices.data ? (
        <Loading />
      ) : devices.data.length === 0 ? (
        <p className="form__hint" data-testid="known-devices-empty">
          {t('signInSecurity.devices.empty')}
        </p>
      ) : (
        <ul className="sign-in-list">
          {devices.data.map((device) => (
            <li key={device.id} className="sign-in-list__item" data-testid="known-device">
              <span className="sign-in-list__main">
                <strong>
                  {device.device || t('signInSecurity.devices.unknown')}
                  {device.current ? (
                    <>
                      {' '}
                      <StatusBadge tone="success" testId="known-device-current">
                        {t('signInSecurity.devices.current')}
                      </StatusBadge>
                    </>
                  ) : null}
                </strong>
                <span className="sign-in-list__meta">
                  {t('signInSecurity.devices.meta', {
                    ip: device.ip,
                    lastSeen: format.dateTime(device.lastSeenAt),
                    expires: format.date(device.expiresAt),
                  })}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setAsking(device)}
                aria-label={t('signInSecurity.devices.forgetLabel', {
                  device: device.device || t('signInSecurity.devices.unknown'),
                  ip: device.ip,
                })}
                data-testid="known-device-forget"
              >
                {t('signInSecurity.devices.forget')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('signInSecurity.devices.confirmTitle')}
          message={t(
            asking.current ? 'signInSecurity.devices.confirmCurrent' : 'signInSecurity.devices.confirmText',
            {
              device: asking.device,
              ip: asking.ip,
            },
          )}
          confirmLabel={t('signInSecurity.devices.forget')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
          busy={forget.isPending}
          testId="forget-device-dialog"
        />
      ) : null}
    </section>
  );
}
