import { and, count, desc, eq, sql } from 'drizzle-orm';
import { INVITATION_LINKS_MAX } from '@platform/contracts/agents';
import type { Db } from '../../platform/database';
import { uniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { randomAffiliateCode, type IdentityContext } from './context';
import { invitationLinks, members } from './tables';

export type InvitationLinkRow = typeof invitationLinks.$inferSelect;

/** An enabled or disabled link by code, with whether its agent may still invite (an active agent). */
export async function findLinkByCode(
  db: Db,
  code: string,
): Promise<{ link: InvitationLinkRow; agentActive: boolean; agentNickname: string | null } | null> {
  const [row] = await db
    .select({
      link: invitationLinks,
      agentActive: sql<boolean>`(${members.status} = 'active' and ${members.type} in (1, 2, 41, 42))`,
      agentNickname: members.nickname,
    })
    .from(invitationLinks)
    .innerJoin(members, eq(members.id, invitationLinks.agentId))
    .where(eq(invitationLinks.code, code.toUpperCase()));
  return row ?? null;
}

/**
 * Counts a registration on a link, in the registration's transaction; a link disabled since it was
 * checked refuses it (400 INVALID_INVITATION_CODE, and the registration rolls back).
 */
export async function countRegistration(tx: Db, linkId: string): Promise<void> {
  const counted = await tx
    .update(invitationLinks)
    .set({ registrations: sql`${invitationLinks.registrations} + 1` })
    .where(and(eq(invitationLinks.id, linkId), eq(invitationLinks.enabled, true)))
    .returning({ id: invitationLinks.id });
  if (counted.length === 0) throw new AppError('INVALID_INVITATION_CODE');
}

async function codeTakenByMember(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.affiliateCode, code));
  return row !== undefined;
}

/**
 * An agent's invitation links (register centre). The link code and the agents' own affiliate codes are
 * one namespace at registration: a new link code is never an existing affiliate code (and an affiliate
 * code wins should a later random one ever equal a link code, 32^8 codes make that theoretical).
 */
export function createInvitationLinks(ctx: IdentityContext) {
  const { db } = ctx;

  return {
    async list(agentId: string): Promise<InvitationLinkRow[]> {
      return db
        .select()
        .from(invitationLinks)
        .where(eq(invitationLinks.agentId, agentId))
        .orderBy(desc(invitationLinks.createdAt), desc(invitationLinks.id));
    },

    /** At most INVITATION_LINKS_MAX per agent (409 INVITATION_LINK_LIMIT); the agent row is locked while counting. */
    async create(agentId: string, input: { type: number; label: string | null }): Promise<InvitationLinkRow> {
      for (let attempt = 0; ; attempt += 1) {
        const code = randomAffiliateCode();
        try {
          return await db.transaction(async (tx) => {
            await tx.execute(sql`select id from members where id = ${agentId}::uuid for update`);
            const [existing] = await tx
              .select({ n: count() })
              .from(invitationLinks)
              .where(eq(invitationLinks.agentId, agentId));
            if ((existing?.n ?? 0) >= INVITATION_LINKS_MAX) throw new AppError('INVITATION_LINK_LIMIT');
            if (await codeTakenByMember(tx, code)) throw new AppError('CONFLICT');
            const now = ctx.clock.now();
            const [row] = await tx
              .insert(invitationLinks)
              .values({
                agentId,
                code,
                memberType: input.type,
                label: input.label,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            return row!;
          });
        } catch (error) {
          const retry =
            uniqueViolation(error) === 'invitation_links_code_key' ||
            (error instanceof AppError && error.code === 'CONFLICT');
          if (retry && attempt < 3) continue;
          throw error;
        }
      }
    },

    /** Enables, disables or relabels one of the agent's links (another agent's: 404 INVITATION_LINK_NOT_FOUND). */
    async update(
      agentId: string,
      id: string,
      patch: { enabled?: boolean; label?: string | null },
    ): Promise<InvitationLinkRow> {
      const [row] = await db
        .update(invitationLinks)
        .set({ ...patch, updatedAt: ctx.clock.now() })
        .where(and(eq(invitationLinks.id, id), eq(invitationLinks.agentId, agentId)))
        .returning();
      if (!row) throw new AppError('INVITATION_LINK_NOT_FOUND');
      return row;
    },
  };
}

export type InvitationLinks = ReturnType<typeof createInvitationLinks>;
