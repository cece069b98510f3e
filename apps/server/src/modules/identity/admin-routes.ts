import {
  ZCreateMemberReplySchema,
  ZCreateMemberRequestSchema,
  ZIdentitySettingsReplySchema,
} from '@platform/contracts/identity';
import { okEnvelope } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { operatorActor } from '../../platform/operator-auth';
import type { IdentityService } from './service';
import { ZIdentitySettingsInputSchema } from './settings';

const tags = ['operator: identity'];
const security = [{ operatorKey: [] }];

/** Operator settings of the identity module, under /admin-api behind the operator key. */
export const identityAdminRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  app.get(
    '/identity/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Registration rules and login, SMS and password policies',
        response: { 200: ZIdentitySettingsReplySchema, ...errorReplies(401) },
      },
    },
    async () => ok(await identity.settings.getForOperator()),
  );
  app.put(
    '/identity/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the identity settings (audited)',
        body: ZIdentitySettingsInputSchema,
        response: { 200: ZIdentitySettingsReplySchema, ...errorReplies(400, 401, 415) },
      },
    },
    async (request) =>
      ok(
        await identity.settings.change(request.body, {
          actor: operatorActor(request),
          requestId: request.id,
        }),
      ),
  );
  app.patch(
    '/members/:account/status',
    {
      schema: {
        tags,
        security,
        summary:
          'Enable, disable or lock a member (audited); disabling or locking ends every session at once',
        description:
          'A disabled member cannot log in or start games; money owed to them (vendor wins, rollbacks, withdrawals in progress) is still paid.',
        params: z.object({ account: z.string().trim().min(1).max(64) }),
        body: z.object({ status: z.enum(['active', 'disabled', 'locked']) }),
        response: {
          200: okEnvelope(z.object({ account: z.string(), status: z.string() })),
          ...errorReplies(400, 401, 404),
        },
      },
    },
    async (request) => {
      const member = await identity.findMemberByAccount(request.params.account);
      if (!member) throw new AppError('USER_NOT_FOUND');
      await identity.setMemberStatus(member.id, request.body.status, {
        actor: operatorActor(request),
        requestId: request.id,
      });
      return ok({ account: member.account, status: request.body.status });
    },
  );
  app.post(
    '/members',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a member or agent account with the default password (changed at the first login; audited)',
        body: ZCreateMemberRequestSchema,
        response: { 201: ZCreateMemberReplySchema, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { account, type, uplineAccount, nickname } = request.body;
      let uplineId: string | null = null;
      if (uplineAccount) {
        const upline = await identity.findMemberByAccount(uplineAccount);
        if (!upline?.isAgent) throw new AppError('VALIDATION_FAILED', { fields: ['uplineAccount'] });
        uplineId = upline.id;
      }
      const member = await identity.createAccount({
        account,
        type,
        uplineId,
        nickname: nickname ?? null,
        createdBy: 'OPERATOR',
        audit: { actor: operatorActor(request), requestId: request.id },
      });
      reply.code(201);
      return ok({
        id: member.id,
        account: member.account,
        type: member.type,
        uplineId: member.uplineId,
        affiliateCode: member.affiliateCode,
      });
    },
  );
};
