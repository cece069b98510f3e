import { isAgentOnlyType } from '@platform/contracts/member-types';
import type { TPvpTableReply } from '@platform/contracts/pvp';
import { AppError } from '../../../platform/errors';
import { maskAccount } from '../../vendors/reads';
import type { PvpContext } from '../context';
import { changeTable } from '../table/run-table';
import { readTable } from '../table/store';
import { applyMove } from '../table/transitions';
import { replyOf, type PvpActor } from './reply';

/** The member may play for real money (FORBIDDEN: disabled or agent-only; TRIAL_FORBIDDEN). */
export async function checkPlayer(ctx: PvpContext, memberId: string) {
  const member = await ctx.identity.getMemberById(memberId);
  if (!member || member.status !== 'active' || isAgentOnlyType(member.type)) throw new AppError('FORBIDDEN');
  if (member.isTrial) throw new AppError('TRIAL_FORBIDDEN');
  return member;
}

/** PVP_BALANCE_BELOW_ENTRY unless the member's spendable balance (balance − held) reaches the entry balance. */
export async function checkEntryBalance(ctx: PvpContext, memberId: string, entry: bigint) {
  const { balance, held } = await ctx.ledger.mainBalance(ctx.db, memberId);
  if (balance - held < entry || balance - held <= 0n) throw new AppError('PVP_BALANCE_BELOW_ENTRY');
}

/**
 * A member sits at a table (a free seat, or `seat`): PVP_TABLE_NOT_FOUND, FORBIDDEN / TRIAL_FORBIDDEN,
 * PVP_BALANCE_BELOW_ENTRY, PVP_ALREADY_SEATED (one seat per member and table: a seated member reconnects
 * with `view`), PVP_TABLE_FULL, PVP_SEAT_TAKEN. The balance is checked again when each hand starts.
 */
export async function sitAtTable(
  ctx: PvpContext,
  actor: PvpActor,
  tableId: string,
  seat?: number,
): Promise<TPvpTableReply> {
  const { state } = await readTable(ctx.db, tableId);
  const member = await checkPlayer(ctx, actor.memberId);
  if (state.occupants.some((o) => o.memberId === actor.memberId)) throw new AppError('PVP_ALREADY_SEATED');
  await checkEntryBalance(ctx, actor.memberId, state.entryBalance);
  const move = { type: 'sit', memberId: actor.memberId, account: maskAccount(member.account), seat } as const;
  const stored = await changeTable(ctx, tableId, async (_tx, table, now) =>
    applyMove(table.state, move, now.getTime(), ctx.timings),
  );
  return replyOf(ctx, stored!, actor);
}
