import { beforeAll, describe, expect, it } from 'vitest';
import { getTestDb } from '../test/app';
import type { Db } from './database';
import { AppError } from './errors';
import { enforceThrottles, hitThrottle } from './throttle';

describe('throttles', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
  });
  const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

  it('allows `limit` hits per window, starting the window at its first hit', async () => {
    const rule = { key: 'test:window', limit: 2, windowMs: 1_000 };
    expect((await hitThrottle(db, rule, at(0))).allowed).toBe(true);
    expect((await hitThrottle(db, rule, at(400))).allowed).toBe(true);
    const third = await hitThrottle(db, rule, at(900));
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Refused hits do not stretch the window.
    expect((await hitThrottle(db, rule, at(1_000))).allowed).toBe(true);
  });

  it('counts hits of concurrent requests exactly', async () => {
    const rule = { key: 'test:concurrent', limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 8 }, () => hitThrottle(db, rule, at(0))));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('stops at the first rule over its limit without spending the later ones', async () => {
    const tight = { key: 'test:tight', limit: 1, windowMs: 1_000 };
    const wide = { key: 'test:wide', limit: 2, windowMs: 60_000 };
    await enforceThrottles(db, [tight, wide], at(0));
    await expect(enforceThrottles(db, [tight, wide], at(10))).rejects.toBeInstanceOf(AppError);
    await enforceThrottles(db, [tight, wide], at(1_000));
    await expect(enforceThrottles(db, [tight, wide], at(2_000))).rejects.toMatchObject({ code: 'THROTTLED' });
  });
});
