import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import {
  ZOperatorReferralsSchema,
  ZReferralAccountParamsSchema,
  ZReferralSettingsSchema,
} from '@platform/contracts/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { Referral } from './referral';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];

/** Operator routes of invite friends, under /admin-api. */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ referral: Referral }> = async (
  app,
  { referral },
) => {
  app.get(
    '/promotions/referral/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'The referral rule and reward (any operator role)',
        response: { 200: okEnvelope(ZReferralSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await referral.settings.get()),
  );

  app.put(
    '/promotions/referral/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the referral rule and reward (ADMIN; audited)',
        description:
          'FIRST_DEPOSIT: a friend qualifies on a first credited deposit of at least `threshold`; VALID_BET: on a valid bet since registering of at least `threshold`. The referrer gets `rewardAmount` once per friend into the reward centre (claimable for `claimDays`), a bonus with the turnover multiple lasting `bonusDays`. Friends already qualified keep their reward.',
        body: ZReferralSettingsSchema,
        response: { 200: okEnvelope(ZReferralSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await referral.settings.update(request.body, {
          actor: operatorActor(request),
          requestId: request.id,
        }),
      ),
  );

  app.get(
    '/promotions/referral/members/:account',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'The friends a member invited, with qualification and reward (any operator role)',
        params: ZReferralAccountParamsSchema,
        response: { 200: okEnvelope(ZOperatorReferralsSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await referral.ofAccount(request.params.account)),
  );
};
