import type { TContract, TContractType } from '@platform/contracts/agent-contracts';
import { AppError } from '../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../system/service';
import { cascadeCeiling } from './cascade';
import type { ContractNotice, NoticeMessage } from './notices';
import { presentContract } from './present';
import * as repository from './repository';
import type { Caller, ContractsContext } from './service';

const HOUR_MS = 3_600_000;
/** One call of the job ends at most this many contracts; the next run goes on. */
const MAX_ENDED_PER_RUN = 10_000;

const noticeTo = (
  memberId: string | null,
  row: repository.ContractRow,
  extra: Partial<ContractNotice> = {},
): ContractNotice[] =>
  memberId
    ? [
        {
          memberId,
          contractId: row.id,
          type: row.type as TContractType,
          status: row.status as ContractNotice['status'],
          request: null,
          ...extra,
        },
      ]
    : [];

/**
 * Ends an active contract in the caller's transaction (TERMINATED, the reason given) and runs the cascade
 * below its agent, who has no contract of the type any more. Returns every notice for after the commit.
 */
async function endContract(
  tx: Parameters<typeof cascadeCeiling>[0],
  row: repository.ContractRow,
  reason: 'NOTICE_EXPIRED' | 'OPERATOR',
  now: Date,
): Promise<{ ended: repository.ContractRow; notices: ContractNotice[] }> {
  const ended = await repository.updateContract(tx, row.id, {
    status: 'TERMINATED',
    endedAt: now,
    endReason: reason,
    ...repository.CLEAR_TERMINATION,
  });
  const cascade = await cascadeCeiling(tx, {
    agentId: row.memberId,
    type: row.type as TContractType,
    terms: null,
    now,
  });
  const message: NoticeMessage = reason;
  return {
    ended,
    notices: [...noticeTo(row.memberId, ended, { message }), ...noticeTo(row.issuerId, ended), ...cascade],
  };
}

/**
 * Either side of an active contract asks to end it (the agent, or the upline that issued it): the request
 * takes effect when the other side accepts it, or by itself `terminationNoticeHours` later (operator
 * contracts: nobody answers for the operator, so the notice period runs). One request at a time.
 */
export function createRequestTermination(ctx: ContractsContext) {
  return async function requestTermination(
    caller: Caller,
    contractId: string,
    input: { remark?: string },
  ): Promise<TContract> {
    const { terminationNoticeHours } = await ctx.settings.get();
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const contract = await repository.findContract(tx, BigInt(contractId), 'update');
      const side =
        contract?.memberId === caller.id
          ? 'AGENT'
          : contract && contract.issuerId === caller.id
            ? 'ISSUER'
            : null;
      if (!contract || !side) throw new AppError('CONTRACT_NOT_FOUND');
      if (contract.status !== 'ACTIVE') throw new AppError('CONTRACT_NOT_ACTIVE');
      if (contract.terminationRequestedBy) throw new AppError('CONTRACT_TERMINATION_PENDING');
      return repository.updateContract(tx, contract.id, {
        terminationRequestedBy: side,
        terminationRequestedAt: now,
        terminationRemark: input.remark || null,
        terminationEffectiveAt: new Date(now.getTime() + terminationNoticeHours * HOUR_MS),
      });
    });
    const other = row.memberId === caller.id ? row.issuerId : row.memberId;
    await ctx.notify([...noticeTo(other, row, { request: 'TERMINATE' }), ...noticeTo(caller.id, row)]);
    return presentContract(ctx, row);
  };
}

/** The upline takes back an offer of its own that still waits for the answer. */
export function createWithdrawOffer(ctx: ContractsContext) {
  return async function withdrawOffer(caller: Caller, contractId: string): Promise<TContract> {
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const contract = await repository.findContract(tx, BigInt(contractId), 'update');
      if (!contract || contract.issuerId !== caller.id) throw new AppError('CONTRACT_NOT_FOUND');
      if (contract.status !== 'OFFERED') throw new AppError('CONTRACT_NOT_PENDING');
      return repository.updateContract(tx, contract.id, { status: 'WITHDRAWN', endedAt: now });
    });
    await ctx.notify(noticeTo(row.memberId, row));
    return presentContract(ctx, row);
  };
}

/**
 * The operator ends a contract at once (OPERATOR) with the cascade below it, or takes back an offer that
 * still waits; audited. Anything already over: 409 CONTRACT_NOT_ACTIVE.
 */
export function createOperatorTerminate(ctx: ContractsContext) {
  return async function operatorTerminate(
    contractId: string,
    input: { remark?: string },
    author: ChangeAuthor,
  ): Promise<TContract> {
    const now = ctx.clock.now();
    const { row, notices } = await ctx.db.transaction(async (tx) => {
      const contract = await repository.findContract(tx, BigInt(contractId), 'update');
      if (!contract) throw new AppError('CONTRACT_NOT_FOUND');
      let result: { ended: repository.ContractRow; notices: ContractNotice[] };
      if (contract.status === 'ACTIVE') result = await endContract(tx, contract, 'OPERATOR', now);
      else if (contract.status === 'OFFERED') {
        const ended = await repository.updateContract(tx, contract.id, { status: 'WITHDRAWN', endedAt: now });
        result = { ended, notices: noticeTo(contract.memberId, ended) };
      } else throw new AppError('CONTRACT_NOT_ACTIVE');
      await recordAudit(tx, {
        ...author,
        action: 'contracts.terminate',
        target: `agent_contract:${contract.id}`,
        before: { status: contract.status },
        after: {
          status: result.ended.status,
          remark: input.remark || null,
          cascade: result.notices.filter((notice) => notice.contractId !== contract.id).length,
        },
      });
      return { row: result.ended, notices: result.notices };
    });
    await ctx.notify(notices);
    return presentContract(ctx, row);
  };
}

/**
 * Ends every contract whose termination request's notice ran out by `now` (NOTICE_EXPIRED), each with its
 * cascade in its own transaction. Rows another process holds are skipped (SKIP LOCKED), so two runs never
 * end one twice; a run that stops halfway leaves the rest for the next. Returns how many ended.
 */
export function createFinishDueTerminations(ctx: ContractsContext) {
  return async function finishDueTerminations(now: Date): Promise<number> {
    let ended = 0;
    while (ended < MAX_ENDED_PER_RUN) {
      const notices = await ctx.db.transaction(async (tx) => {
        const due = await repository.lockNextDueTermination(tx, now);
        return due ? (await endContract(tx, due, 'NOTICE_EXPIRED', now)).notices : null;
      });
      if (!notices) break;
      ended += 1;
      await ctx.notify(notices);
    }
    return ended;
  };
}
