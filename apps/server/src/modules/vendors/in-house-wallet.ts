import { isAgentOnlyType } from '@platform/contracts/member-types';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { dateIn } from '../../platform/zoned-time';
import { LOTTERY_VENDOR_SEEDS } from '../games/catalogue.default';
import { hashRequest, HOUSE, MAX_POSTING_MINOR, type Leg } from '../wallet/ledger/ledger';
import {
  lockOpenBets,
  openBetRecords,
  rollBackBetRecords,
  runBulk,
  settleBetRecords,
  type BulkStatement,
  type OpenBet,
} from './bet-records-bulk';
import { queryOf } from './repository';
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
 *
 * Idempotency without vendor_transactions rows (those are the signed callbacks' replies; nobody asks an
 * in-house call for a stored reply): a purchase is its ledger key (a repeat replays, a repeat with other
 * bets is IDEMPOTENCY_CONFLICT) plus the records' unique (vendor, transaction_uuid); a settlement or a
 * refund touches only records still OPEN under their row lock, so a re-run — same key or another batching
 * — pays and refunds nothing twice, and a settlement racing a refund of the same bets: exactly one of them
 * takes each bet.
 *
 * Round trips: a purchase is BEGIN, the ledger's claim and balance update, its postings joined to the
 * records' insert, the caller's writes, COMMIT. A settlement batch is BEGIN, the records' lock, the
 * ledger's claim, the winners' wallets (two statements whatever their number), the postings joined to the
 * records' update and the daily totals, the caller's writes, COMMIT.
 */

/** A bet of the in-house vendor: its record's transaction_uuid, game, round and stake (minor units). */
export type HouseBet = {
  transactionUuid: string;
  gameCode: string;
  /**
   * The catalogue category of the game (bet_records.game_type); default: the category of the vendor's
   * games in the catalogue (the lottery's vassalages: ELOTT for TCG_LOTTO_VN and ELOTT, LOTT for LOTT and
   * TCG_SEA).
   */
  gameType?: string;
  /** The catalogue node of the game, when it has one. */
  nodeId?: string | null;
  round: string;
  amount: bigint;
};

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
   * Runs first in the transaction, before any record is locked (the caller's own exclusion, e.g. its
   * draw row): false ends the call at once, nothing done (`skipped`).
   */
  guard?: (tx: Db) => Promise<boolean>;
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
  /** As SettleBetsInput.guard. */
  guard?: (tx: Db) => Promise<boolean>;
  within?: (tx: Db, refunded: ReadonlySet<string>) => Promise<void>;
};

export type SettleBetsOutcome = { settled: number; paid: bigint; skipped?: true };
export type RefundBetsOutcome = { refunded: number; amount: bigint; skipped?: true };

export type InHouseWallet = {
  /**
   * Takes the stakes of a member's bets in one transaction (one BET movement of their sum, a bet record
   * each). Refuses with AppError: FORBIDDEN (agent-only or disabled member), TRIAL_FORBIDDEN,
   * INSUFFICIENT_BALANCE; then nothing is stored.
   */
  placeBets<T>(input: PlaceBetsInput<T>): Promise<PlaceBetsOutcome<T>>;
  /** Settles open bets (a zero win settles a lost bet): one WIN movement of the batch's wins. */
  settleBets(input: SettleBetsInput): Promise<SettleBetsOutcome>;
  /** Rolls back open bets, refunding their stored stakes in one ROLLBACK movement (a voided draw). */
  refundBets(input: RefundBetsInput): Promise<RefundBetsOutcome>;
};

export type InHouseWalletDeps = Pick<
  VendorWalletDeps,
  'db' | 'clock' | 'log' | 'ledger' | 'brand' | 'members' | 'afterSettled'
>;

const spendable = (state: { balance: bigint; held: bigint }) => state.balance - state.held;

function checkAmount(amount: bigint, least: bigint): void {
  if (typeof amount !== 'bigint' || amount < least || amount > MAX_POSTING_MINOR) {
    throw new AppError('AMOUNT_OUT_OF_RANGE');
  }
}

/** The category of a bet: its own, else its vendor's (the catalogue's in-house vendors). */
function categoryOf(vendor: string, bet: HouseBet): string {
  const category = bet.gameType ?? LOTTERY_VENDOR_SEEDS.find((seed) => seed.code === vendor)?.gameTypes[0];
  if (!category) throw new Error(`in-house wallet: no category for a bet of ${vendor}`);
  return category;
}

