import {
  OPERATOR_ROLES,
  ZCreateOperatorRequestSchema,
  ZOperatorLoginReplySchema,
  ZOperatorLoginRequestSchema,
  ZOperatorReplySchema,
  ZOperatorsReplySchema,
  ZOperatorStatusRequestSchema,
  ZRecoveryCodesReplySchema,
  ZTotpCodeRequestSchema,
  ZTotpEnrolmentReplySchema,
} from '@platform/contracts/operators';
import { okEnvelope } from '@platform/contracts/envelope';
import { ZEmptyReplySchema } from '@platform/contracts/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { FastifyRequest } from 'fastify';
import { operatorActor } from '../../platform/operator-auth';
import type { OperatorService } from './service';

const tags = ['operator: accounts'];
const security = [{ operatorKey: [] }];
const anyRole = { operatorRoles: OPERATOR_ROLES };

/** The operator of a session (the operator key has no account, hence no second factor): 403 otherwise. */
function sessionOperator(request: FastifyRequest) {
  const operator = request.operator;
  if (operator?.kind !== 'session') throw new AppError('FORBIDDEN');
  return { operatorId: operator.operatorId, author: { actor: operator.actor, requestId: request.id } };
}

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
        summary:
          'Operator login: username, password and (two-step verification) a code → an operator session token (Bearer)',
        description:
          'The token is sent as `Authorization: Bearer <token>` on /admin-api calls, like the OPERATOR_API_KEY (which remains the super-admin credential). Sessions end after 30 minutes idle or 12 hours. 401 INVALID_CREDENTIALS for an unknown account or a wrong password alike; 401 TOTP_REQUIRED (value `{ totpRequired: true }`) after a right password of an operator with two-step verification: send `code` (the authenticator code or a recovery code) with the password; 401 INVALID_CREDENTIALS_OR_CODE when a login with a code fails; 403 ACCOUNT_DISABLED; 429 LOGIN_DELAYED (value `{ retryAfterSeconds }`) while this address waits after its failures on this account, or while the account is under attack from several addresses and no code is sent; 429 THROTTLED when this address failed too often on any accounts.',
        body: ZOperatorLoginRequestSchema,
        response: { 200: ZOperatorLoginReplySchema, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (request) => ok(await operators.login(request.body, { ip: request.ip, requestId: request.id })),
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

  app.post(
    '/session/totp',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Start two-step verification (TOTP) for this operator: a secret and its otpauth:// URI',
        description:
          'Add the secret (or the URI as a QR code) to an authenticator app, then confirm with a first code. Calling it again before confirming replaces the secret. 409 TOTP_ALREADY_ENABLED; 403 FORBIDDEN with the operator key (no account).',
        response: { 200: ZTotpEnrolmentReplySchema, ...errorReplies(401, 403, 409) },
      },
    },
    async (request) => ok(await operators.totp.start(sessionOperator(request).operatorId)),
  );

  app.post(
    '/session/totp/confirm',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary:
          'Turn two-step verification on with a first code; returns 10 one-time recovery codes (audited)',
        description:
          'The recovery codes are shown once (only their hashes are kept); each logs in once in place of a code. 400 TOTP_INVALID; 409 TOTP_ENROLMENT_NOT_STARTED or TOTP_ALREADY_ENABLED; 429 THROTTLED after 5 tries in 15 minutes.',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZRecoveryCodesReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { operatorId, author } = sessionOperator(request);
      return ok(await operators.totp.confirm(operatorId, request.body.code, author));
    },
  );

  app.post(
    '/session/totp/recovery-codes',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'New recovery codes for a current code (audited); the old ones stop working',
        description: '400 TOTP_INVALID; 409 TOTP_NOT_ENABLED; 429 THROTTLED after 5 tries in 15 minutes.',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZRecoveryCodesReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { operatorId, author } = sessionOperator(request);
      return ok(await operators.totp.renewRecoveryCodes(operatorId, request.body.code, author));
    },
  );

  app.post(
    '/session/totp/disable',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Turn two-step verification off with a current code or a recovery code (audited)',
        description: '400 TOTP_INVALID; 409 TOTP_NOT_ENABLED; 429 THROTTLED after 5 tries in 15 minutes.',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { operatorId, author } = sessionOperator(request);
      await operators.totp.disable(operatorId, request.body.code, author);
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

  app.delete(
    '/operators/:operatorId/totp',
    {
      schema: {
        tags,
        security,
        summary: "Turn another operator's two-step verification off (ADMIN; audited), after a lost device",
        params: z.object({ operatorId: z.uuid() }),
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await operators.totp.reset(request.params.operatorId, {
        actor: operatorActor(request),
        requestId: request.id,
      });
      return ok(null);
    },
  );
};
