import { DepositPage } from '../../features/cashier/components/deposit-page';
import { TransferUplinePage } from '../../features/cashier/components/transfer-upline-page';
import { WithdrawPage } from '../../features/cashier/components/withdraw-page';
import { MemberCenter } from '../../features/member/components/member-center';
import { TransactionHistoryPage } from '../../features/wallet/components/transaction-history-page';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';

/** Lazy screen group "MemberCenter": /member and /member/:page, with the pages other features own. */
export function Component() {
  return (
    <MemberCenter
      pages={{
        transferFund: <TransferFundPage />,
        depositv2: <DepositPage />,
        withdraw: <WithdrawPage />,
        transferUpline: <TransferUplinePage />,
        transactionHistory: <TransactionHistoryPage />,
      }}
    />
  );
}
