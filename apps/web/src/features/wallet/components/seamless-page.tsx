import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecallTransfer, TRecallValue, TVendorWallet } from '@platform/contracts/sub-wallets';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BriefcaseIcon, WalletIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useGameMenus, type TGameMenus } from '../../../lib/game-menus';
import { useAppStore } from '../../../stores/app-store';
import { useConsolidatedFunds, type TConsolidatedFunds } from '../api/get-consolidated-funds';
import { useVendorWallets } from '../api/get-vendor-wallets';
import { useRecallSubWallets } from '../api/recall-sub-wallets';
import {
  SeamlessVendorList,
  TransferVendorList,
  type TGameListPath,
  type TSeamlessVendor,
  type TTransferWallet,
} from './seamless-vendor-lists';

type TCatalogueVendor = TSeamlessVendor & { mode: 'seamless' | 'transfer' };

/** The catalogue's vendors in menu order, each with every category it appears in. */
function catalogueVendors(menus: TGameMenus | undefined): TCatalogueVendor[] {
  const byCode = new Map<string, TCatalogueVendor>();
  for (const menu of menus?.menus ?? []) {
    for (const vendor of menu.vendors) {
      const known = byCode.get(vendor.vassalage);
      if (known) {
        if (!known.categories.includes(menu.gameType)) known.categories.push(menu.gameType);
        continue;
      }
      byCode.set(vendor.vassalage, {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        categories: [menu.gameType],
        maintenance: vendor.maintenance,
        mode: vendor.mode,
      });
    }
  }
  return [...byCode.values()];
}

/** Sub-wallets (the member's, else those the catalogue names) with the vendors that play from each. */
function transferWallets(
  vendors: readonly TCatalogueVendor[],
  wallets: readonly TVendorWallet[],
  funds: TConsolidatedFunds | undefined,
): TTransferWallet[] {
  const walletOf = new Map(wallets.map((wallet) => [wallet.vassalage, wallet.walletVendor]));
  const result: TTransferWallet[] = (funds?.subWallets ?? []).map((wallet) => ({ wallet, vendors: [] }));
  for (const vendor of vendors) {
    const code = walletOf.get(vendor.vassalage);
    if (vendor.mode !== 'transfer' || !code) continue;
    let entry = result.find((item) => item.wallet.vendor === code);
    if (!entry) {
      entry = { wallet: { vendor: code, displayName: code }, vendors: [] };
      result.push(entry);
    }
    entry.vendors.push(vendor);
  }
  return result;
}

const RESULT_TONE: Record<TRecallTransfer['status'], TStatusTone> = {
  SUCCESS: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
  UNAVAILABLE: 'neutral',
};

function RecallResult({ result }: { result: TRecallValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (result.transfers.length === 0) {
    return (
      <p className="form__notice" role="status" data-testid="seamless-recall-result" data-empty="true">
        {t('seamless.recallNothing')}
      </p>
    );
  }
  return (
    <div className="form__notice" role="status" data-testid="seamless-recall-result">
      <ul className="seamless-result">
        {result.transfers.map((item) => (
          <li key={item.vendor} data-testid={`seamless-recall-${item.vendor}`} data-status={item.status}>
            <span>{item.displayName}</span>
            {item.amount !== null ? <strong>{money(item.amount)}</strong> : null}
            <StatusBadge tone={RESULT_TONE[item.status]}>
              {t(`seamless.recallStatus.${item.status}`)}
            </StatusBadge>
          </li>
        ))}
      </ul>
      {result.transfers.some((item) => item.status === 'PENDING') ? (
        <p>{t('wallet.sub.pendingNote')}</p>
      ) : null}
    </div>
  );
}

/**
 * /seamless, the seamless wallet area (spec §2): the vendors that play from the main wallet, the
 * transfer-mode vendors with their sub-wallet balances, and one click to bring every sub-wallet back.
 */
export function SeamlessPage({ gameListPath }: { gameListPath: TGameListPath }) {
  const { t } = useTranslation();
  const money = useMoney();
  const isLogin = useAppStore((state) => state.isLogin);
  const isTrial = useAppStore((state) => state.isTrial);
  const menus = useGameMenus();
  const vendorWallets = useVendorWallets();
  const funds = useConsolidatedFunds();
  const recall = useRecallSubWallets();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TRecallValue | null>(null);

  // The wallet mode the server reports wins over the menus' (they are cached longer).
  const modeOf = new Map((vendorWallets.data ?? []).map((wallet) => [wallet.vassalage, wallet.mode]));
  const vendors = catalogueVendors(menus.data).map((vendor) => ({
    ...vendor,
    mode: modeOf.get(vendor.vassalage) ?? vendor.mode,
  }));
  const seamless = vendors.filter((vendor) => vendor.mode === 'seamless');
  const wallets = transferWallets(vendors, vendorWallets.data ?? [], funds.data);
  const inSubWallets = (funds.data?.subWallets ?? []).reduce((sum, wallet) => sum + wallet.balance, 0);
  const showWallet = isLogin && !isTrial;
  const loadError = menus.error ?? vendorWallets.error;

  const onConfirm = () => {
    recall.mutate(undefined, {
      onSuccess: (value) => setResult(value),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section className="page page--wide seamless-page" data-testid="seamless-page">
      <PageHeader title={t('pages.seamless.title')} icon={<BriefcaseIcon />} />
      <p className="seamless-page__intro">{t('seamless.intro')}</p>
      {showWallet && funds.data ? (
        <section className="wallet-hero wallet-hero--compact seamless-summary" data-testid="seamless-summary">
          <div className="wallet-hero__top">
            <span className="wallet-hero__icon">
              <WalletIcon size={22} />
            </span>
            <h2 className="wallet-hero__title">{t('wallet.main.title')}</h2>
          </div>
          <p className="wallet-hero__amount" data-testid="seamless-main-balance">
            {money(funds.data.main.balance)}
          </p>
          <p className="wallet-hero__note">{t('seamless.inSubWallets', { amount: money(inSubWallets) })}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={inSubWallets <= 0 || recall.isPending}
            onClick={() => {
              setResult(null);
              setConfirming(true);
            }}
            data-testid="seamless-recall"
          >
            {t('seamless.recall')}
          </button>
        </section>
      ) : null}
      {isLogin && isTrial ? <p className="form__notice">{t('seamless.trial')}</p> : null}
      {result ? <RecallResult result={result} /> : null}
      {recall.isError ? (
        <p className="form__error" role="alert" data-testid="seamless-recall-error">
          {errorText(recall.error)}
        </p>
      ) : null}
      {loadError ? (
        <div className="form__error" role="alert">
          {errorText(loadError)}
          <button
            type="button"
            className="link-button"
            onClick={() => void Promise.all([menus.refetch(), vendorWallets.refetch()])}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : !menus.data || !vendorWallets.data ? (
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : (
        <div className="wallet-columns seamless-columns">
          <TransferVendorList wallets={wallets} gameListPath={gameListPath} />
          <SeamlessVendorList vendors={seamless} gameListPath={gameListPath} />
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('seamless.recallTitle')}
          message={t('seamless.recallConfirm', { amount: money(inSubWallets) })}
          confirmLabel={t('seamless.recall')}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
          busy={recall.isPending}
          busyLabel={t('seamless.recalling')}
          testId="seamless-recall-dialog"
        />
      ) : null}
    </section>
  );
}
