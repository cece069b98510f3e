import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameCategory } from '@platform/contracts/categories';
import { HourglassIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useMoney } from '../../../hooks/use-money';
import type { TSubWallet } from './sub-wallet-list';

/** A catalogue vendor as the seamless area shows it: name, categories, maintenance. */
export type TSeamlessVendor = {
  vassalage: string;
  displayName: string;
  categories: TGameCategory[];
  maintenance: boolean;
};

/** The address of a vendor's game list in a category (the lobby's routing, passed in by the route). */
export type TGameListPath = (category: TGameCategory, vassalage: string) => string;

function VendorGlyph({ code }: { code: string }) {
  return (
    <span className="seamless-vendor__glyph" data-vendor={code} aria-hidden="true">
      {code.slice(0, 3)}
    </span>
  );
}

/** The vendor's categories, each a link to its game list there. */
function VendorGameLinks({ vendor, gameListPath }: { vendor: TSeamlessVendor; gameListPath: TGameListPath }) {
  const { t } = useTranslation();
  return (
    <span className="seamless-vendor__links">
      {vendor.categories.map((category) => (
        <Link
          key={category}
          to={gameListPath(category, vendor.vassalage)}
          className="seamless-vendor__link"
          aria-label={t('seamless.gamesOf', {
            vendor: vendor.displayName,
            category: t(`categories.${category}`),
          })}
          data-testid={`seamless-games-${vendor.vassalage}-${category}`}
        >
          {t(`categories.${category}`)}
        </Link>
      ))}
    </span>
  );
}

function VendorRow({ vendor, gameListPath }: { vendor: TSeamlessVendor; gameListPath: TGameListPath }) {
  const { t } = useTranslation();
  return (
    <li className="seamless-vendor" data-testid={`seamless-vendor-${vendor.vassalage}`}>
      <VendorGlyph code={vendor.vassalage} />
      <span className="seamless-vendor__main">
        <strong className="seamless-vendor__name">{vendor.displayName}</strong>
        {vendor.maintenance ? <StatusBadge tone="neutral">{t('seamless.maintenance')}</StatusBadge> : null}
      </span>
      <VendorGameLinks vendor={vendor} gameListPath={gameListPath} />
    </li>
  );
}

/** Vendors whose games play straight from the main wallet. */
export function SeamlessVendorList({
  vendors,
  gameListPath,
}: {
  vendors: readonly TSeamlessVendor[];
  gameListPath: TGameListPath;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="seamless-main-vendors" data-testid="seamless-main-vendors">
      <h2 id="seamless-main-vendors" className="card__title">
        {t('seamless.mainVendors')}
      </h2>
      <p className="form__hint">{t('seamless.mainVendorsHint')}</p>
      <ul className="seamless-vendors">
        {vendors.map((vendor) => (
          <VendorRow key={vendor.vassalage} vendor={vendor} gameListPath={gameListPath} />
        ))}
      </ul>
    </section>
  );
}

export type TTransferWallet = {
  /** The sub-wallet's code and name (consolidated funds); its balance when the member's funds are known. */
  wallet: Pick<TSubWallet, 'vendor' | 'displayName'> & Partial<Pick<TSubWallet, 'balance' | 'pending'>>;
  /** The catalogue vendors whose games play from it. */
  vendors: TSeamlessVendor[];
};

/** Transfer-mode vendors: each sub-wallet with its balance, pending state and the vendors playing from it. */
export function TransferVendorList({
  wallets,
  gameListPath,
}: {
  wallets: readonly TTransferWallet[];
  gameListPath: TGameListPath;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section
      className="card"
      aria-labelledby="seamless-transfer-vendors"
      data-testid="seamless-transfer-vendors"
    >
      <h2 id="seamless-transfer-vendors" className="card__title">
        {t('seamless.transferVendors')}
      </h2>
      <p className="form__hint">{t('seamless.transferVendorsHint')}</p>
      {wallets.length === 0 ? (
        <p className="form__hint" data-testid="seamless-transfer-empty">
          {t('wallet.sub.empty')}
        </p>
      ) : (
        <ul className="seamless-wallets">
          {wallets.map(({ wallet, vendors }) => (
            <li
              key={wallet.vendor}
              className="seamless-wallet"
              data-testid={`seamless-wallet-${wallet.vendor}`}
            >
              <div className="seamless-wallet__head">
                <VendorGlyph code={wallet.vendor} />
                <span className="seamless-vendor__main">
                  <strong className="seamless-vendor__name">{wallet.displayName}</strong>
                  <span className="form__hint">{t('seamless.subWallet', { code: wallet.vendor })}</span>
                </span>
                {wallet.balance !== undefined ? (
                  <span
                    className="seamless-wallet__balance"
                    data-testid={`seamless-wallet-${wallet.vendor}-balance`}
                  >
                    {money(wallet.balance)}
                  </span>
                ) : null}
              </div>
              {wallet.pending ? (
                <StatusBadge tone="warning" testId={`seamless-wallet-${wallet.vendor}-pending`}>
                  <HourglassIcon size={14} />
                  {t('wallet.sub.pending')}
                </StatusBadge>
              ) : null}
              {vendors.length > 0 ? (
                <ul className="seamless-vendors seamless-vendors--nested">
                  {vendors.map((vendor) => (
                    <VendorRow key={vendor.vassalage} vendor={vendor} gameListPath={gameListPath} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
