import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { randomAffiliateCode } from './context';
import { members } from './tables';

/**
 * A member's personal invitation code (`members.affiliate_code`): the one it has, else a new random one
 * given now (for the invite-friends page of players; agents get theirs when created). The code shares the
 * namespace of the agents' codes and of invitation links; a clash with either is retried. Returns null for
 * an unknown member.
 */
export async function ensureAffiliateCode(db: Db, memberId: string): Promise<string | null> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const [row] = await db
      .select({ code: members.affiliateCode })
      .from(members)
      .where(eq(members.id, memberId));
    if (!row) return null;
    if (row.code) return row.code;
    const code = randomAffiliateCode();
    try {
      // A link code equal to the new one would make the code ambiguous at registration.
      const links = await db.execute(sql`select 1 as one from invitation_links where code = ${code}`);
      if (links.rows.length > 0) continue;
      await db
        .update(members)
        .set({ affiliateCode: code })
        .where(and(eq(members.id, memberId), isNull(members.affiliateCode)));
      const [after] = await db
        .select({ code: members.affiliateCode })
        .from(members)
        .where(eq(members.id, memberId));
      if (after?.code) return after.code;
    } catch (error) {
      if (uniqueViolation(error) === 'members_affiliate_code_key') continue;
      throw error;
    }
  }
  throw new Error(`ensureAffiliateCode: no code for ${memberId}`);
}

/**
 * The active player whose personal code (given by `ensureAffiliateCode`) this is, for registration to
 * accept a player's invite-friends link: agents' codes and invitation links are resolved first there.
 */
export async function findPlayerByReferralCode(
  db: Db,
  code: string,
): Promise<{ id: string; account: string; nickname: string | null; uplineId: string | null } | null> {
  const [row] = await db
    .select({
      id: members.id,
      account: members.account,
      nickname: members.nickname,
      uplineId: members.uplineId,
    })
    .from(members)
    .where(
      and(eq(members.affiliateCode, code.toUpperCase()), eq(members.status, 'active'), eq(members.type, 0)),
    );
  return row ?? null;
}
