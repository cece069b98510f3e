import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useMemberInfo } from '../../../lib/member-info';
import { AccountMenu, type TAccountMenuBadges } from './account-menu';

/**
 * The header when logged in (spec §2): the balance (the wallet feature's, composed by the app), deposit and
 * withdraw shortcuts, the account menu with its unread badges (composed by the app).
 */
export function AccountArea({ balance, badges }: { balance?: ReactNode; badges?: TAccountMenuBadges }) {
  const { t } = useTranslation();
  const member = useMemberInfo();

  return (
    <div className="account-area" data-testid="header-account">
      {balance}
      <Link
        to="/member/withdraw"
        className="button button--ghost account-area__shortcut"
        data-testid="header-withdraw"
      >
        {t('account.withdraw')}
      </Link>
      <Link
        to="/member/depositv2"
        className="button button--primary account-area__shortcut account-area__deposit"
        data-testid="header-deposit"
      >
        <Icon size={18} className="account-area__deposit-icon">
          <path d="M12 5v14M5 12h14" />
        </Icon>
        <span className="account-area__deposit-label">{t('account.deposit')}</span>
      </Link>
      <AccountMenu member={member.data} badges={badges} />
    </div>
  );
}
