import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import {
  loginChallenges,
  memberKnownDevices,
  memberRecoveryCodes,
  memberSignIns,
  memberTotp,
} from '../tables';

export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type KnownDeviceRow = typeof memberKnownDevices.$inferSelect;
export type SignInRow = typeof memberSignIns.$inferSelect;
export type MemberTotpRow = typeof memberTotp.$inferSelect;

// ---------- known devices and addresses ----------

/**
 * Whether the member has a device row seen since `since` whose device hash is `deviceHash` or whose
 * address (a host or a network) holds `ip`. `ip` must be a valid address (the caller checks).
 */
export async function isKnownClient(
  db: Db,
  input: { memberId: string; ip: string | null; deviceHash: string | null; since: Date },
): Promise<boolean> {
  const matches = [
    input.deviceHash === null ? null : eq(memberKnownDevices.deviceHash, input.deviceHash),
    input.ip === null ? null : sql`${memberKnownDevices.address} >>= ${input.ip}::inet`,
  ].filter((condition) => condition !== null);
  if (matches.length === 0) return false;
  const rows = await db
    .select({ id: memberKnownDevices.id })
    .from(memberKnownDevices)
    .where(
      and(
        eq(memberKnownDevices.memberId, input.memberId),
        gt(memberKnownDevices.lastSeenAt, input.since),
        or(...matches),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/**
 * Remembers the device (its hash, the address it signs in from) or refreshes it: a device forgotten or
 * expired is verified again from now.
 */
export async function upsertKnownDevice(
  db: Db,
  input: {
    memberId: string;
    deviceHash: string;
    address: string;
    userAgent: string | null;
    now: Date;
    since: Date;
  },
): Promise<void> {
  await db
    .insert(memberKnownDevices)
    .values({
      memberId: input.memberId,
      deviceHash: input.deviceHash,
      address: input.address,
      userAgent: input.userAgent,
      verifiedAt: input.now,
      lastSeenAt: input.now,
    })
    .onConflictDoUpdate({
      target: [memberKnownDevices.memberId, memberKnownDevices.deviceHash],
      set: {
        address: input.address,
        userAgent: input.userAgent,
        verifiedAt: sql`case when ${memberKnownDevices.lastSeenAt} > ${input.since.toISOString()}::timestamptz then ${memberKnownDevices.verifiedAt} else ${input.now.toISOString()}::timestamptz end`,
        lastSeenAt: input.now,
      },
    });
}

/** Refreshes the address-only rows (no device) that hold `ip`: they stay known while used. */
export async function touchKnownAddresses(db: Db, memberId: string, ip: string, now: Date): Promise<void> {
  await db
    .update(memberKnownDevices)
    .set({ lastSeenAt: sql`greatest(${memberKnownDevices.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(memberKnownDevices.memberId, memberId),
        isNull(memberKnownDevices.deviceHash),
        sql`${memberKnownDevices.address} >>= ${ip}::inet`,
      ),
    );
}

/**
 * An address (or network) known without a device: the demo seeder and the test factories. `lastSeenAt`
 * defaults to `now`.
 */
export async function insertKnownAddress(
  db: Db,
  memberId: string,
  address: string,
  now: Date,
  lastSeenAt: Date = now,
) {
  await db.insert(memberKnownDevices).values({
    memberId,
    deviceHash: null,
    address,
    userAgent: null,
    verifiedAt: now,
    lastSeenAt,
  });
}

/** The member's devices seen since `since`, latest first; `address` as text (a host without its /32). */
export async function listKnownDevices(db: Db, memberId: string, since: Date) {
  return db
    .select({
      id: memberKnownDevices.id,
      deviceHash: memberKnownDevices.deviceHash,
      address: sql<string>`abbrev(${memberKnownDevices.address})`,
      userAgent: memberKnownDevices.userAgent,
      verifiedAt: memberKnownDevices.verifiedAt,
      lastSeenAt: memberKnownDevices.lastSeenAt,
    })
    .from(memberKnownDevices)
    .where(and(eq(memberKnownDevices.memberId, memberId), gt(memberKnownDevices.lastSeenAt, since)))
    .orderBy(desc(memberKnownDevices.lastSeenAt));
}

export async function deleteKnownDevice(db: Db, memberId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(memberKnownDevices)
    .where(and(eq(memberKnownDevices.memberId, memberId), eq(memberKnownDevices.id, id)))
    .returning({ id: memberKnownDevices.id });
  return rows.length === 1;
}

// ---------- sign-ins ----------

export async function insertSignIn(db: Db, values: typeof memberSignIns.$inferInsert): Promise<void> {
  await db.insert(memberSignIns).values(values);
}

export async function listSignIns(db: Db, memberId: string, limit: number): Promise<SignInRow[]> {
  return db
    .select()
    .from(memberSignIns)
    .where(eq(memberSignIns.memberId, memberId))
    .orderBy(desc(memberSignIns.at), desc(memberSignIns.id))
    .limit(limit);
}

// ---------- challenges ----------

export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

export async function findChallenge(db: Db, idHash: string): Promise<ChallengeRow | null> {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.idHash, idHash));
  return row ?? null;
}

/** A wrong proof: one more attempt on the challenge (and on its sent code when it was one). */
export async function addChallengeAttempt(db: Db, idHash: string, codeAttempt: boolean): Promise<void> {
  await db
    .update(loginChallenges)
    .set({
      attempts: sql`${loginChallenges.attempts} + 1`,
      ...(codeAttempt ? { codeAttempts: sql`${loginChallenges.codeAttempts} + 1` } : {}),
    })
    .where(eq(loginChallenges.idHash, idHash));
}

/** A newly sent code replaces the challenge's earlier one. */
export async function setChallengeCode(
  db: Db,
  idHash: string,
  code: { proof: string; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ codeProof: code.proof, codeHash: code.hash, codeExpiresAt: code.expiresAt, codeAttempts: 0 })
    .where(eq(loginChallenges.idHash, idHash));
}

/** Uses the challenge up: one guarded update, so only one of several racing requests gets true. */
export async function consumeChallenge(db: Db, idHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginChallenges.idHash, idHash),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ idHash: loginChallenges.idHash });
  return rows.length === 1;
}

// ---------- member authenticator ----------

export async function findMemberTotp(db: Db, memberId: string): Promise<MemberTotpRow | null> {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId));
  return row ?? null;
}

export async function lockMemberTotp(tx: Db, memberId: string): Promise<MemberTotpRow | null> {
  const [row] = await tx.select().from(memberTotp).where(eq(memberTotp.memberId, memberId)).for('update');
  return row ?? null;
}

export async function upsertMemberTotp(
  db: Db,
  memberId: string,
  values: Partial<Omit<MemberTotpRow, 'memberId'>> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(memberTotp)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberTotp.memberId, set: values });
}

export async function claimMemberTotpStep(db: Db, memberId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        sql`${memberTotp.secret} is not null`,
        or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return rows.length === 1;
}

export async function claimMemberRecoveryCode(db: Db, memberId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, codeHash),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return rows.length === 1;
}

export async function hasUnusedRecoveryCode(db: Db, memberId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberRecoveryCodes.id })
    .from(memberRecoveryCodes)
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, codeHash),
        isNull(memberRecoveryCodes.usedAt),
      ),
    );
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function replaceRecoveryCodes(db: Db, memberId: string, hashes: string[], now: Date) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  if (hashes.length > 0) {
    await db
      .insert(memberRecoveryCodes)
      .values(hashes.map((codeHash) => ({ memberId, codeHash, createdAt: now })));
  }
}

export async function deleteMemberTotp(db: Db, memberId: string): Promise<void> {
  await db.delete(memberTotp).where(eq(memberTotp.memberId, memberId));
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
}

// ---------- housekeeping ----------

/** Challenges that expired before `before`, and sign-ins older than `signInsBefore`. */
export async function purgeSignInRecords(db: Db, before: Date, signInsBefore: Date): Promise<void> {
  await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, before));
  await db.delete(memberSignIns).where(lt(memberSignIns.at, signInsBefore));
}
