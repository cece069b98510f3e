import type { Db } from '../../../platform/database';
import { sandboxVendor } from '../repository';
import { VendorTimeoutError, type TransferVendorAdapter } from './registry';

export const SANDBOX_VENDOR_CODE = 'SBX';

/**
 * How the sandbox vendor behaves (switched by tests and demos):
 * - `normal`: applies transfers and answers;
 * - `refuse`: refuses every transfer (nothing moves at the vendor);
 * - `timeout-before`: does not answer and never applies the transfer (checkTransfer: NOT_FOUND);
 * - `timeout-after`: applies the transfer but the answer is lost (checkTransfer: SUCCESS);
 * - `down`: every call fails, checkTransfer included.
 */
export type SandboxVendorMode = 'normal' | 'refuse' | 'timeout-before' | 'timeout-after' | 'down';

export type SandboxVendor = TransferVendorAdapter & {
  setMode(mode: SandboxVendorMode): void;
  mode(): SandboxVendorMode;
};

/**
 * The built-in transfer-mode vendor: its side keeps its own balances and transfers in the database
 * (sandbox_vendor_wallets, sandbox_vendor_transfers), separately from our ledger, as a real vendor would.
 */
export function createSandboxVendor(db: Db): SandboxVendor {
  let mode: SandboxVendorMode = 'normal';
  const unavailable = () => new Error('sandbox vendor is down');

  async function apply(
    direction: 'IN' | 'OUT',
    input: { transferId: string; member: { id: string }; amount: bigint },
  ) {
    return db.transaction(async (tx) => {
      const existing = await sandboxVendor.findTransfer(tx, input.transferId);
      if (existing) return existing.status as 'SUCCESS' | 'FAILED';
      let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
      if (mode === 'refuse') status = 'FAILED';
      else if (direction === 'IN') await sandboxVendor.credit(tx, input.member.id, input.amount);
      else if (!(await sandboxVendor.debit(tx, input.member.id, input.amount))) status = 'FAILED';
      await sandboxVendor.insertTransfer(tx, {
        transferId: input.transferId,
        memberId: input.member.id,
        direction,
        amount: input.amount,
        status,
        createdAt: new Date(),
      });
      return status;
    });
  }

  async function transfer(
    direction: 'IN' | 'OUT',
    input: { transferId: string; member: { id: string }; amount: bigint },
  ) {
    if (mode === 'down') throw unavailable();
    if (mode === 'timeout-before') throw new VendorTimeoutError(SANDBOX_VENDOR_CODE, 0);
    const status = await apply(direction, input);
    if (mode === 'timeout-after') throw new VendorTimeoutError(SANDBOX_VENDOR_CODE, 0);
    return { status };
  }

  return {
    code: SANDBOX_VENDOR_CODE,
    displayName: 'Sandbox Games',
    setMode: (next) => {
      mode = next;
    },
    mode: () => mode,
    async balanceOf(member) {
      if (mode === 'down') throw unavailable();
      return sandboxVendor.balance(db, member.id);
    },
    transferIn: (input) => transfer('IN', input),
    transferOut: (input) => transfer('OUT', input),
    async checkTransfer(transferId) {
      if (mode === 'down') throw unavailable();
      const row = await sandboxVendor.findTransfer(db, transferId);
      return { status: row ? (row.status as 'SUCCESS' | 'FAILED') : 'NOT_FOUND' };
    },
  };
}
