import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@platform/contracts/wallet';
import { errorText } from '../../../lib/error-text';
import { useBalance } from '../../../lib/wallet-balance';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { MainWalletCard } from './main-wallet-card';
import { SubWalletList } from './sub-wallet-list';
import { WalletTransferForm } from './wallet-transfer-form';

type TPreset = { from: string; to: string; amount: string; seq: number };

/** /member/transferFund, the wallet (spec §2): main wallet, sub-wallets, transfers between them. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const funds = useConsolidatedFunds();
  const balance = useBalance();
  const merchant = useMerchantWallet();
  const [preset, setPreset] = useState<TPreset | null>(null);
  const isSingle = merchant.data?.isSingle === true;

  if (!funds.data) {
    return funds.isError ? (
      <div className="form__error" role="alert" data-testid="wallet-load-error">
        {errorText(funds.error)}
        <button type="button" className="link-button" onClick={() => void funds.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }

  const refresh = () => {
    void funds.refetch();
    void balance.refetch();
  };
  // "Transfer out" offers the whole sub-wallet back to the main wallet; "transfer in" asks how much.
  const onTransfer = (vendor: string, direction: 'in' | 'out') =>
    setPreset((current) => ({
      from: direction === 'in' ? MAIN_WALLET : vendor,
      to: direction === 'in' ? vendor : MAIN_WALLET,
      amount:
        direction === 'out'
          ? String(funds.data?.subWallets.find((wallet) => wallet.vendor === vendor)?.balance ?? '')
          : '',
      seq: (current?.seq ?? 0) + 1,
    }));

  return (
    <div className="wallet-page" data-testid="transfer-fund-page">
      <MainWalletCard
        funds={funds.data}
        showTotal={!isSingle}
        refreshing={funds.isFetching || balance.isFetching}
        onRefresh={refresh}
      />
      {isSingle ? (
        <p className="form__notice" data-testid="wallet-single-note">
          {t('wallet.single')}
        </p>
      ) : (
        <div className="wallet-columns">
          <SubWalletList wallets={funds.data.subWallets} onTransfer={onTransfer} />
          {funds.data.subWallets.length > 0 ? (
            <WalletTransferForm
              key={preset?.seq ?? 0}
              funds={funds.data}
              initialFrom={preset?.from}
              initialTo={preset?.to}
              initialAmount={preset?.amount}
              focusAmount={preset !== null}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
