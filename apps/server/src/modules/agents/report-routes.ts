import {
  REPORT_MAX_DAYS,
  ZTeamBetsQuerySchema,
  ZTeamBetsReplySchema,
  ZTeamOverviewQuerySchema,
  ZTeamOverviewReplySchema,
  ZTeamProfitQuerySchema,
  ZTeamProfitReplySchema,
  ZTeamTransactionsQuerySchema,
  ZTeamTransactionsReplySchema,
} from '@platform/contracts/agent-reports';
import { pickLanguage } from '@platform/contracts/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import type { AgentReports } from './reports/service';

const tags = ['agent'];

const PERIOD_TEXT = `period: today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth (brand time zone, weeks from Monday) or custom with startDate/endDate (yyyy-MM-dd, inclusive, at most ${REPORT_MAX_DAYS} days: 400 DATE_RANGE_TOO_LONG; reversed: 400 DATE_RANGE_REVERSED). The reply echoes the resolved dates.`;
const MEMBER_TEXT =
  'memberId/account must name the caller or a member of its team, else 404 MEMBER_NOT_IN_TEAM (unknown and foreign alike).';

/** `language` of the query first, then `?lang=` and Accept-Language, else es. */
const languageOf = (request: FastifyRequest, language: string | undefined) =>
  pickLanguage(language, (request.query as { lang?: string }).lang, request.headers['accept-language']);

const callerOf = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
  return requireMember(request).member.id;
};

/** The agent centre's team reports (spec §2 agent centre): overview, team betting, user loss, account details. */
export const agentReportRoutes: FastifyPluginAsyncZod<{ reports: AgentReports }> = async (
  app,
  { reports },
) => {
  app.get(
    '/wps/agent/team/overview',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary:
          'Team overview (agentTeamOverview): the node’s own, its team’s and each direct downline’s figures',
        description: `The node is memberId (default: the caller); its team is its downline at any depth, the node not included; a downline row covers that downline and its team. ${MEMBER_TEXT} ${PERIOD_TEXT}`,
        querystring: ZTeamOverviewQuerySchema,
        response: { 200: ZTeamOverviewReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => ok(await reports.overview(callerOf(request, reply), request.query)),
  );

  app.get(
    '/wps/agent/team/bets',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary: 'Team betting (personalHistoryCopy): bet records of the team, newest first, with totals',
        description: `Records placed in the period by the caller’s team (the caller not included), or by the one member named. ${MEMBER_TEXT} ${PERIOD_TEXT} Page size at most 100.`,
        querystring: ZTeamBetsQuerySchema,
        response: { 200: ZTeamBetsReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      ok(
        await reports.bets(
          callerOf(request, reply),
          request.query,
          languageOf(request, request.query.language),
        ),
      ),
  );

  app.get(
    '/wps/agent/team/profit',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary: 'User loss (palStatementsAgentCopy): profit and loss per team member, with totals',
        description: `One row per member with activity in the period; profitLoss = winLoss + bonuses + rebates (seen from the player). Default order: profitLoss ascending. ${MEMBER_TEXT} ${PERIOD_TEXT} Page size at most 100.`,
        querystring: ZTeamProfitQuerySchema,
        response: { 200: ZTeamProfitReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => ok(await reports.profit(callerOf(request, reply), request.query)),
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary: 'Account details (agentDownlineTransactionDetailsCopy): ledger movements of team members',
        description: `Main-wallet movements of the caller’s team (the caller not included) or of the one member named, optionally of one ledger kind, newest first. ${MEMBER_TEXT} ${PERIOD_TEXT} Page size at most 100.`,
        querystring: ZTeamTransactionsQuerySchema,
        response: { 200: ZTeamTransactionsReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => ok(await reports.transactions(callerOf(request, reply), request.query)),
  );
};
