import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../test/app';
import { resultShapeOk } from './draws/result-shape';
import { LOTTERY_GAMES } from './games/definitions';
import { houseResult } from './rules/fairness';
import { DEMO_HISTORY_DRAWS } from './seed';
import { lotteryDraws } from './tables';
import { sha256Hex } from './testing';

describe('the demo draw history', () => {
  it('holds the last draws of every game, settled from their revealed seeds, without tickets', async () => {
    const db = await getTestDb();
    const rows = await db.select().from(lotteryDraws);
    for (const game of LOTTERY_GAMES) {
      const draws = rows.filter((row) => row.gameCode === game.gameCode && row.status === 'SETTLED');
      // Nam/Trung: 20 draw days of two to four provinces each.
      if (game.kind === 'VN_MN' || game.kind === 'VN_MT')
        expect(draws.length, game.gameCode).toBeGreaterThanOrEqual(2 * DEMO_HISTORY_DRAWS);
      else expect(draws, game.gameCode).toHaveLength(DEMO_HISTORY_DRAWS);
      const numeros = new Set(draws.map((draw) => draw.numero));
      expect(numeros.size, game.gameCode).toBe(draws.length);
    }
    const settled = rows.filter((row) => row.status === 'SETTLED');
    for (const draw of settled.slice(0, 60)) {
      const game = LOTTERY_GAMES.find((g) => g.gameCode === draw.gameCode)!;
      expect(sha256Hex(draw.seed!)).toBe(draw.seedHash);
      expect(resultShapeOk(game.kind, draw.result!)).toBe(true);
      expect(draw.result).toEqual(
        await houseResult(game.kind, draw.seed!, drawKeyOf(draw.gameCode, draw.numero)),
      );
      expect(draw.drawAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const tickets = await db.execute<{ n: number | string }>(sql`select count(*) as n from lottery_tickets`);
    expect(Number(tickets.rows[0]!.n)).toBe(0);
  });
});
