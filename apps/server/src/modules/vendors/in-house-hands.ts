import { PVP_BET_CATEGORY } from '@platform/contracts/pvp';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { dateIn } from '../../platform/zoned-time';
import { hashRequest, HOUSE, MAX_POSTING_MINOR, type Leg } from '../wallet/ledger/ledger';
import { insertSettledBetRecords } from './bet-records-bulk';
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
 * The movements (kind, legs): the hold is a BET of held money only (no postings: the account record shows
 * nothing until the hand ends); the settlement a WIN whose legs are each participant's net (win − stake) and
 * the rake to PVP_RAKE of the vendor — they sum to zero by themselves (Σ net + rake = 0), so the vendor's
 * clearing account takes no leg: between players the house neither wins nor loses, its take is the rake
 * account; the release a ROLLBACK of held money only. Reference `<vendor>:<hand id>`, remark the game code
 * (the account record names the game). Idempotency is the ledger key: a repeat with the same content
 * replays (nothing held, posted or inserted), with other content it is IDEMPOTENCY_CONFLICT; the bet
 * records' unique (vendor, transaction_uuid) is the second guard.
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

type Deps = Pick<InHouseWalletDeps, 'clock' | 'ledger' | 'log' | 'afterSettled'>;

function checkHolds(holds: readonly HandHold[], what: string): void {
  if (holds.length === 0) throw new Error(`in-house hands: ${what} without participants`);
  if (new Set(holds.map((hold) => hold.memberId)).size !== holds.length) {
    throw new Error(`in-house hands: a member twice in one ${what}`);
  }
  for (const hold of holds) {
    if (typeof hold.amount !== 'bigint' || hold.amount <= 0n || hold.amount > MAX_POSTING_MINOR) {
      throw new AppError('AMOUNT_OUT_OF_RANGE');
    }
  }
}

/** Sorted by member (a stable request hash and leg order whatever the caller's order). */
const byMember = <T extends { memberId: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));

