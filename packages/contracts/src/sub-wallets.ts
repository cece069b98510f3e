import { z } from 'zod';
import { okEnvelope } from './envelope';
import { ZVendorModeSchema } from './games';
import { TRANSFER_STATUSES, ZConsolidatedFundsValueSchema } from './wallet';

/**
 * The seamless wallet area (spec §2 `/seamless`): which wallet each vendor plays from, and bringing every
 * sub-wallet back to the main wallet. Both paths are ours (the spec names only GCS_walletTransfer,
 * consolidated funds and GCS_merchantWallet).
 */

/** GET /wps/game/vendorWallets: each catalogue vendor, its wallet mode and the sub-wallet it plays from. */
export const ZVendorWalletSchema = z.object({
  vassalage: z.string(),
  mode: ZVendorModeSchema,
  /** The sub-wallet (a vendor code of the consolidated funds) a transfer-mode vendor plays from; null: main wallet. */
  walletVendor: z.string().nullable(),
});
export const ZVendorWalletsValueSchema = z.object({ vendors: z.array(ZVendorWalletSchema) });
export const ZVendorWalletsReplySchema = okEnvelope(ZVendorWalletsValueSchema);
export type TVendorWallet = z.infer<typeof ZVendorWalletSchema>;
export type TVendorWalletsValue = z.infer<typeof ZVendorWalletsValueSchema>;

/**
 * One sub-wallet of a "recall all": SUCCESS (back in the main wallet), FAILED (the vendor refused; the
 * money stays there), PENDING (the vendor has not answered: nothing is credited until it does),
 * UNAVAILABLE (the vendor could not tell its balance; nothing was asked).
 */
export const RECALL_STATUSES = [...TRANSFER_STATUSES, 'UNAVAILABLE'] as const;
export const ZRecallTransferSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  /** What moves (or waits to move); null when unknown (UNAVAILABLE). */
  amount: z.number().nullable(),
  status: z.enum(RECALL_STATUSES),
  transferId: z.string().nullable(),
});
export const ZRecallValueSchema = z.object({
  /** The sub-wallets that had money or a pending transfer; empty: nothing to bring back. */
  transfers: z.array(ZRecallTransferSchema),
  /** The funds after the recall. */
  funds: ZConsolidatedFundsValueSchema,
});
export const ZRecallReplySchema = okEnvelope(ZRecallValueSchema);
export type TRecallTransfer = z.infer<typeof ZRecallTransferSchema>;
export type TRecallValue = z.infer<typeof ZRecallValueSchema>;
