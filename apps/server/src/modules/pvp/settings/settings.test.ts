import { PVP_DEFAULT_RAKE_BPS } from '@platform/contracts/pvp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/app';
import { listAuditEntries } from '../../system/repository';
import { readRakeBps } from '../hands/rake';

describe('the operator PVP settings (/admin-api/pvp/settings)', () => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db;
  });

  const call = (method: 'GET' | 'PUT', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/admin-api/pvp/settings',
      headers: operatorHeaders,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('the default rake, a save (audited, read by the hands), bad values refused with nothing changed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/pvp/settings' })).statusCode).toBe(401);
    const first = await call('GET');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ rakeBps: PVP_DEFAULT_RAKE_BPS });

    const saved = await call('PUT', { rakeBps: 250 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual({ rakeBps: 250 });
    expect((await call('GET')).json().value).toEqual({ rakeBps: 250 });
    expect(await readRakeBps(db)).toBe(250);
    const [audit] = await listAuditEntries(db, { target: 'pvp-settings', limit: 1 });
    expect(audit).toMatchObject({
      action: 'pvp.settings',
      before: { rakeBps: PVP_DEFAULT_RAKE_BPS },
      after: { rakeBps: 250 },
    });

    for (const rakeBps of [2_001, -1, 'x', 1.5]) {
      const refused = await call('PUT', { rakeBps });
      expect(refused.statusCode, `${String(rakeBps)}: ${refused.body}`).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: ['rakeBps'] } });
    }
    expect((await call('GET')).json().value).toEqual({ rakeBps: 250 });
    expect(await listAuditEntries(db, { target: 'pvp-settings' })).toHaveLength(1);
  });
});