export function createInHouseHands(deps: Deps): InHouseHands {
  const { clock, ledger } = deps;

  /** The members' main accounts as legs of these amounts (positive or negative), zero amounts left out. */
  async function memberLegs(tx: Db, amounts: ReadonlyArray<{ memberId: string; amount: bigint }>) {
    const nonZero = amounts.filter((entry) => entry.amount !== 0n);
    const accounts = await ledger.mainAccounts(
      tx,
      nonZero.map((entry) => entry.memberId),
    );
    return accounts.map((account, index): Leg => ({ account, amount: nonZero[index]!.amount }));
  }

  async function hold(tx: Db, input: HoldInput): Promise<{ replayed: boolean }> {
    checkHolds(input.holds, 'hold');
    const holds = byMember(input.holds);
    const outcome = await ledger.post(tx, {
      key: input.key,
      kind: 'BET',
      requestHash: hashRequest({
        vendor: input.vendor,
        kind: 'PVP_HOLD',
        round: input.round,
        holds: holds.map((entry) => [entry.memberId, entry.amount]),
      }),
      memberId: holds.length === 1 ? holds[0]!.memberId : null,
      reference: `${input.vendor}:${input.round}`,
      remark: null,
      actor: `vendor:${input.vendor}`,
      legs: [],
      holds: await memberLegs(tx, holds),
    });
    return { replayed: outcome.replayed };
  }

  async function settle(tx: Db, input: SettleHandInput): Promise<{ replayed: boolean }> {
    const { vendor, rake } = input;
    checkHolds(input.releases, 'settlement');
    if (input.records.length === 0) throw new Error('in-house hands: a settlement without records');
    if (typeof rake !== 'bigint' || rake < 0n || rake > MAX_POSTING_MINOR) {
      throw new Error('in-house hands: a rake out of range');
    }
    const released = new Map(input.releases.map((entry) => [entry.memberId, entry.amount]));
    const nets = new Map<string, bigint>();
    let total = rake;
    for (const record of input.records) {
      if (!released.has(record.memberId)) {
        throw new Error(`in-house hands: a record of ${record.memberId}, who held nothing`);
      }
      for (const amount of [record.stake, record.win]) {
        if (typeof amount !== 'bigint' || amount < 0n || amount > MAX_POSTING_MINOR) {
          throw new AppError('AMOUNT_OUT_OF_RANGE');
        }
      }
      const net = record.win - record.stake;
      nets.set(record.memberId, (nets.get(record.memberId) ?? 0n) + net);
      total += net;
    }
    if (total !== 0n) throw new Error(`in-house hands: the nets and the rake sum to ${total}, not zero`);
    for (const [memberId, net] of nets) {
      if (-net > released.get(memberId)!) {
        throw new Error(`in-house hands: ${memberId} loses more than they held`);
      }
    }

    const releases = byMember(input.releases);
    const records = [...input.records].sort((a, b) =>
      a.transactionUuid < b.transactionUuid ? -1 : a.transactionUuid > b.transactionUuid ? 1 : 0,
    );
    const legs = await memberLegs(
      tx,
      byMember([...nets].map(([memberId, amount]) => ({ memberId, amount }))),
    );
    if (rake > 0n)
      legs.push({ account: await ledger.houseAccount(tx, HOUSE.PVP_RAKE, vendor), amount: rake });
    const now = clock.now();
    const outcome = await ledger.post(tx, {
      key: input.key,
      kind: 'WIN',
      requestHash: hashRequest({
        vendor,
        kind: 'PVP_SETTLE',
        round: input.round,
        releases: releases.map((entry) => [entry.memberId, entry.amount]),
        records: records.map((record) => [
          record.transactionUuid,
          record.memberId,
          record.gameCode,
          record.nodeId,
          record.round,
          record.stake,
          record.win,
        ]),
        rake,
      }),
      memberId: releases.length === 1 ? releases[0]!.memberId : null,
      reference: `${vendor}:${input.round}`,
      remark: records[0]!.gameCode,
      actor: `vendor:${vendor}`,
      legs,
      holds: await memberLegs(
        tx,
        releases.map((entry) => ({ memberId: entry.memberId, amount: -entry.amount })),
      ),
      also: () =>
        insertSettledBetRecords({
          vendor,
          at: now,
          day: dateIn(input.timeZone, now),
          bets: records.map((record) => ({ ...record, gameType: PVP_BET_CATEGORY })),
        }),
    });
    if (outcome.replayed) return { replayed: true };
    // A transaction_uuid of the vendor already has a record (the caller's mistake): nothing is kept.
    if (Number(outcome.also?.[0]?.settled) !== records.length) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { details: { key: input.key } });
    }
    return { replayed: false };
  }

  async function release(tx: Db, input: ReleaseHandInput): Promise<{ replayed: boolean }> {
    checkHolds(input.releases, 'release');
    const releases = byMember(input.releases);
    const outcome = await ledger.post(tx, {
      key: input.key,
      kind: 'ROLLBACK',
      requestHash: hashRequest({
        vendor: input.vendor,
        kind: 'PVP_RELEASE',
        round: input.round,
        releases: releases.map((entry) => [entry.memberId, entry.amount]),
      }),
      memberId: releases.length === 1 ? releases[0]!.memberId : null,
      reference: `${input.vendor}:${input.round}`,
      remark: null,
      actor: `vendor:${input.vendor}`,
      legs: [],
      holds: await memberLegs(
        tx,
        releases.map((entry) => ({ memberId: entry.memberId, amount: -entry.amount })),
      ),
    });
    return { replayed: outcome.replayed };
  }

  function afterSettled(memberIds: readonly string[]): void {
    for (const memberId of memberIds) {
      try {
        deps.afterSettled?.(memberId);
      } catch (error) {
        deps.log.error({ err: error, memberId }, 'settlement listener failed');
      }
    }
  }

  return { hold, settle, release, afterSettled };
}
