import {
  ZContractIdParamsSchema,
  ZContractListQuerySchema,
  ZContractPageSchema,
  ZContractRemarkSchema,
  ZContractReplySchema,
  ZContractSettingsSchema,
  ZOperatorContractOfferSchema,
} from '@platform/contracts/agent-contracts';
import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import type { ChangeAuthor } from '../system/service';
import type { ContractsService } from './service';

const tags = ['operator: contracts'];
const security = [{ operatorKey: [] }];

const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of the contract lifecycle, mounted under /admin-api (ADMIN unless said; audited). */
export const contractAdminRoutes: FastifyPluginAsyncZod<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  app.get(
    '/contracts/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Contract settings: enabled types, payout mode, termination notice (any operator role)',
        response: { 200: okEnvelope(ZContractSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await contracts.settings.get()),
  );

  app.put(
    '/contracts/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the contract settings (ADMIN; audited)',
        description:
          'A type switched off hides its agent-centre entry and refuses offers and answers of it (403 CONTRACT_TYPE_DISABLED); contracts in force stay.',
        body: ZContractSettingsSchema,
        response: { 200: okEnvelope(ZContractSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await contracts.settings.update(request.body, author(request))),
  );

  app.get(
    '/contracts',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'Contracts, newest first, by type, status and agent account (any operator role)',
        querystring: ZContractListQuerySchema,
        response: { 200: okEnvelope(ZContractPageSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await contracts.listContracts(request.query)),
  );

  app.post(
    '/contracts',
    {
      schema: {
        tags,
        security,
        summary: 'Offer a contract to an agent (ADMIN; audited; no ceiling)',
        description:
          'Any agent by account (unknown: 404 USER_NOT_FOUND; not an agent: 400 CONTRACT_NOT_AN_AGENT). Rates 0–100 %; the tier order is checked (400 CONTRACT_TIERS_INVALID naming the tier). Replaces an offer still waiting; the agent answers on the member site.',
        body: ZOperatorContractOfferSchema,
        response: { 200: ZContractReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await contracts.operatorOffer(request.body, author(request))),
  );

  app.post(
    '/contracts/:contractId/terminate',
    {
      schema: {
        tags,
        security,
        summary: 'End a contract at once, or take back a waiting offer (ADMIN; audited)',
        description:
          'An active contract ends (OPERATOR) and every downline contract issued under it ends too, down the team, each agent told by inbox message and `contract` event. Already over: 409 CONTRACT_NOT_ACTIVE.',
        params: ZContractIdParamsSchema,
        body: ZContractRemarkSchema.optional(),
        response: { 200: ZContractReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await contracts.operatorTerminate(request.params.contractId, request.body ?? {}, author(request))),
  );
};
