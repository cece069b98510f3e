import type { Db } from '../../platform/database';
import type { VendorWalletDeps } from './wallet-api';

/**
 * The vendor wallet service's in-process side, for the platform's own vendors (the lottery now, the TA
 * games and PVP later): the same money as a seamless vendor's signed callbacks — one ledger movement
 * between the members' main wallets and the vendor's clearing account (VENDOR_CLEARING of the vendor),
 * bet records opened and settled, `bet_daily_totals` kept in the same transaction, `afterSettled` called
 * after a settlement commits — without HTTP, and in batches: a purchase of many tickets is one movement;
 * a draw's settlement is one movement per batch of thousands of tickets.
 *
 * Each call is one database transaction that also runs the caller's `within(tx)` (tickets, exposure),
 * so a ticket exists exactly when its stake was taken and is settled exactly when its win was paid.
 */

/** A bet of the in-house vendor: its record's transaction_uuid, game, round and stake (minor units). */
export type HouseBet = { transactionUuid: string; gameCode: string; round: string; amount: bigint };

export type PlaceBetsInput<T> = {
  vendor: string;
  memberId: string;
  /** The ledger key of the purchase (`lottery:<memberId>:<requestId>`): a repeat replays, never pays twice. */
  key: string;
  bets: readonly HouseBet[];
  /** The caller's writes in the same transaction, after the money moved and the records opened. */
  within: (tx: Db) => Promise<T>;
};

export type PlaceBetsOutcome<T> = {
  /** The key was already used: nothing moved now, `within` did not run. */
  replayed: boolean;
  /** The member's spendable main-wallet balance after (minor units). */
  balance: bigint;
  result: T | null;
};

export type SettleItem = { transactionUuid: string; memberId: string; win: bigint };

export type SettleBetsInput = {
  vendor: string;
  /** The ledger key of this batch (derived from what it settles, so a re-run replays). */
  key: string;
  items: readonly SettleItem[];
  /**
   * The caller's writes in the same transaction; `settled` holds the transaction_uuids this call settled
   * (bets still OPEN when locked; the others were settled before and are skipped, unpaid).
   */
  within?: (tx: Db, settled: ReadonlySet<string>) => Promise<void>;
};

export type RefundBetsInput = {
  vendor: string;
  key: string;
  items: ReadonlyArray<Pick<SettleItem, 'transactionUuid' | 'memberId'>>;
  within?: (tx: Db, refunded: ReadonlySet<string>) => Promise<void>;
};

export type InHouseWallet = {
  /**
   * Takes the stakes of a member's bets in one transaction (one BET movement of their sum, a bet record
   * each). Refuses with AppError: FORBIDDEN (agent-only or disabled member), TRIAL_FORBIDDEN,
   * INSUFFICIENT_BALANCE; then nothing is stored.
   */
  placeBets<T>(input: PlaceBetsInput<T>): Promise<PlaceBetsOutcome<T>>;
  /** Settles open bets (a zero win settles a lost bet): one WIN movement of the batch's wins. */
  settleBets(input: SettleBetsInput): Promise<{ settled: number; paid: bigint }>;
  /** Rolls back open bets, refunding their stored stakes in one ROLLBACK movement (a voided draw). */
  refundBets(input: RefundBetsInput): Promise<{ refunded: number; amount: bigint }>;
};

export type InHouseWalletDeps = Pick<
  VendorWalletDeps,
  'db' | 'clock' | 'log' | 'ledger' | 'brand' | 'members' | 'afterSettled'
>;

export function createInHouseWallet(deps: InHouseWalletDeps): InHouseWallet {
  void deps;
  const missing = () => Promise.reject(new Error('in-house wallet: not implemented yet'));
  return { placeBets: missing, settleBets: missing, refundBets: missing };
}
