import path from 'node:path';
import type {
  TAddPayeeAccountRequest,
  TAdminWithdrawalOrder,
  TConfirmWithdrawalFields,
  TCreateWithdrawalRequest,
  TPayeeAccount,
  TWithdrawalOrder,
} from '@platform/contracts/wallet';
import { and, eq, lt } from 'drizzle-orm';
import type { AuthMember } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { dateIn, startOfDay } from '../../../platform/zoned-time';
import { currencyOf, type Actor, type WalletContext } from '../context';
import { hashRequest, HOUSE } from '../ledger/ledger';
import { checkRange, configMinor, toDecimal, toMinor } from '../money';
import * as repository from '../repository';
import { withdrawalOrders } from '../tables';
import { createOrderPages } from './order-pages';
import { checkPaymentPassword } from './payment-password';
import { imageKind, PROOF_FILE, storeProof } from './proofs';

export const maskAccountNumber = (number: string) =>
  number.length <= 4 ? number : `${'*'.repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;

export function toPayee(
  row: Pick<repository.PayeeAccountRow, 'id' | 'bankName' | 'accountName' | 'accountNumber'>,
): TPayeeAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
  };
}

export const proofUrlOf = (orderId: string) => `/wps/cashier/withdraw/${orderId}/proof`;

export function toWithdrawalOrder(row: repository.WithdrawalOrderRow, scale: number): TWithdrawalOrder {
  const received = row.amountReceived;
  return {
    orderId: row.id,
    amount: toDecimal(row.amount, scale),
    status: row.status as TWithdrawalOrder['status'],
    payee: toPayee({
      id: row.payeeAccountId,
      bankName: row.payeeBankName,
      accountName: row.payeeAccountName,
      accountNumber: row.payeeAccountNumber,
    }),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    confirmDeadline: row.status === 'PAID' ? (row.confirmDeadline?.toISOString() ?? null) : null,
    amountReceived: received === null ? null : toDecimal(received, scale),
    amountRemaining: received === null ? null : toDecimal(row.amount - received, scale),
    proofUrl: row.proofFile ? proofUrlOf(row.id) : null,
    remark: row.remark,
  };
}

/**
 * An order as operators see it: the member's account, the full payee account number, the deadline in any
 * state, the proof through the operator API, who paid and the payout reference.
 */
export function toAdminWithdrawalOrder(row: repository.WithdrawalOrderRow, scale: number, account: string) {
  return {
    ...toWithdrawalOrder(row, scale),
    confirmDeadline: row.confirmDeadline?.toISOString() ?? null,
    proofUrl: row.proofFile ? `/admin-api/wallet/withdrawals/${row.id}/proof` : null,
    memberId: row.memberId,
    account,
    payeeAccountNumber: row.payeeAccountNumber,
    operator: row.operator,
    payoutReference: row.payoutReference,
  } satisfies TAdminWithdrawalOrder;
}

export type ProofUpload = { bytes: Buffer };

/**
 * Withdrawals: the payment password proves the member; the amount is held at once (the guarded ledger
 * update refuses what is not available, so racing requests never overdraw); an operator pays (balance and
 * held both decrease) or rejects (the hold is released); the member then confirms receipt, and a payout
 * not confirmed in time counts as received (nothing is refunded).
 */
export function createWithdrawals(ctx: WalletContext) {
  const store = {
    kind: 'withdrawal',
    find: repository.findWithdrawalOrder,
    list: repository.listWithdrawalOrders,
  } as const;
  const orders = createOrderPages(ctx, store, {
    member: toWithdrawalOrder,
    operator: toAdminWithdrawalOrder,
  });

  async function withdrawable(member: Pick<AuthMember, 'id' | 'isTrial'>): Promise<bigint> {
    if (member.isTrial) return 0n;
    const state = await ctx.ledger.mainBalance(ctx.db, member.id);
    return state.balance - state.held;
  }

  async function create(auth: AuthMember, body: TCreateWithdrawalRequest): Promise<TWithdrawalOrder> {
    if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
    const [brand, settings] = await Promise.all([ctx.brand(), ctx.settings.get()]);
    const { scale } = brand.currency;
    const amount = toMinor(body.amount, scale);
    await checkPaymentPassword(ctx, auth.id, body.paymentPassword);
    const requestHash = hashRequest({ amount, payeeAccountId: body.payeeAccountId });
    const existing = await repository.findWithdrawalOrderByRequest(ctx.db, auth.id, body.requestId);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return toWithdrawalOrder(existing, scale);
    }
    // A retry of a request already made needs no new code (each code is accepted once).
    await ctx.members.checkWithdrawalTotp(auth.id, body.totpCode);
    const payee = await repository.findPayeeAccount(ctx.db, auth.id, body.payeeAccountId);
    if (!payee) throw new AppError('PAYEE_ACCOUNT_NOT_FOUND');
    await ctx.withdrawalGuard?.(auth.id);
    const own = await ctx.withdrawalLimits?.(auth.id);
    const dailyMaxCount = own?.dailyMaxCount ?? settings.withdrawal.dailyMaxCount;
    checkRange(
      amount,
      configMinor(settings.withdrawal.minAmount, scale),
      own?.maxAmount ?? configMinor(settings.withdrawal.maxAmount, scale),
      scale,
    );
    const now = ctx.clock.now();
    const order = await ctx.ledger.transaction(ctx.db, async (tx) => {
      // The member's wallet row is locked first: the daily count then sees every earlier request.
      const main = await ctx.ledger.lockMainAccount(tx, auth.id);
      const since = startOfDay(brand.timeZone, dateIn(brand.timeZone, now));
      if ((await repository.countWithdrawalsSince(tx, auth.id, since)) >= dailyMaxCount) {
        throw new AppError('WITHDRAW_DAILY_LIMIT');
      }
      const row = await repository.insertWithdrawalOrder(tx, {
        memberId: auth.id,
        amount,
        status: 'PENDING',
        requestId: body.requestId,
        requestHash,
        payeeAccountId: payee.id,
        payeeBankName: payee.bankName,
        payeeAccountName: payee.accountName,
        payeeAccountNumber: payee.accountNumber,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return null;
      await ctx.ledger.post(tx, {
        key: `withdrawal:${row.id}:hold`,
        kind: 'WITHDRAWAL_HOLD',
        memberId: auth.id,
        reference: row.id,
        legs: [],
        holds: [{ account: main, amount }],
      });
      return row;
    });
    if (!order) return create(auth, body);
    return toWithdrawalOrder(order, scale);
  }

  return {
    create,

    async limits(auth: AuthMember) {
      const [{ scale }, settings, available, hasPaymentPassword, own] = await Promise.all([
        currencyOf(ctx),
        ctx.settings.get(),
        withdrawable(auth),
        ctx.members.hasPaymentPassword(auth.id),
        ctx.withdrawalLimits?.(auth.id),
      ]);
      return {
        minAmount: settings.withdrawal.minAmount,
        maxAmount: own?.maxAmount != null ? toDecimal(own.maxAmount, scale) : settings.withdrawal.maxAmount,
        dailyMaxCount: own?.dailyMaxCount ?? settings.withdrawal.dailyMaxCount,
        withdrawable: toDecimal(available, scale),
        hasPaymentPassword,
      };
    },

    async payees(auth: AuthMember): Promise<TPayeeAccount[]> {
      return (await repository.listPayeeAccounts(ctx.db, auth.id)).map(toPayee);
    },

    /** Binds a bank account (the payment password proves the member); binding the same number again returns it. */
    async addPayee(auth: AuthMember, body: TAddPayeeAccountRequest): Promise<TPayeeAccount> {
      if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
      await checkPaymentPassword(ctx, auth.id, body.paymentPassword);
      const settings = await ctx.settings.get();
      const current = await repository.listPayeeAccounts(ctx.db, auth.id);
      const same = current.find((payee) => payee.accountNumber === body.accountNumber);
      if (same) return toPayee(same);
      if (current.length >= settings.payeeAccountsMax) throw new AppError('PAYEE_ACCOUNT_LIMIT');
      const row = await repository.insertPayeeAccount(ctx.db, {
        memberId: auth.id,
        bankName: body.bankName,
        accountName: body.accountName,
        accountNumber: body.accountNumber,
        createdAt: ctx.clock.now(),
      });
      if (row) return toPayee(row);
      const raced = (await repository.listPayeeAccounts(ctx.db, auth.id)).find(
        (payee) => payee.accountNumber === body.accountNumber,
      );
      if (!raced) throw new AppError('CONFLICT');
      return toPayee(raced);
    },

    list: orders.list,

    get: orders.get,

    /**
     * The member's answer after a payout: RECEIVED, PARTIAL (with amountReceived, less than the amount)
     * or NOT_RECEIVED (with a proof image). Only a PAID order before its deadline; nothing moves.
     */
    async confirm(
      auth: AuthMember,
      orderId: string,
      fields: TConfirmWithdrawalFields,
      proof: ProofUpload | null,
    ): Promise<TWithdrawalOrder> {
      const { scale } = await currencyOf(ctx);
      const current = await repository.findWithdrawalOrder(ctx.db, orderId);
      if (!current || current.memberId !== auth.id) throw new AppError('ORDER_NOT_FOUND');
      let amountReceived: bigint | null = null;
      if (fields.result === 'PARTIAL') {
        if (fields.amountReceived === undefined)
          throw new AppError('VALIDATION_FAILED', { fields: ['amountReceived'] });
        amountReceived = toMinor(fields.amountReceived, scale, 'amountReceived');
        if (amountReceived >= current.amount)
          throw new AppError('VALIDATION_FAILED', { fields: ['amountReceived'] });
      } else if (fields.result === 'RECEIVED') {
        amountReceived = current.amount;
      } else {
        amountReceived = 0n;
      }
      let kind: 'png' | 'jpg' | null = null;
      if (proof) {
        kind = imageKind(proof.bytes);
        if (!kind) throw new AppError('UNSUPPORTED_FILE');
      }
      if (fields.result === 'NOT_RECEIVED' && !proof) throw new AppError('PROOF_REQUIRED');
      const now = ctx.clock.now();
      if (current.status !== 'PAID' || (current.confirmDeadline && current.confirmDeadline <= now)) {
        throw new AppError('ORDER_STATE_CONFLICT');
      }
      const proofFile = proof && kind ? await storeProof(ctx.proofDir, proof.bytes, kind) : null;
      const updated = await ctx.db.transaction(async (tx) => {
        const order = await repository.findWithdrawalOrder(tx, orderId, { lock: true });
        if (!order || order.status !== 'PAID') throw new AppError('ORDER_STATE_CONFLICT');
        return repository.updateWithdrawalOrder(tx, orderId, {
          status: fields.result,
          amountReceived,
          proofFile: proofFile ?? order.proofFile,
          confirmedAt: now,
          updatedAt: now,
        });
      });
      return toWithdrawalOrder(updated, scale);
    },

    /** The stored proof image of an order: for its member (pass memberId) or an operator (null). */
    async proofPath(orderId: string, memberId: string | null): Promise<{ path: string; type: string }> {
      const order = await repository.findWithdrawalOrder(ctx.db, orderId);
      if (!order || (memberId !== null && order.memberId !== memberId)) throw new AppError('ORDER_NOT_FOUND');
      if (!order.proofFile || !PROOF_FILE.test(order.proofFile)) throw new AppError('NOT_FOUND');
      return {
        path: path.join(ctx.proofDir, order.proofFile),
        type: order.proofFile.endsWith('.png') ? 'image/png' : 'image/jpeg',
      };
    },

    /** The job: PAID orders past their deadline become AUTO_RECEIVED (counts as received; nothing refunded). */
    async autoConfirm(now: Date): Promise<number> {
      const rows = await ctx.db
        .update(withdrawalOrders)
        .set({ status: 'AUTO_RECEIVED', confirmedAt: now, updatedAt: now })
        .where(and(eq(withdrawalOrders.status, 'PAID'), lt(withdrawalOrders.confirmDeadline, now)))
        .returning({ id: withdrawalOrders.id });
      if (rows.length > 0) ctx.log.info({ count: rows.length }, 'withdrawals auto-confirmed as received');
      return rows.length;
    },

    // ----- operator API -----

    adminList: orders.adminList,

    /** Marks a PENDING withdrawal paid: the held amount leaves the wallet (audited in the same transaction). */
    async pay(orderId: string, body: { payoutReference?: string; remark?: string }, author: Actor) {
      const settings = await ctx.settings.get();
      return orders.decide(orderId, author, 'pay', async (tx, before) => {
        const main = await ctx.ledger.mainAccount(tx, before.memberId);
        const posted = await ctx.ledger.post(tx, {
          key: `withdrawal:${orderId}:paid`,
          kind: 'WITHDRAWAL_PAID',
          memberId: before.memberId,
          reference: orderId,
          remark: body.payoutReference ?? null,
          actor: author.actor,
          legs: [
            { account: main, amount: -before.amount },
            { account: await ctx.ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: before.amount },
          ],
          holds: [{ account: main, amount: -before.amount }],
        });
        const now = ctx.clock.now();
        const after = await repository.updateWithdrawalOrder(tx, orderId, {
          status: 'PAID',
          paidAt: now,
          confirmDeadline: new Date(now.getTime() + settings.withdrawal.autoConfirmMinutes * 60_000),
          operator: author.actor,
          payoutReference: body.payoutReference ?? null,
          remark: body.remark ?? before.remark,
          updatedAt: now,
        });
        return { after, ledgerTransactionId: posted.transactionId };
      });
    },

    /** Rejects a PENDING withdrawal: the hold is released (audited in the same transaction). */
    reject(orderId: string, body: { remark: string }, author: Actor) {
      return orders.decide(orderId, author, 'reject', async (tx, before) => {
        const main = await ctx.ledger.mainAccount(tx, before.memberId);
        await ctx.ledger.post(tx, {
          key: `withdrawal:${orderId}:release`,
          kind: 'WITHDRAWAL_RELEASED',
          memberId: before.memberId,
          reference: orderId,
          remark: body.remark,
          actor: author.actor,
          legs: [],
          holds: [{ account: main, amount: -before.amount }],
        });
        const after = await repository.updateWithdrawalOrder(tx, orderId, {
          status: 'REJECTED',
          operator: author.actor,
          remark: body.remark,
          updatedAt: ctx.clock.now(),
        });
        return { after };
      });
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
