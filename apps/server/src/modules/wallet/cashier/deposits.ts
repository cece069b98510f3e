import type { TLanguage } from '@platform/contracts/i18n';
import type {
  TAdminDepositChannel,
  TAdminDepositOrder,
  TCreateDepositRequest,
  TDepositChannel,
  TDepositChannelInput,
  TDepositOrder,
} from '@platform/contracts/wallet';
import type { AuthMember } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { normalizeIp } from '../../../platform/ip';
import { recordAudit } from '../../system/service';
import { currencyOf, type Actor, type WalletContext } from '../context';
import { hashRequest, HOUSE } from '../ledger/ledger';
import { checkRange, toDecimal, toMinor } from '../money';
import * as repository from '../repository';
import type { GatewayNotice } from './gateways';
import { createOrderPages } from './order-pages';

export const BANK_DEPOSIT_KEY = 'bank';

/** The ledger key of a deposit: one per order (gateway + order id), so an order credits once. */
export const depositKey = (order: Pick<repository.DepositOrderRow, 'id' | 'gateway'>) =>
  `deposit:${order.gateway ?? BANK_DEPOSIT_KEY}:${order.id}`;

type Bank = { bankName: string; accountName: string; accountNumber: string };

/** A channel as players see it: its name in `language` when the operator gave one, else the default. */
export function toDepositChannel(
  row: repository.DepositChannelRow,
  scale: number,
  language: TLanguage | null = null,
): TDepositChannel {
  return {
    id: row.id,
    type: row.type as TDepositChannel['type'],
    name: (language && row.names[language]) || row.name,
    minAmount: toDecimal(row.minAmount, scale),
    maxAmount: toDecimal(row.maxAmount, scale),
    bank: (row.bank as Bank | null) ?? null,
  };
}

