import type { TLanguage } from '@platform/contracts/i18n';
import type { TPvpTableReply } from '@platform/contracts/pvp';
import type { PvpContext } from '../context';
import type { StoredTable } from '../table/store';
import { meOf, tableView } from '../table/view';

/** Who makes a move: a member, and the language of their view and refusals. */
export type PvpActor = { memberId: string; lang: TLanguage };

/** The table as the member sees it after their move. */
export async function replyOf(
  ctx: PvpContext,
  stored: StoredTable,
  actor: PvpActor,
): Promise<TPvpTableReply> {
  const { scale } = (await ctx.brand()).currency;
  return {
    view: tableView(stored.state, stored.version, ctx.clock.now(), scale, actor.lang),
    me: meOf(stored.state, actor.memberId, scale),
  };
}
