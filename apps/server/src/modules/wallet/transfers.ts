import type { TMemberTransferRequest } from '@platform/contracts/wallet';
import type { AuthMember } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { checkPaymentPassword } from './cashier/payment-password';
import type { WalletContext } from './context';
import { hashRequest } from './ledger/ledger';
import { checkRange, configMinor, toDecimal, toMinor } from './money';

export type TMemberTransferValue = { transferId: string; balance: number; toAccount: string };

/**
 * Member transfers (POST /wps/cashier/transfer): an agent to a member of its own downline (any depth),
 * or a member to its direct upline (transferUpline). Never to anyone else. Idempotent by requestId: the
 * ledger key is the sender and the requestId, and a replay returns the first reply.
 */
export function createMemberTransfers(ctx: WalletContext) {
  return {
    async transfer(auth: AuthMember, body: TMemberTransferRequest): Promise<TMemberTransferValue> {
      if (auth.isTrial) throw new AppError('TRIAL_FORBIDDEN');
      const [brand, settings] = await Promise.all([ctx.brand(), ctx.settings.get()]);
      const { scale } = brand.currency;
      const amount = toMinor(body.amount, scale);
      await checkPaymentPassword(ctx, auth.id, body.paymentPassword);
      const sender = await ctx.members.getMemberById(auth.id);
      if (!sender) throw new AppError('NOT_LOGGED_IN');

      let recipient;
      if (body.direction === 'TO_DOWNLINE') {
        if (!sender.isAgent) throw new AppError('FORBIDDEN');
        if (!body.toAccount) throw new AppError('VALIDATION_FAILED', { fields: ['toAccount'] });
        recipient = await ctx.members.findMemberByAccount(body.toAccount);
        // Unknown accounts get the same answer as strangers: nothing tells which accounts exist.
        if (!recipient || !(await ctx.members.isInDownline(sender.id, recipient.id))) {
          throw new AppError('NOT_IN_DOWNLINE');
        }
      } else {
        if (!sender.uplineId) throw new AppError('NO_UPLINE');
        recipient = await ctx.members.getMemberById(sender.uplineId);
        if (!recipient) throw new AppError('NO_UPLINE');
      }
      if (recipient.status !== 'active' || recipient.isTrial) throw new AppError('RECIPIENT_UNAVAILABLE');
      checkRange(
        amount,
        configMinor(settings.memberTransfer.minAmount, scale),
        configMinor(settings.memberTransfer.maxAmount, scale),
        scale,
      );

      const kind = body.direction === 'TO_DOWNLINE' ? 'TRANSFER_TO_DOWNLINE' : 'TRANSFER_TO_UPLINE';
      const remark = `${sender.account} → ${recipient.account}${body.remark ? `: ${body.remark}` : ''}`;
      const outcome = await ctx.ledger.transaction(ctx.db, async (tx) => {
        const from = await ctx.ledger.mainAccount(tx, sender.id);
        const to = await ctx.ledger.mainAccount(tx, recipient.id);
        return ctx.ledger.post(tx, {
          key: `member-transfer:${sender.id}:${body.requestId}`,
          kind,
          requestHash: hashRequest({ kind, to: recipient.id, amount, remark: body.remark ?? null }),
          memberId: sender.id,
          reference: body.requestId,
          remark,
          legs: [
            { account: from, amount: -amount },
            { account: to, amount },
          ],
          reply: (posted): TMemberTransferValue => {
            const state = posted.stateOf(from);
            return {
              transferId: posted.transactionId.toString(),
              balance: toDecimal(state.balance - state.held, scale),
              toAccount: recipient.account,
            };
          },
        });
      });
      return outcome.reply;
    },
  };
}

export type MemberTransfers = ReturnType<typeof createMemberTransfers>;
