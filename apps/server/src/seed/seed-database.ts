import type { Db } from '../platform/database';
import { SEEDERS } from './registry';
import { seedHistory } from './tables';
import type { Seeder } from './types';

export type SeedOptions = {
  seeders?: readonly Seeder[];
  /** Run demo seeders too (SEED_DEMO). Default true. */
  demo?: boolean;
  /**
   * Only seeders never applied to this database (the automatic seeding at start): an empty database gets
   * everything, an existing one only seeders added since, and data an operator removed does not return.
   */
  pendingOnly?: boolean;
  log?: (message: string) => void;
};

export type SeedResult = { applied: string[]; skipped: string[]; announcements: string[] };

/** Runs the seeders in order, each in its own transaction together with its history row. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const { seeders = SEEDERS, demo = true, pendingOnly = false, log = () => {} } = options;
  const done = new Set(
    pendingOnly ? (await db.select({ name: seedHistory.name }).from(seedHistory)).map((row) => row.name) : [],
  );
  const result: SeedResult = { applied: [], skipped: [], announcements: [] };
  const ctx = { demo, log, announce: (line: string) => result.announcements.push(line) };
  for (const seeder of seeders) {
    if ((seeder.demo && !demo) || done.has(seeder.name)) {
      result.skipped.push(seeder.name);
      continue;
    }
    await db.transaction(async (tx) => {
      await seeder.run(tx, ctx);
      await tx.insert(seedHistory).values({ name: seeder.name }).onConflictDoNothing();
    });
    result.applied.push(seeder.name);
    log(`seeded ${seeder.name}`);
  }
  return result;
}
