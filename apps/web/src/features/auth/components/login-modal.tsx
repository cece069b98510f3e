import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { useAppStore, type TModal } from '../../../stores/app-store';
import type { TLoginOutcome } from '../hooks/use-complete-login';
import { usePhoneAuth } from '../hooks/use-phone-auth';
import { useSignInFlows } from '../hooks/use-sign-in-flows';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { PhoneAuthLoginForm } from './phone-auth-login-form';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignIn } from './social-sign-in';

type TLoginModalProps = {
  onClose: () => void;
  reason?: Extract<TModal, { name: 'login' }>['reason'];
  /** The window's banner (group w_login, content feature, composed by the app). */
  banner?: ReactNode;
};

type TLoginTab = 'username' | 'sms';

const fromOf = (state: unknown): string | null => {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
};

/**
 * The login popup (spec §4): username tab, SMS tab (whitelabel SMSLOGIN3, or PHONEAUTH3 through the
 * phone-auth provider), Google and Facebook (GOOGLELOGIN3, FBLOGIN3, when configured), forgot-password
 * and register links, free play (FREEPLAY3). After a login the member stays on the page, or goes where the route guard
 * came from.
 */
export function LoginModal({ onClose, reason, banner }: TLoginModalProps) {
  const { t } = useTranslation();
  const showSms = useAppStore((state) => state.showVerCodeLogin);
  const hasFreePlay = useAppStore((state) => state.hasFreePlay);
  const openModal = useAppStore((state) => state.openModal);
  const closeModal = useAppStore((state) => state.closeModal);
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TLoginTab>('username');
  // While a sign-in asks for one more proof, the popup shows only that step (and its way back).
  const [verifying, setVerifying] = useState(false);
  const [socialStep, setSocialStep] = useState(false);
  const flows = useSignInFlows();
  const phoneAuth = usePhoneAuth(flows.phoneAuth);
  const smsTab = showSms || phoneAuth !== null;
  const stepping = verifying || socialStep;

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
        {banner}
        {reason ? (
          <p className="form__notice" role="status" data-testid="login-notice">
            {t(reason === 'notLoggedIn' ? 'auth.login.notLoggedIn' : 'auth.login.passwordReset')}
          </p>
        ) : null}
        {smsTab && !stepping ? (
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
        {socialStep ? null : tab === 'sms' && phoneAuth ? (
          <PhoneAuthLoginForm
            phoneAuth={phoneAuth}
            testIdPrefix="login"
            onLoggedIn={onLoggedIn}
            onVerifying={setVerifying}
          />
        ) : tab === 'sms' && showSms ? (
          <SmsLoginForm testIdPrefix="login" onLoggedIn={onLoggedIn} onVerifying={setVerifying} />
        ) : (
          <LoginForm
            portal="member"
            testIdPrefix="login"
            onLoggedIn={onLoggedIn}
            onVerifying={setVerifying}
          />
        )}
        {verifying ? null : (
          <SocialSignIn
            social={flows.social}
            testIdPrefix="login"
            onLoggedIn={onLoggedIn}
            dividerAt="start"
            onStepChange={setSocialStep}
          />
        )}
        <div className="auth-modal__links" hidden={stepping}>
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
        {hasFreePlay && !stepping ? <FreePlayButton onLoggedIn={onLoggedIn} /> : null}
      </div>
    </Modal>
  );
}
