import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon } from '../../../../components/ui/icons';
import { errorText } from '../../../../lib/error-text';
import { useMemberInfo } from '../../../../lib/member-info';
import { useAppStore } from '../../../../stores/app-store';
import { AuthenticatorSection } from './authenticator-section';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import { KnownDevices, RecentSignIns } from './sign-in-activity';
import '../../../../styles/sign-in-security.css';

type TOpenForm = 'payment' | 'mobile' | 'email' | null;

type TSecurityItemProps = {
  icon: ReactNode;
  title: string;
  status: string;
  ok: boolean;
  actionLabel: string;
  onAction: () => void;
  expanded?: boolean;
  testId: string;
  children?: ReactNode;
  notice?: string | null;
};

function SecurityItem({
  icon,
  title,
  status,
  ok,
  actionLabel,
  onAction,
  expanded,
  testId,
  children,
  notice,
}: TSecurityItemProps) {
  return (
    <li className="security-item" data-testid={testId}>
      <div className="security-item__row">
        <span className={`security-item__icon${ok ? ' is-ok' : ''}`}>{icon}</span>
        <span className="security-item__text">
          <strong>{title}</strong>
          <span className="security-item__status" data-testid={`${testId}-status`}>
            {status}
          </span>
        </span>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={expanded}
          data-testid={`${testId}-action`}
          onClick={onAction}
        >
          {actionLabel}
        </button>
      </div>
      {notice ? (
        <p className="form__success" role="status" data-testid={`${testId}-done`}>
          {notice}
        </p>
      ) : null}
      {expanded ? children : null}
    </li>
  );
}

/**
 * /member/securityCenter, "my account" (spec §2): profile, password, payment password, mobile and e-mail,
 * the authenticator app, recent sign-ins and known devices.
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const openModal = useAppStore((state) => state.openModal);
  const [params] = useSearchParams();
  // `?open=payment`: the cashier pages send a member without a payment password straight to its form.
  const [open, setOpen] = useState<TOpenForm>(() => (params.get('open') === 'payment' ? 'payment' : null));
  const [notice, setNotice] = useState<{ item: Exclude<TOpenForm, null>; text: string } | null>(null);

  const toggle = (item: Exclude<TOpenForm, null>) => {
    setNotice(null);
    setOpen((current) => (current === item ? null : item));
  };
  const done = (item: Exclude<TOpenForm, null>, text: string) => () => {
    setOpen(null);
    setNotice({ item, text });
  };

  const info = member.data;
  if (!info) {
    return member.isError ? (
      <p className="form__error" role="alert">
        {errorText(member.error)}
      </p>
    ) : (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }

  const mobile = info.mobileNum ? `${info.countryDialingCode ?? ''} ${info.mobileNum}`.trim() : null;

  return (
    <div className="security-center" data-testid="security-center">
      <ProfileCard member={info} />
      <section className="card" aria-labelledby="security-items-title">
        <h2 id="security-items-title" className="card__title">
          {t('security.title')}
        </h2>
        <ul className="security-items">
          <SecurityItem
            icon={<LockIcon />}
            title={t('security.password.title')}
            status={t('security.password.text')}
            ok
            actionLabel={t('security.change')}
            onAction={() => openModal({ name: 'changePassword' })}
            testId="security-password"
          />
          <SecurityItem
            icon={<ShieldIcon />}
            title={t('security.payment.title')}
            status={info.hasPaymentPassword ? t('security.payment.set') : t('security.payment.notSet')}
            ok={info.hasPaymentPassword}
            actionLabel={info.hasPaymentPassword ? t('security.change') : t('security.set')}
            onAction={() => toggle('payment')}
            expanded={open === 'payment'}
            notice={notice?.item === 'payment' ? notice.text : null}
            testId="security-payment"
          >
            <PaymentPasswordForm onDone={done('payment', t('security.payment.done'))} />
          </SecurityItem>
          <SecurityItem
            icon={<PhoneIcon />}
            title={t('security.mobile.title')}
            status={mobile ?? t('security.notBound')}
            ok={mobile !== null}
            actionLabel={mobile ? t('security.change') : t('security.bind')}
            onAction={() => toggle('mobile')}
            expanded={open === 'mobile'}
            notice={notice?.item === 'mobile' ? notice.text : null}
            testId="security-mobile"
          >
            <BindMobileForm onDone={done('mobile', t('security.mobile.done'))} />
          </SecurityItem>
          <SecurityItem
            icon={<MailIcon />}
            title={t('security.email.title')}
            status={info.email ?? t('security.notBound')}
            ok={info.email !== null}
            actionLabel={info.email ? t('security.change') : t('security.bind')}
            onAction={() => toggle('email')}
            expanded={open === 'email'}
            notice={notice?.item === 'email' ? notice.text : null}
            testId="security-email"
          >
            <BindEmailForm onDone={done('email', t('security.email.done'))} />
          </SecurityItem>
        </ul>
      </section>
      <AuthenticatorSection />
      <RecentSignIns />
      <KnownDevices />
      <ProfileForm key={info.id} member={info} />
    </div>
  );
}
