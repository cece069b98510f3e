import {
  MAIN_WALLET,
  type TWalletTransferRequest,
  type TWalletTransferValue,
} from '@platform/contracts/wallet';
import type { AuthMember } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { currencyOf, type WalletContext } from '../context';
import { hashRequest, HOUSE } from '../ledger/ledger';
import { checkRange, configMinor, toDecimal, toMinor } from '../money';
import * as repository from '../repository';
import {
  withTimeout,
  type TransferCheck,
  type TransferOutcome,
  type TransferVendorAdapter,
} from './registry';

/** A PENDING transfer whose vendor says NOT_FOUND this long after it started is failed (see TransferCheck). */
export const NOT_FOUND_GRACE_MS = 60_000;

/**
 * Main wallet ⇄ transfer-mode vendor (GCS_walletTransfer), idempotent by the client's reference.
 *
 * IN (main → vendor): the claim of the reference and the debit of the main wallet (to the member's
 * sub-wallet account, money in transit) commit together before the vendor is called, so the money cannot
 * be spent twice. Then the vendor is asked: applied → the money moves on to the vendor's clearing account;
 * refused → it returns to the main wallet; no answer → the transfer stays PENDING and the resolver asks
 * the vendor later (checkTransfer), never guessing.
 * OUT (vendor → main): nothing moves until the vendor says it took the money from its side.
 */
