import type { TStatusTone } from '../../../components/ui/status-badge';
import type { TDepositOrder } from '../api/create-deposit';
import type { TWithdrawalOrder } from '../api/create-withdrawal';

export const DEPOSIT_STATUS_TONE: Record<TDepositOrder['status'], TStatusTone> = {
  PENDING: 'warning',
  CREDITED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
};

export const WITHDRAWAL_STATUS_TONE: Record<TWithdrawalOrder['status'], TStatusTone> = {
  PENDING: 'warning',
  PAID: 'info',
  RECEIVED: 'success',
  PARTIAL: 'warning',
  NOT_RECEIVED: 'danger',
  AUTO_RECEIVED: 'success',
  REJECTED: 'danger',
};

/** "mm:ss", or "h:mm:ss" from one hour up: the time left before an unconfirmed payout counts as received. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
