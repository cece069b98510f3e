import type { PromotionsContext } from '../context';
import { createContestBoard } from './contest-board';
import { rankContest, type ContestRow } from './contest-ranking';
import { createManageContests } from './manage-contests';
import { periodOf, type Period } from './periods';
import { createSettleContests } from './settle-contests';

/**
 * Leaderboard contests: the operator's CRUD (audited), the board of the current period with the member's
 * own rank and the previous period's winners, and the job that ranks each ended period once and pays its
 * prizes as bonuses (`contest:<id>:<period>:<rank>`). One use case per file; this only composes them.
 */
export function createContests(ctx: PromotionsContext) {
  return {
    rankContest: (contest: ContestRow, period: Period) => rankContest(ctx.db, contest, period),
    ...createSettleContests(ctx),

    leaderboards: createContestBoard(ctx),

    // ---------- operator ----------
    ...createManageContests(ctx),

    periodOf,
  };
}
export type Contests = ReturnType<typeof createContests>;