/** A channel as operators see it: the default name, every translation and the settings. */
export function toAdminDepositChannel(
  row: repository.DepositChannelRow,
  scale: number,
): TAdminDepositChannel {
  return {
    ...toDepositChannel(row, scale),
    names: row.names,
    gateway: row.gateway,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

export function toDepositOrder(row: repository.DepositOrderRow, scale: number): TDepositOrder {
  return {
    orderId: row.id,
    channelId: row.channelId,
    channelType: row.channelType as TDepositOrder['channelType'],
    amount: toDecimal(row.amount, scale),
    status: row.status as TDepositOrder['status'],
    redirectUrl: row.status === 'PENDING' ? row.redirectUrl : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    remark: row.remark,
  };
}

/** An order as operators see it: the member's account, the payer, the references, who decided. */
export function toAdminDepositOrder(row: repository.DepositOrderRow, scale: number, account: string) {
  return {
    ...toDepositOrder(row, scale),
    redirectUrl: row.redirectUrl,
    memberId: row.memberId,
    account,
    transferReference: row.transferReference,
    payerName: row.payerName,
    gatewayReference: row.gatewayReference,
    operator: row.operator,
  } satisfies TAdminDepositOrder;
}

/** What a callback did, as logged in payment_callbacks. */
export type CallbackOutcome =
  | 'CREDITED'
  | 'REPLAYED'
  | 'CANCELLED'
  | 'REFUSED_SIGNATURE'
  | 'REFUSED_BODY'
  | 'REFUSED_AMOUNT'
  | 'REFUSED_STATE'
  | 'UNKNOWN_ORDER';

const REFUSALS: Partial<Record<CallbackOutcome, AppError['code']>> = {
  REFUSED_SIGNATURE: 'INVALID_SIGNATURE',
  REFUSED_BODY: 'BAD_REQUEST',
  REFUSED_AMOUNT: 'AMOUNT_MISMATCH',
  REFUSED_STATE: 'ORDER_STATE_CONFLICT',
  UNKNOWN_ORDER: 'ORDER_NOT_FOUND',
};

/**
 * Deposits: channels configured by the operator; manual bank transfers approved or rejected by an
 * operator; gateway payments confirmed by the gateway's signed callback. An order credits the main
 * wallet at most once (the ledger key is the gateway and the order id).
 */
export function createDeposits(ctx: WalletContext) {
  async function credit(tx: typeof ctx.db, order: repository.DepositOrderRow, actor: string) {
    return ctx.ledger.post(tx, {
      key: depositKey(order),
      kind: 'DEPOSIT',
      memberId: order.memberId,
      reference: order.id,
      remark:
        order.channelType === 'GATEWAY'
          ? `${order.gateway} ${order.gatewayReference ?? ''}`.trim()
          : order.transferReference,
      actor,
      legs: [
        { account: await ctx.ledger.mainAccount(tx, order.memberId), amount: order.amount },
        { account: await ctx.ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -order.amount },
      ],
    });
  }

  /** Tells the deposit's listeners (promotions) once it committed; their failure never undoes the deposit. */
  async function afterCredit(order: repository.DepositOrderRow) {
    if (!ctx.afterDepositCredited) return;
    try {
      await ctx.afterDepositCredited({
        orderId: order.id,
        memberId: order.memberId,
        amount: order.amount,
        creditedAt: ctx.clock.now(),
      });
    } catch (error) {
      ctx.log.error(
        { err: error, orderId: order.id },
        'deposit listener failed (its catch-up job will retry)',
      );
    }
  }

  const store = {
    kind: 'deposit',
    find: repository.findDepositOrder,
    list: repository.listDepositOrders,
  } as const;
  const orders = createOrderPages(ctx, store, { member: toDepositOrder, operator: toAdminDepositOrder });

  /**
   * A deposit order, idempotent by the member's requestId (a double click is one order; the same
   * requestId with other content is 409 IDEMPOTENCY_CONFLICT). Gateway orders carry the payment page.
   */
  async function create(auth: AuthMember, body: TCreateDepositRequest): Promise<TDepositOrder> {
    if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
    const [{ scale, code: currency }, settings] = await Promise.all([currencyOf(ctx), ctx.settings.get()]);
    const amount = toMinor(body.amount, scale);
    const transferReference = body.transferReference?.trim() || null;
    const payerName = body.payerName?.trim() || null;
    const requestHash = hashRequest({ channelId: body.channelId, amount, transferReference, payerName });
    const existing = await repository.findDepositOrderByRequest(ctx.db, auth.id, body.requestId);
    if (existing) {
      if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return toDepositOrder(existing, scale);
    }
    const channel = await repository.findDepositChannel(ctx.db, body.channelId);
    const gateway = channel?.type === 'GATEWAY' && channel.gateway ? ctx.gateways.get(channel.gateway) : null;
    if (!channel || !channel.enabled || (channel.type === 'GATEWAY' && !gateway)) {
      throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE');
    }
    checkRange(amount, channel.minAmount, channel.maxAmount, scale);
    if (channel.type === 'BANK_TRANSFER' && !transferReference) {
      throw new AppError('VALIDATION_FAILED', { fields: ['transferReference'] });
    }
    const now = ctx.clock.now();
    const order = await repository.insertDepositOrder(ctx.db, {
      memberId: auth.id,
      channelId: channel.id,
      channelType: channel.type,
      gateway: gateway?.code ?? null,
      amount,
      status: 'PENDING',
      requestId: body.requestId,
      requestHash,
      transferReference,
      payerName,
      createdAt: now,
      updatedAt: now,
      expiresAt: gateway ? new Date(now.getTime() + settings.gatewayOrderExpiryMinutes * 60_000) : null,
    });
    if (!order) return create(auth, body);
    if (!gateway) return toDepositOrder(order, scale);
    const payment = await gateway.createPayment({
      orderId: order.id,
      amount,
      currency,
      memberId: auth.id,
      memberAccount: auth.account,
    });
    const updated = await repository.updateDepositOrder(ctx.db, order.id, {
      redirectUrl: payment.redirectUrl,
      gatewayReference: payment.gatewayReference,
      updatedAt: ctx.clock.now(),
    });
    return toDepositOrder(updated, scale);
  }

  return {
    async channels(language: TLanguage): Promise<TDepositChannel[]> {
      const { scale } = await currencyOf(ctx);
      return (await repository.listDepositChannels(ctx.db, { enabledOnly: true }))
        .filter(
          (row) => row.type !== 'GATEWAY' || (row.gateway !== null && ctx.gateways.get(row.gateway) !== null),
        )
        .map((row) => toDepositChannel(row, scale, language));
    },

    create,

    list: orders.list,

    get: orders.get,

    /** For the sandbox payment page: an order of a gateway (the page checks the order's token itself). */
    findGatewayOrder: async (orderId: string, gateway: string) => {
      const order = await repository.findDepositOrder(ctx.db, orderId);
      return order && order.gateway === gateway ? order : null;
    },

    /**
     * A gateway's server-to-server callback. A forged signature, a body not understood, an unknown order,
     * a different amount or a state that does not allow it changes nothing (refused and logged); a replay
     * of a callback already applied changes nothing either. Every callback is logged in payment_callbacks.
     */
    async handleCallback(
      gatewayCode: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      ip: string,
    ): Promise<{ outcome: CallbackOutcome; orderId: string | null }> {
      const gateway = ctx.gateways.get(gatewayCode);
      if (!gateway) throw new AppError('NOT_FOUND');
      const now = ctx.clock.now();
      const log = async (outcome: CallbackOutcome, signatureValid: boolean, orderId: string | null) => {
        await repository.insertPaymentCallback(ctx.db, {
          gateway: gateway.code,
          orderId,
          signatureValid,
          outcome,
          body: rawBody.toString('utf8').slice(0, 4000),
          ip: normalizeIp(ip),
          receivedAt: now,
        });
        const refusal = REFUSALS[outcome];
        if (refusal) {
          ctx.log.warn({ gateway: gateway.code, orderId, outcome }, 'payment callback refused');
          throw new AppError(refusal);
        }
        ctx.log.info({ gateway: gateway.code, orderId, outcome }, 'payment callback');
        return { outcome, orderId };
      };

      if (!gateway.verifyCallback(rawBody, headers)) return log('REFUSED_SIGNATURE', false, null);
      const notice: GatewayNotice | null = gateway.parseCallback(rawBody);
      if (!notice) return log('REFUSED_BODY', true, null);

      let credited: repository.DepositOrderRow | null = null;
      const outcome = await ctx.ledger.transaction(ctx.db, async (tx): Promise<CallbackOutcome> => {
        const order = await repository.findDepositOrder(tx, notice.orderId, { lock: true });
        if (!order || order.gateway !== gateway.code) return 'UNKNOWN_ORDER';
        if (notice.amount !== order.amount) return 'REFUSED_AMOUNT';
        if (notice.status === 'CANCELLED') {
          if (order.status === 'CANCELLED') return 'REPLAYED';
          if (order.status !== 'PENDING' && order.status !== 'EXPIRED') return 'REFUSED_STATE';
          await repository.updateDepositOrder(tx, order.id, { status: 'CANCELLED', updatedAt: now });
          return 'CANCELLED';
        }
        if (order.status === 'CREDITED') return 'REPLAYED';
        // A payment confirmed after the order expired still credits: the member paid.
        if (order.status !== 'PENDING' && order.status !== 'EXPIRED') return 'REFUSED_STATE';
        const posted = await credit(tx, order, `gateway:${gateway.code}`);
        credited = order;
        await repository.updateDepositOrder(tx, order.id, {
          status: 'CREDITED',
          gatewayReference: notice.gatewayReference ?? order.gatewayReference,
          ledgerTransactionId: posted.transactionId,
          updatedAt: now,
        });
        return 'CREDITED';
      });
      if (credited) await afterCredit(credited);
      return log(outcome, true, notice.orderId);
    },

    /** Gateway orders not paid in time become EXPIRED (the job). */
    expire: (now: Date) => repository.expireDepositOrders(ctx.db, now),

    // ----- operator API -----

    adminList: orders.adminList,

    /** Approves a PENDING bank-transfer order: credits the member once (audited in the same transaction). */
    async approve(orderId: string, body: { remark?: string }, author: Actor): Promise<TAdminDepositOrder> {
      let credited: repository.DepositOrderRow | null = null;
      const decided = await orders.decide(orderId, author, 'approve', async (tx, before) => {
        if (before.channelType !== 'BANK_TRANSFER') throw new AppError('ORDER_STATE_CONFLICT');
        const posted = await credit(tx, before, author.actor);
        credited = before;
        const after = await repository.updateDepositOrder(tx, orderId, {
          status: 'CREDITED',
          operator: author.actor,
          remark: body.remark ?? before.remark,
          ledgerTransactionId: posted.transactionId,
          updatedAt: ctx.clock.now(),
        });
        return { after, ledgerTransactionId: posted.transactionId };
      });
      if (credited) await afterCredit(credited);
      return decided;
    },

    /** Rejects a PENDING order (nothing credited), with the reason shown to the member (audited). */
    reject(orderId: string, body: { remark: string }, author: Actor): Promise<TAdminDepositOrder> {
      return orders.decide(orderId, author, 'reject', async (tx) => ({
        after: await repository.updateDepositOrder(tx, orderId, {
          status: 'REJECTED',
          operator: author.actor,
          remark: body.remark,
          updatedAt: ctx.clock.now(),
        }),
      }));
    },

    async adminChannels(): Promise<TAdminDepositChannel[]> {
      const { scale } = await currencyOf(ctx);
      return (await repository.listDepositChannels(ctx.db, { enabledOnly: false })).map((row) =>
        toAdminDepositChannel(row, scale),
      );
    },

    /** Creates or replaces a channel (audited). */
    async saveChannel(id: string, input: TDepositChannelInput, author: Actor): Promise<TAdminDepositChannel> {
      const { scale } = await currencyOf(ctx);
      if (input.type === 'GATEWAY' && (!input.gateway || !ctx.gateways.get(input.gateway))) {
        throw new AppError('VALIDATION_FAILED', { fields: ['gateway'] });
      }
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repository.findDepositChannel(tx, id);
        const saved = await repository.upsertDepositChannel(tx, {
          id,
          type: input.type,
          name: input.name,
          names: input.names,
          minAmount: toMinor(input.minAmount, scale, 'minAmount'),
          maxAmount: toMinor(input.maxAmount, scale, 'maxAmount'),
          bank: input.type === 'BANK_TRANSFER' ? input.bank : null,
          gateway: input.type === 'GATEWAY' ? input.gateway : null,
          enabled: input.enabled,
          sortOrder: input.sortOrder,
        });
        await recordAudit(tx, {
          ...author,
          action: 'wallet.deposit-channel.save',
          target: `deposit_channel:${id}`,
          before: before ? toAdminDepositChannel(before, scale) : null,
          after: toAdminDepositChannel(saved, scale),
        });
        return saved;
      });
      return toAdminDepositChannel(row, scale);
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
