import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { IdentityService } from '../identity/service';
import type { MessagingService } from '../messaging/service';
import type { MemberEventPublisher } from '../realtime/hub';
import type { Ledger } from '../wallet/ledger/ledger';
import { contractAdminRoutes } from './admin-routes';
import { contractRoutes } from './routes';
import { createContractsService } from './service';
import { createContractSettings } from './settings';
import { createSettlement, settlementAdminRoutes, settlementJobs, settlementRoutes } from './settlement';

/**
 * What contracts are built from: identity (agents, uplines, the team tree), messaging (the inbox message
 * of an auto-termination), realtime (the `contract` event), the ledger (payouts, kinds SALARY and
 * DIVIDEND).
 */
export type ContractsModuleOptions = {
  db: Db;
  clock: Clock;
  log: Parameters<typeof createContractsService>[0]['log'];
  brand: () => Promise<TBrandConfig>;
  identity: IdentityService;
  messaging: MessagingService;
  events: MemberEventPublisher;
  ledger: Ledger;
};

/** Termination requests past their notice period (advisory lock key). */
export const CONTRACT_TERMINATIONS_LOCK_KEY = 0x636f6e74726d6e74n;

/** The module's services; stateless over the database, so the player and operator plugins each build theirs. */
function buildContracts(options: ContractsModuleOptions) {
  const settings = createContractSettings({ db: options.db, now: () => options.clock.now() });
  const contracts = createContractsService({ ...options, settings });
  const settlement = createSettlement({ ...options, settings });
  return { settings, contracts, settlement };
}

/**
 * Contracts (player side: the four answer calls, the consolidated info, offers, records, my income) and
 * the settlement jobs: one registration in app.ts.
 */
export const contractsModule: FastifyPluginAsync<ContractsModuleOptions> = async (app, options) => {
  const { contracts, settlement } = buildContracts(options);
  await app.register(contractRoutes, { contracts });
  await app.register(settlementRoutes, { settlement });
  app.scheduledJobs.push(...settlementJobs(settlement), {
    name: 'contract-terminations',
    intervalMs: 60_000,
    lockKey: CONTRACT_TERMINATIONS_LOCK_KEY,
    run: (now) => contracts.finishDueTerminations(now),
  });
};

/** The contracts module's operator routes, for the /admin-api list of app.ts. */
export const contractsAdminRoutes: FastifyPluginAsync<ContractsModuleOptions> = async (admin, options) => {
  const { contracts, settlement } = buildContracts(options);
  await admin.register(contractAdminRoutes, { contracts });
  await admin.register(settlementAdminRoutes, { settlement });
};
