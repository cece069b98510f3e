import type { TContractType, TSettlementReview } from '@platform/contracts/agent-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { Ledger } from '../../wallet/ledger/ledger';
import { payRecords } from './pay';

type Reviewed = { id: string; member_id: string; type: TContractType; paid: string; status: string };

/**
 * An operator's review of a record waiting for it (payout mode REVIEW): APPROVE pays it at once, in the
 * same ledger transaction that moves it out of PENDING_REVIEW; REJECT records the reason and pays
 * nothing (the record's carry-over stays as computed). The status guard makes two reviewers racing see
 * one succeed and the other get 409 SETTLEMENT_NOT_REVIEWABLE, as does any record not waiting (unknown
 * ids included: 404 would tell the reviewer nothing more). Audited with the state before and after.
 */
export async function reviewRecord(
  deps: { db: Db; ledger: Ledger; now: () => Date },
  recordId: string,
  review: TSettlementReview,
  author: ChangeAuthor,
): Promise<void> {
  const { db, ledger } = deps;
  await ledger.transaction(db, async (tx) => {
    const { rows } =
      await tx.execute<Reviewed>(sql`select id::text as id, member_id, type, paid::text as paid, status
      from contract_settlements where id = ${recordId}::bigint for update`);
    const record = rows[0];
    if (!record || record.status !== 'PENDING_REVIEW') {
      throw new AppError('SETTLEMENT_NOT_REVIEWABLE', { details: { status: record?.status ?? null } });
    }
    const now = deps.now();
    const reviewedBy = author.actor;
    if (review.action === 'REJECT') {
      await tx.execute(sql`update contract_settlements set status = 'REJECTED', reason = ${review.reason ?? null},
          reviewed_by = ${reviewedBy}, reviewed_at = ${now.toISOString()}::timestamptz
        where id = ${recordId}::bigint and status = 'PENDING_REVIEW'`);
    } else {
      await tx.execute(sql`update contract_settlements set reviewed_by = ${reviewedBy},
          reviewed_at = ${now.toISOString()}::timestamptz, reason = ${review.reason ?? null}
        where id = ${recordId}::bigint`);
      await payRecords(
        tx,
        ledger,
        [{ id: record.id, memberId: record.member_id, type: record.type, paid: BigInt(record.paid) }],
        { now, from: 'PENDING_REVIEW', actor: reviewedBy },
      );
    }
    await recordAudit(tx, {
      ...author,
      action: `contracts.settlement.${review.action === 'APPROVE' ? 'approve' : 'reject'}`,
      target: `contract-settlement:${recordId}`,
      before: { status: 'PENDING_REVIEW' },
      after: { status: review.action === 'APPROVE' ? 'PAID' : 'REJECTED', reason: review.reason ?? null },
    });
  });
}
