import { ConfigError, loadConfig } from './config';
import { checkLedger } from './modules/wallet/ledger/check';
import { DatabaseInUseError } from './platform/directory-lock';
import { createDatabase } from './platform/database';

/**
 * `npm run ledger:check`: checks the ledger invariants of the configured database (read-only) and exits 1
 * when any is broken. On the embedded PGlite the server must be stopped first (one process per directory).
 */
async function main() {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await createDatabase(config, { onError: (error) => console.error(error) });
  try {
    const problems = await checkLedger(database.db);
    if (problems.length === 0) {
      console.log('Ledger check: OK (postings balanced, cached balances and holds consistent, keys unique).');
      return;
    }
    console.error(`Ledger check: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ${problem.kind}: ${problem.detail}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(2);
});
