import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './platform/directory-lock';
import { createDatabase } from './platform/database';
import { prepareDatabase } from './prepare-database';

/** `npm run seed`: migrates, then runs every seeder again (each inserts only what is missing). */
async function seed() {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await createDatabase(config, { onError: (error) => console.error(error) });
  try {
    const result = await prepareDatabase(database, {
      seed: { demo: config.seedDemo, pendingOnly: false, log: (message) => console.log(message) },
    });
    if (result) {
      console.log(`Seeding done: ${result.applied.length} applied, ${result.skipped.length} skipped.`);
      result.announcements.forEach((line) => console.log(line));
    }
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
