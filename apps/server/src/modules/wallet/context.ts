import type { TLanguage } from '@platform/contracts/i18n';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { GatewayRegistry } from './cashier/gateways';
import type { Ledger } from './ledger/ledger';
import type { WalletMembers } from './members';
import type { WalletSettings } from './settings';
import type { TransferVendorRegistry } from './vendors/registry';

/** What every wallet use case may use. */
export type WalletContext = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  ledger: Ledger;
  settings: WalletSettings;
  brand: () => Promise<TBrandConfig>;
  members: WalletMembers;
  vendors: TransferVendorRegistry;
  gateways: GatewayRegistry;
  /** Where withdrawal proof images are stored (DATA_DIR/uploads/proofs). */
  proofDir: string;
  /** A vendor call that has not answered after this long counts as "no answer" (the transfer stays PENDING). */
  vendorTimeoutMs: number;
  /** The games' names, for the account record's game movements (the catalogue is the games module's). */
  gameNames?: () => Promise<TGameNames>;
  /**
   * Called once a deposit credited the member, after its transaction committed (promotions: first-deposit
   * and reload bonuses, lucky-draw entitlements, missions, referrals). A failure is logged, never undoes the
   * deposit: the listeners keep a catch-up job of their own.
   */
  afterDepositCredited?: (deposit: CreditedDeposit) => Promise<void>;
  /**
   * Refuses a withdrawal the member may not make yet (promotions: bonus turnover still owed), throwing the
   * AppError to show; called before the amount is held.
   */
  withdrawalGuard?: (memberId: string) => Promise<void>;
  /**
   * The member's own withdrawal limits (loyalty: his VIP level's), replacing the wallet settings' daily
   * count and maximum amount where not null.
   */
  withdrawalLimits?: (memberId: string) => Promise<WithdrawalLimits>;
};

/** Limits of one member's withdrawals; null: the wallet settings' own. */
export type WithdrawalLimits = { dailyMaxCount: number | null; maxAmount: bigint | null };

export type CreditedDeposit = { orderId: string; memberId: string; amount: bigint; creditedAt: Date };

/** A game's name in a language, by vendor and game code; null for a game the catalogue does not know. */
export type TGameNames = (vendor: string, gameCode: string, language: TLanguage) => string | null;

/** The brand's currency: code, symbol and decimal places. */
export async function currencyOf(ctx: Pick<WalletContext, 'brand'>) {
  return (await ctx.brand()).currency;
}

/** Who moved money, as written on journal transactions and the audit log. */
export type Actor = { actor: string; requestId: string | null };
