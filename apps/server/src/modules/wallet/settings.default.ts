import type { TWalletSettings } from '@platform/contracts/wallet';

/** The wallet settings a fresh database starts with; operators change them (PUT /admin-api/wallet/settings). */
export const DEFAULT_WALLET_SETTINGS: TWalletSettings = {
  withdrawal: { minAmount: 100, maxAmount: 50_000, dailyMaxCount: 5, autoConfirmMinutes: 1440 },
  memberTransfer: { minAmount: 1, maxAmount: 100_000 },
  vendorTransfer: { minAmount: 1, maxAmount: 100_000 },
  gatewayOrderExpiryMinutes: 30,
  payeeAccountsMax: 5,
  trialBalance: 2000,
};
