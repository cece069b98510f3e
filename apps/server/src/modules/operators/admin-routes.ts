import {
  OPERATOR_ROLES,
  ZCreateOperatorRequestSchema,
  ZOperatorLoginReplySchema,
  ZOperatorLoginRequestSchema,
  ZOperatorReplySchema,
  ZOperatorsReplySchema,
  ZOperatorStatusRequestSchema,
} from '@platform/contracts/operators';
import { okEnvelope } from '@platform/contracts/envelope';
import { ZEmptyReplySchema } from '@platform/contracts/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { OperatorService } from './service';

const tags = ['operator: accounts'];
const security = [{ operatorKey: [] }];
const anyRole = { operatorRoles: OPERATOR_ROLES };

const ZWhoAmISchema = okEnvelope(
  z.object({
    actor: z.string(),
    role: z.enum(['SUPER', ...OPERATOR_ROLES]),
    username: z.string().nullable(),
  }),
);

/** Operator login and operator accounts, under /admin-api. */
export const operatorAdminRoutes: FastifyPluginAsyncZod<{ operators: OperatorService }> = async (
  app,
  { operators },
) => {
  app.post(
    '/session/login',
    {
      config: { operatorPublic: true },
      schema: {
        tags,
        summary: 'Operator login: username and password → an operator session token (Bearer)',
        description:
          'The token is sent as `Authorization: Bearer <token>` on /admin-api calls, like the OPERATOR_API_KEY (which remains the super-admin credential). Sessions end after 30 minutes idle or 12 hours. 401 INVALID_CREDENTIALS for an unknown account or a wrong password alike; 403 ACCOUNT_DISABLED; 429 THROTTLED after too many attempts.',
        body: ZOperatorLoginRequestSchema,
        response: { 200: ZOperatorLoginReplySchema, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (request) => ok(await operators.login(request.body, { ip: request.ip })),
  );

  app.get(
    '/session',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Who is calling (any role)',
        response: { 200: ZWhoAmISchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      const operator = request.operator!;
      return ok({
        actor: operator.actor,
        role: operator.role,
        username: operator.kind === 'session' ? operator.username : null,
      });
    },
  );

  app.delete(
    '/session',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'End this operator session',
        response: { 200: ZEmptyReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      if (request.operator?.kind === 'session') await operators.logout(request.operator.sessionId);
      return ok(null);
    },
  );

  app.get(
    '/operators',
    {
      schema: {
        tags,
        security,
        summary: 'Operator accounts (ADMIN)',
        response: { 200: ZOperatorsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ok(await operators.list()),
  );

  app.post(
    '/operators',
    {
      schema: {
        tags,
        security,
        summary: 'Create an operator account (ADMIN; audited)',
        description: '409 USERNAME_TAKEN when the username exists (whatever its case).',
        body: ZCreateOperatorRequestSchema,
        response: { 200: ZOperatorReplySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) =>
      ok(await operators.create(request.body, { actor: operatorActor(request), requestId: request.id })),
  );

  app.put(
    '/operators/:operatorId/status',
    {
      schema: {
        tags,
        security,
        summary: 'Enable or disable an operator (ADMIN; audited); disabling ends its sessions',
        params: z.object({ operatorId: z.uuid() }),
        body: ZOperatorStatusRequestSchema,
        response: { 200: ZOperatorReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await operators.setStatus(request.params.operatorId, request.body.status, {
          actor: operatorActor(request),
          requestId: request.id,
        }),
      ),
  );
};
