import { HOUSE_KINDS } from '@platform/contracts/lottery';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { lotteryGame, type LotteryGameDef } from '../games/definitions';

export type LockedDraw = {
  id: string;
  game: LotteryGameDef;
  numero: string;
  status: string;
  result: unknown;
  resultSource: string | null;
};

/**
 * Locks an official draw whose result operators may enter or confirm, in the caller's transaction: CLOSED
 * once its draw time has passed (the provider has not answered, or failed), or DRAWN with no ticket settled
 * yet. House draws (drawn from their seed), open, settled, void or settling draws: LOTTERY_DRAW_NOT_CHANGEABLE.
 */
export async function lockResultChangeableDraw(tx: Db, drawId: string, now: Date): Promise<LockedDraw> {
  // The draw row first, then (a new statement, so a new snapshot) its tickets: a settlement batch holds the
  // draw FOR SHARE, so this lock waits for it, and a subquery of the locking statement would still see the
  // tickets as they were before that batch committed.
  const { rows } = await tx.execute<{
    id: string | number;
    game_code: string;
    numero: string;
    status: string;
    draw_at: string | Date;
    result: unknown;
    result_source: string | null;
  }>(
    sql`select d.id, d.game_code, d.numero, d.status, d.draw_at, d.result, d.result_source
      from lottery_draws d where d.id = ${drawId}::bigint for update`,
  );
  const row = rows[0];
  if (!row) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  const game = lotteryGame(row.game_code);
  if (!game || HOUSE_KINDS.includes(game.kind)) throw new AppError('LOTTERY_DRAW_NOT_CHANGEABLE');
  const settledRows = await tx.execute<{ settled: boolean }>(
    sql`select exists (select 1 from lottery_tickets where draw_id = ${drawId}::bigint and status <> 'PENDING') as settled`,
  );
  const settled = Boolean(settledRows.rows[0]?.settled);
  const due = new Date(row.draw_at).getTime() <= now.getTime();
  const changeable = (row.status === 'CLOSED' && due) || (row.status === 'DRAWN' && !settled);
  if (!changeable) throw new AppError('LOTTERY_DRAW_NOT_CHANGEABLE');
  return {
    id: String(row.id),
    game,
    numero: row.numero,
    status: row.status,
    result: row.result,
    resultSource: row.result_source,
  };
}
