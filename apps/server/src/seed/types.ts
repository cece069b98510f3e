import type { Db } from '../platform/database';

export type SeedContext = {
  /** Whether demo data (accounts, sample content) is wanted, not only what the platform needs to run. */
  demo: boolean;
  log(message: string): void;
  /** A line for the operator, printed after seeding (for example a demo account and its password). */
  announce(line: string): void;
};

/**
 * One step of seeding. `run` must be idempotent (insert-if-absent): `npm run seed` runs every seeder
 * again. It receives a transaction; the seeder's name is recorded in the same transaction.
 */
export type Seeder = {
  name: string;
  /** Demo data: skipped when SEED_DEMO=false. Configuration the platform needs is not demo. */
  demo: boolean;
  run(db: Db, ctx: SeedContext): Promise<void>;
};
