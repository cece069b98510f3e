import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandConfig, systemSettings } from '../modules/system/tables';
import type { Db } from '../platform/database';
import { getTestDb } from '../test/app';
import { SEEDERS } from './registry';
import { seedDatabase } from './seed-database';
import { seedHistory } from './tables';
import type { Seeder } from './types';

async function snapshotRows(db: Db) {
  return {
    brand: await db.select({ id: brandConfig.id, config: brandConfig.config }).from(brandConfig),
    settings: await db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings)
      .orderBy(asc(systemSettings.key)),
    history: (
      await db.select({ name: seedHistory.name }).from(seedHistory).orderBy(asc(seedHistory.name))
    ).map((row) => row.name),
  };
}

describe('seeding', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
  });

  it('has seeded the test database with every registered seeder', async () => {
    const rows = await snapshotRows(db);
    expect(rows.history).toEqual(SEEDERS.map((seeder) => seeder.name).sort());
    expect(rows.brand).toHaveLength(1);
    expect(rows.settings.map((row) => row.key)).toEqual(['maintenance', 'region']);
  });

  it('is idempotent: running every seeder twice more leaves the same rows', async () => {
    const before = await snapshotRows(db);
    const first = await seedDatabase(db);
    const second = await seedDatabase(db);
    expect(first.applied).toEqual(SEEDERS.map((seeder) => seeder.name));
    expect(second.applied).toEqual(first.applied);
    expect(await snapshotRows(db)).toEqual(before);
  });

  it('does not overwrite what an operator changed', async () => {
    await db.execute(sql`update brand_config set config = jsonb_set(config, '{name}', '"Renamed"')`);
    await seedDatabase(db);
    const [row] = await db.select({ config: brandConfig.config }).from(brandConfig);
    expect((row!.config as { name: string }).name).toBe('Renamed');
    await db.execute(sql`update brand_config set config = jsonb_set(config, '{name}', '"Fortuna"')`);
  });

  it('at start runs only seeders never applied, and demo seeders only when wanted', async () => {
    const runs: string[] = [];
    const seeder = (name: string, demo: boolean): Seeder => ({
      name,
      demo,
      run: async (_db, ctx) => {
        runs.push(name);
        ctx.announce(`${name} ready`);
      },
    });
    const seeders = [...SEEDERS, seeder('test.config', false), seeder('test.demo', true)];

    const noDemo = await seedDatabase(db, { seeders, pendingOnly: true, demo: false });
    expect(noDemo.applied).toEqual(['test.config']);
    expect(noDemo.skipped).toEqual([...SEEDERS.map((s) => s.name), 'test.demo']);
    expect(noDemo.announcements).toEqual(['test.config ready']);

    const withDemo = await seedDatabase(db, { seeders, pendingOnly: true, demo: true });
    expect(withDemo.applied).toEqual(['test.demo']);
    expect(await seedDatabase(db, { seeders, pendingOnly: true })).toMatchObject({ applied: [] });
    expect(runs).toEqual(['test.config', 'test.demo']);
  });

  it('rolls back a failing seeder with its history row, so it runs again next time', async () => {
    const failing: Seeder = {
      name: 'test.failing',
      demo: false,
      run: async (tx) => {
        await tx.execute(sql`insert into system_settings (key, value) values ('test.partial', '{}'::jsonb)`);
        throw new Error('seed failed');
      },
    };
    await expect(seedDatabase(db, { seeders: [failing], pendingOnly: true })).rejects.toThrow('seed failed');
    const rows = await snapshotRows(db);
    expect(rows.history).not.toContain('test.failing');
    expect(rows.settings.map((row) => row.key)).not.toContain('test.partial');
  });
});
