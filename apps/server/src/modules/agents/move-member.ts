import type { TMoveMemberRequest, TMoveMemberResult } from '@platform/contracts/agents';
import { AppError } from '../../platform/errors';
import type { ChangeAuthor } from '../system/service';
import type { AgentsContext } from './context';

/**
 * The operator moves a member with its whole team under another agent (by account names): unknown
 * accounts 404 USER_NOT_FOUND naming the field; cycles and non-agent targets are refused by identity.
 */
export function createMoveMember(ctx: AgentsContext) {
  return async function moveMember(
    body: TMoveMemberRequest,
    author: ChangeAuthor,
  ): Promise<TMoveMemberResult> {
    const member = await ctx.identity.findMemberByAccount(body.account);
    if (!member) throw new AppError('USER_NOT_FOUND', { fields: ['account'] });
    const upline = await ctx.identity.findMemberByAccount(body.uplineAccount);
    if (!upline) throw new AppError('USER_NOT_FOUND', { fields: ['uplineAccount'] });
    return ctx.identity.moveMember(member.id, upline.id, author);
  };
}
