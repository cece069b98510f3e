import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseInUseError } from './platform/directory-lock';
import { createDatabase, type Database } from './platform/database';
import { createKeyring } from './platform/encryption';
import { startJobs } from './platform/jobs';
import { createShutdown } from './platform/lifecycle';
import { resolveSecrets, secretsFile } from './platform/secrets';
import { prepareDatabase } from './prepare-database';

function publicUrl(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function main() {
  // `npm run … -w` runs in apps/server; INIT_CWD is where the user typed the command.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  for (const warning of config.warnings) console.warn(`\n${warning}\n`);
  const secrets = await resolveSecrets(config);
  const keyring = await createKeyring(secrets.jwePrivateKey, secrets.jwePreviousPrivateKey);

  let app: FastifyInstance | null = null;
  const database: Database = await createDatabase(config, {
    onError: (error) =>
      app
        ? app.log.error({ err: error }, 'database connection error')
        : console.error('database connection error', error),
  });
  try {
    const seeded = await prepareDatabase(database, {
      seed: { demo: config.seedDemo, pendingOnly: true },
    });
    app = await buildApp({
      config,
      database,
      operatorApiKey: secrets.operatorApiKey,
      keyring,
      defaultMemberPassword: secrets.defaultMemberPassword,
    });
    for (const warning of config.warnings) app.log.warn(warning);
    const shutdown = createShutdown(app, database);
    const running = app;
    let stopJobs: () => Promise<void> = async () => {};
    closeWithGrace({ delay: 10_000, logger: running.log }, async ({ signal, err }) => {
      if (err) running.log.error({ err }, 'stopping after an unexpected error');
      else running.log.info({ signal }, 'stopping');
      await stopJobs();
      await shutdown();
    });
    await app.listen({ port: config.port, host: config.host });
    // Periodic work (withdrawal auto-confirmation, pending vendor transfers, …), one process at a time.
    stopJobs = startJobs(app.scheduledJobs, database, app.log);

    const url = publicUrl(config);
    const where =
      database.kind === 'pglite'
        ? `embedded PGlite in ${config.dataDir}/pglite`
        : 'PostgreSQL (DATABASE_URL)';
    const lines = [`Platform listening on ${url} (database: ${where})`, `API documentation: ${url}/docs`];
    if (secrets.fromFile.includes('operatorApiKey')) {
      lines.push(`Operator API key (from ${secretsFile(config.dataDir)}): ${secrets.operatorApiKey}`);
    }
    if (secrets.fromFile.includes('defaultMemberPassword')) {
      lines.push(
        `Default password of accounts agents and operators create (from ${secretsFile(config.dataDir)}): ${secrets.defaultMemberPassword}`,
      );
    }
    if (secrets.generated.length > 0 && database.kind === 'postgres') {
      lines.push(
        `Generated ${secrets.generated.join(', ')} into ${secretsFile(config.dataDir)}: with several server processes, set OPERATOR_API_KEY, JWE_PRIVATE_KEY and DEFAULT_MEMBER_PASSWORD in the environment instead.`,
      );
    }
    if (seeded && seeded.applied.length > 0) lines.push(`Seeded: ${seeded.applied.join(', ')}`);
    lines.push(...(seeded?.announcements ?? []));
    console.log(lines.join('\n'));
  } catch (error) {
    if (app) await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
