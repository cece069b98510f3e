import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import * as identityRepository from '../identity/repository';
import type { IdentityService, MemberSummary } from '../identity/service';

/** What the wallet needs to know of members; the identity module answers (see createWalletMembers). */
export type WalletMembers = {
  getMemberById(id: string): Promise<MemberSummary | null>;
  getMembersByIds(ids: readonly string[]): Promise<MemberSummary[]>;
  findMemberByAccount(account: string): Promise<MemberSummary | null>;
  verifyPaymentPassword(memberId: string, paymentPassword: string): Promise<boolean>;
  hasPaymentPassword(memberId: string): Promise<boolean>;
  /** Whether `memberId` is in the downline of `agentId`, at any depth. */
  isInDownline(agentId: string, memberId: string): Promise<boolean>;
};

/** Deeper upline chains than this are treated as not found (and would be a data error). */
const MAX_DEPTH = 64;

/**
 * The identity service's functions, plus two questions it does not answer yet (whether a payment password
 * is set; the downline walk). Those two read the members table here, in this one place, until identity
 * exposes them.
 */
export function createWalletMembers(identity: IdentityService, db: Db): WalletMembers {
  return {
    getMemberById: (id) => identity.getMemberById(id),
    getMembersByIds: (ids) => identity.getMembersByIds(ids),
    findMemberByAccount: (account) => identity.findMemberByAccount(account),
    verifyPaymentPassword: (memberId, paymentPassword) =>
      identity.verifyPaymentPassword(memberId, paymentPassword),
    async hasPaymentPassword(memberId) {
      const row = await identityRepository.findMemberById(db, memberId);
      return Boolean(row?.paymentPasswordHash);
    },
    async isInDownline(agentId, memberId) {
      if (agentId === memberId) return false;
      // Walks up from the member through upline_id (a recursive CTE), so the cost is the member's depth.
      const result = await db.execute<{ found: number }>(sql`with recursive chain(id, upline_id, depth) as (
          select id, upline_id, 0 from members where id = ${memberId}
          union all
          select m.id, m.upline_id, c.depth + 1 from members m join chain c on m.id = c.upline_id
          where c.depth < ${MAX_DEPTH}
        )
        select 1 as found from chain where id = ${agentId} and depth > 0 limit 1`);
      return result.rows.length > 0;
    },
  };
}
