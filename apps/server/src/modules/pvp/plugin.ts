import type { FastifyPluginAsync } from 'fastify';
import { createGameEventPublisher, type PvpTopicMessage } from '../realtime/hub';
import { pvpActions, pvpPresence } from './actions';
import type { PvpContext, PvpModuleOptions, PvpPart } from './context';
import { pvpJobs } from './jobs';
import { createPvpTables } from './pvp-tables';
import { pvpRoutes } from './routes';
import { createPvpSettingsPart } from './settings/part';
import { timingsOf } from './table/state';

/**
 * Builds the PVP module (issue 18): Niu-Niu tables played by members over `/ws`, server-authoritative. A
 * table's live state is its `pvp_tables` row: every move and every timeout is one transaction on the locked
 * row (any process may apply any move); money moves only through the vendor wallet service's hands
 * (`ctx.hands`: the holds when a hand starts, one settlement when it ends, a refund for a hand left by a
 * server that died).
 */
export function buildPvp(options: PvpModuleOptions) {
  const ctx: PvpContext = {
    ...options,
    timings: timingsOf(options.timings),
    gameEvents: options.gameEvents ?? createGameEventPublisher<PvpTopicMessage>(),
  };
  const tables = createPvpTables(ctx);
  const tablesPart: PvpPart = {
    routes: async (app) => {
      await app.register(pvpRoutes, { tables });
    },
    jobs: pvpJobs(tables, options.tickMs),
  };
  const parts: PvpPart[] = [tablesPart, createPvpSettingsPart(ctx)];
  /** The /ws messages `pvp.*` (realtime `gameActions`). */
  const actions = pvpActions(tables);
  /** Seats marked away when their player's connections close, and back when they follow the table again. */
  const presence = pvpPresence(tables);
  return { ctx, parts, actions, presence, tables };
}
export type Pvp = ReturnType<typeof buildPvp>;

/** Player routes of every part and the parts' jobs: one registration in app.ts. */
export const pvpModule: FastifyPluginAsync<{ pvp: Pvp }> = async (app, { pvp }) => {
  for (const part of pvp.parts) {
    if (part.routes) await app.register(part.routes);
    app.scheduledJobs.push(...(part.jobs ?? []));
  }
};

/** The operator routes of every part, for the /admin-api list of app.ts. */
export const pvpAdminRoutes: FastifyPluginAsync<{ pvp: Pvp }> = async (admin, { pvp }) => {
  for (const part of pvp.parts) {
    if (part.adminRoutes) await admin.register(part.adminRoutes);
  }
};
