import { and, count, countDistinct, desc, eq, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import {
  captchas,
  identitySettings,
  loginFailures,
  memberIdentities,
  members,
  passwordResetTokens,
  sessions,
  verificationCodes,
} from './tables';
import { insertMemberLinks } from './tree-repository';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<NewMember, 'id' | 'createdAt'>>;

// ---------- members ----------

export async function findMemberById(db: Db, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMembersByIds(db: Db, ids: readonly string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(inArray(members.id, [...ids]));
}

/** Locks the member's row until the end of the transaction; false when there is no such member. */
export async function lockMember(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ id: members.id }).from(members).where(eq(members.id, id)).for('update');
  return rows.length === 1;
}

/** By account name, whatever its case. */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.account}) = lower(${account})`);
  return row ?? null;
}

export async function findMemberByMobile(
  db: Db,
  dialingCode: string,
  mobile: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)));
  return row ?? null;
}

/** By e-mail, whatever its case. */
export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = lower(${email})`);
  return row ?? null;
}

/** An active agent by invitation code (codes are stored in upper case). */
export async function findAgentByAffiliateCode(db: Db, code: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.affiliateCode, code.toUpperCase()),
        eq(members.status, 'active'),
        sql`${members.type} in (1, 2, 41, 42)`,
      ),
    );
  return row ?? null;
}

export async function accountExists(db: Db, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.account}) = lower(${account})`);
  return row !== undefined;
}

/** Inserts a member with its team-tree links (every path that creates a member keeps the tree right). */
export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  await insertMemberLinks(db, row!.id, row!.uplineId);
  return row!;
}

export async function updateMember(
  db: Db,
  id: string,
  patch: MemberPatch,
  now: Date,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...patch, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

export async function listDirectDownlines(db: Db, uplineId: string): Promise<MemberRow[]> {
  return db.select().from(members).where(eq(members.uplineId, uplineId)).orderBy(members.createdAt);
}

// ---------- sessions ----------

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session and the member fields the guard needs, by token hash. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      portal: sessions.portal,
      passwordChange: sessions.passwordChange,
      firstLogin: sessions.firstLogin,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      memberId: members.id,
      account: members.account,
      type: members.type,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchSession(db: Db, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeMemberSessions(db: Db, memberId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

// ---------- failed logins ----------

export async function insertLoginFailure(
  db: Db,
  failure: { accountKey: string; clientKey: string; at: Date },
): Promise<void> {
  await db.insert(loginFailures).values(failure);
}

/** Failures of an account key since `since`, from one client or (clientKey omitted) from any. */
export async function accountFailuresSince(db: Db, accountKey: string, since: Date, clientKey?: string) {
  const [row] = await db
    .select({
      failures: count(),
      latest: max(loginFailures.at),
      clients: countDistinct(loginFailures.clientKey),
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        clientKey === undefined ? undefined : eq(loginFailures.clientKey, clientKey),
        gt(loginFailures.at, since),
      ),
    );
  return { failures: row?.failures ?? 0, latest: row?.latest ?? null, clients: row?.clients ?? 0 };
}

export async function clientFailuresSince(db: Db, clientKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientKey, clientKey), gt(loginFailures.at, since)));
  return row?.failures ?? 0;
}

/** Whether the account key or the client failed a login since `since` (the captcha escalation). */
export async function anyFailureSince(db: Db, accountKey: string, clientKey: string, since: Date) {
  const [row] = await db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.accountKey, accountKey), eq(loginFailures.clientKey, clientKey)),
        gt(loginFailures.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

/** After a successful login: that client's failures on that account are forgotten (others' stay). */
export async function deleteClientAccountFailures(db: Db, accountKey: string, clientKey: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.clientKey, clientKey)));
}

// ---------- captchas ----------

export async function insertCaptcha(db: Db, values: typeof captchas.$inferInsert): Promise<string> {
  const [row] = await db.insert(captchas).values(values).returning({ id: captchas.id });
  return row!.id;
}

/** Marks an unused, unexpired captcha used and returns its answer hash; null when there is none. */
export async function consumeCaptcha(db: Db, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

// ---------- SMS codes ----------

export type CodePurpose = 'login' | 'register' | 'bind';
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertVerificationCode(db: Db, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

/** The latest code sent to a number for a purpose (older ones never count). */
export async function findLatestCode(
  db: Db,
  purpose: CodePurpose,
  dialingCode: string,
  mobile: string,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.dialingCode, dialingCode),
        eq(verificationCodes.mobile, mobile),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function addCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Marks the code used if it still is unused and unexpired; false when another request was first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// ---------- password reset links ----------

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

/** The member a reset token was issued to, whatever the token's state. */
export async function findResetTokenMember(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: passwordResetTokens.memberId })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row?.memberId ?? null;
}

/** Ends every outstanding reset link of the member (marked used). */
export async function voidResetTokens(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

/** Uses a reset token once; returns its member, or null when unknown, used or expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return row?.memberId ?? null;
}

// ---------- social identities ----------

export async function findIdentityMember(db: Db, provider: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)));
  return row?.memberId ?? null;
}

export async function insertIdentity(db: Db, values: typeof memberIdentities.$inferInsert) {
  await db.insert(memberIdentities).values(values);
}

// ---------- settings ----------

const SETTINGS_ROW = 1;

export async function findIdentitySettings(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ config: identitySettings.config })
    .from(identitySettings)
    .where(eq(identitySettings.id, SETTINGS_ROW));
  return row?.config ?? null;
}

export async function findIdentitySettingsForUpdate(tx: Db): Promise<unknown> {
  const [row] = await tx
    .select({ config: identitySettings.config })
    .from(identitySettings)
    .where(eq(identitySettings.id, SETTINGS_ROW))
    .for('update');
  return row?.config ?? null;
}

export async function saveIdentitySettings(db: Db, config: unknown): Promise<void> {
  await db
    .insert(identitySettings)
    .values({ id: SETTINGS_ROW, config })
    .onConflictDoUpdate({ target: identitySettings.id, set: { config, updatedAt: new Date() } });
}

export async function insertIdentitySettingsIfAbsent(db: Db, config: unknown): Promise<void> {
  await db.insert(identitySettings).values({ id: SETTINGS_ROW, config }).onConflictDoNothing();
}

// ---------- clean-up ----------

/** Deletes what can no longer count: sessions, captchas, codes and reset links expired before `before`, older failures. */
export async function purgeExpired(db: Db, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}
