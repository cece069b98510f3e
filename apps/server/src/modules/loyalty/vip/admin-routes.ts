import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZOperatorSetVipLevelSchema,
  ZOperatorVipMemberSchema,
  ZVipSettingsSchema,
} from '@platform/contracts/loyalty';
import { minorToDecimal } from '@platform/contracts/money';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { LoyaltyContext } from '../context';
import { saveVipSettings, setVipLevel, vipMemberState } from './operator';
import { runVipPeriod } from './period';

const tags = ['loyalty'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});
const ZMemberParamsSchema = z.object({ memberId: z.uuid() });
const ZVipPeriodRunSchema = z.object({
  period: z.string(),
  already: z.boolean(),
  members: z.number().int(),
  relegated: z.number().int(),
  bonuses: z.number().int(),
  bonusAmount: z.number(),
});

/** Operator routes of VIP levels, under /admin-api (ADMIN to change, any role to read; changes audited). */
export const vipAdminRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext }> = async (admin, { ctx }) => {
  admin.get(
    '/loyalty/vip/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary:
          'VIP settings: the period and the levels with their thresholds, bonuses and benefits (any role)',
        response: { 200: okEnvelope(ZVipSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await ctx.settings.vip.get()),
  );

  admin.put(
    '/loyalty/vip/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the VIP settings (ADMIN; audited)',
        description:
          'Levels must be numbered 0..n in order (400 VALIDATION_FAILED `levels[i].level`), level 0 must ask nothing to reach (`levels[0].reachValidBet` / `reachDeposit`), and reach thresholds may not go down from one level to the next (`levels[i].reachValidBet` / `reachDeposit`). Money as decimals, rates in basis points, `pointsMultiplierPercent` in percent, withdrawal limits null for the wallet’s own. A member holding a level removed since reads as the highest level left. New thresholds apply from the next evaluation (a settlement or a deposit) and the next period end.',
        body: ZVipSettingsSchema,
        response: { 200: okEnvelope(ZVipSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await saveVipSettings(ctx, request.body, author(request))),
  );

  admin.get(
    '/loyalty/vip/members/:memberId',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'A member’s VIP level, progress and level changes, newest first (any role)',
        description: 'Unknown member: 404 USER_NOT_FOUND. A member never evaluated is at level 0.',
        params: ZMemberParamsSchema,
        response: { 200: okEnvelope(ZOperatorVipMemberSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await vipMemberState(ctx, request.params.memberId)),
  );

  admin.put(
    '/loyalty/vip/members/:memberId',
    {
      schema: {
        tags,
        security,
        summary: 'Set a member’s VIP level (ADMIN; audited)',
        description:
          'Writes an OPERATOR level change with the remark. The upgrade bonus of a level set by an operator is not paid, then or later. A lower level restarts progress at that level’s thresholds; a higher one keeps the progress. Setting the current level changes nothing. A level not defined: 404 VIP_LEVEL_NOT_FOUND; unknown member: 404 USER_NOT_FOUND.',
        params: ZMemberParamsSchema,
        body: ZOperatorSetVipLevelSchema,
        response: { 200: okEnvelope(ZOperatorVipMemberSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await setVipLevel(ctx, request.params.memberId, request.body, author(request))),
  );

  admin.post(
    '/loyalty/vip/period-runs',
    {
      schema: {
        tags,
        security,
        summary: 'Close a VIP period now: relegations and period bonuses (ADMIN; audited)',
        description:
          '`day` (a brand-zone date inside the period; default: the last period that ended). A period not yet ended: 400 VALIDATION_FAILED `day`. Each period is processed once; running it again returns `already: true` and changes nothing. The job does this by itself within the hour after a period ends. With VIP3 off: 403 FEATURE_DISABLED.',
        body: z.object({ day: z.iso.date().optional() }).optional(),
        response: { 200: okEnvelope(ZVipPeriodRunSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      await ctx.requireFlag('VIP3');
      const run = (await runVipPeriod(ctx, { day: request.body?.day }))!;
      const reply = {
        ...run,
        bonusAmount: minorToDecimal(run.bonusAmount, (await ctx.brand()).currency.scale),
      };
      await recordAudit(ctx.db, {
        ...author(request),
        action: 'loyalty.run.vip_period',
        target: `loyalty-run:VIP_PERIOD:${run.period}`,
        before: null,
        after: reply,
      });
      return ok(reply);
    },
  );
};
