import { createHash, randomBytes } from 'node:crypto';
import { LAUNCH_TOKEN_TTL_MINUTES } from '@platform/contracts/bets';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { launchTokens } from './tables';

/**
 * Launch tokens (vendor-wallet-api.md `token`): 256-bit random, only the SHA-256 stored, bound to one
 * member, vendor and game, with an expiry.
 */
export type LaunchTokenGrant = {
  memberId: string;
  vendor: string;
  gameCode: string;
  nodeId: string;
  createdAt: Date;
  expiresAt: Date;
};

export const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueLaunchToken(
  db: Db,
  input: {
    memberId: string;
    vendor: string;
    gameCode: string;
    nodeId: string;
    now: Date;
    ttlMinutes?: number;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + (input.ttlMinutes ?? LAUNCH_TOKEN_TTL_MINUTES) * 60_000);
  await db.insert(launchTokens).values({
    tokenHash: hashLaunchToken(token),
    memberId: input.memberId,
    vendor: input.vendor,
    gameCode: input.gameCode,
    nodeId: input.nodeId,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The grant of a token, expired or not (the caller decides what an expired token may still do); null if unknown. */
export async function findLaunchToken(db: Db, token: string): Promise<LaunchTokenGrant | null> {
  if (token.length > 256) return null;
  return findGrantByHash(db, hashLaunchToken(token));
}

async function findGrantByHash(db: Db, tokenHash: string): Promise<LaunchTokenGrant | null> {
  const [row] = await db.select().from(launchTokens).where(eq(launchTokens.tokenHash, tokenHash));
  return row
    ? {
        memberId: row.memberId,
        vendor: row.vendor,
        gameCode: row.gameCode,
        nodeId: row.nodeId,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      }
    : null;
}

/**
 * What never changes about a grant's member once the member exists: the account name and whether it is
 * a trial account (identity never renames an account or changes its type). Never its status.
 */
export type GrantMember = { id: string; account: string; isTrial: boolean };

/** A grant as the cache holds it, with its member's immutable facts once a caller has read them. */
export type CachedLaunchTokenGrant = LaunchTokenGrant & { readonly member: GrantMember | null };

/** How long a process trusts a cached grant, and how many it keeps (the oldest go first). */
export const LAUNCH_TOKEN_CACHE_TTL_MS = 10 * 60_000;
export const LAUNCH_TOKEN_CACHE_MAX_ENTRIES = 20_000;

/**
 * A per-process cache of launch-token grants for the vendor wallet API, which reads the grant of every
 * bet. A grant never changes once issued: launch tokens are only inserted and read (nothing revokes,
 * updates or deletes one), so a cached grant is exactly what the table holds, and callers still check
 * `expiresAt` against their clock at every use. Unknown tokens are not cached (a miss reads the table
 * again). Keyed by the token's SHA-256, like the table.
 */
export function createLaunchTokenCache(
  db: Db,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? LAUNCH_TOKEN_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? LAUNCH_TOKEN_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { grant: CachedLaunchTokenGrant; until: number }>();

  return {
    /** The grant of a token, expired or not; null if unknown. */
    async find(token: string): Promise<CachedLaunchTokenGrant | null> {
      if (token.length > 256) return null;
      const tokenHash = hashLaunchToken(token);
      const hit = entries.get(tokenHash);
      if (hit && now() < hit.until) return hit.grant;
      if (hit) entries.delete(tokenHash);
      const grant = await findGrantByHash(db, tokenHash);
      if (!grant) return null;
      const cached: CachedLaunchTokenGrant = { ...grant, member: null };
      entries.set(tokenHash, { grant: cached, until: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return cached;
    },

    /** The cached grant of a token, without reading the table; null when not cached. */
    peek(token: string): CachedLaunchTokenGrant | null {
      if (token.length > 256) return null;
      const hit = entries.get(hashLaunchToken(token));
      return hit && now() < hit.until ? hit.grant : null;
    },

    /** Remembers the immutable facts of the grant's member (read by the caller from identity). */
    rememberMember(token: string, member: GrantMember): void {
      const hit = entries.get(hashLaunchToken(token));
      if (hit && hit.grant.memberId === member.id && !hit.grant.member) {
        hit.grant = {
          ...hit.grant,
          member: { id: member.id, account: member.account, isTrial: member.isTrial },
        };
      }
    },

    /** How many grants are cached (tests). */
    get size(): number {
      return entries.size;
    },
  };
}

export type LaunchTokenCache = ReturnType<typeof createLaunchTokenCache>;