export function createVendorTransfers(ctx: WalletContext) {
  const member = async (memberId: string) => {
    const summary = await ctx.members.getMemberById(memberId);
    if (!summary) throw new AppError('NOT_LOGGED_IN');
    return { id: summary.id, account: summary.account };
  };

  /** Applies the vendor's final answer once (the transfer row is locked; a settled transfer is left alone). */
  async function settle(
    transferId: string,
    outcome: 'SUCCESS' | 'FAILED',
    note: string | null,
  ): Promise<void> {
    await ctx.ledger.transaction(ctx.db, async (tx) => {
      const transfer = await repository.findVendorTransfer(tx, transferId, { lock: true });
      if (!transfer || transfer.status !== 'PENDING') return;
      const now = ctx.clock.now();
      const main = await ctx.ledger.mainAccount(tx, transfer.memberId);
      const clearing = await ctx.ledger.houseAccount(tx, HOUSE.VENDOR_CLEARING, transfer.vendor);
      const common = {
        key: `vtransfer:${transfer.id}:settle`,
        memberId: transfer.memberId,
        reference: transfer.id,
        actor: 'vendor-transfer',
      };
      if (transfer.direction === 'IN') {
        const transit = await ctx.ledger.vendorAccount(tx, transfer.memberId, transfer.vendor);
        const to = outcome === 'SUCCESS' ? clearing : main;
        await ctx.ledger.post(tx, {
          ...common,
          kind: 'VENDOR_TRANSFER_IN',
          legs: [
            { account: transit, amount: -transfer.amount },
            { account: to, amount: transfer.amount },
          ],
          remark:
            outcome === 'SUCCESS'
              ? `${transfer.vendor}`
              : `${transfer.vendor}: returned (${note ?? 'refused'})`,
        });
      } else if (outcome === 'SUCCESS') {
        await ctx.ledger.post(tx, {
          ...common,
          kind: 'VENDOR_TRANSFER_OUT',
          legs: [
            { account: clearing, amount: -transfer.amount },
            { account: main, amount: transfer.amount },
          ],
          remark: transfer.vendor,
        });
      }
      await repository.updateVendorTransfer(tx, transfer.id, {
        status: outcome,
        lastError: outcome === 'FAILED' ? (note ?? transfer.lastError) : transfer.lastError,
        updatedAt: now,
        resolvedAt: now,
      });
    });
  }

  async function call(adapter: TransferVendorAdapter, transfer: repository.VendorTransferRow) {
    const input = {
      transferId: transfer.id,
      member: await member(transfer.memberId),
      amount: transfer.amount,
    };
    const request = transfer.direction === 'IN' ? adapter.transferIn(input) : adapter.transferOut(input);
    return withTimeout<TransferOutcome>(request, ctx.vendorTimeoutMs, adapter.code);
  }

  /** Asks the vendor about one PENDING transfer and settles it when the vendor knows. */
  async function resolve(transfer: repository.VendorTransferRow, now: Date): Promise<void> {
    const adapter = ctx.vendors.get(transfer.vendor);
    if (!adapter) return;
    let check: TransferCheck;
    try {
      check = await withTimeout(adapter.checkTransfer(transfer.id), ctx.vendorTimeoutMs, adapter.code);
    } catch (error) {
      await repository.noteVendorTransferAttempt(
        ctx.db,
        transfer.id,
        `check: ${(error as Error).message}`,
        now,
      );
      return;
    }
    if (check.status === 'SUCCESS' || check.status === 'FAILED') {
      await settle(transfer.id, check.status, check.status === 'FAILED' ? 'refused by the vendor' : null);
    } else if (
      check.status === 'NOT_FOUND' &&
      now.getTime() - transfer.createdAt.getTime() >= NOT_FOUND_GRACE_MS
    ) {
      await settle(transfer.id, 'FAILED', 'the vendor never received it');
    } else {
      await repository.noteVendorTransferAttempt(ctx.db, transfer.id, `check: ${check.status}`, now);
    }
  }

  async function reply(transfer: repository.VendorTransferRow): Promise<TWalletTransferValue> {
    const { scale } = await currencyOf(ctx);
    const state = await ctx.ledger.mainBalance(ctx.db, transfer.memberId);
    const adapter = ctx.vendors.get(transfer.vendor);
    let subWallet = 0n;
    if (adapter) {
      try {
        subWallet = await withTimeout(
          adapter.balanceOf(await member(transfer.memberId)),
          ctx.vendorTimeoutMs,
          adapter.code,
        );
      } catch {
        subWallet = 0n;
      }
    }
    return {
      transferId: transfer.id,
      status: transfer.status as TWalletTransferValue['status'],
      main: toDecimal(state.balance - state.held, scale),
      subWallet: toDecimal(subWallet, scale),
    };
  }

  /**
   * Claims `reference` and runs one transfer to its vendor's answer (or PENDING); a claimed reference
   * answers its transfer's current state instead. Amount and limits are the caller's.
   */
  async function move(input: {
    memberId: string;
    adapter: TransferVendorAdapter;
    direction: 'IN' | 'OUT';
    amount: bigint;
    reference: string;
  }): Promise<repository.VendorTransferRow> {
    const { memberId, adapter, direction, amount, reference } = input;
    const requestHash = hashRequest({ vendor: adapter.code, direction, amount });
    const existing = await repository.findVendorTransferByReference(ctx.db, memberId, reference);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
      if (existing.status === 'PENDING') await resolve(existing, ctx.clock.now());
      return (await repository.findVendorTransfer(ctx.db, existing.id))!;
    }

    const now = ctx.clock.now();
    const claimed = await ctx.ledger.transaction(ctx.db, async (tx) => {
      const row = await repository.insertVendorTransfer(tx, {
        memberId,
        vendor: adapter.code,
        direction,
        amount,
        reference,
        requestHash,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return null;
      if (direction === 'IN') {
        await ctx.ledger.post(tx, {
          key: `vtransfer:${row.id}:debit`,
          kind: 'VENDOR_TRANSFER_IN',
          memberId,
          reference: row.id,
          remark: adapter.code,
          legs: [
            { account: await ctx.ledger.mainAccount(tx, memberId), amount: -amount },
            { account: await ctx.ledger.vendorAccount(tx, memberId, adapter.code), amount },
          ],
        });
      }
      return row;
    });
    // A concurrent request with the same reference won the claim: answer as its replay.
    if (!claimed) return move(input);

    try {
      const outcome = await call(adapter, claimed);
      await settle(claimed.id, outcome.status, outcome.message ?? null);
    } catch (error) {
      ctx.log.warn(
        { err: error, transferId: claimed.id, vendor: adapter.code },
        'vendor transfer without answer; left PENDING',
      );
      await repository.noteVendorTransferAttempt(
        ctx.db,
        claimed.id,
        (error as Error).message,
        ctx.clock.now(),
      );
    }
    return (await repository.findVendorTransfer(ctx.db, claimed.id))!;
  }

  async function transfer(auth: AuthMember, body: TWalletTransferRequest): Promise<TWalletTransferValue> {
    if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
    const from = body.from.toUpperCase();
    const to = body.to.toUpperCase();
    if ((from === MAIN_WALLET) === (to === MAIN_WALLET)) {
      throw new AppError('VALIDATION_FAILED', { fields: ['from', 'to'] });
    }
    const direction = from === MAIN_WALLET ? 'IN' : 'OUT';
    const adapter = ctx.vendors.get(direction === 'IN' ? to : from);
    if (!adapter) throw new AppError('WALLET_NOT_FOUND');
    const [{ scale }, settings] = await Promise.all([currencyOf(ctx), ctx.settings.get()]);
    const amount = toMinor(body.amount, scale);
    const existing = await repository.findVendorTransferByReference(ctx.db, auth.id, body.reference);
    if (!existing) {
      checkRange(
        amount,
        configMinor(settings.vendorTransfer.minAmount, scale),
        configMinor(settings.vendorTransfer.maxAmount, scale),
        scale,
      );
    }
    return reply(await move({ memberId: auth.id, adapter, direction, amount, reference: body.reference }));
  }

  return {
    transfer,
    move,

    /**
     * The resolver job: asks the vendors about transfers PENDING for at least `minAgeMs` and settles those
     * the vendors know about. Returns how many were looked at.
     */
    async resolvePending(now: Date, options: { minAgeMs?: number; limit?: number } = {}): Promise<number> {
      const pending = await repository.listPendingVendorTransfers(
        ctx.db,
        new Date(now.getTime() - (options.minAgeMs ?? 30_000)),
        options.limit ?? 100,
      );
      for (const transfer of pending) {
        try {
          await resolve(transfer, now);
        } catch (error) {
          ctx.log.error({ err: error, transferId: transfer.id }, 'resolving a vendor transfer failed');
        }
      }
      return pending.length;
    },

    /** The members' balances at each transfer-mode vendor, and whether a transfer waits for an answer. */
    async subWallets(memberId: string) {
      const account = await member(memberId);
      const pending = await repository.pendingVendorsOf(ctx.db, memberId);
      return Promise.all(
        ctx.vendors.list().map(async (adapter) => {
          let balance = 0n;
          try {
            balance = await withTimeout(adapter.balanceOf(account), ctx.vendorTimeoutMs, adapter.code);
          } catch (error) {
            ctx.log.warn({ err: error, vendor: adapter.code }, 'vendor balance unavailable');
          }
          return {
            vendor: adapter.code,
            displayName: adapter.displayName,
            balance,
            pending: pending.has(adapter.code),
          };
        }),
      );
    },
  };
}

export type VendorTransfers = ReturnType<typeof createVendorTransfers>;
