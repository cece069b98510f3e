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
  const { rows } = await tx.execute<{
    id: string | number;
    game_code: string;
    numero: string;
    status: string;
    draw_at: string | Date;
    result: unknown;
    result_source: string | null;
    settled: boolean;
  }>(
    sql`select d.id, d.game_code, d.numero, d.status, d.draw_at, d.result, d.result_source,
        exists (select 1 from lottery_tickets t where t.draw_id = d.id and t.status <> 'PENDING') as settled
      from lottery_draws d where d.id = ${drawId}::bigint for update of d`,
  );
  const row = rows[0];
  if (!row) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  const game = lotteryGame(row.game_code);
  if (!game || HOUSE_KINDS.includes(game.kind)) throw new AppError('LOTTERY_DRAW_NOT_CHANGEABLE');
  const due = new Date(row.draw_at).getTime() <= now.getTime();
  const changeable = (row.status === 'CLOSED' && due) || (row.status === 'DRAWN' && !row.settled);
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
