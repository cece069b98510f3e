import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { IdentityService } from '../identity/service';
import type { MessagingService } from '../messaging/service';
import type { MemberEventPublisher } from '../realtime/hub';
import { createAnswerRequest } from './answer';
import { deliverNotices, type ContractNotice } from './notices';
import { createOfferContract, createOperatorOffer } from './offer';
import { createConsolidatedInfo, createListContracts, createMyContracts } from './present';
import type { ContractSettings } from './settings';
import {
  createFinishDueTerminations,
  createOperatorTerminate,
  createRequestTermination,
  createWithdrawOffer,
} from './terminate';

/** What the contract lifecycle is built from. */
export type ContractsDeps = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  brand: () => Promise<TBrandConfig>;
  identity: Pick<
    IdentityService,
    'getMemberById' | 'getMembersByIds' | 'findMemberByAccount' | 'listDirectDownlines'
  >;
  messaging: Pick<MessagingService, 'sendSystemMessage'>;
  /** `contract` events to one member on /ws, published after the commit. */
  events: MemberEventPublisher;
  settings: ContractSettings;
};

export type ContractsContext = ContractsDeps & {
  /** Tells the members a committed change concerns (events, inbox messages). */
  notify: (notices: readonly ContractNotice[]) => Promise<void>;
};

/** The agent making a call. */
export type Caller = { id: string; account: string };

/**
 * The contract lifecycle (spec §4): offers, answers, termination requests, the ceiling cascade, and the
 * reads of the agent centre and the operator. One use case per file; the routes call these.
 */
export function createContractsService(deps: ContractsDeps) {
  const ctx: ContractsContext = { ...deps, notify: (notices) => deliverNotices(deps, notices) };
  return {
    offer: createOfferContract(ctx),
    operatorOffer: createOperatorOffer(ctx),
    answer: createAnswerRequest(ctx),
    requestTermination: createRequestTermination(ctx),
    withdrawOffer: createWithdrawOffer(ctx),
    operatorTerminate: createOperatorTerminate(ctx),
    /** Ends every termination request whose notice ran out (the job's call); returns how many ended. */
    finishDueTerminations: createFinishDueTerminations(ctx),
    myContracts: createMyContracts(ctx),
    consolidatedInfo: createConsolidatedInfo(ctx),
    listContracts: createListContracts(ctx),
    settings: deps.settings,
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