/** The transaction_uuids of a batch, each once (a repeated uuid is the caller's mistake). */
function uniqueUuids(items: ReadonlyArray<{ transactionUuid: string }>): string[] {
  const uuids = items.map((item) => item.transactionUuid);
  if (new Set(uuids).size !== uuids.length) throw new Error('in-house wallet: a bet twice in one batch');
  return uuids;
}

/** Sums per member (members in a stable order, zero sums left out). */
function perMember(entries: Iterable<[string, bigint]>): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const [memberId, amount] of entries) sums.set(memberId, (sums.get(memberId) ?? 0n) + amount);
  return new Map([...sums].filter(([, sum]) => sum !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `vendor:round` when every bet of the batch has one round (a draw), else the vendor alone. */
function referenceOf(vendor: string, bets: readonly OpenBet[]): string {
  const round = bets[0]?.round;
  return round !== undefined && bets.every((bet) => bet.round === round) ? `${vendor}:${round}` : vendor;
}

export function createInHouseWallet(deps: InHouseWalletDeps): InHouseWallet {
  const { db, clock, ledger, members } = deps;

  function notifySettled(memberId: string): void {
    try {
      deps.afterSettled?.(memberId);
    } catch (error) {
      deps.log.error({ err: error, memberId }, 'settlement listener failed');
    }
  }

  /**
   * One movement between members' main wallets (signed amounts per member) and the vendor's clearing
   * account, with the records' statement joined to its last statement; the statement's first row.
   */
  async function move(
    tx: Db,
    movement: {
      vendor: string;
      key: string;
      kind: 'WIN' | 'ROLLBACK';
      amounts: Map<string, bigint>;
      content: unknown;
      reference: string;
    },
    statement: BulkStatement,
  ): Promise<Record<string, unknown>> {
    const memberIds = [...movement.amounts.keys()];
    const accounts = await ledger.mainAccounts(tx, memberIds);
    const clearing = await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, movement.vendor);
    let total = 0n;
    const legs: Leg[] = accounts.map((account, index) => {
      const amount = movement.amounts.get(memberIds[index]!)!;
      total += amount;
      return { account, amount };
    });
    legs.push({ account: clearing, amount: -total });
    const outcome = await ledger.post(tx, {
      key: movement.key,
      kind: movement.kind,
      requestHash: hashRequest(movement.content),
      memberId: memberIds.length === 1 ? memberIds[0]! : null,
      reference: movement.reference,
      remark: null,
      actor: `vendor:${movement.vendor}`,
      legs,
      also: () => statement,
    });
    // The key already moved money for other bets (these were still open): never reuse a key for new content.
    if (outcome.replayed || !outcome.also?.[0]) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { details: { key: movement.key } });
    }
    return outcome.also[0];
  }

  async function placeBets<T>(input: PlaceBetsInput<T>): Promise<PlaceBetsOutcome<T>> {
    const { vendor, memberId, bets } = input;
    if (bets.length === 0) throw new Error('in-house wallet: a purchase without bets');
    uniqueUuids(bets);
    let total = 0n;
    for (const bet of bets) {
      checkAmount(bet.amount, 1n);
      total += bet.amount;
    }
    checkAmount(total, 1n);
    const member = await members.getMemberById(memberId);
    if (!member || member.status !== 'active' || isAgentOnlyType(member.type))
      throw new AppError('FORBIDDEN');
    if (member.isTrial) throw new AppError('TRIAL_FORBIDDEN');

    return ledger.transaction(db, async (tx) => {
      const main = await ledger.mainAccount(tx, memberId);
      const clearing = await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, vendor);
      const records = openBetRecords({
        vendor,
        memberId,
        at: clock.now(),
        bets: bets.map((bet) => ({ ...bet, gameType: categoryOf(vendor, bet), nodeId: bet.nodeId ?? null })),
      });
      const outcome = await ledger.post(tx, {
        key: input.key,
        kind: 'BET',
        requestHash: hashRequest({
          vendor,
          memberId,
          bets: bets.map((bet) => [bet.transactionUuid, bet.gameCode, bet.round, bet.amount]),
        }),
        memberId,
        reference: `${vendor}:${bets[0]!.round}`,
        remark: bets[0]!.gameCode,
        actor: `vendor:${vendor}`,
        legs: [
          { account: main, amount: -total },
          { account: clearing, amount: total },
        ],
        reply: (posted) => ({ balance: spendable(posted.stateOf(main)).toString() }),
        also: () => records,
      });
      if (outcome.replayed) {
        return { replayed: true, balance: spendable(await ledger.mainBalance(tx, memberId)), result: null };
      }
      // A transaction_uuid of the vendor already has a record: another purchase's bet (the caller's mistake).
      if (Number(outcome.also?.[0]?.opened) !== bets.length) {
        throw new AppError('IDEMPOTENCY_CONFLICT', { details: { key: input.key } });
      }
      const result = await input.within(tx);
      return { replayed: false, balance: BigInt(outcome.reply.balance), result };
    });
  }

  async function settleBets(input: SettleBetsInput): Promise<SettleBetsOutcome> {
    const { vendor, items } = input;
    const uuids = uniqueUuids(items);
    for (const item of items) checkAmount(item.win, 0n);
    const wins = new Map(items.map((item) => [item.transactionUuid, item.win]));
    // Read before the transaction (on PGlite a read outside it would wait for it).
    const { timeZone } = await deps.brand();

    const outcome = await ledger.transaction(db, async (tx) => {
      if (input.guard && !(await input.guard(tx))) return null;
      const query = queryOf(tx);
      const open = uuids.length > 0 ? await lockOpenBets(query, vendor, uuids) : [];
      const settled = new Set(open.map((bet) => bet.transactionUuid));
      let paid = 0n;
      if (open.length > 0) {
        const now = clock.now();
        const statement = settleBetRecords({
          vendor,
          at: now,
          day: dateIn(timeZone, now),
          bets: open.map((bet) => ({ id: bet.id, win: wins.get(bet.transactionUuid)! })),
        });
        const amounts = perMember(open.map((bet) => [bet.memberId, wins.get(bet.transactionUuid)!]));
        let row: Record<string, unknown> | undefined;
        if (amounts.size === 0) {
          row = (await runBulk<Record<string, unknown>>(query, statement))[0];
        } else {
          for (const amount of amounts.values()) paid += amount;
          row = await move(
            tx,
            {
              vendor,
              key: input.key,
              kind: 'WIN',
              amounts,
              content: {
                vendor,
                kind: 'WIN',
                wins: open.map((bet) => [bet.transactionUuid, wins.get(bet.transactionUuid)!]),
              },
              reference: referenceOf(vendor, open),
            },
            statement,
          );
        }
        if (Number(row?.settled) !== open.length)
          throw new Error('in-house wallet: settled records mismatch');
      }
      await input.within?.(tx, settled);
      return { settled, paid, members: new Set(open.map((bet) => bet.memberId)) };
    });
    if (!outcome) return { settled: 0, paid: 0n, skipped: true };
    for (const memberId of outcome.members) notifySettled(memberId);
    return { settled: outcome.settled.size, paid: outcome.paid };
  }

  async function refundBets(input: RefundBetsInput): Promise<RefundBetsOutcome> {
    const { vendor, items } = input;
    const uuids = uniqueUuids(items);
    const outcome = await ledger.transaction(db, async (tx) => {
      if (input.guard && !(await input.guard(tx))) return null;
      const open = uuids.length > 0 ? await lockOpenBets(queryOf(tx), vendor, uuids) : [];
      const refunded = new Set(open.map((bet) => bet.transactionUuid));
      let amount = 0n;
      if (open.length > 0) {
        const amounts = perMember(open.map((bet) => [bet.memberId, bet.betAmount]));
        for (const sum of amounts.values()) amount += sum;
        const row = await move(
          tx,
          {
            vendor,
            key: input.key,
            kind: 'ROLLBACK',
            amounts,
            content: {
              vendor,
              kind: 'ROLLBACK',
              bets: open.map((bet) => [bet.transactionUuid, bet.betAmount]),
            },
            reference: referenceOf(vendor, open),
          },
          rollBackBetRecords(open.map((bet) => bet.id)),
        );
        if (Number(row.refunded) !== open.length)
          throw new Error('in-house wallet: refunded records mismatch');
      }
      await input.within?.(tx, refunded);
      return { refunded, amount };
    });
    if (!outcome) return { refunded: 0, amount: 0n, skipped: true };
    return { refunded: outcome.refunded.size, amount: outcome.amount };
  }

  return { placeBets, settleBets, refundBets };
}
