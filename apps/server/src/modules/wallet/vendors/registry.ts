/**
 * Transfer-mode vendors: their games play from their own balance, so money moves between the member's
 * main wallet and the vendor (GCS_walletTransfer). Each plugs in an adapter; the games issue adds real
 * vendors beside the built-in sandbox one.
 */

export type VendorMember = { id: string; account: string };

/** The vendor's answer to a transfer: applied, or refused (nothing moved at the vendor). */
export type TransferOutcome = { status: 'SUCCESS' | 'FAILED'; message?: string };

/**
 * What the vendor says of an earlier transfer id. NOT_FOUND must mean that the vendor never applied it
 * and never will (vendors refuse a transfer id they did not take within their window); PENDING that it
 * is still being processed.
 */
export type TransferCheck = { status: 'SUCCESS' | 'FAILED' | 'NOT_FOUND' | 'PENDING' };

export type TransferVendorAdapter = {
  /** The vassalage code (for example SBX). */
  code: string;
  displayName: string;
  /** The member's balance at the vendor, in minor units. */
  balanceOf(member: VendorMember): Promise<bigint>;
  /**
   * Main wallet → vendor. Idempotent by `transferId`. A thrown error or no answer means the outcome is
   * unknown: the platform keeps the transfer PENDING and asks `checkTransfer` later.
   */
  transferIn(input: { transferId: string; member: VendorMember; amount: bigint }): Promise<TransferOutcome>;
  /** Vendor → main wallet, likewise. */
  transferOut(input: { transferId: string; member: VendorMember; amount: bigint }): Promise<TransferOutcome>;
  checkTransfer(transferId: string): Promise<TransferCheck>;
};

export type TransferVendorRegistry = {
  list(): readonly TransferVendorAdapter[];
  get(code: string): TransferVendorAdapter | null;
};

export function createTransferVendorRegistry(
  adapters: readonly TransferVendorAdapter[],
): TransferVendorRegistry {
  const byCode = new Map(adapters.map((adapter) => [adapter.code.toUpperCase(), adapter]));
  return {
    list: () => adapters,
    get: (code) => byCode.get(code.toUpperCase()) ?? null,
  };
}

export class VendorTimeoutError extends Error {
  constructor(vendor: string, ms: number) {
    super(`vendor ${vendor} did not answer within ${ms} ms`);
    this.name = 'VendorTimeoutError';
  }
}

/** `promise`, or a VendorTimeoutError after `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, vendor: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new VendorTimeoutError(vendor, ms)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
