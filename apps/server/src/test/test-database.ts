import pg from 'pg';

/** What the global setup hands to every test file (vitest `provide`/`inject`). */
export type TestDatabaseInfo =
  { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** Databases made by the test suites: `srvtpl_<pid>_…` templates and `srvtest_<pid>_…` per test file. */
export const TEST_DATABASE_PATTERN = /^srv(tpl|test)_(\d+)_[a-z0-9]+$/;

export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function uniqueDatabaseName(kind: 'tpl' | 'test'): string {
  return `srv${kind}_${process.pid}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
