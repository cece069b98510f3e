import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../platform/clock';
import { noCountryLookup } from '../../platform/country-lookup';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { getTestDb } from '../../test/app';
import { DEFAULT_BRAND, DEFAULT_MAINTENANCE } from './brand.default';
import { listAuditEntries } from './repository';
import { createSystemService, recordAudit } from './service';
import { systemSettings } from './tables';

const author = { actor: 'test', requestId: null };

describe('system service', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
  });

  const service = (cacheTtlMs: number, log = { error: vi.fn() }) =>
    createSystemService({ db, countryLookup: noCountryLookup, clock: systemClock, log, cacheTtlMs });

  it('lets another process see a change within its cache time', async () => {
    const reader = service(1_000);
    const writer = service(1_000);
    expect((await reader.checkAccess('192.0.2.1')).maintenance).toBe(false);
    await writer.changeMaintenance({ ...DEFAULT_MAINTENANCE, enabled: true }, author);
    expect((await writer.checkAccess('192.0.2.1')).maintenance).toBe(true);
    expect((await reader.checkAccess('192.0.2.1')).maintenance).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await reader.checkAccess('192.0.2.1')).maintenance).toBe(true);
    await writer.changeMaintenance(DEFAULT_MAINTENANCE, author);
  });

  it('reads the database once per cache period however many requests come', async () => {
    const cached = service(60_000);
    const select = vi.spyOn(db, 'select');
    await Promise.all(Array.from({ length: 20 }, () => cached.checkAccess('192.0.2.1')));
    await cached.getBrand();
    expect(select).toHaveBeenCalledTimes(2);
    select.mockRestore();
  });

  it('validates input itself, whoever calls it', async () => {
    await expect(
      service(0).changeRegion({ enabled: true, blockedNetworks: ['nope'] }, author),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['blockedNetworks.0'],
    });
    await expect(service(0).changeBrand({ name: '' }, author)).rejects.toBeInstanceOf(AppError);
  });

  it('falls back to the default, and logs, when a stored setting is unreadable', async () => {
    const log = { error: vi.fn() };
    const [original] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'maintenance'));
    await db
      .update(systemSettings)
      .set({ value: { enabled: 'sometimes' } })
      .where(eq(systemSettings.key, 'maintenance'));
    try {
      const snapshot = await service(0, log).snapshot();
      expect(snapshot.maintenance).toEqual(DEFAULT_MAINTENANCE);
      expect(snapshot.brand.name).toBe(DEFAULT_BRAND.name);
      expect(log.error).toHaveBeenCalledOnce();
    } finally {
      await db
        .update(systemSettings)
        .set({ value: original!.value })
        .where(eq(systemSettings.key, 'maintenance'));
    }
  });

  it('lets other modules audit inside their own transaction, which a rollback undoes', async () => {
    const entry = {
      actor: 'test',
      action: 'test.thing',
      target: 'thing:1',
      before: null,
      after: { a: 1 },
      requestId: null,
    };
    await db.transaction(async (tx) => recordAudit(tx, entry));
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { ...entry, target: 'thing:2' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listAuditEntries(db, { target: 'thing:1' })).toHaveLength(1);
    expect(await listAuditEntries(db, { target: 'thing:2' })).toHaveLength(0);
  });
});
