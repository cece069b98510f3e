import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite, type Database } from '../platform/database';
import { prepareDatabase } from '../prepare-database';
import {
  TEST_DATABASE_PATTERN,
  databaseUrl,
  quoteIdent,
  uniqueDatabaseName,
  withAdminClient,
  type TestDatabaseInfo,
} from './test-database';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The seeded (demo) members sign in from the test client addresses without the sign-in verification's
 * extra proof, whatever a test's clock shows, like the members of the test factories
 * (identity/testing.ts TEST_CLIENT_NETWORKS).
 */
async function markTestNetworksKnown(database: Database) {
  await database.db.execute(sql`
    insert into member_known_devices (member_id, address, verified_at, last_seen_at)
    select m.id, n.address, now(), '2999-01-01T00:00:00Z'
    from members m cross join unnest(array['198.18.0.0/15', '127.0.0.0/8', '::1/128']::inet[]) as n(address)`);
}

/** PGlite: migrate and seed once, keep a data-directory snapshot that every test file restores. */
async function preparePglite(): Promise<{ info: TestDatabaseInfo; teardown: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'server-tests-'));
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await prepareDatabase(database, { seed: { demo: true } });
  await markTestNetworksKnown(database);
  const snapshot = await client.dumpDataDir('none');
  await database.close();
  const snapshotFile = path.join(dir, 'snapshot.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  return {
    info: { kind: 'pglite', snapshotFile },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL: a migrated, seeded template database; each test file clones it. */
async function preparePostgres(
  adminUrl: string,
): Promise<{ info: TestDatabaseInfo; teardown: () => Promise<void> }> {
  const template = uniqueDatabaseName('tpl');
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows) {
      const match = TEST_DATABASE_PATTERN.exec(datname);
      if (match && !isRunning(Number(match[2]))) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
    }
    await client.query(`create database ${quoteIdent(template)}`);
  });
  const database = openPostgres(databaseUrl(adminUrl, template), 2);
  try {
    await prepareDatabase(database, { seed: { demo: true } });
    await markTestNetworksKnown(database);
  } finally {
    await database.close();
  }
  return {
    info: { kind: 'postgres', adminUrl, template },
    teardown: () =>
      withAdminClient(adminUrl, async (client) => {
        await client.query(`drop database if exists ${quoteIdent(template)} with (force)`);
      }),
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const { info, teardown } = url ? await preparePostgres(url) : await preparePglite();
  project.provide('testDatabase', info);
  return teardown;
}
