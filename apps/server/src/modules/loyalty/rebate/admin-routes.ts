import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZOperatorRebateClaimPageSchema,
  ZOperatorRebateClaimQuerySchema,
  ZOperatorRunReplySchema,
  ZOperatorRunSchema,
  ZRebateSettingsSchema,
} from '@platform/contracts/loyalty';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { VipPart } from '../vip/part';
import type { RebateDeps } from './lines';
import { listRebateClaims } from './list-claims';
import { runOperatorJob } from './run-operator-job';

const tags = ['loyalty'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of rebate and the loyalty runs, under /admin-api (ADMIN unless said; changes audited). */
export const rebateAdminRoutes: FastifyPluginAsyncZod<{
  deps: RebateDeps;
  vip: Pick<VipPart, 'runPeriod'>;
}> = async (app, { deps, vip }) => {
  const { ctx } = deps;
  app.get(
    '/loyalty/rebate/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Rebate settings: automatic daily rebate, payout mode, minimum, reward validity (any role)',
        response: { 200: okEnvelope(ZRebateSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await ctx.settings.rebate.get()),
  );

  app.put(
    '/loyalty/rebate/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the rebate settings (ADMIN; audited)',
        description:
          '`automatic`: the daily job rebates each finished brand-zone day. `payout`: REWARD_CENTRE (a reward to claim, with 1× turnover, valid `rewardValidDays`) or DIRECT (to the main wallet at once). `minPayout`: a smaller rebate is not paid; its valid bet waits (manual: 409 REBATE_BELOW_MINIMUM). The rates are the VIP levels’ `rebateRates`.',
        body: ZRebateSettingsSchema,
        response: { 200: okEnvelope(ZRebateSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await ctx.settings.rebate.update(request.body, author(request))),
  );

  app.get(
    '/loyalty/rebate/claims',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Rebate payouts, newest first, by member and mode, with the lines per category (any role)',
        querystring: ZOperatorRebateClaimQuerySchema,
        response: { 200: okEnvelope(ZOperatorRebateClaimPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await listRebateClaims(ctx, request.query)),
  );

  app.post(
    '/loyalty/runs',
    {
      schema: {
        tags,
        security,
        summary:
          'Run a loyalty job now for one period (REBATE: a day; CASHBACK: a week; VIP_PERIOD) (ADMIN; audited)',
        description:
          '`day`: a brand-zone date inside the period (REBATE: that day; CASHBACK: its Monday-to-Sunday week); default the last finished one. The period must be over (5 minutes past its last midnight): otherwise 400 VALIDATION_FAILED on `day`. Runs even when the automatic job is off. Safe to repeat: each member is paid once per period, so a re-run pays nothing new. VIP_PERIOD closes the VIP period holding `day` (as /admin-api/loyalty/vip/period-runs; VIP3 off: 403 FEATURE_DISABLED).',
        body: ZOperatorRunSchema,
        response: { 200: okEnvelope(ZOperatorRunReplySchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await runOperatorJob(deps, request.body, author(request), vip)),
  );
};
