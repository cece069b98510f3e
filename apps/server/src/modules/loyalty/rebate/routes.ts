import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZManualRebateClaimReplySchema,
  ZManualRebateClaimRequestSchema,
  ZManualRebateSchema,
} from '@platform/contracts/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { claimManualRebate } from './claim-manual-rebate';
import type { RebateDeps } from './lines';
import { readManualRebate } from './read-manual-rebate';

const tags = ['loyalty'];

/** The manual rebate page (`manualRebate`, flag MANPLAYREB3): what is owed now, and the claim. */
export const rebateRoutes: FastifyPluginAsyncZod<{ deps: RebateDeps }> = async (app, { deps }) => {
  app.get(
    '/wps/loyalty/rebate',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'Manual rebate: valid bet not rebated yet per category, rate and amount, and the last claims',
        description:
          'Per loyalty category (slots, live, sports, lottery, PVP) the valid bet settled and not rebated yet — automatic or manual rebate count each valid bet once (one watermark per member and category) — today included, the rate of the member’s VIP level (basis points: 30 = 0.30 %) and the amount (rounded down per category). The total, the brand’s minimum payout, and the last 10 rebates (manual and automatic). Flag MANPLAYREB3 off: 403 FEATURE_DISABLED.',
        response: { 200: okEnvelope(ZManualRebateSchema), ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readManualRebate(deps, requireMember(request).member.id));
    },
  );

  app.post(
    '/wps/loyalty/rebate/claim',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Claim the manual rebate now: the amount owed is paid to the main wallet',
        description:
          'Recounts under the member’s rebate lock and pays the total as one REBATE movement; the valid bet it counts is never rebated again. Nothing owed: 409 REBATE_NOTHING_TO_CLAIM; below the brand’s minimum: 409 REBATE_BELOW_MINIMUM (the minimum in the message). Simultaneous claims: one pays, the others find nothing left; a retry with the same `requestId` returns the first claim (the id of another member’s claim: 409 IDEMPOTENCY_CONFLICT). Flag MANPLAYREB3 off: 403 FEATURE_DISABLED.',
        body: ZManualRebateClaimRequestSchema.nullish(),
        response: { 200: okEnvelope(ZManualRebateClaimReplySchema), ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) =>
      ok(
        await claimManualRebate(deps, requireMember(request).member.id, {
          requestId: request.body?.requestId,
        }),
      ),
  );
};
