import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ContentService } from '../content/service';
import type { IdentityService } from '../identity/service';
import type { VendorReads } from '../vendors/reads';
import type { WalletService } from '../wallet/service';
import { agentAdminRoutes } from './admin-routes';
import { agentReportRoutes } from './report-routes';
import { createAgentReports } from './reports/service';
import { agentRoutes } from './routes';
import { createAgentsService } from './service';
import { createAgentSettings } from './settings';

/** What the agent centre is built from: identity (members, team tree, links), wallet, content. */
export type AgentsModuleOptions = {
  db: Db;
  clock: Clock;
  brand: () => Promise<TBrandConfig>;
  identity: IdentityService;
  wallet: WalletService;
  content: ContentService;
  /** Bet records and daily totals, for the team reports. */
  vendorReads: VendorReads;
};

/** The module's services; stateless over the database, so the player and operator plugins each build theirs. */
export function buildAgents(options: AgentsModuleOptions) {
  return createAgentsService({
    ...options,
    settings: createAgentSettings({ db: options.db, now: () => options.clock.now() }),
  });
}

/** The agent centre (player side, /wps/agent/*): one registration in app.ts. */
export const agentsModule: FastifyPluginAsync<AgentsModuleOptions> = async (app, options) => {
  await app.register(agentRoutes, { agents: buildAgents(options) });
  const { clock, brand, identity, wallet, vendorReads } = options;
  const reports = createAgentReports({ clock, brand, identity, bets: vendorReads, cash: wallet.teamReads });
  await app.register(agentReportRoutes, { reports });
};

/** The agents module's operator routes, for the /admin-api list of app.ts. */
export const agentsAdminRoutes: FastifyPluginAsync<AgentsModuleOptions> = async (admin, options) => {
  await admin.register(agentAdminRoutes, { agents: buildAgents(options) });
};
