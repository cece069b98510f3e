import {
  CONTRACT_PROCESS_PATHS,
  CONTRACT_TYPES,
  ZConsolidatedContractReplySchema,
  ZContractIdParamsSchema,
  ZContractOfferSchema,
  ZContractRemarkSchema,
  ZContractReplySchema,
  ZContractTypeQuerySchema,
  ZMyContractsReplySchema,
  ZProcessContractReplySchema,
  ZProcessContractRequestSchema,
} from '@platform/contracts/agent-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import type { Caller, ContractsService } from './service';

const tags = ['agent contracts'];
/** Agents only (types 1, 2, 41, 42): members 403 FORBIDDEN, trial accounts 403 TRIAL_FORBIDDEN. */
const agentOnly = { auth: 'agent' as const };
const refusals = errorReplies(400, 401, 403, 404, 409);

const callerOf = (request: FastifyRequest): Caller => {
  const { member } = requireMember(request);
  return { id: member.id, account: member.account };
};

const PROCESS_SUMMARIES = {
  DIVIDEND: 'Accept or reject a dividend contract offer or termination request',
  DAILY_SALARY: 'Accept or reject a daily salary contract offer or termination request',
  HOURLY_SALARY: 'Accept or reject an hourly salary contract offer or termination request',
  REALTIME_SALARY: 'Accept or reject a real-time salary contract offer or termination request',
} as const;

/** The contract lifecycle of the agent centre and the member site's contract popup (spec §4, §7). */
export const contractRoutes: FastifyPluginAsyncZod<{ contracts: ContractsService }> = async (
  app,
  { contracts },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/relay/MCS2_getConsolidatedContract',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary:
          'Consolidated contract info (AGENTPOLICY3): what waits for the member’s answer and the entry switches',
        description:
          '`divtypereq`, `dailysalreqtype`, `contracthoursalreq`, `realtimesalreqtype`: NEW when an offer of that type waits for the caller, TERMINATE when the other side’s termination request does, else null. The switches follow the operator’s enabled types. Members who are not agents (and trial sessions) get every switch off and nothing pending, so the site may ask at every login.',
        response: { 200: ZConsolidatedContractReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => ok(await contracts.consolidatedInfo(requireMember(request).member)),
  );

  for (const type of CONTRACT_TYPES) {
    app.post(
      CONTRACT_PROCESS_PATHS[type],
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary: PROCESS_SUMMARIES[type],
          description: `The path fixes the type (${type}). ACCEPT or REJECT an offer addressed to the caller, or the other side's pending termination request (the agent answers its upline's; the upline answers its downline's). Accepting an offer replaces the caller's active contract of the type and ends every downline contract now above it, down the team. Anything else — another type's contract, someone else's offer, one already answered — is 409 CONTRACT_NOT_PENDING and changes nothing; unknown ids 404 CONTRACT_NOT_FOUND; an offer the upline's current contract no longer covers is withdrawn: 400 CONTRACT_RATE_ABOVE_UPLINE naming the tier. A disabled type: 403 CONTRACT_TYPE_DISABLED.`,
          body: ZProcessContractRequestSchema,
          response: { 200: ZProcessContractReplySchema, ...refusals },
        },
      },
      async (request) => ok(await contracts.answer(callerOf(request), type, request.body)),
    );
  }

  app.get(
    '/wps/agent/contracts',
    {
      config: agentOnly,
      schema: {
        tags,
        summary: 'The caller’s contract of a type, its waiting offer, and each direct downline agent’s',
        querystring: ZContractTypeQuerySchema,
        response: { 200: ZMyContractsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await contracts.myContracts(callerOf(request), request.query.type)),
  );

  app.post(
    '/wps/agent/contracts',
    {
      config: agentOnly,
      schema: {
        tags,
        summary: 'Offer a contract to a direct downline agent (replaces an offer still waiting)',
        description:
          'The target must be a direct downline agent (403 CONTRACT_NOT_DIRECT_DOWNLINE, players too); the caller needs its own active contract of the type (409 CONTRACT_NO_OWN_CONTRACT); tiers in order (400 CONTRACT_TIERS_INVALID naming the tier) and none paying more than the caller’s own contract at the same thresholds (400 CONTRACT_RATE_ABOVE_UPLINE naming the tier). The agent gets a `contract` event.',
        body: ZContractOfferSchema,
        response: { 200: ZContractReplySchema, ...refusals },
      },
    },
    async (request) => ok(await contracts.offer(callerOf(request), request.body)),
  );

  app.post(
    '/wps/agent/contracts/:contractId/terminate',
    {
      config: agentOnly,
      schema: {
        tags,
        summary: 'Ask to end an active contract (its agent or its issuer; the other side answers)',
        description:
          'Takes effect when the other side accepts it, or by itself after the operator’s notice period. Not a party: 404 CONTRACT_NOT_FOUND; not active: 409 CONTRACT_NOT_ACTIVE; a request already pending: 409 CONTRACT_TERMINATION_PENDING.',
        params: ZContractIdParamsSchema,
        body: ZContractRemarkSchema.optional(),
        response: { 200: ZContractReplySchema, ...refusals },
      },
    },
    async (request) =>
      ok(
        await contracts.requestTermination(callerOf(request), request.params.contractId, request.body ?? {}),
      ),
  );

  app.post(
    '/wps/agent/contracts/:contractId/withdraw',
    {
      config: agentOnly,
      schema: {
        tags,
        summary: 'Take back an offer the caller made that still waits for the answer',
        description:
          'Not the caller’s offer: 404 CONTRACT_NOT_FOUND; already answered: 409 CONTRACT_NOT_PENDING.',
        params: ZContractIdParamsSchema,
        response: { 200: ZContractReplySchema, ...refusals },
      },
    },
    async (request) => ok(await contracts.withdrawOffer(callerOf(request), request.params.contractId)),
  );
};
