import type { FastifyPluginAsync } from 'fastify';
import type { GameActions, GamePresence } from '../realtime/socket';
import type { PvpModuleOptions, PvpPart } from './context';

/**
 * Builds the PVP module (issue 18): Niu-Niu tables played by members over `/ws`, server-authoritative.
 * SKELETON: the server helper fills in the parts (tables: moves and timeouts; hands: holds, settlement and
 * the crash recovery; settings: the operator's rake).
 */
export function buildPvp(options: PvpModuleOptions) {
  const ctx = options;
  const parts: PvpPart[] = [];
  /** The /ws messages `pvp.*` (realtime `gameActions`). */
  const actions: GameActions = {};
  /** Seats marked away when their player's connections close, and back when they follow the table again. */
  const presence: GamePresence = {};
  return { ctx, parts, actions, presence };
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
