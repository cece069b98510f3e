import {
  ZBonusForfeitReplySchema,
  ZBonusSettingsSchema,
  ZOperatorBonusIdParamsSchema,
  ZOperatorBonusListQuerySchema,
  ZOperatorBonusPageSchema,
  ZOperatorIssueBonusSchema,
} from '@platform/contracts/bonuses';
import { okEnvelope } from '@platform/contracts/envelope';
import { minorToDecimal } from '@platform/contracts/money';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { operatorActor } from '../../../platform/operator-auth';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { BonusesDeps } from './deps';
import { forfeitBonus } from './forfeit-bonus';
import { issueManualBonus } from './issue-manual-bonus';
import { listMemberBonuses } from './list-bonuses';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];
const money = ['ADMIN', 'FINANCE'] as const;

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

const ZIssuedSchema = z.object({
  bonusId: z.string(),
  memberId: z.string(),
  account: z.string(),
  replayed: z.boolean(),
});

/** Operator routes of bonuses, under /admin-api: a member's bonuses, manual bonuses, cancel, weights. */
export const bonusAdminRoutes: FastifyPluginAsyncZod<{ deps: BonusesDeps }> = async (admin, { deps }) => {
  admin.get(
    '/promotions/bonuses/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Bonus turnover settings: category weights and the expiry action (any operator role)',
        description:
          '`weights`: percent (0–100) of a category’s valid bet counted toward turnover (RNG, FISH, INHOUSE 100; SPORTS, ESPORTS 50; LOTT, ELOTT 30; PVP 20; LIVE, COCKFIGHT 10 by default); `otherWeight` for a category not listed; `expiryAction` FORFEIT (default: an unmet bonus past its expiry is taken back like a forfeit) or RELEASE (it just ends).',
        response: { 200: okEnvelope(ZBonusSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await deps.settings.get()),
  );

  admin.put(
    '/promotions/bonuses/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the bonus turnover settings (ADMIN; audited)',
        description:
          'Applies from the next recount; progress already counted is never lowered by a smaller weight.',
        body: ZBonusSettingsSchema,
        response: { 200: okEnvelope(ZBonusSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await deps.settings.update(request.body, author(request))),
  );

  admin.get(
    '/promotions/bonuses',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'A member’s bonuses by account, newest first (any operator role)',
        description: 'Turnover recounted before answering. Unknown account: 404 USER_NOT_FOUND.',
        querystring: ZOperatorBonusListQuerySchema,
        response: { 200: okEnvelope(ZOperatorBonusPageSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { account, ...query } = request.query;
      const member = await deps.ctx.identity.findMemberByAccount(account);
      if (!member) throw new AppError('USER_NOT_FOUND', { fields: ['account'] });
      return ok(await listMemberBonuses(deps, member, query));
    },
  );

  admin.post(
    '/promotions/bonuses',
    {
      config: { operatorRoles: money },
      schema: {
        tags,
        security,
        summary: 'Give a member a MANUAL bonus with its turnover and expiry (ADMIN, FINANCE; audited)',
        description:
          'Turnover required = (amount, or amount + depositAmount for BONUS_PLUS_DEPOSIT) × turnoverMultiple; `validDays` null: no expiry. Idempotent by `requestId`: a retry returns the same bonus (`replayed`), a different body with the same id 409 IDEMPOTENCY_CONFLICT. Unknown account: 404 USER_NOT_FOUND.',
        body: ZOperatorIssueBonusSchema,
        response: { 200: okEnvelope(ZIssuedSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await issueManualBonus(deps, request.body, author(request))),
  );

  admin.post(
    '/promotions/bonuses/:id/cancel',
    {
      config: { operatorRoles: money },
      schema: {
        tags,
        security,
        summary: 'Cancel (forfeit) a member’s active bonus for the member (ADMIN, FINANCE; audited)',
        description:
          'As the player’s forfeit: the bonus amount is taken back, never more than the available balance; the bonus becomes FORFEITED. Not ACTIVE: 409 BONUS_NOT_ACTIVE; unknown: 404 BONUS_NOT_FOUND.',
        params: ZOperatorBonusIdParamsSchema,
        response: { 200: okEnvelope(ZBonusForfeitReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const who = author(request);
      const done = await forfeitBonus(deps, {
        bonusId: request.params.id,
        memberId: null,
        outcome: 'FORFEITED',
        takeBack: true,
        actor: who.actor,
      });
      const { scale } = (await deps.ctx.brand()).currency;
      const forfeitedAmount = minorToDecimal(done.taken, scale);
      await recordAudit(deps.ctx.db, {
        ...who,
        action: 'promotions.bonuses.cancel',
        target: `bonus:${done.bonusId}`,
        before: { status: 'ACTIVE' },
        after: { status: done.status, forfeitedAmount, memberId: done.memberId },
      });
      return ok({ id: done.bonusId, status: done.status, forfeitedAmount });
    },
  );
};
