import {
  ZBonusForfeitReplySchema,
  ZBonusIdParamsSchema,
  ZBonusListQuerySchema,
  ZBonusPageSchema,
  ZBonusSummarySchema,
} from '@platform/contracts/bonuses';
import { okEnvelope } from '@platform/contracts/envelope';
import { minorToDecimal } from '@platform/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { BonusesDeps } from './deps';
import { forfeitBonus } from './forfeit-bonus';
import { bonusSummary, listBonuses } from './list-bonuses';

const tags = ['promotions'];

/** bonusDetails: the member's bonuses with their turnover, the summary, and giving a bonus up. */
export const bonusRoutes: FastifyPluginAsyncZod<{ deps: BonusesDeps }> = async (app, { deps }) => {
  app.get(
    '/wps/promotions/bonuses',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'bonusDetails: the member’s bonuses with amount, turnover required, done and left, expiry, state',
        description:
          'Newest first, paged (`pageNo`, `pageSize`), optionally one `status` (ACTIVE, COMPLETED, FORFEITED, EXPIRED). The turnover is recounted from the settled bets before answering (and bonuses past their expiry expire). Titles in the request’s language; amounts as decimals; `percent` done/required rounded down to one decimal; `forfeitAmount` (ACTIVE only) is what giving the bonus up would take back now: the bonus amount, never more than the available balance.',
        querystring: ZBonusListQuerySchema,
        response: { 200: okEnvelope(ZBonusPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      return ok(await listBonuses(deps, member.id, request.query, requestLanguage(request)));
    },
  );

  app.get(
    '/wps/promotions/bonuses/summary',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The member’s active bonuses: how many, the turnover still owed, the bonus amount locked',
        description:
          'What the withdraw page shows before a withdrawal: while `turnoverLeft` is above zero a withdrawal is refused with 409 BONUS_TURNOVER_PENDING.',
        response: { 200: okEnvelope(ZBonusSummarySchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await bonusSummary(deps, requireMember(request).member.id));
    },
  );

  app.post(
    '/wps/promotions/bonuses/:id/forfeit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Give up an active bonus: its amount is taken back (never more than the available balance)',
        description:
          'One BONUS ledger movement takes back the bonus amount, or the available balance (balance − held) when smaller; the bonus becomes FORFEITED and its turnover is no longer owed. Single-use: of simultaneous attempts one takes back, the others get 409 BONUS_NOT_ACTIVE. Another member’s or unknown: 404 BONUS_NOT_FOUND.',
        params: ZBonusIdParamsSchema,
        response: { 200: okEnvelope(ZBonusForfeitReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member } = requireMember(request);
      const done = await forfeitBonus(deps, {
        bonusId: request.params.id,
        memberId: member.id,
        outcome: 'FORFEITED',
        takeBack: true,
        actor: null,
      });
      const { scale } = (await deps.ctx.brand()).currency;
      return ok({
        id: done.bonusId,
        status: done.status,
        forfeitedAmount: minorToDecimal(done.taken, scale),
      });
    },
  );
};
