import type { Db } from '../../platform/database';
import type { InHouseWalletDeps } from './in-house-wallet';

/**
 * The vendor wallet service's in-process side for hands played between members (PVP, issue 18): a hand's
 * stakes are held when it starts (one ledger movement of held money only: nothing leaves the wallets) and
 * settled in one ledger movement when it ends — the holds released, every participant's net result posted
 * against the vendor's clearing account, the rake to the house account PVP_RAKE of the vendor, and a bet
 * record per participant (category PVP) stored already settled, with `bet_daily_totals` kept — or released
 * without any result (a voided hand: the crash recovery).
 *
 * Each call runs INSIDE the caller's ledger transaction (`ledger.transaction(db, (tx) => …)`), after the
 * caller locked its own row (the table), so the table's state and the money change together. Only `tx` is
 * used inside (on PGlite a query on `db` inside a transaction would wait for it forever): members' eligibility
 * and the brand are checked by the caller before.
 *
 * SKELETON (issue 18): the money helper writes the bodies; the signatures are agreed with the PVP module.
 */

export type HandHold = { memberId: string; amount: bigint };

export type HoldInput = {
  vendor: string;
  /** The ledger key (`pvp:hold:<handId>`): a repeat replays, never holds twice. */
  key: string;
  /** The hand id (the movement's reference `TA:<handId>`). */
  round: string;
  holds: readonly HandHold[];
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
  round: string;
  /** The brand's time zone (bet_daily_totals' day), read by the caller before the transaction. */
  timeZone: string;
  /** The holds made at the hand's start, released now. */
  releases: readonly HandHold[];
  /** Per participant: the record (win − stake is what their balance changes by; Σ (win − stake) + rake = 0). */
  records: readonly HandRecord[];
  /** The rake to PVP_RAKE of the vendor. */
  rake: bigint;
};

export type ReleaseHandInput = {
  vendor: string;
  /** The ledger key (`pvp:refund:<handId>`). */
  key: string;
  round: string;
  releases: readonly HandHold[];
};

export type InHouseHands = {
  /**
   * Holds each participant's amount in one movement (AppError INSUFFICIENT_BALANCE when one cannot be held:
   * the caller's transaction then rolls back). `replayed`: the key was used before, nothing held now.
   */
  hold(tx: Db, input: HoldInput): Promise<{ replayed: boolean }>;
  /** Releases the holds and posts the result, the rake and the settled bet records in one movement. */
  settle(tx: Db, input: SettleHandInput): Promise<{ replayed: boolean }>;
  /** Releases the holds of a voided hand in one movement (no bet records). */
  release(tx: Db, input: ReleaseHandInput): Promise<{ replayed: boolean }>;
  /** Call after a settlement's transaction committed: the settlement listeners (points, rebates) run. */
  afterSettled(memberIds: readonly string[]): void;
};

export function createInHouseHands(
  deps: Pick<InHouseWalletDeps, 'clock' | 'ledger' | 'log' | 'afterSettled'>,
): InHouseHands {
  void deps;
  const todo = () => Promise.reject(new Error('in-house hands: not written yet'));
  return { hold: todo, settle: todo, release: todo, afterSettled: () => undefined };
}
