import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../prepare-database';
import { getTestDatabase } from '../test/app';
import { databaseUrl, quoteIdent, uniqueDatabaseName, withAdminClient } from '../test/test-database';
import { openPostgres } from './database';

const testDatabase = inject('testDatabase');

describe('database', () => {
  it('pings, and re-applying the migrations changes nothing', async () => {
    const database = await getTestDatabase();
    await database.ping();
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await prepareDatabase(database, { seed: false });
    expect(await count()).toBe(before);
  });

  it('rolls a failed transaction back', async () => {
    const { db } = await getTestDatabase();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into system_settings (key, value) values ('test.tx', '1'::jsonb)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await db.execute(sql`select 1 from system_settings where key = 'test.tx'`);
    expect(rows).toHaveLength(0);
  });

  it.runIf(testDatabase.kind === 'postgres')(
    'lets several processes migrate and seed one empty PostgreSQL database at once',
    async () => {
      if (testDatabase.kind !== 'postgres') return;
      const name = uniqueDatabaseName('test');
      await withAdminClient(testDatabase.adminUrl, (client) =>
        client.query(`create database ${quoteIdent(name)}`),
      );
      const processes = [1, 2, 3].map(() => openPostgres(databaseUrl(testDatabase.adminUrl, name), 3));
      try {
        const results = await Promise.all(
          processes.map((database) => prepareDatabase(database, { seed: {} })),
        );
        const applied = results.map((result) => result?.applied.length ?? 0);
        expect(applied.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
        const { rows } = await processes[0]!.db.execute<{ n: number }>(
          sql`select count(*)::int as n from brand_config`,
        );
        expect(rows[0]!.n).toBe(1);
      } finally {
        await Promise.all(processes.map((database) => database.close()));
        await withAdminClient(testDatabase.adminUrl, (client) =>
          client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
        );
      }
    },
  );
});
