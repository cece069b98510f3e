import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZConvertPointRequestSchema,
  ZPointBalanceSchema,
  ZPointConfigSchema,
  ZPointRecordPageSchema,
  ZPointRecordQuerySchema,
  ZPointSpendReplySchema,
} from '@platform/contracts/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { LoyaltyContext } from '../context';
import type { VipPart } from '../vip/part';
import { convertPoints } from './convert-points';
import { pointBalance, pointConfig, pointRecords } from './points-reads';

const tags = ['loyalty'];

/** The member's points: balance, rates, records and the conversion to balance (flag PTSYS3). */
export const pointsRoutes: FastifyPluginAsyncZod<{ ctx: LoyaltyContext; vip: VipPart }> = async (
  app,
  { ctx, vip },
) => {
  app.get(
    '/wps/relay/MCS2_getPointBalance',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'The member’s points and the points ever earned (spec §7 MCS2_getPointBalance)',
        description: 'Points never expire. Flag PTSYS3 off: 403 FEATURE_DISABLED.',
        response: { 200: okEnvelope(ZPointBalanceSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      await ctx.requireFlag('PTSYS3');
      return ok(await pointBalance(ctx, member.id));
    },
  );

  app.get(
    '/wps/relay/MCS2_getPointConfig',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'How points are earned and converted, with the member’s VIP multiplier (spec §7 MCS2_getPointConfig)',
        description:
          'Per category: `points` for every whole `per` of valid bet (categories earning nothing left out); the deposit rate; the conversion (`points` give `amount` of balance; a conversion is a whole multiple of `points`, at least `minConvertPoints`); the member’s multiplier in percent. Flag PTSYS3 off: 403 FEATURE_DISABLED.',
        response: { 200: okEnvelope(ZPointConfigSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      await ctx.requireFlag('PTSYS3');
      return ok(await pointConfig(ctx, vip, member.id));
    },
  );

  app.get(
    '/wps/relay/MCS2_getRedeemPointList',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'The member’s points records, newest first (spec §7 MCS2_getRedeemPointList, §3 Points records)',
        description:
          '`view=EARN`: earnings (by category, deposits, positive adjustments); `view=SPEND`: redemptions and conversions (the mall’s redeem history, with status IN_PROCESS / APPROVED / REJECTED for goods); `ALL` (default): everything. Points signed (+ earned, − spent); `amount` is the valid bet or deposit counted, or the balance paid. Reward names in the request’s language. Flag PTSYS3 off: 403 FEATURE_DISABLED.',
        querystring: ZPointRecordQuerySchema,
        response: { 200: okEnvelope(ZPointRecordPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = requireMember(request);
      await ctx.requireFlag('PTSYS3');
      return ok(await pointRecords(ctx, member.id, request.query, requestLanguage(request)));
    },
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      config: { auth: 'real', encrypted: true },
      schema: {
        tags,
        summary: 'Convert points to balance at the configured rate (encrypted; payment password)',
        description:
          'Encrypted body. One movement takes the points and credits the balance (the header balance updates through the balance event). Idempotent by requestId (a retry returns the first record; other content: 409 IDEMPOTENCY_CONFLICT). Refusals change nothing: 400 CONVERT_POINTS_INVALID (not a whole multiple of the conversion unit, or below the minimum; the message names them), 409 INSUFFICIENT_POINTS, 400 PAYMENT_PASSWORD_NOT_SET / WRONG_PAYMENT_PASSWORD (wrong ones count toward the payment-password lockout: 429 THROTTLED), 403 FEATURE_DISABLED (flag PTSYS3), 403 TRIAL_FORBIDDEN.',
        body: ZConvertPointRequestSchema,
        response: { 200: okEnvelope(ZPointSpendReplySchema), ...errorReplies(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request) => {
      const { member } = requireMember(request);
      return ok(await convertPoints(ctx, member.id, request.body, requestLanguage(request)));
    },
  );
};
