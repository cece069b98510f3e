import { okEnvelope } from '@platform/contracts/envelope';
import { ZCashbackSettingsSchema } from '@platform/contracts/loyalty';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { LoyaltyContext } from '../context';

const tags = ['loyalty'];
const security = [{ operatorKey: [] }];

/** Operator routes of cashback, under /admin-api (ADMIN to change; audited). */
export const cashbackAdminRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (app, { ctx }) => {
  app.get(
    '/loyalty/cashback/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary:
          'Weekly cashback settings: on or off, minimum, turnover of its bonus, reward validity (any role)',
        response: { 200: okEnvelope(ZCashbackSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await ctx.settings.cashback.get()),
  );

  app.put(
    '/loyalty/cashback/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the weekly cashback settings (ADMIN; audited)',
        description:
          'Each finished brand-zone week (Monday to Sunday) every member with a net loss gets loss × his VIP level’s `cashbackBp` / 10000 (rounded down) into the reward centre, from `minPayout` up; its bonus asks `turnoverPercent` % of itself in turnover and the reward waits `rewardValidDays`.',
        body: ZCashbackSettingsSchema,
        response: { 200: okEnvelope(ZCashbackSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await ctx.settings.cashback.update(request.body, {
          actor: operatorActor(request),
          requestId: request.id,
        }),
      ),
  );
};
