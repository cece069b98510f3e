import type { AuthMember } from '../../../platform/auth';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { pageReply, pageWindow, type PageRequest } from '../../../platform/paging';
import { recordAudit } from '../../system/service';
import { currencyOf, type Actor, type WalletContext } from '../context';
import type { Page } from '../repository';

type OrderRow = { id: string; memberId: string; status: string };

/** One kind of cashier order: its name in the audit log and the repository's reads of it. */
export type OrderStore<Row extends OrderRow> = {
  kind: 'deposit' | 'withdrawal';
  find: (db: Db, id: string, options?: { lock?: boolean }) => Promise<Row | null>;
  list: (
    db: Db,
    filter: { memberId?: string; status?: string },
    page: Page,
  ) => Promise<{ rows: Row[]; total: number }>;
};

/** How an order row is shown: to its member, and to an operator (`account`: the member's). */
export type OrderViews<Row extends OrderRow, Order, AdminOrder> = {
  member: (row: Row, scale: number) => Order;
  operator: (row: Row, scale: number, account: string) => AdminOrder;
};

/**
 * What deposits and withdrawals do alike with their orders: a member's own orders (newest first) and one
 * of them (another member's is ORDER_NOT_FOUND), the operator's list (by status and member account) and
 * the operator's decisions on PENDING orders.
 */
export function createOrderPages<Row extends OrderRow, Order, AdminOrder>(
  ctx: WalletContext,
  store: OrderStore<Row>,
  views: OrderViews<Row, Order, AdminOrder>,
) {
  async function adminView(rows: Row[], scale: number): Promise<AdminOrder[]> {
    const members = new Map(
      (await ctx.members.getMembersByIds([...new Set(rows.map((row) => row.memberId))])).map((m) => [
        m.id,
        m,
      ]),
    );
    return rows.map((row) => views.operator(row, scale, members.get(row.memberId)?.account ?? ''));
  }

  /** Locks a PENDING order for an operator decision, or refuses. */
  async function lockPending(tx: Db, orderId: string): Promise<Row> {
    const order = await store.find(tx, orderId, { lock: true });
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'PENDING') throw new AppError('ORDER_STATE_CONFLICT');
    return order;
  }

  return {
    /**
     * An operator's decision on a PENDING order, in one transaction: the order is locked, `apply` moves
     * the money and updates the order, and the change is audited as `wallet.<kind>.<action>` (before and
     * after; after with the ledger transaction when money moved). Returns the operator view of the order.
     */
    async decide(
      orderId: string,
      author: Actor,
      action: string,
      apply: (tx: Db, before: Row) => Promise<{ after: Row; ledgerTransactionId?: bigint }>,
    ): Promise<AdminOrder> {
      const { scale } = await currencyOf(ctx);
      const order = await ctx.ledger.transaction(ctx.db, async (tx) => {
        const before = await lockPending(tx, orderId);
        const { after, ledgerTransactionId } = await apply(tx, before);
        await recordAudit(tx, {
          ...author,
          action: `wallet.${store.kind}.${action}`,
          target: `${store.kind}_order:${orderId}`,
          before: views.member(before, scale),
          after:
            ledgerTransactionId === undefined
              ? views.member(after, scale)
              : { ...views.member(after, scale), ledgerTransactionId: ledgerTransactionId.toString() },
        });
        return after;
      });
      return (await adminView([order], scale))[0]!;
    },

    async list(auth: AuthMember, page: PageRequest) {
      const { scale } = await currencyOf(ctx);
      const { rows, total } = await store.list(ctx.db, { memberId: auth.id }, pageWindow(page));
      return pageReply(
        page,
        rows.map((row) => views.member(row, scale)),
        total,
      );
    },

    async get(auth: AuthMember, orderId: string): Promise<Order> {
      const { scale } = await currencyOf(ctx);
      const order = await store.find(ctx.db, orderId);
      if (!order || order.memberId !== auth.id) throw new AppError('ORDER_NOT_FOUND');
      return views.member(order, scale);
    },

    async adminList(filter: { status?: string; account?: string }, page: PageRequest) {
      const { scale } = await currencyOf(ctx);
      let memberId: string | undefined;
      if (filter.account) {
        const member = await ctx.members.findMemberByAccount(filter.account);
        if (!member) return pageReply<AdminOrder>(page, [], 0);
        memberId = member.id;
      }
      const { rows, total } = await store.list(ctx.db, { memberId, status: filter.status }, pageWindow(page));
      return pageReply(page, await adminView(rows, scale), total);
    },
  };
}
