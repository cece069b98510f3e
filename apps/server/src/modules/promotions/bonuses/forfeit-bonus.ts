import type { TBonusStatus } from '@platform/contracts/promotions';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { HOUSE } from '../../wallet/ledger/ledger';
import type { BonusesDeps } from './deps';

export type ForfeitInput = {
  bonusId: string;
  /** The member asking (another member's bonus is BONUS_NOT_FOUND); null for an operator or the job. */
  memberId: string | null;
  /** FORFEITED (the player or an operator gave it up) or EXPIRED (the expiry job). */
  outcome: Extract<TBonusStatus, 'FORFEITED' | 'EXPIRED'>;
  /** Whether the remaining bonus amount is taken back (an expiry with the RELEASE action takes nothing). */
  takeBack: boolean;
  actor: string | null;
};

export type Forfeited = { bonusId: string; memberId: string; status: TBonusStatus; taken: bigint };

/**
 * Ends an ACTIVE bonus, taking back its amount but never more than the member's available balance
 * (balance − held) at that moment: one BONUS ledger movement (member −, PROMOTION_EXPENSE +, key
 * `bonus-forfeit:<bonusId>`), the bonus FORFEITED or EXPIRED with `forfeited_amount`. Single-use: the
 * bonus row is locked first, so of many simultaneous attempts one finds it ACTIVE and the others get
 * BONUS_NOT_ACTIVE; the ledger key makes a take-back happen once in any case. A negative BONUS is not a
 * cash credit: cash_daily_totals and the ledger checker count only BONUS credits.
 */
export async function forfeitBonus(deps: BonusesDeps, input: ForfeitInput): Promise<Forfeited> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const result = await ctx.ledger.transaction(ctx.db, async (tx) => {
    const row = (
      await tx.execute<{ member_id: string; status: TBonusStatus; amount: string | number }>(
        sql`select member_id, status, amount from promotion_bonuses where id = ${input.bonusId}::uuid for update`,
      )
    ).rows[0];
    if (!row || (input.memberId !== null && row.member_id !== input.memberId)) {
      throw new AppError('BONUS_NOT_FOUND');
    }
    if (row.status !== 'ACTIVE') throw new AppError('BONUS_NOT_ACTIVE');
    let taken = 0n;
    if (input.takeBack) {
      const main = await ctx.ledger.lockMainAccount(tx, row.member_id);
      const state = await ctx.ledger.stateOf(tx, main);
      const available = state.balance - state.held;
      const amount = BigInt(row.amount);
      taken = available <= 0n ? 0n : available < amount ? available : amount;
      if (taken > 0n) {
        await ctx.ledger.post(tx, {
          key: `bonus-forfeit:${input.bonusId}`,
          kind: 'BONUS',
          memberId: row.member_id,
          reference: `bonus:${input.bonusId}`,
          remark: input.outcome === 'EXPIRED' ? 'bonus expired' : 'bonus forfeited',
          actor: input.actor,
          legs: [
            { account: main, amount: -taken },
            { account: await ctx.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: taken },
          ],
        });
      }
    }
    await tx.execute(sql`update promotion_bonuses
      set status = ${input.outcome}, ended_at = ${now.toISOString()}::timestamptz,
        forfeited_amount = ${input.takeBack ? String(taken) : null}::bigint
      where id = ${input.bonusId}::uuid`);
    return { bonusId: input.bonusId, memberId: row.member_id, status: input.outcome, taken };
  });
  ctx.notify(result.memberId, 'bonuses');
  return result;
}
