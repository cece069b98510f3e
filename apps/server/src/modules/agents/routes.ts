import {
  ZAgentAnnouncementListReplySchema,
  ZAgentAnnouncementQuerySchema,
  ZAgentRegisterSettingsReplySchema,
  ZCreateDownlineReplySchema,
  ZCreateDownlineRequestSchema,
  ZCreateInvitationLinkRequestSchema,
  ZDownlineListQuerySchema,
  ZDownlineListReplySchema,
  ZDownlineRemarkReplySchema,
  ZDownlineRemarkRequestSchema,
  ZInvitationLinkListReplySchema,
  ZInvitationLinkParamsSchema,
  ZInvitationLinkReplySchema,
  ZMemberIdParamsSchema,
  ZUpdateInvitationLinkRequestSchema,
} from '@platform/contracts/agents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import type { Caller } from './context';
import type { AgentsService } from './service';

const tags = ['agent centre'];
/** Agents only (types 1, 2, 41, 42): members 403 FORBIDDEN, trial accounts 403 TRIAL_FORBIDDEN. */
const config = { auth: 'agent' as const };
const refusals = errorReplies(400, 401, 403, 404);

const callerOf = (request: FastifyRequest): Caller => {
  const { member } = requireMember(request);
  return { id: member.id, account: member.account };
};

/** The site's origin as the agent reached it, for invitation-link addresses. */
const originOf = (request: FastifyRequest): string | null =>
  request.host ? `${request.protocol}://${request.host}` : null;

/** The agent centre's team routes (spec §2 team management, register centre, agent announcements). */
export const agentRoutes: FastifyPluginAsyncZod<{ agents: AgentsService }> = async (app, { agents }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/agent/downlines',
    {
      config,
      schema: {
        tags,
        summary: 'Team management: direct downlines of a member of the team, or an account search in it',
        description:
          'Without `account`: the direct downlines of `parentId` (default: the caller). With `account`: members whose account starts with it (any case) anywhere below `parentId`. `parentId` must be the caller or in its team, else 404 MEMBER_NOT_IN_TEAM (unknown ids alike). `depth` counts from the caller; `breadcrumb` runs from the caller down to `parentId`. pageSize at most 100.',
        querystring: ZDownlineListQuerySchema,
        response: { 200: ZDownlineListReplySchema, ...refusals },
      },
    },
    async (request) => ok(await agents.listDownlines(callerOf(request), request.query)),
  );

  app.put(
    '/wps/agent/downlines/:memberId/remark',
    {
      config,
      schema: {
        tags,
        summary:
          'The caller’s private remark about a member of its team (≤ 140 characters; empty removes it)',
        params: ZMemberIdParamsSchema,
        body: ZDownlineRemarkRequestSchema,
        response: { 200: ZDownlineRemarkReplySchema, ...refusals },
      },
    },
    async (request) => ok(await agents.setRemark(callerOf(request), request.params.memberId, request.body)),
  );

  app.get(
    '/wps/agent/register/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Register centre: the member types the caller may create and the registration address',
        response: { 200: ZAgentRegisterSettingsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await agents.registerSettings(originOf(request))),
  );

  app.post(
    '/wps/agent/downlines',
    {
      config,
      schema: {
        tags,
        summary: 'Create a direct downline with the default password (its first login must change it)',
        description:
          'The type must be one the operator lets agents create (403 MEMBER_TYPE_NOT_ALLOWED); the account follows the registration rule (400 VALIDATION_FAILED) and must be free (409 USERNAME_TAKEN). The reply carries `initialPassword` to hand over.',
        body: ZCreateDownlineRequestSchema,
        response: { 200: ZCreateDownlineReplySchema, ...refusals, ...errorReplies(409) },
      },
    },
    async (request) =>
      ok(
        await agents.createDownline(callerOf(request), request.body, {
          lang: requestLanguage(request),
          requestId: request.id,
        }),
      ),
  );

  app.get(
    '/wps/agent/links',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s invitation links, newest first, with registrations counted per link',
        response: { 200: ZInvitationLinkListReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await agents.links.list(callerOf(request), originOf(request))),
  );

  app.post(
    '/wps/agent/links',
    {
      config,
      schema: {
        tags,
        summary: 'A new invitation link creating members of one type (at most 20 per agent)',
        description:
          'The type must be one the operator lets agents create (403 MEMBER_TYPE_NOT_ALLOWED); a 21st link is 409 INVITATION_LINK_LIMIT.',
        body: ZCreateInvitationLinkRequestSchema,
        response: { 200: ZInvitationLinkReplySchema, ...refusals, ...errorReplies(409) },
      },
    },
    async (request) => ok(await agents.links.create(callerOf(request), request.body, originOf(request))),
  );

  app.patch(
    '/wps/agent/links/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Enable, disable or relabel one of the caller’s invitation links',
        description: 'A disabled link’s code is refused at registration (INVALID_INVITATION_CODE).',
        params: ZInvitationLinkParamsSchema,
        body: ZUpdateInvitationLinkRequestSchema,
        response: { 200: ZInvitationLinkReplySchema, ...refusals },
      },
    },
    async (request) =>
      ok(await agents.links.update(callerOf(request), request.params.id, request.body, originOf(request))),
  );

  app.get(
    '/wps/agent/announcements',
    {
      config,
      schema: {
        tags,
        summary: 'Announcements for agents (audience AGENTS), in the request’s language',
        querystring: ZAgentAnnouncementQuerySchema,
        response: { 200: ZAgentAnnouncementListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await agents.announcements(request.query, requestLanguage(request))),
  );
};
