import {
  ZContractTypeSchema,
  ZSettlementRecordSchema,
  ZSettlementReviewSchema,
  ZSettlementStatusSchema,
  ZSettlementTotalsSchema,
  ZSettleRunSchema,
} from '@platform/contracts/agent-contracts';
import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import { pageOf, ZPageQuerySchema } from '@platform/contracts/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { Settlement } from './index';

const tags = ['operator: contracts'];
const security = [{ operatorKey: [] }];

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

const ZAdminRecordQuerySchema = ZPageQuerySchema.extend({
  type: ZContractTypeSchema.optional(),
  status: ZSettlementStatusSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});
const ZAdminRecordSchema = ZSettlementRecordSchema.extend({ memberId: z.string(), account: z.string() });
const ZAdminRecordPageReplySchema = okEnvelope(
  pageOf(ZAdminRecordSchema).extend({
    startDate: z.string(),
    endDate: z.string(),
    totals: ZSettlementTotalsSchema,
  }),
);
const ZRecordIdParamsSchema = z.object({
  recordId: z.string().regex(/^\d{1,18}$/, { message: 'a record id' }),
});
const ZSettleResultReplySchema = okEnvelope(
  z.object({
    periods: z.number().int(),
    records: z.number().int(),
    paid: z.number().int(),
    more: z.boolean(),
  }),
);

/** Operator routes of contract settlement, mounted under /admin-api (ADMIN unless said; reviews audited). */
export const settlementAdminRoutes: FastifyPluginAsyncZod<{ settlement: Settlement }> = async (
  app,
  { settlement },
) => {
  app.get(
    '/contracts/records',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Settlement records of every agent (any operator role)',
        description:
          'Filters: type, status (PENDING_REVIEW lists what waits for review), account, startDate/endDate (brand zone, inclusive, default the last 30 days, at most 92; by period start). Newest period first; totals over the filter. Unknown account: 404 USER_NOT_FOUND.',
        querystring: ZAdminRecordQuerySchema,
        response: { 200: ZAdminRecordPageReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await settlement.adminRecords(request.query)),
  );

  app.post(
    '/contracts/records/:recordId/review',
    {
      schema: {
        tags,
        security,
        summary:
          'Approve (pays at once) or reject (reason required) a record waiting for review (ADMIN; audited)',
        description:
          'Only a PENDING_REVIEW record can be reviewed: anything else, a second reviewer included, is 409 SETTLEMENT_NOT_REVIEWABLE and changes nothing. A rejected record pays nothing; its carry-over stays as computed.',
        params: ZRecordIdParamsSchema,
        body: ZSettlementReviewSchema,
        response: { 200: okEnvelope(ZSettlementRecordSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await settlement.review(request.params.recordId, request.body, author(request))),
  );

  app.post(
    '/contracts/settle',
    {
      schema: {
        tags,
        security,
        summary: 'Settle every contract period due at `at` (default now) (ADMIN)',
        description:
          'What the settlement job does every minute, without its per-round limit: each period whose end and grace (5 minutes; 1 for real-time windows) are past `at` and not settled yet is computed and paid (or left for review). An `at` ahead of the server clock counts as now (a period is never settled before it is over). Idempotent: settled periods are never settled again.',
        body: ZSettleRunSchema,
        response: { 200: ZSettleResultReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await settlement.settle(request.body.at ? new Date(request.body.at) : undefined)),
  );
};
