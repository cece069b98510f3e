import type { InHouseWalletDeps } from './in-house-wallet';

/**
 * The vendor wallet service's in-process side for hands played between members (PVP, issue 18): a hand's
 * stakes are held when it starts (one ledger movement of held money only: nothing leaves the wallets) and
 * settled in one ledger movement when it ends — the holds released, every participant's net result posted
 * against the vendor's clearing account, the rake to the house account PVP_RAKE of the vendor, and a bet
 * record per participant (category PVP) stored already settled, with `bet_daily_totals` kept — or released
 * without any result (a voided hand: the crash recovery).
 *
 * SKELETON (issue 18): the money helper writes the bodies; the signatures are agreed with the PVP module.
 */

export type HandHold = { memberId: string; amount: bigint };

export type HoldInput<T> = {
  vendor: string;
  /** The ledger key (`pvp:hold:<handId>`): a repeat replays, never holds twice. */
  key: string;
  holds: readonly HandHold[];
  /** The caller's writes in the same transaction (the hand row), after the money was held. */
  within: (tx: import('../../platform/database').Db) => Promise<T>;
};

/** One participant's bet record: `stake` is what was at risk (|gross|), `win` what came back (0 for a loss). */
export type HandRecord = {
  memberId: string;
  transactionUuid: string;
  gameCode: string;
  nodeId: string | null;
  /** The hand id (bet_records.round). */
  round: string;
  stake: bigint;
  win: bigint;
};

export type SettleHandInput = {
  vendor: string;
  /** The ledger key (`pvp:settle:<handId>`). */
  key: string;
  /** The holds made at the hand's start, released now. */
  releases: readonly HandHold[];
  /** Per participant: the record, and `net` (win − stake: what their balance changes by). */
  records: ReadonlyArray<HandRecord & { net: bigint }>;
  /** The rake to PVP_RAKE (Σ net + rake = 0). */
  rake: bigint;
  /** Runs first in the transaction (the caller's exclusion, e.g. its hand row still OPEN): false → skipped. */
  guard?: (tx: import('../../platform/database').Db) => Promise<boolean>;
  within?: (tx: import('../../platform/database').Db) => Promise<void>;
};

export type ReleaseHandInput = {
  vendor: string;
  /** The ledger key (`pvp:refund:<handId>`). */
  key: string;
  releases: readonly HandHold[];
  guard?: (tx: import('../../platform/database').Db) => Promise<boolean>;
  within?: (tx: import('../../platform/database').Db) => Promise<void>;
};

export type InHouseHands = {
  /**
   * Holds each participant's amount (AppError INSUFFICIENT_BALANCE when one cannot be held, FORBIDDEN /
   * TRIAL_FORBIDDEN for accounts that may not play; then nothing is stored).
   */
  hold<T>(input: HoldInput<T>): Promise<{ replayed: boolean; result: T | null }>;
  /** Releases the holds and posts the result in one movement; `skipped` when the guard said no. */
  settle(input: SettleHandInput): Promise<{ skipped?: true }>;
  /** Releases the holds of a voided hand in one movement; `skipped` when the guard said no. */
  release(input: ReleaseHandInput): Promise<{ skipped?: true }>;
};

export function createInHouseHands(deps: InHouseWalletDeps): InHouseHands {
  void deps;
  const todo = () => Promise.reject(new Error('in-house hands: not written yet'));
  return { hold: todo, settle: todo, release: todo };
}
