import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { AccountMenu } from './account-menu';

const HIDDEN_BALANCE = '******';

/**
 * The header when logged in (spec §2): balance with hide/show and refresh, deposit and withdraw shortcuts,
 * the account menu. The balance comes from the member info until the wallet issue gives it its own source.
 */
export function AccountArea() {
  const { t, i18n } = useTranslation();
  const member = useMemberInfo();
  const hidden = useAppStore((state) => state.balanceHidden);
  const toggleHidden = useAppStore((state) => state.toggleBalanceHidden);
  const info = member.data;
  const amount = info
    ? `${info.currencySymbol} ${formatMoney(info.balance, i18n.resolvedLanguage ?? 'es')}`
    : '';

  return (
    <div className="account-area" data-testid="header-account">
      <div className="balance" data-testid="header-balance">
        <WalletIcon size={18} />
        <span className="visually-hidden">{t('account.balance')}</span>
        <span className="balance__amount" data-testid="header-balance-amount">
          {hidden ? HIDDEN_BALANCE : amount}
        </span>
        <button
          type="button"
          className="balance__button"
          aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
          aria-pressed={hidden}
          data-testid="header-balance-toggle"
          onClick={toggleHidden}
        >
          {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
        </button>
        <button
          type="button"
          className={`balance__button${member.isFetching ? ' is-spinning' : ''}`}
          aria-label={t('account.refreshBalance')}
          disabled={member.isFetching}
          data-testid="header-balance-refresh"
          onClick={() => void member.refetch()}
        >
          <RefreshIcon size={16} />
        </button>
      </div>
      <Link
        to="/member/withdraw"
        className="button button--ghost account-area__shortcut"
        data-testid="header-withdraw"
      >
        {t('account.withdraw')}
      </Link>
      <Link
        to="/member/depositv2"
        className="button button--primary account-area__shortcut"
        data-testid="header-deposit"
      >
        {t('account.deposit')}
      </Link>
      <AccountMenu member={info} />
    </div>
  );
}
