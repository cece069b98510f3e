import type { FastifyPluginAsync } from 'fastify';
import type { HouseContext, HousePart } from '../context';
import { cashOutMines } from './cash-out';
import { revealMinesCell } from './reveal-cell';
import { minesRoutes } from './routes';
import { startMines, type TMinesStartRequest } from './start-mines';

/** The mines part (issue 17): start, reveal, cash out. */
export function createMinesPart(ctx: HouseContext) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(minesRoutes, { ctx });
  };
  const part: HousePart = { routes };
  return {
    ...part,
    start: (memberId: string, input: TMinesStartRequest) => startMines(ctx, memberId, input),
    reveal: (memberId: string, input: { roundId: string; cell: number }) =>
      revealMinesCell(ctx, memberId, input),
    cashOut: (memberId: string, input: { roundId: string }) => cashOutMines(ctx, memberId, input),
  };
}
