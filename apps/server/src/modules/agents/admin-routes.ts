import {
  ZAgentSettingsReplySchema,
  ZAgentSettingsSchema,
  ZMoveMemberReplySchema,
  ZMoveMemberRequestSchema,
} from '@platform/contracts/agents';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChangeAuthor } from '../system/service';
import type { AgentsService } from './service';

const tags = ['operator: agents'];
const security = [{ operatorKey: [] }];

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of the agents module, mounted under /admin-api (ADMIN unless said; audited). */
export const agentAdminRoutes: FastifyPluginAsyncZod<{ agents: AgentsService }> = async (app, { agents }) => {
  app.post(
    '/agents/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move a member with its whole team under another agent (ADMIN; audited)',
        description:
          'Unknown accounts: 404 USER_NOT_FOUND naming the field. The new upline must be an active agent (400 UPLINE_NOT_AGENT) and neither the member nor in its team (409 TEAM_MOVE_CYCLE). Every team query sees the new tree at once; refusals change nothing.',
        body: ZMoveMemberRequestSchema,
        response: { 200: ZMoveMemberReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await agents.moveMember(request.body, author(request))),
  );

  app.get(
    '/agents/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Agent settings: the member types agents may create (any operator role)',
        response: { 200: ZAgentSettingsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ok(await agents.settings.get()),
  );

  app.put(
    '/agents/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the agent settings (ADMIN; audited)',
        description:
          '`creatableTypes`: member types 0, 1, 2, 41, 42 agents may create and link to, no repeats.',
        body: ZAgentSettingsSchema,
        response: { 200: ZAgentSettingsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await agents.settings.update(request.body, author(request))),
  );
};
