import { useTranslation } from 'react-i18next';
import { HourglassIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useMoney } from '../../../hooks/use-money';
import type { TConsolidatedFunds } from '../api/get-consolidated-funds';

export type TSubWallet = TConsolidatedFunds['subWallets'][number];

type TSubWalletListProps = {
  wallets: readonly TSubWallet[];
  /** Fills the transfer form: into the vendor's wallet, or out of it to the main wallet. */
  onTransfer: (vendor: string, direction: 'in' | 'out') => void;
};

/** The transfer-mode vendors' sub-wallets, each with transfer in and out. */
export function SubWalletList({ wallets, onTransfer }: TSubWalletListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card" aria-labelledby="sub-wallets-title" data-testid="sub-wallets">
      <h2 id="sub-wallets-title" className="card__title">
        {t('wallet.sub.title')}
      </h2>
      {wallets.length === 0 ? (
        <p className="form__hint" data-testid="sub-wallets-empty">
          {t('wallet.sub.empty')}
        </p>
      ) : (
        <ul className="sub-wallets">
          {wallets.map((wallet) => (
            <li key={wallet.vendor} className="sub-wallet" data-testid={`sub-wallet-${wallet.vendor}`}>
              <span className="sub-wallet__glyph" aria-hidden="true">
                {wallet.vendor.slice(0, 3)}
              </span>
              <span className="sub-wallet__main">
                <strong className="sub-wallet__name">{wallet.displayName}</strong>
                <span className="sub-wallet__balance" data-testid={`sub-wallet-${wallet.vendor}-balance`}>
                  {money(wallet.balance)}
                </span>
                {wallet.pending ? (
                  <StatusBadge tone="warning" testId={`sub-wallet-${wallet.vendor}-pending`}>
                    <HourglassIcon size={14} />
                    {t('wallet.sub.pending')}
                  </StatusBadge>
                ) : null}
              </span>
              <span className="sub-wallet__actions">
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  disabled={wallet.pending}
                  onClick={() => onTransfer(wallet.vendor, 'in')}
                  data-testid={`sub-wallet-${wallet.vendor}-in`}
                >
                  {t('wallet.sub.transferIn')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  disabled={wallet.pending || wallet.balance <= 0}
                  onClick={() => onTransfer(wallet.vendor, 'out')}
                  data-testid={`sub-wallet-${wallet.vendor}-out`}
                >
                  {t('wallet.sub.transferOut')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {wallets.some((wallet) => wallet.pending) ? (
        <p className="form__notice" role="status" data-testid="sub-wallets-pending-note">
          {t('wallet.sub.pendingNote')}
        </p>
      ) : null}
    </section>
  );
}
