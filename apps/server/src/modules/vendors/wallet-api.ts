import { randomUUID } from 'node:crypto';
import type { TBrandConfig } from '@platform/contracts/system';
import { isAgentOnlyType } from '@platform/contracts/member-types';
import {
  ZVendorBetRequestSchema,
  ZVendorRollbackRequestSchema,
  ZVendorUserRequestSchema,
  ZVendorWinRequestSchema,
  type TVendorMethod,
  type TVendorReply,
  type TVendorStatus,
} from '@platform/contracts/vendor-wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { isAppError } from '../../platform/errors';
import type { ScheduledJob } from '../../platform/jobs';
import { dateIn } from '../../platform/zoned-time';
import type { GamesService } from '../games/service';
import type { IdentityService, MemberSummary } from '../identity/service';
import { hashRequest, HOUSE, MAX_POSTING_MINOR, type Ledger } from '../wallet/ledger/ledger';
import {
  betClaim,
  bonusWinClaim,
  lockBetRecord,
  lockRound,
  lockRoundAndBetRecord,
  rollbackClaim,
  runClaim,
  settleClaim,
  type ClaimStatement,
  type LockedBet,
} from './bet-records';
import { createLaunchTokenCache, type LaunchTokenCache } from './launch-tokens';
import {
  claimVendorTransaction,
  findVendorTransaction,
  purgeVendorTransactions,
  queryOf,
  type VendorTransactionKind,
} from './repository';
import { verifyVendorSignature, type VendorSecrets } from './secrets';

/**
 * The vendor wallet API (../shared/design/vendor-wallet-api.md, docs/vendor-wallet-api.md): what a
 * seamless game vendor's signed callback does. The transport (raw body, HTTP 200) is wallet-routes.ts;
 * money moves only through the ledger (`ledger.post` in `ledger.transaction`, one transaction per
 * callback), against the vendor's clearing house account (VENDOR_CLEARING of the vendor).
 *
 * Order of a callback: the vendor must be a seamless vendor of the catalogue and the signature must
 * match the raw body (else RS_ERROR_INVALID_SIGNATURE, nothing read); the body must parse and fit the
 * method's schema (RS_ERROR_INVALID_PARAMETER); then the method. A transaction (bet, win, rollback) is one
 * database transaction that claims its (vendor, transaction_uuid) in its last statement, together with
 * its reply and its bet record (bet-records.ts claim statements, joined to the ledger's last statement
 * when money moves): a repeat finds the claim and answers the stored reply (same content) or
 * RS_ERROR_DUPLICATE_TRANSACTION (other content). Concurrent duplicates are serialised before anything
 * is decided twice: a movement by the ledger's unique claim of its key `vendor:<vendor>:<transaction_uuid>`
 * (the second waits for the first to commit, finds the key taken and rolls back to answer the stored
 * reply), a win or rollback also by the lock of the referenced bet record, and a callback that moves
 * nothing (a zero amount, a tombstone) by the unique claim itself (the second waits, finds the record and
 * rolls back). Only accepted transactions and tombstones are stored; a refused request leaves nothing, so
 * its repeat is judged again (a refusal still answers a stored reply of the uuid first, so a duplicate
 * and a tombstone keep their precedence over a refusal).
 *
 * Round trips of a bet: the member's status (identity; never cached, rule 3), BEGIN, the ledger's claim
 * and balance update, its postings joined to the bet record and the claim, COMMIT. The launch token's
 * grant is cached per process (grants never change; expiry is checked against the clock at every use),
 * and so are the ledger's account ids. A win reads no member when its token's cached grant already names
 * `user` (an account name never changes): BEGIN, the bet record's lock, the ledger's claim and balance
 * update, its postings joined to the settlement and the claim, COMMIT.
 *
 * `balance` in replies is the member's spendable main-wallet balance (money held for pending
 * withdrawals excluded), in minor units.
 */

/** Idempotency records are kept this long (rule 2: at least 4 months). */
export const VENDOR_TRANSACTION_RETENTION_DAYS = 130;

