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
};

/** The brand's currency: code, symbol and decimal places. */
export async function currencyOf(ctx: Pick<WalletContext, 'brand'>) {
  return (await ctx.brand()).currency;
}

/** Who moved money, as written on journal transactions and the audit log. */
export type Actor = { actor: string; requestId: string | null };
