import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Clock } from '../platform/clock';
import type { CountryLookup } from '../platform/country-lookup';
import { openPostgres, wrapPglite, type Database, type Db } from '../platform/database';
import { createKeyring, generatePayloadKeyPem, type Keyring } from '../platform/encryption';
import { databaseUrl, quoteIdent, uniqueDatabaseName, withAdminClient } from './test-database';

export const TEST_OPERATOR_API_KEY = 'test-operator-key-0123456789';
/** The default member password of test apps (accounts created by agents or operators get it). */
export const TEST_DEFAULT_MEMBER_PASSWORD = 'cambiar2026';

/** `Authorization` header of the operator API for tests. */
export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` };

let fileDatabase: Promise<Database> | null = null;
let dropFileDatabase: (() => Promise<void>) | null = null;
let fileKeyring: Promise<Keyring> | null = null;
const openApps: FastifyInstance[] = [];

async function openFileDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const snapshot = new Blob([await readFile(info.snapshotFile)]);
    return wrapPglite(await PGlite.create({ loadDataDir: snapshot }));
  }
  const name = uniqueDatabaseName('test');
  await withAdminClient(info.adminUrl, (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(info.template)}`),
  );
  dropFileDatabase = () =>
    withAdminClient(info.adminUrl, async (client) => {
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    });
  return openPostgres(databaseUrl(info.adminUrl, name), 5);
}

/**
 * The database of the current test file: restored from the migrated and seeded snapshot (PGlite), or
 * cloned from the template database (PostgreSQL, when TEST_DATABASE_URL is set). Shared by the apps the
 * file creates and dropped after the file.
 */
export function getTestDatabase(): Promise<Database> {
  fileDatabase ??= openFileDatabase();
  return fileDatabase;
}

export async function getTestDb(): Promise<Db> {
  return (await getTestDatabase()).db;
}

afterAll(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
  if (fileDatabase) await (await fileDatabase).close();
  await dropFileDatabase?.();
  fileDatabase = null;
  dropFileDatabase = null;
});

export type TestAppOptions = {
  /** Environment variables on top of the test defaults (TRUST_PROXY, ALLOW_PLAIN_PAYLOADS, GEOIP_CSV, …). */
  env?: Record<string, string>;
  countryLookup?: CountryLookup;
  clock?: Clock;
  keyring?: Keyring;
  logStream?: NodeJS.WritableStream;
  /** Extra routes for the test, registered before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
} & Pick<
  AppOptions,
  | 'smsProvider'
  | 'emailProvider'
  | 'facebookVerifier'
  | 'balanceOf'
  | 'onMemberCreated'
  | 'passwordHasher'
  | 'transferVendors'
  | 'pvpTimings'
>;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  keyring: Keyring;
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: path.join(tmpdir(), 'server-tests-unused-data'),
    WEB_DIST_DIR: path.join(tmpdir(), 'server-tests-no-web-build'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OPERATOR_API_KEY: TEST_OPERATOR_API_KEY,
    DEFAULT_MEMBER_PASSWORD: TEST_DEFAULT_MEMBER_PASSWORD,
    // A cheap argon2id cost keeps the suites fast; production uses OWASP's.
    PASSWORD_HASH_MEMORY_KIB: '256',
    PASSWORD_HASH_ITERATIONS: '1',
    // Third-party sign-in stays unconfigured unless a test turns the sandbox providers on.
    SANDBOX_SIGN_IN: 'off',
    ...env,
  });
}

/** The payload-encryption keys of this test file (generated once per file). */
export function getTestKeyring(): Promise<Keyring> {
  fileKeyring ??= createKeyring(generatePayloadKeyPem());
  return fileKeyring;
}

/** A ready app on the test file's database; closed after the file. Use `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await getTestDatabase();
  const keyring = options.keyring ?? (await getTestKeyring());
  const app = await buildApp({
    config,
    database,
    operatorApiKey: config.operatorApiKey ?? TEST_OPERATOR_API_KEY,
    keyring,
    countryLookup: options.countryLookup,
    clock: options.clock,
    logStream: options.logStream,
    smsProvider: options.smsProvider,
    emailProvider: options.emailProvider,
    facebookVerifier: options.facebookVerifier,
    passwordHasher: options.passwordHasher,
    balanceOf: options.balanceOf,
    onMemberCreated: options.onMemberCreated,
    transferVendors: options.transferVendors,
    pvpTimings: options.pvpTimings,
  });
  openApps.push(app);
  await options.register?.(app);
  await app.ready();
  return { app, database, db: database.db, config, keyring };
}

/**
 * Another pool of `size` connections on the current test file's PostgreSQL database, for the suites that
 * need transactions or processes to really race (PGlite runs one query at a time). The caller closes it.
 */
export async function openTestFilePool(size: number): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const { db } = await getTestDatabase();
  const [{ name }] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [
    { name: string },
  ];
  return openPostgres(databaseUrl(info.adminUrl, name), size);
}
