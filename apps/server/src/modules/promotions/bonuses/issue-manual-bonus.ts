import type { TOperatorIssueBonus } from '@platform/contracts/bonuses';
import { decimalToMinor } from '@platform/contracts/money';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { BonusesDeps } from './deps';

const DAY_MS = 86_400_000;

/**
 * An operator's MANUAL bonus to a member: issued through issueBonus (key `manual:<requestId>`, so a
 * retried request issues one bonus) and audited in the same transaction.
 */
export async function issueManualBonus(
  deps: BonusesDeps,
  body: TOperatorIssueBonus,
  author: ChangeAuthor,
): Promise<{ bonusId: string; memberId: string; account: string; replayed: boolean }> {
  const { ctx } = deps;
  const member = await ctx.identity.findMemberByAccount(body.account);
  if (!member) throw new AppError('USER_NOT_FOUND', { fields: ['account'] });
  const { scale } = (await ctx.brand()).currency;
  const now = ctx.clock.now();
  const turnoverPercent = Math.round(body.turnoverMultiple * 100);
  const issued = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const outcome = await ctx.issueBonus(tx, {
      memberId: member.id,
      key: `manual:${body.requestId}`,
      source: 'MANUAL',
      sourceRef: null,
      title: body.title,
      amount: decimalToMinor(body.amount, scale),
      turnover: {
        base: body.turnoverBase,
        percent: turnoverPercent,
        depositAmount: decimalToMinor(body.depositAmount, scale),
      },
      expiresAt: body.validDays === null ? null : new Date(now.getTime() + body.validDays * DAY_MS),
      actor: author.actor,
      remark: body.remark,
    });
    if (!outcome.replayed) {
      await recordAudit(tx, {
        ...author,
        action: 'promotions.bonuses.issue',
        target: `bonus:${outcome.bonusId}`,
        before: null,
        after: { ...body, memberId: member.id },
      });
    }
    return outcome;
  });
  if (!issued.replayed) ctx.notify(member.id, 'bonuses');
  return { bonusId: issued.bonusId, memberId: member.id, account: member.account, replayed: issued.replayed };
}
