import type {
  TAccountRecordQuery,
  TAccountRecordRow,
  TBalanceValue,
  TConsolidatedFundsValue,
} from '@platform/contracts/wallet';
import type { TLanguage } from '@platform/contracts/i18n';
import type { AuthMember } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { pageReply, pageWindow } from '../../platform/paging';
import { isCalendarDate, nextDate, startOfDay } from '../../platform/zoned-time';
import type { TGameNames, WalletContext } from './context';
import type { AccountState } from './ledger/ledger';
import { listPostings } from './ledger/records';
import { toDecimal } from './money';
import type { VendorTransfers } from './vendors/transfers';

/** Longest date range of one account-record query. */
export const ACCOUNT_RECORD_MAX_DAYS = 366;

export function balanceValue(
  state: AccountState,
  currency: { code: string; symbol: string; scale: number },
  isTrial: boolean,
): TBalanceValue {
  const available = state.balance - state.held;
  return {
    balance: toDecimal(state.balance, currency.scale),
    held: toDecimal(state.held, currency.scale),
    available: toDecimal(available, currency.scale),
    withdrawable: isTrial ? 0 : toDecimal(available, currency.scale),
    currency: currency.code,
    currencySymbol: currency.symbol,
  };
}

/** Movements of a game round: their reference is `vendor:round`, their remark the vendor's game code. */
const GAME_KINDS: ReadonlySet<string> = new Set(['BET', 'WIN', 'ROLLBACK']);

/** A game movement's remark as the player knows the game: its name in the page language, not its code. */
function gameRemark(
  row: { kind: string; reference: string | null; remark: string | null },
  gameName: TGameNames,
  language: TLanguage,
): string | null {
  if (!GAME_KINDS.has(row.kind) || !row.remark || !row.reference) return row.remark;
  const vendor = row.reference.slice(0, row.reference.indexOf(':'));
  return (vendor && gameName(vendor, row.remark, language)) || row.remark;
}

/** Balance views of the main wallet, the sub-wallets and the account record. */
export function createBalances(ctx: WalletContext, vendorTransfers: VendorTransfers) {
  async function balance(member: Pick<AuthMember, 'id' | 'isTrial'>): Promise<TBalanceValue> {
    const [brand, state] = await Promise.all([ctx.brand(), ctx.ledger.mainBalance(ctx.db, member.id)]);
    return balanceValue(state, brand.currency, member.isTrial);
  }

  return {
    balance,

    /** For identity's member info: the main wallet balance (held money included), as a decimal. */
    async balanceOf(memberId: string): Promise<number> {
      const [brand, state] = await Promise.all([ctx.brand(), ctx.ledger.mainBalance(ctx.db, memberId)]);
      return toDecimal(state.balance, brand.currency.scale);
    },

    async consolidated(member: Pick<AuthMember, 'id' | 'isTrial'>): Promise<TConsolidatedFundsValue> {
      const [brand, state, subWallets] = await Promise.all([
        ctx.brand(),
        ctx.ledger.mainBalance(ctx.db, member.id),
        member.isTrial ? Promise.resolve([]) : vendorTransfers.subWallets(member.id),
      ]);
      const { scale } = brand.currency;
      const total = subWallets.reduce((sum, wallet) => sum + wallet.balance, state.balance);
      return {
        main: balanceValue(state, brand.currency, member.isTrial),
        subWallets: subWallets.map((wallet) => ({ ...wallet, balance: toDecimal(wallet.balance, scale) })),
        total: toDecimal(total, scale),
      };
    },

    /** isSingle: no transfer-mode vendor is configured (every game plays from the main wallet). */
    merchantWallet: () => ({ isSingle: ctx.vendors.list().length === 0 }),

    /**
     * The account record (ODSFE2_MemTransDet): the main wallet's postings between two dates of the brand's
     * time zone (inclusive), optionally of one kind, newest first.
     */
    async accountRecord(
      member: Pick<AuthMember, 'id'>,
      query: TAccountRecordQuery,
      language: TLanguage = 'es',
    ) {
      const fields = ['startDate', 'endDate'].filter(
        (field) => !isCalendarDate(query[field as 'startDate' | 'endDate']),
      );
      if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
      if (query.endDate < query.startDate) throw new AppError('VALIDATION_FAILED', { fields: ['endDate'] });
      const brand = await ctx.brand();
      const from = startOfDay(brand.timeZone, query.startDate);
      const to = startOfDay(brand.timeZone, nextDate(query.endDate));
      if (to.getTime() - from.getTime() > ACCOUNT_RECORD_MAX_DAYS * 86_400_000) {
        throw new AppError('VALIDATION_FAILED', { fields: ['startDate', 'endDate'] });
      }
      const { scale } = brand.currency;
      const account = await ctx.ledger.findMainAccount(ctx.db, member.id);
      if (!account) return pageReply<TAccountRecordRow>(query, [], 0);
      const { rows, total } = await listPostings(ctx.db, account.id, {
        from,
        to,
        kind: query.kind,
        ...pageWindow(query),
      });
      const gameName = rows.some((row) => GAME_KINDS.has(row.kind)) ? await ctx.gameNames?.() : undefined;
      const content: TAccountRecordRow[] = rows.map((row) => ({
        id: row.postingId.toString(),
        time: row.createdAt.toISOString(),
        kind: row.kind,
        amount: toDecimal(row.amount, scale),
        balanceAfter: toDecimal(row.balanceAfter ?? 0n, scale),
        reference: row.reference,
        remark: gameName ? gameRemark(row, gameName, language) : row.remark,
      }));
      return pageReply(query, content, total);
    },
  };
}

export type Balances = ReturnType<typeof createBalances>;
