import type { TManualAdjustmentRequest } from '@platform/contracts/wallet';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../system/service';
import type { Actor, WalletContext } from './context';
import { hashRequest, HOUSE } from './ledger/ledger';
import { toDecimal, toSignedMinor } from './money';

/**
 * An operator's manual credit (positive) or debit (negative) of a member's main wallet, against the
 * MANUAL_ADJUSTMENT house account, with a mandatory reason. A debit never takes the available balance
 * below zero (409 INSUFFICIENT_BALANCE). Idempotent by requestId; audited in the same transaction.
 */
export function createAdjustments(ctx: WalletContext) {
  return {
    async adjust(body: TManualAdjustmentRequest, author: Actor) {
      const { scale } = (await ctx.brand()).currency;
      const amount = toSignedMinor(body.amount, scale);
      const member = await ctx.members.findMemberByAccount(body.account);
      if (!member) throw new AppError('USER_NOT_FOUND');
      const outcome = await ctx.ledger.transaction(ctx.db, async (tx) => {
        const main = await ctx.ledger.mainAccount(tx, member.id);
        const before = await ctx.ledger.stateOf(tx, main);
        const result = await ctx.ledger.post(tx, {
          key: `adjustment:${body.requestId}`,
          kind: 'MANUAL_ADJUSTMENT',
          requestHash: hashRequest({ memberId: member.id, amount, reason: body.reason }),
          memberId: member.id,
          reference: body.requestId,
          remark: body.reason,
          actor: author.actor,
          legs: [
            { account: main, amount },
            { account: await ctx.ledger.houseAccount(tx, HOUSE.MANUAL_ADJUSTMENT), amount: -amount },
          ],
          reply: (posted) => ({
            transactionId: posted.transactionId.toString(),
            account: member.account,
            balance: toDecimal(posted.stateOf(main).balance, scale),
          }),
        });
        if (!result.replayed) {
          await recordAudit(tx, {
            ...author,
            action: 'wallet.adjustment',
            target: `member:${member.id}`,
            before: { account: member.account, balance: toDecimal(before.balance, scale) },
            after: {
              account: member.account,
              amount: toDecimal(amount, scale),
              reason: body.reason,
              balance: result.reply.balance,
              transactionId: result.reply.transactionId,
            },
          });
        }
        return result;
      });
      return outcome.reply;
    },
  };
}
