import {
  CONTRACT_RECORDS_MAX_DAYS,
  ZIncomeQuerySchema,
  ZIncomeReportReplySchema,
  ZSettlementRecordPageReplySchema,
  ZSettlementRecordQuerySchema,
} from '@platform/contracts/agent-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import type { Settlement } from './index';

const tags = ['agent'];

const RANGE_TEXT = `startDate/endDate: yyyy-MM-dd in the brand time zone, both inclusive (default the last 30 days; at most ${CONTRACT_RECORDS_MAX_DAYS} days: 400 DATE_RANGE_TOO_LONG; reversed: 400 DATE_RANGE_REVERSED).`;

const callerOf = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
  return requireMember(request).member.id;
};

/** The agent centre's settlement pages: the records of each contract type and "my income". */
export const settlementRoutes: FastifyPluginAsyncZod<{ settlement: Settlement }> = async (
  app,
  { settlement },
) => {
  app.get(
    '/wps/agent/contracts/records',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary:
          'Contract records (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary): one row per settled period',
        description: `The caller’s records of one contract type, newest period first: the figures used (team valid bet, net loss, active members, bets), tier, rate, gross, each direct downline’s deduction, carry-over, net, paid and status; totals over the whole range (paid: what was paid). A period belongs to the range by its start. ${RANGE_TEXT} Page size at most 100.`,
        querystring: ZSettlementRecordQuerySchema,
        response: { 200: ZSettlementRecordPageReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => ok(await settlement.agentRecords(callerOf(request, reply), request.query)),
  );

  app.get(
    '/wps/agent/income',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary: 'My income (agentRevenueReport): contract payments and rebates per day',
        description: `Per brand-zone day with income, newest first: dividends and daily, hourly and real-time salary paid that day, and rebates credited; with the totals. ${RANGE_TEXT}`,
        querystring: ZIncomeQuerySchema,
        response: { 200: ZIncomeReportReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => ok(await settlement.income(callerOf(request, reply), request.query)),
  );
};
