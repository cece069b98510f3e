import { pageReply, pageWindow } from '../../platform/paging';
import { createAdjustments } from './adjustments';
import { createBalances } from './balances';
import { createDeposits } from './cashier/deposits';
import { checkPaymentPassword } from './cashier/payment-password';
import { createWithdrawals } from './cashier/withdrawals';
import { currencyOf, type WalletContext } from './context';
import { checkLedger } from './ledger/check';
import { listPostings } from './ledger/records';
import { toDecimal } from './money';
import { createTeamReads } from './team-reads';
import { createMemberTransfers } from './transfers';
import { createRecall } from './vendors/recall';
import { createVendorTransfers } from './vendors/transfers';

export type WalletJobResult = { autoReceived: number; transfersChecked: number; depositsExpired: number };

/**
 * The wallet module's use cases. Money moves only through `ledger` (ledger/ledger.ts); other modules
 * (games: bets, wins, rollbacks) take `wallet.ledger` and call `ledger.post` in `ledger.transaction`.
 */
export function createWalletService(ctx: WalletContext) {
  const vendorTransfers = createVendorTransfers(ctx);
  const balances = createBalances(ctx, vendorTransfers);
  const deposits = createDeposits(ctx);
  const withdrawals = createWithdrawals(ctx);
  const memberTransfers = createMemberTransfers(ctx);
  const adjustments = createAdjustments(ctx);

  return {
    ledger: ctx.ledger,
    settings: ctx.settings,
    vendors: ctx.vendors,
    balances,
    vendorTransfers,
    /** Every sub-wallet back to the main wallet (the seamless wallet area's one click). */
    recallAll: createRecall(ctx, vendorTransfers, balances),
    deposits,
    withdrawals,
    memberTransfers,
    adjustments,
    /** Cash figures and account records of many members (the agent centre's team reports). */
    teamReads: createTeamReads(ctx),

    /** The brand's currency (code, symbol, scale). */
    currency: () => currencyOf(ctx),

    /**
     * Main wallet balances (decimals, the currency's scale) of many members in one query, for other
     * modules' lists (the agent centre's team); a member without a wallet has 0.
     */
    async balancesOf(memberIds: readonly string[]): Promise<Map<string, number>> {
      const [{ scale }, minor] = await Promise.all([
        currencyOf(ctx),
        ctx.ledger.mainBalances(ctx.db, memberIds),
      ]);
      return new Map(memberIds.map((id) => [id, toDecimal(minor.get(id) ?? 0n, scale)]));
    },

    /**
     * The member's payment password for another module's use case behind it (loyalty's redeem and
     * convert): the same refusals and lockout as a withdrawal's.
     */
    checkPaymentPassword: (memberId: string, paymentPassword: string) =>
      checkPaymentPassword(ctx, memberId, paymentPassword),

    /** The ledger invariants (read-only). */
    check: () => checkLedger(ctx.db),

    /** A member's journal, for operators: postings of the main wallet with their transactions. */
    async memberLedger(
      account: string,
      query: { pageNo: number; pageSize: number; kind?: Parameters<typeof listPostings>[2]['kind'] },
    ) {
      const member = await ctx.members.findMemberByAccount(account);
      if (!member) return null;
      const brand = await ctx.brand();
      const { scale } = brand.currency;
      const balance = await balances.balance({ id: member.id, isTrial: member.isTrial });
      const main = await ctx.ledger.findMainAccount(ctx.db, member.id);
      const { rows, total } = main
        ? await listPostings(ctx.db, main.id, {
            kind: query.kind,
            ...pageWindow(query),
          })
        : { rows: [], total: 0 };
      return {
        account: member.account,
        balance,
        page: pageReply(
          query,
          rows.map((row) => ({
            transactionId: row.transactionId.toString(),
            time: row.createdAt.toISOString(),
            kind: row.kind,
            amount: toDecimal(row.amount, scale),
            balanceAfter: toDecimal(row.balanceAfter ?? 0n, scale),
            reference: row.reference,
            remark: row.remark,
            actor: row.actor,
            idempotencyKey: row.key,
          })),
          total,
        ),
      };
    },

    /** The job of spec §4: PAID withdrawals past their deadline count as received (AUTO_RECEIVED). */
    autoConfirmWithdrawals: (now: Date) => withdrawals.autoConfirm(now),

    /** The periodic work: auto-confirmation of payouts, pending vendor transfers, expired gateway orders. */
    async runJobs(now: Date): Promise<WalletJobResult> {
      const autoReceived = await withdrawals.autoConfirm(now);
      const transfersChecked = await vendorTransfers.resolvePending(now);
      const depositsExpired = await deposits.expire(now);
      return { autoReceived, transfersChecked, depositsExpired };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
