import { isAgentType } from '@platform/contracts/member-types';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../system/service';
import type { IdentityContext } from './context';
import * as repository from './repository';
import * as tree from './tree-repository';

export type TeamListQuery = Omit<tree.TeamListQuery, 'now'>;
export type TeamListRow = tree.TeamListRow;

export type MoveResult = {
  memberId: string;
  previousUplineId: string | null;
  uplineId: string;
  /** The member and its team. */
  movedMembers: number;
};

/**
 * The team tree (the closure table `member_tree`): who is in whose team, and moves of a member with its
 * team under another agent. The agent centre and the wallet (downline transfers) ask through these.
 */
export function createTeamTree(ctx: IdentityContext) {
  const { db } = ctx;

  return {
    /** Whether `memberId` is in the team of `agentId` (below it, at any depth; never the agent itself). */
    isInTeam: (agentId: string, memberId: string) => tree.isBelow(db, agentId, memberId),

    /** How far `memberId` is below `agentId` (0: the agent itself), null when not in its team. */
    depthInTeam: (agentId: string, memberId: string) => tree.depthBelow(db, agentId, memberId),

    /** The ids of root's whole team (with root itself when `includeSelf`). */
    teamMemberIds: (rootId: string, options: { includeSelf?: boolean } = {}) =>
      tree.teamMemberIds(db, rootId, options.includeSelf === true),

    /**
     * Every member of root's team and root itself (branchId null), each with the direct downline of root
     * whose team it belongs to (a direct downline is its own branch): the per-downline rows of reports.
     */
    teamBranches: (rootId: string) => tree.teamBranches(db, rootId),

    /** Team sizes (members below, not counting itself); 0 for unknown ids. */
    teamSizes: (ids: readonly string[]) => tree.teamSizes(db, ids),

    /** From `fromId` down to `toId`, both included; empty when `toId` is not `fromId` or in its team. */
    teamPath: (fromId: string, toId: string) => tree.pathBetween(db, fromId, toId),

    /** A page of direct downlines or of a whole team, with team sizes and who is online now. */
    listTeam: (query: TeamListQuery) => tree.listTeam(db, { ...query, now: ctx.clock.now() }),

    /**
     * Moves a member and its whole team under another agent, in one transaction under the tree's
     * exclusive lock (so two moves cannot together make a cycle, and no member is created under a
     * subtree being rewritten). Refused with TEAM_MOVE_CYCLE when the new upline is the member or in
     * its team, UPLINE_NOT_AGENT when it is not an active agent; audited with the old and new upline.
     */
    async moveMember(
      memberId: string,
      newUplineId: string,
      audit: { actor: string; requestId: string | null },
    ): Promise<MoveResult> {
      return db.transaction(async (tx) => {
        await tree.lockTreeExclusive(tx);
        const member = await repository.findMemberById(tx, memberId);
        const upline = await repository.findMemberById(tx, newUplineId);
        if (!member || !upline) throw new AppError('USER_NOT_FOUND');
        if (upline.id === member.id || (await tree.isBelow(tx, member.id, upline.id))) {
          throw new AppError('TEAM_MOVE_CYCLE');
        }
        if (!isAgentType(upline.type) || upline.status !== 'active') throw new AppError('UPLINE_NOT_AGENT');
        const movedMembers = await tree.moveSubtree(tx, member.id, upline.id);
        await repository.updateMember(tx, member.id, { uplineId: upline.id }, ctx.clock.now());
        await recordAudit(tx, {
          ...audit,
          action: 'member.move',
          target: `member:${member.id}`,
          before: { uplineId: member.uplineId },
          after: { uplineId: upline.id, movedMembers },
        });
        return { memberId: member.id, previousUplineId: member.uplineId, uplineId: upline.id, movedMembers };
      });
    },
  };
}

export type TeamTree = ReturnType<typeof createTeamTree>;