export type VendorWalletDeps = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  ledger: Ledger;
  brand: () => Promise<Pick<TBrandConfig, 'currency' | 'timeZone'>>;
  members: Pick<IdentityService, 'getMemberById' | 'findMemberByAccount'>;
  games: Pick<GamesService, 'catalogueIndex' | 'vendorTypes'>;
  secrets: VendorSecrets;
  /** The process's cache of launch-token grants (default: one of this wallet's own). */
  launchTokens?: LaunchTokenCache;
  /**
   * Called after a win (a settlement) committed, with its member (loyalty: points and the VIP level).
   * Synchronous and never throwing: a listener queues its work and keeps a catch-up job of its own.
   */
  afterSettled?: (memberId: string) => void;
};

export type VendorCallOutcome = { statusCode: 200 | 500; reply: TVendorReply };

type BetRequest = z.output<typeof ZVendorBetRequestSchema>;
type WinRequest = z.output<typeof ZVendorWinRequestSchema>;
type RollbackRequest = z.output<typeof ZVendorRollbackRequestSchema>;
type UserRequest = z.output<typeof ZVendorUserRequestSchema>;
type AnyRequest = { request_uuid: string; user: string; currency?: string | undefined };
type TransactionRequest = AnyRequest & { transaction_uuid: string };

type Call = { vendor: string; currency: string; timeZone: string };

/** A refusal decided inside the database transaction (it rolls back; nothing is stored). */
class Refusal extends Error {
  constructor(readonly status: TVendorStatus) {
    super(status);
  }
}

/** The transaction_uuid is already claimed (or the ledger key already used): the stored record answers. */
class Claimed extends Error {}

/** Account names are ASCII; only then is a JavaScript lower-case comparison the database's too. */
const ASCII = /^[\x20-\x7e]*$/;

const SCHEMAS = {
  'user/info': ZVendorUserRequestSchema,
  'user/balance': ZVendorUserRequestSchema,
  'transaction/bet': ZVendorBetRequestSchema,
  'transaction/win': ZVendorWinRequestSchema,
  'transaction/rollback': ZVendorRollbackRequestSchema,
} as const;

const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const spendable = (state: { balance: bigint; held: bigint }) => Number(state.balance - state.held);

/** The content a repeat must match (rule 2): amount, round, user, game, reference (and a win's kind). */
function contentHash(method: TVendorMethod, body: Record<string, unknown>): string {
  return hashRequest({
    method,
    user: String(body.user).toLowerCase(),
    amount: method === 'transaction/rollback' ? null : (body.amount ?? null),
    round: body.round ?? null,
    game: body.game_code ?? null,
    reference: body.reference_transaction_uuid ?? null,
    kind: body.kind ?? null,
  });
}

function echo(body: unknown): { request_uuid: string | null; user: string | null } {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 256 ? value : null);
  return { request_uuid: text(record.request_uuid), user: text(record.user) };
}

