import { createHash } from 'node:crypto';
import { HOUSE_VENDOR, MAX_WIN_MINOR } from '@platform/contracts/house-games';
import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../vendors/bet-records-bulk';
import type { CrashBetRow, CrashContext, CrashRoundRow } from './crash-rounds';

/** Bets settled per call of the vendor wallet service (one transaction, one WIN movement for the winners). */
export const CRASH_SETTLE_BATCH = 500;

/** What a stake pays cashed out at `hundredths` (floor, capped at MAX_WIN_MINOR). */
export function winAt(stake: bigint, hundredths: number): bigint {
  const win = (stake * BigInt(hundredths)) / 100n;
  return win > BigInt(MAX_WIN_MINOR) ? BigInt(MAX_WIN_MINOR) : win;
}

/** A cash-out step as stored (win in minor units). */
export const cashoutStep = (hundredths: number, auto: boolean, win: bigint) => ({
  type: 'cashout',
  multiplier: hundredths / 100,
  auto,
  win: win.toString(),
});

/**
 * Settles bets of a round in one call of the vendor wallet service and their house rounds in the same
 * transaction: an auto cash-out at or below the crash point pays stake × auto (a cash-out step), any other
 * bet loses (win 0, a crash step with the point). Only bets still OPEN are taken (the records' row locks), so
 * a cash-out, another process or a re-run settling the same bets meanwhile pays nothing twice; the ledger
 * key is derived from the batch, so a re-run of the same batch replays. Returns the bets this call settled
 * (with their win and cash-out point).
 */
export async function settleCrashBets(
  ctx: CrashContext,
  round: CrashRoundRow,
  bets: readonly CrashBetRow[],
  now: Date,
): Promise<CrashBetRow[]> {
  if (bets.length === 0) return [];
  const decided = bets.map((bet) => {
    const cashedOut = bet.auto !== null && bet.auto <= round.crashPoint;
    const win = cashedOut ? winAt(bet.stake, bet.auto!) : 0n;
    const steps = cashedOut
      ? [cashoutStep(bet.auto!, true, win)]
      : [{ type: 'crash', point: round.crashPoint / 100 }];
    return { ...bet, win, cashedOutAt: cashedOut ? bet.auto : null, steps };
  });
  const digest = createHash('sha256')
    .update(decided.map((bet) => `${bet.id}:${bet.win}`).join(','))
    .digest('hex')
    .slice(0, 32);
  let taken: typeof decided = [];
  await ctx.wallet.settleBets({
    vendor: HOUSE_VENDOR,
    key: `house:crash:${round.id}:${digest}`,
    items: decided.map((bet) => ({ transactionUuid: bet.id, memberId: bet.memberId, win: bet.win })),
    within: async (tx, settled) => {
      taken = decided.filter((bet) => settled.has(bet.id));
      if (taken.length === 0) return;
      // The balance after is the member's spendable main wallet once this batch's wins are in.
      const { rows } = await tx.execute<{ id: string }>(sql`
        update house_rounds h set status = 'SETTLED', win = u.win, settled_at = ${now.toISOString()}::timestamptz,
          balance_after = (select a.balance - a.held from ledger_accounts a
            where a.member_id = h.member_id and a.kind = 'MEMBER_MAIN'),
          state = jsonb_set(h.state, '{steps}', coalesce(h.state->'steps', '[]'::jsonb) || u.steps::jsonb)
        from unnest(${textArray(taken.map((bet) => bet.id))}::uuid[], ${intArray(taken.map((bet) => bet.win))}::bigint[],
          ${textArray(taken.map((bet) => JSON.stringify(bet.steps)))}::text[]) as u(id, win, steps)
        where h.id = u.id and h.status = 'OPEN'
        returning h.id`);
      if (rows.length !== taken.length) throw new Error('crash: bet records open but house rounds not OPEN');
    },
  });
  return taken.map(({ steps: _steps, ...bet }) => ({ ...bet, status: 'SETTLED' }));
}
