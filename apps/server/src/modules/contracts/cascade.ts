import type { TContractType } from '@platform/contracts/agent-contracts';
import type { Db } from '../../platform/database';
import type { ContractNotice } from './notices';
import * as repository from './repository';
import type { StoredTerms } from './tables';
import { ceilingViolation } from './terms';

/**
 * The rate ceiling kept down the team (decisions.md "Rate ceiling"), in the transaction of the change
 * that replaced or ended `agentId`'s contract of `type`: every active contract that agent issued and that
 * now pays more than its new terms (any contract at all when it has none now) is TERMINATED with
 * ABOVE_UPLINE, and so on down the team from each agent that lost its contract; offers those agents
 * issued that now exceed are WITHDRAWN. Rows are locked level by level, top down, the order every other
 * change takes. Returns the notices for after the commit.
 */
export async function cascadeCeiling(
  tx: Db,
  change: { agentId: string; type: TContractType; terms: StoredTerms | null; now: Date },
): Promise<ContractNotice[]> {
  const { type, now } = change;
  const notices: ContractNotice[] = [];
  const exceeds = (terms: StoredTerms | null, contract: repository.ContractRow) =>
    terms === null || ceilingViolation(terms, contract.terms) !== null;
  let level: Array<{ agentId: string; terms: StoredTerms | null }> = [
    { agentId: change.agentId, terms: change.terms },
  ];
  const seen = new Set<string>([change.agentId]);
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { agentId, terms } of level) {
      for (const contract of await repository.issuedBy(tx, agentId, type, 'ACTIVE')) {
        if (!exceeds(terms, contract)) continue;
        await repository.updateContract(tx, contract.id, {
          status: 'TERMINATED',
          endedAt: now,
          endReason: 'ABOVE_UPLINE',
          ...repository.CLEAR_TERMINATION,
        });
        notices.push({
          memberId: contract.memberId,
          contractId: contract.id,
          type,
          status: 'TERMINATED',
          request: null,
          message: terms === null ? 'UPLINE_ENDED' : 'ABOVE_UPLINE',
        });
        // A team tree has no cycles; the set only guards against rows that would make one.
        if (!seen.has(contract.memberId)) {
          seen.add(contract.memberId);
          next.push({ agentId: contract.memberId, terms: null });
        }
      }
      for (const offer of await repository.issuedBy(tx, agentId, type, 'OFFERED')) {
        if (!exceeds(terms, offer)) continue;
        await repository.updateContract(tx, offer.id, { status: 'WITHDRAWN', endedAt: now });
        notices.push({
          memberId: offer.memberId,
          contractId: offer.id,
          type,
          status: 'WITHDRAWN',
          request: null,
          message: 'OFFER_WITHDRAWN_ABOVE_UPLINE',
        });
      }
    }
    level = next;
  }
  return notices;
}
