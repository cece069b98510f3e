import type {
  TContract,
  TContractOffer,
  TContractPeriod,
  TContractType,
  TOperatorContractOffer,
} from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../system/service';
import type { ContractNotice } from './notices';
import { presentContract } from './present';
import * as repository from './repository';
import type { Caller, ContractsContext } from './service';
import type { StoredTerms } from './tables';
import { ceilingViolation, tierOrderProblem, toStoredTerms } from './terms';

/** 403 CONTRACT_TYPE_DISABLED unless the operator has the type on. */
export async function requireEnabled(ctx: Pick<ContractsContext, 'settings'>, type: TContractType) {
  const settings = await ctx.settings.get();
  if (!settings.enabledTypes.includes(type)) throw new AppError('CONTRACT_TYPE_DISABLED');
  return settings;
}

function periodOf(type: TContractType, period: TContractOffer['period']): TContractPeriod {
  switch (type) {
    case 'DIVIDEND':
      return period ?? 'MONTHLY';
    case 'DAILY_SALARY':
      return 'DAILY';
    case 'HOURLY_SALARY':
      return 'HOURLY';
    case 'REALTIME_SALARY':
      return 'REALTIME';
  }
}

/** The offer's terms as stored, with the tier order checked (400 CONTRACT_TIERS_INVALID naming the tier). */
async function storedTermsOf(
  ctx: Pick<ContractsContext, 'brand'>,
  offer: Pick<TContractOffer, 'type' | 'tiers' | 'realtime'>,
): Promise<StoredTerms> {
  const { scale } = (await ctx.brand()).currency;
  let terms: StoredTerms;
  try {
    terms = toStoredTerms(offer.type, offer, scale);
  } catch (error) {
    // An amount with more decimals than the brand's currency has.
    if (error instanceof RangeError)
      throw new AppError('VALIDATION_FAILED', {
        fields: [offer.type === 'REALTIME_SALARY' ? 'realtime' : 'tiers'],
      });
    throw error;
  }
  if ('tiers' in terms) {
    const tier = tierOrderProblem(terms.tiers);
    if (tier !== null) throw new AppError('CONTRACT_TIERS_INVALID', { fields: [String(tier)] });
  }
  return terms;
}

/**
 * Serialises offers to one agent and type: the partial unique index allows one waiting offer, and two
 * offers racing would otherwise both find none to replace.
 */
async function lockOfferSlot(tx: Db, memberId: string, type: TContractType) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`agent-contract-offer:${memberId}:${type}`}))`,
  );
}

/** Inserts the offer, the earlier one still waiting (if any) WITHDRAWN in the same transaction. */
async function placeOffer(
  tx: Db,
  values: Omit<repository.NewContract, 'status' | 'memberId' | 'type'> & {
    memberId: string;
    type: TContractType;
  },
): Promise<{ row: repository.ContractRow; replaced: repository.ContractRow | null }> {
  await lockOfferSlot(tx, values.memberId, values.type);
  const prior = await repository.findByStatus(tx, values.memberId, values.type, 'OFFERED', 'update');
  const replaced = prior
    ? await repository.updateContract(tx, prior.id, { status: 'WITHDRAWN', endedAt: values.offeredAt })
    : null;
  const row = await repository.insertContract(tx, { ...values, status: 'OFFERED' });
  return { row, replaced };
}

const offerNotices = (row: repository.ContractRow): ContractNotice[] => [
  {
    memberId: row.memberId,
    contractId: row.id,
    type: row.type as TContractType,
    status: 'OFFERED',
    request: 'NEW',
  },
];

/**
 * An agent offers a contract to a direct downline agent (spec §4): the type enabled, the target a direct
 * downline that is an agent, the caller's own contract of the type active, the tiers in order and every
 * tier at or below what the caller's contract pays at the same thresholds. Refusals change nothing.
 */
export function createOfferContract(ctx: ContractsContext) {
  return async function offerContract(caller: Caller, offer: TContractOffer): Promise<TContract> {
    await requireEnabled(ctx, offer.type);
    const target = await ctx.identity.getMemberById(offer.memberId);
    if (!target || target.uplineId !== caller.id || !target.isAgent || target.isTrial)
      throw new AppError('CONTRACT_NOT_DIRECT_DOWNLINE');
    const terms = await storedTermsOf(ctx, offer);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      // The caller's contract cannot be replaced (and its cascade run) until this offer is in.
      const own = await repository.lockActive(tx, caller.id, offer.type);
      if (!own) throw new AppError('CONTRACT_NO_OWN_CONTRACT');
      const tier = ceilingViolation(own.terms, terms);
      if (tier !== null) throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', { fields: [String(tier)] });
      const placed = await placeOffer(tx, {
        type: offer.type,
        period: periodOf(offer.type, offer.period),
        memberId: target.id,
        issuerId: caller.id,
        terms,
        remark: offer.remark || null,
        offeredBy: `member:${caller.id}`,
        offeredAt: now,
      });
      return placed.row;
    });
    await ctx.notify(offerNotices(row));
    return presentContract(ctx, row);
  };
}

/**
 * The operator offers a contract to any agent (by account): no ceiling (0–100 % by the schema), the tier
 * order still checked; audited.
 */
export function createOperatorOffer(ctx: ContractsContext) {
  return async function operatorOffer(
    offer: TOperatorContractOffer,
    author: ChangeAuthor,
  ): Promise<TContract> {
    await requireEnabled(ctx, offer.type);
    const target = await ctx.identity.findMemberByAccount(offer.account);
    if (!target) throw new AppError('USER_NOT_FOUND', { fields: ['account'] });
    if (!target.isAgent || target.isTrial)
      throw new AppError('CONTRACT_NOT_AN_AGENT', { fields: ['account'] });
    const terms = await storedTermsOf(ctx, offer);
    const now = ctx.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const { row: placed, replaced } = await placeOffer(tx, {
        type: offer.type,
        period: periodOf(offer.type, offer.period),
        memberId: target.id,
        issuerId: null,
        terms,
        remark: offer.remark || null,
        offeredBy: author.actor.startsWith('operator:') ? author.actor : `operator:${author.actor}`,
        offeredAt: now,
      });
      await recordAudit(tx, {
        ...author,
        action: 'contracts.offer',
        target: `agent_contract:${placed.id}`,
        before: replaced ? { withdrawn: replaced.id.toString() } : null,
        after: {
          account: target.account,
          type: offer.type,
          period: placed.period,
          terms,
          remark: placed.remark,
        },
      });
      return placed;
    });
    await ctx.notify(offerNotices(row));
    return presentContract(ctx, row);
  };
}
