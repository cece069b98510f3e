import type { TContract, TContractType, TProcessContractRequest } from '@platform/contracts/agent-contracts';
import { AppError } from '../../platform/errors';
import { cascadeCeiling } from './cascade';
import type { ContractNotice } from './notices';
import { requireEnabled } from './offer';
import { presentContract, requestFor } from './present';
import * as repository from './repository';
import type { Caller, ContractsContext } from './service';
import { ceilingViolation } from './terms';

type Outcome =
  | { kind: 'done'; row: repository.ContractRow; notices: ContractNotice[] }
  | { kind: 'above-upline'; tier: number; notices: ContractNotice[] };

const notPending = () => new AppError('CONTRACT_NOT_PENDING');

const notice = (
  row: repository.ContractRow,
  memberId: string,
  extra: Partial<ContractNotice> = {},
): ContractNotice => ({
  memberId,
  contractId: row.id,
  type: row.type as TContractType,
  status: row.status as ContractNotice['status'],
  request: null,
  ...extra,
});

/**
 * Accepting an offer (in one transaction): the offer locked and still OFFERED to the caller; the ceiling
 * checked again against the issuer's current contract (when it no longer holds, the offer is WITHDRAWN
 * and the answer is 400 CONTRACT_RATE_ABOVE_UPLINE); the caller's active contract of the type REPLACED;
 * the offer ACTIVE; and the caller's own downline contracts above the new terms ended by the cascade.
 */
async function answerOffer(
  ctx: ContractsContext,
  caller: Caller,
  peek: repository.ContractRow,
  body: TProcessContractRequest,
): Promise<Outcome> {
  const type = peek.type as TContractType;
  const now = ctx.clock.now();
  const answer = { answeredAt: now, answerRemark: body.remark || null };
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    // Upline before downline: the order the cascade locks in.
    const issuerContract =
      body.action === 'ACCEPT' && peek.issuerId ? await repository.lockActive(tx, peek.issuerId, type) : null;
    const offer = await repository.findContract(tx, peek.id, 'update');
    if (!offer || offer.status !== 'OFFERED' || offer.memberId !== caller.id) throw notPending();
    const toIssuer = (row: repository.ContractRow) => (row.issuerId ? [notice(row, row.issuerId)] : []);

    if (body.action === 'REJECT') {
      const rejected = await repository.updateContract(tx, offer.id, { status: 'REJECTED', ...answer });
      return { kind: 'done', row: rejected, notices: [notice(rejected, caller.id), ...toIssuer(rejected)] };
    }

    if (offer.issuerId) {
      const tier = issuerContract ? ceilingViolation(issuerContract.terms, offer.terms) : 1;
      if (tier !== null) {
        const withdrawn = await repository.updateContract(tx, offer.id, {
          status: 'WITHDRAWN',
          endedAt: now,
        });
        return {
          kind: 'above-upline',
          tier,
          notices: [notice(withdrawn, caller.id), ...toIssuer(withdrawn)],
        };
      }
    }
    const previous = await repository.findByStatus(tx, caller.id, type, 'ACTIVE', 'update');
    if (previous) {
      await repository.updateContract(tx, previous.id, {
        status: 'REPLACED',
        endedAt: now,
        endReason: 'REPLACED',
        ...repository.CLEAR_TERMINATION,
      });
    }
    const accepted = await repository.updateContract(tx, offer.id, {
      status: 'ACTIVE',
      startedAt: now,
      ...answer,
    });
    const cascade = await cascadeCeiling(tx, { agentId: caller.id, type, terms: accepted.terms, now });
    return {
      kind: 'done',
      row: accepted,
      notices: [notice(accepted, caller.id), ...toIssuer(accepted), ...cascade],
    };
  });
}

/**
 * Answering the other side's termination request: ACCEPT ends the contract (AGREED) and runs the cascade
 * below its agent (who has no contract of the type any more); REJECT clears the request.
 */
async function answerTermination(
  ctx: ContractsContext,
  caller: Caller,
  peek: repository.ContractRow,
  body: TProcessContractRequest,
): Promise<Outcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await repository.findContract(tx, peek.id, 'update');
    if (!row || requestFor(row, caller.id) !== 'TERMINATE') throw notPending();
    const requester = row.terminationRequestedBy === 'AGENT' ? row.issuerId : row.memberId;
    const sides = (changed: repository.ContractRow) => [
      notice(changed, caller.id),
      ...(requester && requester !== caller.id ? [notice(changed, requester)] : []),
    ];
    if (body.action === 'REJECT') {
      const kept = await repository.updateContract(tx, row.id, repository.CLEAR_TERMINATION);
      return { kind: 'done', row: kept, notices: sides(kept) };
    }
    const ended = await repository.updateContract(tx, row.id, {
      status: 'TERMINATED',
      endedAt: now,
      endReason: 'AGREED',
      answerRemark: body.remark || row.answerRemark,
      ...repository.CLEAR_TERMINATION,
    });
    const type = row.type as TContractType;
    const cascade = await cascadeCeiling(tx, { agentId: row.memberId, type, terms: null, now });
    return { kind: 'done', row: ended, notices: [...sides(ended), ...cascade] };
  });
}

/**
 * The answer calls (MCS2_processDividendReq and the three others): the path fixes the type; the caller
 * accepts or rejects an offer addressed to it or the other side's termination request. Anything else —
 * another type's contract, someone else's offer, one already answered — is 409 CONTRACT_NOT_PENDING and
 * changes nothing; an unknown id is 404 CONTRACT_NOT_FOUND.
 */
export function createAnswerRequest(ctx: ContractsContext) {
  return async function answerRequest(
    caller: Caller,
    type: TContractType,
    body: TProcessContractRequest,
  ): Promise<TContract> {
    await requireEnabled(ctx, type);
    const peek = await repository.findContract(ctx.db, BigInt(body.contractId));
    if (!peek) throw new AppError('CONTRACT_NOT_FOUND');
    if (peek.type !== type) throw notPending();
    const request = requestFor(peek, caller.id);
    if (request === null) throw notPending();
    const outcome =
      request === 'NEW'
        ? await answerOffer(ctx, caller, peek, body)
        : await answerTermination(ctx, caller, peek, body);
    await ctx.notify(outcome.notices);
    if (outcome.kind === 'above-upline')
      throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', { fields: [String(outcome.tier)] });
    return presentContract(ctx, outcome.row);
  };
}
