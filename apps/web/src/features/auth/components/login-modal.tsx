import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useAppStore, type TModal } from '../../../stores/app-store';
import type { TLoginOutcome } from '../hooks/use-complete-login';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type TLoginModalProps = {
  onClose: () => void;
  reason?: Extract<TModal, { name: 'login' }>['reason'];
};

type TLoginTab = 'username' | 'sms';

const fromOf = (state: unknown): string | null => {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
};

/**
 * The login popup (spec §4): username tab, SMS tab (whitelabel SMSLOGIN3), forgot-password and register
 * links, free play (FREEPLAY3). After a login the member stays on the page, or goes where the route guard
 * came from.
 */
export function LoginModal({ onClose, reason }: TLoginModalProps) {
  const { t } = useTranslation();
  const showSms = useAppStore((state) => state.showVerCodeLogin);
  const hasFreePlay = useAppStore((state) => state.hasFreePlay);
  const openModal = useAppStore((state) => state.openModal);
  const closeModal = useAppStore((state) => state.closeModal);
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TLoginTab>('username');

  const onLoggedIn = (outcome: TLoginOutcome) => {
    if (outcome === 'mustChangePassword') return;
    const from = fromOf(location.state);
    if (from) {
      closeModal();
      void navigate(from, { replace: true });
    } else {
      onClose();
    }
  };

  return (
    <Modal
      title={t('auth.login.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="login-modal"
      size="sm"
    >
      <div className="auth-modal">
        {reason ? (
          <p className="form__notice" role="status" data-testid="login-notice">
            {t(reason === 'notLoggedIn' ? 'auth.login.notLoggedIn' : 'auth.login.passwordReset')}
          </p>
        ) : null}
        {showSms ? (
          <Tabs<TLoginTab>
            tabs={[
              { id: 'username', label: t('auth.login.tabs.username') },
              { id: 'sms', label: t('auth.login.tabs.sms') },
            ]}
            value={tab}
            onChange={setTab}
            label={t('auth.login.tabsLabel')}
            testId="login-tabs"
          />
        ) : null}
        {tab === 'sms' && showSms ? (
          <SmsLoginForm testIdPrefix="login" onLoggedIn={onLoggedIn} />
        ) : (
          <LoginForm portal="member" testIdPrefix="login" onLoggedIn={onLoggedIn} />
        )}
        <div className="auth-modal__links">
          <button
            type="button"
            className="link-button"
            data-testid="login-forgot"
            onClick={() => openModal({ name: 'forgotPassword' })}
          >
            {t('auth.login.forgot')}
          </button>
          <span>
            {t('auth.login.noAccount')}{' '}
            <button
              type="button"
              className="link-button"
              data-testid="login-register"
              onClick={() => openModal({ name: 'register' })}
            >
              {t('auth.login.register')}
            </button>
          </span>
        </div>
        {hasFreePlay ? <FreePlayButton onLoggedIn={onLoggedIn} /> : null}
      </div>
    </Modal>
  );
}
