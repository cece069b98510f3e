import type { Database } from './platform/database';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed/seed-database';

/** Session advisory lock key held while migrating and seeding at start ("platfrm!" in ASCII). */
export const STARTUP_LOCK_KEY = 0x706c617466726d21n;

/**
 * Migrates, then seeds what is pending, under one advisory lock so that several processes starting
 * against the same PostgreSQL run this one after another.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed: SeedOptions | false },
): Promise<SeedResult | null> {
  return database.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await database.migrate();
    if (options.seed === false) return null;
    return seedDatabase(database.db, options.seed);
  });
}
