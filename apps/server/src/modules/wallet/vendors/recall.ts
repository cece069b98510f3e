import type { TRecallTransfer, TRecallValue } from '@platform/contracts/sub-wallets';
import type { AuthMember } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { Balances } from '../balances';
import { currencyOf, type WalletContext } from '../context';
import { toDecimal } from '../money';
import * as repository from '../repository';
import { withTimeout } from './registry';
import type { VendorTransfers } from './transfers';

/**
 * "Bring everything back to the main wallet": one transfer out of every sub-wallet with money, each by
 * its own key. The key is derived from what the member can see of that sub-wallet — how many transfers
 * it has had and its balance — read in that order, so concurrent recalls (two tabs, a double click, a
 * retry) that see the same sub-wallet claim the same transfer, and one that looks after it started finds
 * it PENDING or the balance already gone: each balance comes back once. A sub-wallet with a transfer
 * still waiting for its vendor is reported PENDING and left alone until the vendor answers.
 */
export function createRecall(ctx: WalletContext, transfers: VendorTransfers, balances: Balances) {
  return async function recallAll(auth: Pick<AuthMember, 'id' | 'isTrial'>): Promise<TRecallValue> {
    if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
    const member = await ctx.members.getMemberById(auth.id);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const { scale } = await currencyOf(ctx);

    const results = await Promise.all(
      ctx.vendors.list().map(async (adapter): Promise<TRecallTransfer | null> => {
        const base = { vendor: adapter.code, displayName: adapter.displayName };
        const state = await repository.vendorTransferState(ctx.db, auth.id, adapter.code);
        if (state.pending) {
          return {
            ...base,
            amount: toDecimal(state.pendingAmount, scale),
            status: 'PENDING',
            transferId: null,
          };
        }
        let balance: bigint;
        try {
          balance = await withTimeout(
            adapter.balanceOf({ id: member.id, account: member.account }),
            ctx.vendorTimeoutMs,
            adapter.code,
          );
        } catch (error) {
          ctx.log.warn({ err: error, vendor: adapter.code }, 'vendor balance unavailable for a recall');
          return { ...base, amount: null, status: 'UNAVAILABLE', transferId: null };
        }
        if (balance <= 0n) return null;
        const transfer = await transfers.move({
          memberId: auth.id,
          adapter,
          direction: 'OUT',
          amount: balance,
          reference: `recall:${adapter.code}:${state.count}:${balance}`,
        });
        return {
          ...base,
          amount: toDecimal(transfer.amount, scale),
          status: transfer.status as TRecallTransfer['status'],
          transferId: transfer.id,
        };
      }),
    );
    return {
      transfers: results.filter((result) => result !== null),
      funds: await balances.consolidated(auth),
    };
  };
}

export type RecallAll = ReturnType<typeof createRecall>;
