import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { ChartIcon, ClockIcon, FileIcon, UsersIcon } from '../../../components/ui/icons';
import { LanguageSelect } from '../../../components/ui/language-select';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useAppStore } from '../../../stores/app-store';

const PROMOS = [
  { key: 'team', icon: <UsersIcon size={22} /> },
  { key: 'contracts', icon: <FileIcon size={22} /> },
  { key: 'income', icon: <ChartIcon size={22} /> },
] as const;

/**
 * /agent (spec §2): the agent login page without header or footer: title, the username login form (given
 * by the app, it belongs to the identity feature), support hours and promo blurbs.
 */
export function AgentLoginPage({ form }: { form?: ReactNode }) {
  const { t } = useTranslation();
  const brandName = useAppStore((state) => state.brand?.name ?? '');
  return (
    <div className="agent-login" data-testid="agent-login-page">
      <div className="agent-login__top">
        <Link to="/" className="agent-login__brand">
          <BrandMark size={36} />
          <span>{brandName}</span>
        </Link>
        <span className="agent-login__prefs">
          <LanguageSelect />
          <ThemeToggle />
        </span>
      </div>
      <div className="agent-login__grid">
        <section className="agent-login__intro">
          <h1 className="agent-login__title">{t('agent.login.title')}</h1>
          <p className="agent-login__subtitle">{t('agent.login.subtitle')}</p>
          <ul className="agent-login__promos">
            {PROMOS.map((promo) => (
              <li key={promo.key} className="promo-blurb">
                <span className="promo-blurb__icon">{promo.icon}</span>
                <span>
                  <strong>{t(`agent.login.promos.${promo.key}.title`)}</strong>
                  <span className="promo-blurb__text">{t(`agent.login.promos.${promo.key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="agent-login__card" aria-labelledby="agent-login-card-title">
          <h2 id="agent-login-card-title" className="agent-login__card-title">
            <BrandMark size={28} />
            {t('agent.login.title')}
          </h2>
          <div className="agent-login__form-slot" data-testid="agent-login-form-slot">
            {form}
          </div>
          <p className="agent-login__hours" data-testid="agent-support-hours">
            <ClockIcon size={18} />
            {t('agent.login.supportHours')}
          </p>
          <Link to="/" className="agent-login__back">
            {t('agent.login.backToSite')}
          </Link>
        </section>
      </div>
    </div>
  );
}
