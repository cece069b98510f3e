import type { ScheduledJob } from '../../platform/jobs';
import type { WalletService } from './service';

/** Advisory lock key of the wallet jobs ("walletjb" in ASCII). */
export const WALLET_JOBS_LOCK_KEY = 0x77616c6c65746a62n;

/** Auto-confirmation of payouts, pending vendor transfers, expired gateway orders. */
export function walletJobs(wallet: WalletService, intervalMs: number): ScheduledJob[] {
  return [{ name: 'wallet', intervalMs, lockKey: WALLET_JOBS_LOCK_KEY, run: (now) => wallet.runJobs(now) }];
}
