import {
  ZHousePlayReplySchema,
  ZMinesCashoutRequestSchema,
  ZMinesRevealRequestSchema,
  ZMinesStartRequestSchema,
} from '@platform/contracts/house-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { HouseContext } from '../context';
import { cashOutMines } from './cash-out';
import { revealMinesCell } from './reveal-cell';
import { startMines } from './start-mines';

const tags = ['house'];
const STEP =
  'Steps of a round are played one at a time (a double click plays once). 404 HOUSE_ROUND_NOT_FOUND (not the member’s mines round), 409 HOUSE_ROUND_FINISHED (the round is over). Answers the round (mined cells only once it is over) and the balance.';

/** Mines (issue 17): a 5×5 board, 1–24 mines, cash out any time after a safe reveal. */
export const minesRoutes: FastifyPluginAsyncZod<{ ctx: HouseContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/house/mines/start',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Start a mines round',
        description:
          'Takes the stake (a bet record of vendor TA, category RNG) and places `mines` mines on the 25 cells from the member’s seed pair and the next nonce; the cells stay hidden until the round is over. 400 HOUSE_BET_OUT_OF_RANGE (amount outside the limits, written in the message), 404 HOUSE_GAME_NOT_FOUND (not a mines game), 409 HOUSE_ROUND_OPEN (a round of this game still to finish), 409 INSUFFICIENT_BALANCE, 503 GAME_MAINTENANCE, 403 TRIAL_FORBIDDEN; nothing moves. Idempotent by requestId.',
        body: ZMinesStartRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await startMines(ctx, member.id, request.body));
    },
  );

  app.post(
    '/wps/house/mines/reveal',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Reveal a cell of the open mines round',
        description: `Safe: the multiplier becomes 0.99 × C(25, k) ÷ C(25 − mines, k) after k safe cells (shown floored to 2 decimals) and \`cashout\` says what a cash-out pays; every safe cell revealed (or the win at its cap) cashes out by itself. A mine: the round is lost. 409 HOUSE_CELL_REVEALED (a cell revealed before). ${STEP}`,
        body: ZMinesRevealRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await revealMinesCell(ctx, member.id, request.body));
    },
  );

  app.post(
    '/wps/house/mines/cashout',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Cash out the open mines round',
        description: `Pays floor(stake × 99 × C(25, k) ÷ (100 × C(25 − mines, k))) after k safe cells, at most the maximum win, through the vendor wallet service. 409 HOUSE_NOTHING_TO_CASH_OUT before any safe cell. ${STEP}`,
        body: ZMinesCashoutRequestSchema,
        response: { 200: ZHousePlayReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await cashOutMines(ctx, member.id, request.body));
    },
  );
};
