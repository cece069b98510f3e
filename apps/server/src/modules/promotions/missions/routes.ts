import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZLeaderboardQuerySchema,
  ZLeaderboardsSchema,
  ZMissionClaimRequestSchema,
  ZMissionClaimSchema,
  ZMissionIdParamsSchema,
  ZMissionSummarySchema,
} from '@platform/contracts/missions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestLanguage } from '../../../platform/language';
import type { Contests } from './contests';
import type { MissionViewer, Missions } from './missions';

const tags = ['promotions: missions'];

/** The asking member, or null for a visitor and a trial account (they see no progress). */
const viewerOf = (request: FastifyRequest): MissionViewer =>
  request.member && !request.member.isTrial
    ? { id: request.member.id, isAgent: request.member.isAgent }
    : null;

/** Player routes of missions and leaderboard contests (spec §7 relay names). */
export const missionRoutes: FastifyPluginAsyncZod<{ missions: Missions; contests: Contests }> = async (
  app,
  { missions, contests },
) => {
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'The missions of the current daily and weekly periods with the member’s progress',
        description:
          'Each live mission with its target, progress (capped at the target), percent, reward and state (IN_PROGRESS, COMPLETED, CLAIMED) in the current period, cut in the brand’s time zone (weeks from Monday); `periodEnd` is when the period closes. BET counts settled valid bets, ROUNDS settled bets (optionally one category), DEPOSIT credited deposits, LOGIN_DAYS distinct days with a sign-in. Visitors and trial accounts get the list without progress or state. `claimableCount` is the missions badge.',
        response: { 200: okEnvelope(ZMissionSummarySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await missions.summary(viewerOf(request), requestLanguage(request)));
    },
  );

  app.post(
    '/wps/promotions/missions/:missionId/claim',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Claim the reward of a completed mission (once per period)',
        description:
          'Issues the mission’s bonus (with its turnover and expiry) into the main wallet. `periodKey` (optional) names the period the page showed: another period than the current one is refused (400). 409 MISSION_NOT_COMPLETED before the target is reached, 409 MISSION_ALREADY_CLAIMED after the first claim of the period (simultaneous claims pay once), 404 MISSION_NOT_FOUND for an unknown, ended or hidden mission, 403 TRIAL_FORBIDDEN for trial accounts.',
        params: ZMissionIdParamsSchema,
        body: ZMissionClaimRequestSchema.nullish(),
        response: { 200: okEnvelope(ZMissionClaimSchema), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member } = requireMember(request);
      return ok(await missions.claim(member.id, request.params.missionId, request.body?.periodKey));
    },
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          'The leaderboard contests of the current period: top ranks, prizes, the member’s rank, last winners',
        description:
          'Each live contest (or the one asked) with its period (brand time zone, weeks from Monday), metric — VALID_BET the sum of settled valid bets, WINS the winnings of winning bets (each settled bet’s positive win/loss) —, prizes per rank, the top ranks with masked accounts (ties: who reached the amount first, then the account), the member’s own rank and amount, and the previous period’s paid winners. Refreshed at most every 30 seconds. 404 CONTEST_NOT_FOUND for an unknown contestId.',
        querystring: ZLeaderboardQuerySchema,
        response: { 200: okEnvelope(ZLeaderboardsSchema), ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await contests.leaderboards(viewerOf(request), requestLanguage(request), request.query.contestId),
      );
    },
  );
};
