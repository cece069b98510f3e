import type { ScheduledJob } from '../../platform/jobs';
import type { PvpTables } from './pvp-tables';

/** The `pvp-tables` job's advisory lock ('pvptable'). */
export const PVP_TABLES_LOCK_KEY = 0x7076707461626c65n;
export const PVP_TICK_MS = 250;

/**
 * Every tickMs: first the crash recovery (hands left OPEN by a server that died are refunded — at start-up
 * that is the first run), then the timeouts of the tables whose phase ended.
 */
export function pvpJobs(tables: PvpTables, tickMs = PVP_TICK_MS): ScheduledJob[] {
  return [
    {
      name: 'pvp-tables',
      intervalMs: tickMs,
      lockKey: PVP_TABLES_LOCK_KEY,
      run: async (now) => ({ refunded: await tables.recoverHands(now), advanced: await tables.tick(now) }),
    },
  ];
}