export function createVendorWallet(deps: VendorWalletDeps) {
  const { db, clock, ledger, members, games } = deps;
  const seamlessIndex = new WeakMap<object, Set<string>>();
  const launchTokens: LaunchTokenCache = deps.launchTokens ?? createLaunchTokenCache(db);

  /** The catalogue code of a seamless vendor (path segment, any case), or null. */
  async function seamlessVendor(code: string): Promise<string | null> {
    const vendors = await games.vendorTypes(undefined);
    let codes = seamlessIndex.get(vendors);
    if (!codes) {
      codes = new Set(
        vendors.filter((vendor) => vendor.mode === 'seamless').map((vendor) => vendor.vassalage),
      );
      seamlessIndex.set(vendors, codes);
    }
    const upper = code.toUpperCase();
    return codes.has(upper) ? upper : null;
  }

  function notifySettled(memberId: string): void {
    try {
      deps.afterSettled?.(memberId);
    } catch (error) {
      deps.log.error({ err: error, memberId }, 'settlement listener failed');
    }
  }

  async function balanceOfMember(memberId: string): Promise<number> {
    return spendable(await ledger.mainBalance(db, memberId));
  }

  /**
   * A reply to a refusal: the documented fields only (never the request's token or other fields), with
   * the balance whenever the member is known (by id, else by `user`).
   */
  async function refusal(
    call: Call,
    body: { request_uuid: string | null; user: string | null },
    status: TVendorStatus,
    memberId?: string | null,
  ): Promise<TVendorReply> {
    const reply: TVendorReply = {
      status,
      request_uuid: body.request_uuid,
      user: body.user,
      currency: call.currency,
    };
    let id = memberId ?? null;
    if (!id && body.user) id = (await members.findMemberByAccount(body.user))?.id ?? null;
    if (id) reply.balance = await balanceOfMember(id);
    return reply;
  }

  /** What a transaction already stored under its uuid answers to a request of `kind` with `hash`. */
  async function answerStored(
    call: Call,
    body: TransactionRequest,
    kind: VendorTransactionKind,
    hash: string,
  ): Promise<TVendorReply | null> {
    const stored = await findVendorTransaction(queryOf(db), call.vendor, body.transaction_uuid);
    if (!stored) return null;
    if (stored.kind === kind && stored.requestHash === hash) {
      return { ...(stored.reply as TVendorReply), request_uuid: body.request_uuid };
    }
    const status =
      kind === 'BET' && stored.kind === 'TOMBSTONE'
        ? 'RS_ERROR_TRANSACTION_ROLLED_BACK'
        : 'RS_ERROR_DUPLICATE_TRANSACTION';
    return refusal(call, body, status);
  }

  /** A refusal found before the transaction: a stored transaction with that uuid answers first. */
  async function refuseTransaction(
    call: Call,
    body: TransactionRequest,
    kind: VendorTransactionKind,
    hash: string,
    status: TVendorStatus,
    memberId?: string | null,
  ): Promise<TVendorReply> {
    return (await answerStored(call, body, kind, hash)) ?? refusal(call, body, status, memberId);
  }

  /** The outcome of a failed transaction callback. */
  async function afterFailure(
    error: unknown,
    call: Call,
    body: TransactionRequest,
    kind: VendorTransactionKind,
    hash: string,
    memberId: string,
  ): Promise<TVendorReply> {
    // Claimed: the record committed first answers. None: the ledger key of a uuid whose record was purged
    // after the retention (the journal keeps its keys for ever): a duplicate.
    if (error instanceof Claimed) {
      return refuseTransaction(call, body, kind, hash, 'RS_ERROR_DUPLICATE_TRANSACTION', memberId);
    }
    // A refusal inside the transaction (it rolled back): a record of the uuid, if any, still answers first.
    const refuse = (status: TVendorStatus) => refuseTransaction(call, body, kind, hash, status, memberId);
    if (error instanceof Refusal) return refuse(error.status);
    if (isAppError(error)) {
      if (error.code === 'INSUFFICIENT_BALANCE') return refuse('RS_ERROR_NOT_ENOUGH_MONEY');
      if (error.code === 'IDEMPOTENCY_CONFLICT') return refuse('RS_ERROR_DUPLICATE_TRANSACTION');
      if (error.code === 'AMOUNT_OUT_OF_RANGE') return refuse('RS_ERROR_INVALID_PARAMETER');
    }
    throw error;
  }

  type Money = { transactionId: string; balance: number };
  type Movement = {
    kind: 'BET' | 'WIN' | 'ROLLBACK';
    transactionUuid: string;
    memberId: string;
    /** Signed for the member: negative takes, positive pays. */
    amount: bigint;
    hash: string;
    round: string;
    gameCode: string;
  };

  /**
   * Ends a callback's transaction: the movement between the member's main wallet and the vendor's
   * clearing account (none for a zero amount: the balance as it stands and an id of our own), then the
   * claim statement built from its reply — joined to the ledger's last statement, or on its own when no
   * money moves. Throws Claimed when the uuid (or the ledger key) is already taken: the caller's
   * transaction rolls back and the stored record answers.
   */
  async function finish(
    tx: Db,
    call: Call,
    movement: Movement | null,
    memberId: string,
    claimOf: (money: Money) => ClaimStatement,
  ): Promise<Money> {
    if (!movement) {
      const money = {
        transactionId: randomUUID(),
        balance: spendable(await ledger.mainBalance(tx, memberId)),
      };
      if (!(await runClaim(queryOf(tx), claimOf(money)))) throw new Claimed();
      return money;
    }
    const main = await ledger.mainAccount(tx, movement.memberId);
    const clearing = await ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, call.vendor);
    const outcome = await ledger.post(tx, {
      key: `vendor:${call.vendor}:${movement.transactionUuid}`,
      kind: movement.kind,
      requestHash: movement.hash,
      memberId: movement.memberId,
      reference: `${call.vendor}:${movement.round}`,
      remark: movement.gameCode,
      actor: `vendor:${call.vendor}`,
      legs: [
        { account: main, amount: movement.amount },
        { account: clearing, amount: -movement.amount },
      ],
      reply: (posted): Money => ({
        transactionId: posted.transactionId.toString(),
        balance: spendable(posted.stateOf(main)),
      }),
      also: claimOf,
    });
    // The key is taken: a duplicate committed first (its record answers), or the record was purged.
    if (outcome.replayed || !outcome.also?.length) throw new Claimed();
    return outcome.reply;
  }

  /**
   * The launch token's member for user/info, user/balance and bets (rule 3), or the refusal. The grant
   * may come from the cache; the member (its status) is read every time.
   */
  async function tokenMember(
    call: Call,
    body: AnyRequest & { token: string },
  ): Promise<{ member: MemberSummary } | { refused: TVendorStatus; memberId: string | null }> {
    const grant = await launchTokens.find(body.token);
    if (!grant || grant.vendor !== call.vendor) return { refused: 'RS_ERROR_INVALID_TOKEN', memberId: null };
    const member = await members.getMemberById(grant.memberId);
    if (!member || !sameAccount(member.account, body.user)) {
      return { refused: 'RS_ERROR_INVALID_TOKEN', memberId: null };
    }
    if (!grant.member) launchTokens.rememberMember(body.token, member);
    if (grant.expiresAt.getTime() <= clock.now().getTime()) {
      return { refused: 'RS_ERROR_TOKEN_EXPIRED', memberId: member.id };
    }
    // Agent-only accounts (41, 42) never play, whatever token reached the vendor.
    if (member.status !== 'active' || member.isTrial || isAgentOnlyType(member.type)) {
      return { refused: 'RS_ERROR_USER_DISABLED', memberId: member.id };
    }
    return { member };
  }

  async function userMethod(call: Call, method: 'user/info' | 'user/balance', body: UserRequest) {
    if (body.currency && body.currency !== call.currency) {
      return refusal(call, body, 'RS_ERROR_WRONG_CURRENCY');
    }
    const found = await tokenMember(call, body);
    if ('refused' in found) return refusal(call, body, found.refused, found.memberId);
    const { member } = found;
    const reply: TVendorReply = {
      status: 'RS_OK',
      request_uuid: body.request_uuid,
      user: body.user,
      currency: call.currency,
      balance: await balanceOfMember(member.id),
    };
    if (method === 'user/info') {
      reply.nickname = member.nickname ?? member.account;
      reply.language = member.language;
    }
    return reply;
  }

  /**
   * The member a win or rollback names with `user` (rule 4: whatever its token or status). When the
   * token's cached grant belongs to this vendor and already knows its member's account name, and that is
   * `user`, the member is that one without a read: account names never change and are unique whatever
   * the letter case, so the lookup by `user` would find the same member.
   */
  async function namedMember(
    call: Call,
    body: AnyRequest & { token: string },
  ): Promise<Pick<MemberSummary, 'id' | 'isTrial'> | null> {
    // Only a grant already cached (by a bet or user call): a token the cache does not hold costs no read.
    const grant = launchTokens.peek(body.token);
    const known = grant?.vendor === call.vendor ? grant.member : null;
    if (known && ASCII.test(body.user) && sameAccount(known.account, body.user)) return known;
    return members.findMemberByAccount(body.user);
  }

  const okReply = (call: Call, body: AnyRequest, money: { transactionId: string; balance: number }) =>
    ({
      status: 'RS_OK',
      request_uuid: body.request_uuid,
      user: body.user,
      currency: call.currency,
      balance: money.balance,
      transaction_id: money.transactionId,
    }) satisfies TVendorReply;

  async function bet(call: Call, body: BetRequest): Promise<TVendorReply> {
    const hash = contentHash('transaction/bet', body);
    const refuse = (status: TVendorStatus, memberId?: string | null) =>
      refuseTransaction(call, body, 'BET', hash, status, memberId);
    if (body.currency && body.currency !== call.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
    const amount = BigInt(body.amount);
    if (amount > MAX_POSTING_MINOR) return refuse('RS_ERROR_INVALID_PARAMETER');
    const found = await tokenMember(call, body);
    if ('refused' in found) return refuse(found.refused, found.memberId);
    const { member } = found;
    const game = (await games.catalogueIndex()).byCode(call.vendor, body.game_code);
    if (!game) return refuse('RS_ERROR_INVALID_GAME', member.id);

    try {
      return await ledger.transaction(db, async (tx) => {
        const query = queryOf(tx);
        const at = clock.now();
        if (body.round_closed) await lockRound(query, call.vendor, body.round);
        const movement: Movement | null =
          amount > 0n
            ? {
                kind: 'BET',
                transactionUuid: body.transaction_uuid,
                memberId: member.id,
                amount: -amount,
                hash,
                round: body.round,
                gameCode: game.gameCode,
              }
            : null;
        // Not claimed: a duplicate committed first, a tombstone (a rollback came first), another
        // transaction's uuid.
        const money = await finish(tx, call, movement, member.id, (done) =>
          betClaim({
            vendor: call.vendor,
            transactionUuid: body.transaction_uuid,
            memberId: member.id,
            gameCode: game.gameCode,
            gameType: game.gameType,
            nodeId: game.nodeId,
            round: body.round,
            amount,
            roundClosed: body.round_closed,
            at,
            claim: { kind: 'BET', requestHash: hash, memberId: member.id, reply: okReply(call, body, done) },
          }),
        );
        return okReply(call, body, money);
      });
    } catch (error) {
      return afterFailure(error, call, body, 'BET', hash, member.id);
    }
  }

  async function win(call: Call, body: WinRequest): Promise<TVendorReply> {
    const hash = contentHash('transaction/win', body);
    const refuse = (status: TVendorStatus, memberId?: string | null) =>
      refuseTransaction(call, body, 'WIN', hash, status, memberId);
    if (body.currency && body.currency !== call.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
    const amount = BigInt(body.amount);
    if (amount > MAX_POSTING_MINOR) return refuse('RS_ERROR_INVALID_PARAMETER');
    // Rule 4: no token or member-status check; money owed is paid.
    const member = await namedMember(call, body);
    if (!member) return refuse('RS_ERROR_INVALID_PARAMETER');
    if (member.isTrial) return refuse('RS_ERROR_USER_DISABLED', member.id);
    const reference = body.reference_transaction_uuid;
    let bonus: {
      kind: 'PROMO' | 'JACKPOT' | 'BONUS';
      gameCode: string;
      gameType: string;
      nodeId: string;
    } | null = null;
    if (!reference) {
      if (!body.kind) return refuse('RS_ERROR_INVALID_PARAMETER', member.id);
      const game = (await games.catalogueIndex()).byCode(call.vendor, body.game_code);
      if (!game) return refuse('RS_ERROR_INVALID_GAME', member.id);
      bonus = {
        kind: body.kind.toUpperCase() as 'PROMO' | 'JACKPOT' | 'BONUS',
        gameCode: game.gameCode,
        gameType: game.gameType,
        nodeId: game.nodeId,
      };
    }

    try {
      const settled = await ledger.transaction(db, async (tx) => {
        const query = queryOf(tx);
        const at = clock.now();
        const day = dateIn(call.timeZone, at);
        let bet: LockedBet | null = null;
        if (reference) {
          bet = body.round_closed
            ? await lockRoundAndBetRecord(query, call.vendor, body.round, reference)
            : await lockBetRecord(query, call.vendor, reference);
          if (!bet) {
            const stored = await findVendorTransaction(query, call.vendor, reference);
            throw new Refusal(
              stored?.kind === 'TOMBSTONE'
                ? 'RS_ERROR_TRANSACTION_ROLLED_BACK'
                : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
            );
          }
          if (bet.kind !== 'BET' || bet.memberId !== member.id || bet.round !== body.round) {
            throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          }
          if (bet.status === 'ROLLED_BACK') throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
        } else if (body.round_closed) {
          await lockRound(query, call.vendor, body.round);
        }
        const movement: Movement | null =
          amount > 0n
            ? {
                kind: 'WIN',
                transactionUuid: body.transaction_uuid,
                memberId: member.id,
                amount,
                hash,
                round: body.round,
                gameCode: bet?.gameCode ?? bonus!.gameCode,
              }
            : null;
        // Not claimed: a duplicate committed first (a zero win's waited for the bet's lock), another
        // transaction's uuid.
        const money = await finish(tx, call, movement, member.id, (done) => {
          const claim = {
            kind: 'WIN',
            requestHash: hash,
            memberId: member.id,
            reply: okReply(call, body, done),
          } as const;
          return bet
            ? settleClaim({
                vendor: call.vendor,
                bet,
                winUuid: body.transaction_uuid,
                amount,
                roundClosed: body.round_closed,
                at,
                day,
                claim,
              })
            : bonusWinClaim({
                vendor: call.vendor,
                transactionUuid: body.transaction_uuid,
                kind: bonus!.kind,
                memberId: member.id,
                gameCode: bonus!.gameCode,
                gameType: bonus!.gameType,
                nodeId: bonus!.nodeId,
                round: body.round,
                amount,
                roundClosed: body.round_closed,
                at,
                day,
                claim,
              });
        });
        return okReply(call, body, money);
      });
      notifySettled(member.id);
      return settled;
    } catch (error) {
      return afterFailure(error, call, body, 'WIN', hash, member.id);
    }
  }

  async function rollback(call: Call, body: RollbackRequest): Promise<TVendorReply> {
    const hash = contentHash('transaction/rollback', body);
    const refuse = (status: TVendorStatus, memberId?: string | null) =>
      refuseTransaction(call, body, 'ROLLBACK', hash, status, memberId);
    if (body.currency && body.currency !== call.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
    // Rule 4: no token or member-status check; a refund is owed.
    const member = await namedMember(call, body);
    if (!member) return refuse('RS_ERROR_INVALID_PARAMETER');
    if (member.isTrial) return refuse('RS_ERROR_USER_DISABLED', member.id);
    const reference = body.reference_transaction_uuid;

    try {
      return await ledger.transaction(db, async (tx) => {
        const query = queryOf(tx);
        const at = clock.now();
        /**
         * Refunds `undo` (if any, its stored stake) and claims the rollback with its reply; not claimed: a
         * duplicate committed first, another transaction's uuid.
         */
        const undoAndClaim = async (undo: LockedBet | null, betRecordId: string | null) => {
          // Rule 6: the stored stake is refunded, whatever amount the request states.
          const movement: Movement | null =
            undo && undo.betAmount > 0n
              ? {
                  kind: 'ROLLBACK',
                  transactionUuid: body.transaction_uuid,
                  memberId: member.id,
                  amount: undo.betAmount,
                  hash,
                  round: undo.round,
                  gameCode: undo.gameCode,
                }
              : null;
          const money = await finish(tx, call, movement, member.id, (done) =>
            rollbackClaim({
              vendor: call.vendor,
              rollbackUuid: body.transaction_uuid,
              undo,
              betRecordId,
              at,
              claim: {
                kind: 'ROLLBACK',
                requestHash: hash,
                memberId: member.id,
                reply: okReply(call, body, done),
              },
            }),
          );
          return okReply(call, body, money);
        };
        const nothingToUndo = (betRecordId: string | null) => undoAndClaim(null, betRecordId);

        let bet = await lockBetRecord(query, call.vendor, reference);
        if (!bet) {
          // Rule 6: an unknown bet leaves a tombstone, so that the bet arriving late is refused.
          const tombstone = await claimVendorTransaction(query, {
            vendor: call.vendor,
            transactionUuid: reference,
            kind: 'TOMBSTONE',
            requestHash: `tombstone:${body.transaction_uuid}`,
            memberId: member.id,
            at,
          });
          if (tombstone) return nothingToUndo(null);
          // The reference was claimed meanwhile (its claim waited for ours): a bet that just committed?
          const stored = await findVendorTransaction(query, call.vendor, reference);
          if (stored?.kind === 'TOMBSTONE') return nothingToUndo(null);
          if (stored?.kind === 'BET') bet = await lockBetRecord(query, call.vendor, reference);
          if (!bet) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        if (bet.kind !== 'BET' || bet.memberId !== member.id) {
          throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        if (bet.status === 'SETTLED') throw new Refusal('RS_ERROR_BET_ALREADY_SETTLED');
        if (bet.status === 'ROLLED_BACK') return nothingToUndo(bet.id);
        return undoAndClaim(bet, bet.id);
      });
    } catch (error) {
      return afterFailure(error, call, body, 'ROLLBACK', hash, member.id);
    }
  }

  return {
    /**
     * One callback: `vendor` and `method` from the path, the raw body and its `X-Signature` header.
     * Always a reply with a status; HTTP 500 (RS_ERROR_UNKNOWN) only for a crash.
     */
    async handle(
      vendorCode: string,
      method: TVendorMethod,
      raw: Buffer,
      signature: unknown,
    ): Promise<VendorCallOutcome> {
      const brand = await deps.brand();
      const vendor = await seamlessVendor(vendorCode);
      const call: Call = {
        vendor: vendor ?? vendorCode,
        currency: brand.currency.code,
        timeZone: brand.timeZone,
      };
      let body: unknown = null;
      let parsedJson = true;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        parsedJson = false;
      }
      const echoed = echo(body);
      const bare = (status: TVendorStatus): VendorCallOutcome => ({
        statusCode: 200,
        reply: { status, ...echoed, currency: call.currency },
      });
      // Rule 1: an unknown vendor or a bad signature touches no data and answers no balance.
      if (!vendor || !verifyVendorSignature(deps.secrets.secretOf(vendor), raw, signature)) {
        return bare('RS_ERROR_INVALID_SIGNATURE');
      }
      if (!parsedJson) return bare('RS_ERROR_INVALID_PARAMETER');
      try {
        const parsed = SCHEMAS[method].safeParse(body);
        if (!parsed.success) {
          return { statusCode: 200, reply: await refusal(call, echoed, 'RS_ERROR_INVALID_PARAMETER') };
        }
        let reply: TVendorReply;
        switch (method) {
          case 'user/info':
          case 'user/balance':
            reply = await userMethod(call, method, parsed.data as UserRequest);
            break;
          case 'transaction/bet':
            reply = await bet(call, parsed.data as BetRequest);
            break;
          case 'transaction/win':
            reply = await win(call, parsed.data as WinRequest);
            break;
          case 'transaction/rollback':
            reply = await rollback(call, parsed.data as RollbackRequest);
            break;
        }
        return { statusCode: 200, reply };
      } catch (error) {
        deps.log.error({ err: error, vendor, method }, 'vendor wallet callback failed');
        return { statusCode: 500, reply: { status: 'RS_ERROR_UNKNOWN', ...echoed, currency: call.currency } };
      }
    },

    /** The vendor's HMAC secret, for operators (null when the vendor is not a seamless vendor). */
    async secretOf(vendorCode: string): Promise<{ vendor: string; secret: string } | null> {
      const vendor = await seamlessVendor(vendorCode);
      return vendor ? { vendor, secret: deps.secrets.secretOf(vendor) } : null;
    },

    /** Removes idempotency records older than the retention (rule 2: kept at least 4 months). */
    purgeTransactions(now: Date): Promise<number> {
      return purgeVendorTransactions(
        db,
        new Date(now.getTime() - VENDOR_TRANSACTION_RETENTION_DAYS * 86_400_000),
      );
    },
  };
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;

/** Advisory lock key of the vendors jobs ("vendorjb" in ASCII). */
export const VENDOR_JOBS_LOCK_KEY = 0x76656e646f726a62n;

/** The purge of idempotency records past their retention, hourly. */
export function vendorWalletJobs(wallet: VendorWallet): ScheduledJob[] {
  return [
    {
      name: 'vendor-transactions-purge',
      intervalMs: 3_600_000,
      lockKey: VENDOR_JOBS_LOCK_KEY,
      run: (now) => wallet.purgeTransactions(now),
    },
  ];
}
