import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZContestIdParamsSchema,
  ZContestInputSchema,
  ZContestResultsQuerySchema,
  ZContestResultsSchema,
  ZContestSchema,
  ZMissionIdParamsSchema,
  ZMissionInputSchema,
  ZMissionSchema,
} from '@platform/contracts/missions';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import type { Contests } from './contests';
import type { Missions } from './missions';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of missions and contests, under /admin-api (ADMIN unless said; changes audited). */
export const missionAdminRoutes: FastifyPluginAsyncZod<{ missions: Missions; contests: Contests }> = async (
  app,
  { missions, contests },
) => {
  app.get(
    '/promotions/missions',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Missions (any operator role)',
        response: { 200: okEnvelope(z.array(ZMissionSchema)), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await missions.list()),
  );

  app.post(
    '/promotions/missions',
    {
      schema: {
        tags,
        security,
        summary: 'Create a mission (audited)',
        description:
          'DAILY or WEEKLY (brand time zone, weeks from Monday). BET and DEPOSIT targets are amounts, ROUNDS and LOGIN_DAYS whole counts; only BET and ROUNDS take a category. The reward is a bonus with a turnover multiple and the days it lasts.',
        body: ZMissionInputSchema,
        response: { 200: okEnvelope(ZMissionSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await missions.create(request.body, author(request))),
  );

  app.get(
    '/promotions/missions/:missionId',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'One mission (any operator role)',
        params: ZMissionIdParamsSchema,
        response: { 200: okEnvelope(ZMissionSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await missions.get(request.params.missionId)),
  );

  app.put(
    '/promotions/missions/:missionId',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a mission (audited)',
        description:
          'Claims already made stay; progress of the current period is read again with the new target.',
        params: ZMissionIdParamsSchema,
        body: ZMissionInputSchema,
        response: { 200: okEnvelope(ZMissionSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await missions.update(request.params.missionId, request.body, author(request))),
  );

  app.delete(
    '/promotions/missions/:missionId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a mission (audited; its claims are kept)',
        params: ZMissionIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await missions.remove(request.params.missionId, author(request));
      return ok(null);
    },
  );

  app.get(
    '/promotions/contests',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Leaderboard contests (any operator role)',
        response: { 200: okEnvelope(z.array(ZContestSchema)), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await contests.list()),
  );

  app.post(
    '/promotions/contests',
    {
      schema: {
        tags,
        security,
        summary: 'Create a leaderboard contest (audited)',
        description:
          'Ranked per period (DAILY or WEEKLY, brand time zone) by VALID_BET (settled valid bets) or WINS (winnings of winning bets: each bet’s positive win/loss), optionally in one category, from `minAmount` up. Prizes by rank range, each paid once as a bonus when the period ends.',
        body: ZContestInputSchema,
        response: { 200: okEnvelope(ZContestSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await contests.create(request.body, author(request))),
  );

  app.get(
    '/promotions/contests/:contestId',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'One contest (any operator role)',
        params: ZContestIdParamsSchema,
        response: { 200: okEnvelope(ZContestSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await contests.find(request.params.contestId);
      return ok((await contests.list()).find((contest) => contest.id === row.id)!);
    },
  );

  app.put(
    '/promotions/contests/:contestId',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a contest (audited)',
        description: 'Periods already paid keep their payouts.',
        params: ZContestIdParamsSchema,
        body: ZContestInputSchema,
        response: { 200: okEnvelope(ZContestSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await contests.update(request.params.contestId, request.body, author(request))),
  );

  app.delete(
    '/promotions/contests/:contestId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a contest (audited; paid periods are kept, no further period is paid)',
        params: ZContestIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await contests.remove(request.params.contestId, author(request));
      return ok(null);
    },
  );

  app.get(
    '/promotions/contests/:contestId/results',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'A contest’s paid periods and their winners, newest first (any operator role)',
        params: ZContestIdParamsSchema,
        querystring: ZContestResultsQuerySchema,
        response: { 200: okEnvelope(ZContestResultsSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await contests.results(request.params.contestId, request.query.periodKey)),
  );
};
