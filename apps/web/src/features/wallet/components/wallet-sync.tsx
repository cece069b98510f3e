import { useMerchantWallet } from '../api/get-merchant-wallet';

/** Keeps `hasMerchantWallet` (GCS_merchantWallet isSingle) in the store while a member is logged in. */
export function WalletSync() {
  useMerchantWallet();
  return null;
}
