import type { TDownlineRemarkRequest } from '@platform/contracts/agents';
import { AppError } from '../../platform/errors';
import type { AgentsContext, Caller } from './context';
import * as repository from './repository';

/** The caller's private remark about a member of its team (an empty one removes it). */
export function createSetRemark(ctx: AgentsContext) {
  return async function setRemark(caller: Caller, memberId: string, body: TDownlineRemarkRequest) {
    if (!(await ctx.identity.isInTeam(caller.id, memberId))) {
      throw new AppError('MEMBER_NOT_IN_TEAM', { fields: ['memberId'] });
    }
    if (body.remark === '') await repository.deleteRemark(ctx.db, caller.id, memberId);
    else await repository.upsertRemark(ctx.db, caller.id, memberId, body.remark, ctx.clock.now());
    return { memberId, remark: body.remark === '' ? null : body.remark };
  };
}
