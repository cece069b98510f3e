import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '../../../components/ui/icons';
import { formatCurrency } from '../../../lib/format-money';
import { useMemberInfo } from '../../../lib/member-info';
import { useBalance } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

const HIDDEN_BALANCE = '******';

/**
 * The header balance (spec §2): what the member can spend now (GET /wps/v2/wallets/balance `available`),
 * with hide/show (kept) and refresh. Until the wallet answers, the balance of the member info stands in.
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const member = useMemberInfo();
  const hidden = useAppStore((state) => state.balanceHidden);
  const toggleHidden = useAppStore((state) => state.toggleBalanceHidden);
  const language = i18n.resolvedLanguage ?? 'es';

  const wallet = balance.data;
  const info = member.data;
  const amount = wallet
    ? formatCurrency(wallet.available, wallet.currencySymbol, language)
    : info
      ? formatCurrency(info.balance, info.currencySymbol, language)
      : '';
  const held =
    wallet && wallet.held > 0 ? formatCurrency(wallet.held, wallet.currencySymbol, language) : null;

  return (
    <div
      className="balance"
      data-testid="header-balance"
      title={held ? t('wallet.header.held', { held }) : undefined}
    >
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
        className={`balance__button${balance.isFetching ? ' is-spinning' : ''}`}
        aria-label={t('account.refreshBalance')}
        disabled={balance.isFetching}
        data-testid="header-balance-refresh"
        onClick={() => void balance.refetch()}
      >
        <RefreshIcon size={16} />
      </button>
    </div>
  );
}
