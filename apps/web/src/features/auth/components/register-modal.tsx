import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLoginValue } from '@platform/contracts/identity';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { getReferralCode, setReferralCode } from '../../../lib/storage';
import { useAppStore } from '../../../stores/app-store';
import { useRegisterSettings } from '../api/get-register-settings';
import { useCompleteLogin, type TLoginOutcome } from '../hooks/use-complete-login';
import { usePhoneAuth } from '../hooks/use-phone-auth';
import { useSignInFlows } from '../hooks/use-sign-in-flows';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

/**
 * The registration modal (spec §4): success logs the member in and goes to `/`. Google and Facebook
 * (a first sign-in creates the account) come first; phone auth (PHONEAUTH3) serves mobile mode's code.
 */
export function RegisterModal({
  onClose,
  referralCode,
  banner,
}: {
  onClose: () => void;
  referralCode?: string;
  /** The window's banner (group w_register, content feature, composed by the app). */
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const completeLogin = useCompleteLogin();
  const closeModal = useAppStore((state) => state.closeModal);
  const openModal = useAppStore((state) => state.openModal);
  const navigate = useNavigate();
  const flows = useSignInFlows();
  const phoneAuth = usePhoneAuth(flows.phoneAuth);
  const [socialStep, setSocialStep] = useState(false);

  useEffect(() => {
    if (referralCode) setReferralCode(referralCode);
  }, [referralCode]);
  const storedCode = referralCode ?? getReferralCode();

  const onRegistered = async (value: TLoginValue) => {
    const outcome = await completeLogin(value);
    if (outcome === 'loggedIn') closeModal();
    void navigate('/');
  };
  const onSocialLoggedIn = (outcome: TLoginOutcome) => {
    if (outcome === 'loggedIn') closeModal();
    void navigate('/');
  };

  return (
    <Modal
      title={t('auth.register.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      testId="register-modal"
      size="md"
    >
      <div className="auth-modal">
        {banner}
        {storedCode ? (
          <p className="form__notice" data-testid="register-referral-code">
            {t('auth.register.referralCode', { code: storedCode })}
          </p>
        ) : null}
        <SocialSignIn
          social={flows.social}
          testIdPrefix="register"
          onLoggedIn={onSocialLoggedIn}
          dividerAt="end"
          onStepChange={setSocialStep}
        />
        {socialStep ? null : settings.data ? (
          <RegisterForm
            settings={settings.data}
            storedCode={storedCode}
            onRegistered={onRegistered}
            phoneAuth={phoneAuth}
          />
        ) : settings.isError ? (
          <div className="form__error" role="alert" data-testid="register-settings-error">
            <span>{errorText(settings.error)}</span>
            <button type="button" className="link-button" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status" data-testid="register-loading">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )}
        <p className="auth-modal__links">
          <span>
            {t('auth.register.haveAccount')}{' '}
            <button
              type="button"
              className="link-button"
              data-testid="register-login"
              onClick={() => openModal({ name: 'login' })}
            >
              {t('auth.register.login')}
            </button>
          </span>
        </p>
      </div>
    </Modal>
  );
}
