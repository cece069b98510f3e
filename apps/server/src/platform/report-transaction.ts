import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Memory for the sorts and hash tables of one report query. A team report sums millions of rows into
 * one group per member (100,000 at the benchmark's scale): with the default 4 MB those spill to disk in
 * several batches; the setting lasts only for the transaction around the query.
 */
export const REPORT_WORK_MEM = '64MB';

/** Runs a read-only report query in a transaction that gives it REPORT_WORK_MEM. */
export function reportTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${REPORT_WORK_MEM}'`));
    return run(tx);
  });
}
