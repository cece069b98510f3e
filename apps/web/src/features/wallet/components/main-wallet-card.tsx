import { useTranslation } from 'react-i18next';
import { RefreshIcon, WalletIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import type { TConsolidatedFunds } from '../api/get-consolidated-funds';

type TMainWalletCardProps = {
  funds: TConsolidatedFunds;
  /** False when every vendor plays from the main wallet: the total would only repeat the balance. */
  showTotal: boolean;
  refreshing: boolean;
  onRefresh: () => void;
};

/** The main wallet: its balance, the money held by withdrawals, what is available, and the total. */
export function MainWalletCard({ funds, showTotal, refreshing, onRefresh }: TMainWalletCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { main } = funds;
  return (
    <section className="wallet-hero" aria-labelledby="main-wallet-title" data-testid="main-wallet">
      <div className="wallet-hero__top">
        <span className="wallet-hero__icon">
          <WalletIcon size={22} />
        </span>
        <h2 id="main-wallet-title" className="wallet-hero__title">
          {t('wallet.main.title')}
        </h2>
        <button
          type="button"
          className={`icon-button wallet-hero__refresh${refreshing ? ' is-spinning' : ''}`}
          aria-label={t('wallet.main.refresh')}
          disabled={refreshing}
          onClick={onRefresh}
          data-testid="main-wallet-refresh"
        >
          <RefreshIcon size={18} />
        </button>
      </div>
      <p className="wallet-hero__amount" data-testid="main-wallet-balance">
        {money(main.balance)}
      </p>
      <dl className="wallet-stats">
        <div className="wallet-stats__item">
          <dt>{t('wallet.main.available')}</dt>
          <dd data-testid="main-wallet-available">{money(main.available)}</dd>
        </div>
        <div className="wallet-stats__item">
          <dt>{t('wallet.main.held')}</dt>
          <dd data-testid="main-wallet-held">{money(main.held)}</dd>
        </div>
        {showTotal ? (
          <div className="wallet-stats__item">
            <dt>{t('wallet.main.total')}</dt>
            <dd data-testid="wallet-total">{money(funds.total)}</dd>
          </div>
        ) : null}
      </dl>
      {main.held > 0 ? (
        <p className="wallet-hero__note" data-testid="main-wallet-held-note">
          {t('wallet.main.heldNote')}
        </p>
      ) : null}
    </section>
  );
}
