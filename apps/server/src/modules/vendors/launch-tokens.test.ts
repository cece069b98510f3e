import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDb } from '../../test/app';
import { createTestMember } from '../identity/testing';
import { createLaunchTokenCache, hashLaunchToken, issueLaunchToken } from './launch-tokens';

let db: Db;
let memberId: string;

beforeAll(async () => {
  db = await getTestDb();
  memberId = (await createTestMember(db, { password: null })).id;
});

const issue = (now = new Date()) =>
  issueLaunchToken(db, { memberId, vendor: 'PG', gameCode: 'RNG001', nodeId: 'PG-RNG001', now });

/** Removes a token's row: what the cache answers afterwards, it answers without reading the table. */
const forget = (token: string) =>
  db.execute(sql`delete from launch_tokens where token_hash = ${hashLaunchToken(token)}`);

describe('the launch-token grant cache', () => {
  it('answers a grant it read once without reading the table again, expiry included', async () => {
    const cache = createLaunchTokenCache(db);
    const { token, expiresAt } = await issue();
    const first = await cache.find(token);
    expect(first).toMatchObject({
      memberId,
      vendor: 'PG',
      gameCode: 'RNG001',
      nodeId: 'PG-RNG001',
      member: null,
    });
    expect(first!.expiresAt.getTime()).toBe(expiresAt.getTime());
    await forget(token);
    expect(await cache.find(token)).toEqual(first);
    expect(cache.peek(token)).toEqual(first);
  });

  it('does not remember unknown tokens: a token issued later is found', async () => {
    const cache = createLaunchTokenCache(db);
    expect(await cache.find('no-such-token')).toBeNull();
    expect(cache.size).toBe(0);
    const { token } = await issue();
    expect(cache.peek(token)).toBeNull();
    expect(await cache.find(token)).toMatchObject({ memberId });
    expect(await cache.find('x'.repeat(257))).toBeNull();
  });

  it('reads the table again once an entry is older than its lifetime', async () => {
    let clock = 0;
    const cache = createLaunchTokenCache(db, { ttlMs: 1_000, now: () => clock });
    const { token } = await issue();
    expect(await cache.find(token)).not.toBeNull();
    await forget(token);
    clock = 999;
    expect(await cache.find(token)).not.toBeNull();
    clock = 1_000;
    expect(cache.peek(token)).toBeNull();
    expect(await cache.find(token)).toBeNull();
  });

  it('keeps at most its number of entries, the oldest going first', async () => {
    const cache = createLaunchTokenCache(db, { maxEntries: 2 });
    const tokens = [(await issue()).token, (await issue()).token, (await issue()).token];
    for (const token of tokens) await cache.find(token);
    expect(cache.size).toBe(2);
    expect(cache.peek(tokens[0]!)).toBeNull();
    expect(cache.peek(tokens[1]!)).not.toBeNull();
    expect(cache.peek(tokens[2]!)).not.toBeNull();
  });

  it('remembers the account name and trial flag of the grant’s own member only', async () => {
    const cache = createLaunchTokenCache(db);
    const { token } = await issue();
    await cache.find(token);
    cache.rememberMember(token, {
      id: '00000000-0000-4000-8000-000000000000',
      account: 'someone',
      isTrial: false,
    });
    expect(cache.peek(token)!.member).toBeNull();
    cache.rememberMember(token, { id: memberId, account: 'Player_One', isTrial: false });
    expect(cache.peek(token)!.member).toEqual({ id: memberId, account: 'Player_One', isTrial: false });
  });
});
