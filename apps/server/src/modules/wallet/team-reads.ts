import type { TAccountRecordRow, TLedgerKind } from '@platform/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { PageRequest } from '../../platform/paging';
import { reportTransaction } from '../../platform/report-transaction';
import { pageReply, pageWindow } from '../../platform/paging';
import type { WalletContext } from './context';
import { listMemberPostings } from './ledger/records';
import { toDecimal } from './money';

/** Cash movements of a group of members in a time window (minor units). */
export type GroupCashTotals = {
  deposits: { count: number; amount: bigint };
  /** Distinct members with a credited deposit in the window. */
  depositors: number;
  /** Members whose first credited deposit ever falls in the window, and those deposits' sum. */
  firstDeposits: { count: number; amount: bigint };
  /** Withdrawals paid out in the window. */
  withdrawals: { count: number; amount: bigint };
  /** BONUS and REBATE credits. */
  bonuses: bigint;
  rebates: bigint;
};

type CashRow = {
  group_id: string;
  deposit_count: string;
  deposit_amount: string | null;
  depositors: string;
  first_count: string | null;
  first_amount: string | null;
  withdrawal_count: string;
  withdrawal_amount: string | null;
  bonuses: string | null;
  rebates: string | null;
};

/**
 * Reads of the agent centre's team reports: cash figures of many members grouped in one query, and the
 * account record of many members.
 */
export function createTeamReads(ctx: WalletContext) {
  return {
    /**
     * Deposits, first deposits, depositors, paid withdrawals, bonuses and rebates on the brand-zone days
     * [fromDay, toDay] per group of members (each member given with its group; default its own id), in
     * one query over the daily aggregates the ledger keeps (cash_daily_totals, member_first_deposits)
     * joined to one unnest of the two arrays. Groups without a movement are left out.
     */
    async cashTotals(input: {
      memberIds: readonly string[];
      groupIds?: readonly string[];
      fromDay: string;
      toDay: string;
    }): Promise<Map<string, GroupCashTotals>> {
      if (input.memberIds.length === 0) return new Map();
      const days = sql`between ${input.fromDay}::date and ${input.toDay}::date`;
      // Summed per member first (one hash aggregate; a distinct count per group would sort every row),
      // then per group: depositors are the group's members with a deposit.
      const { rows } = await reportTransaction(ctx.db, (tx) =>
        tx.execute<CashRow>(sql`
        with team as materialized (
          select * from unnest(${sql.param(input.memberIds)}::uuid[],
            ${sql.param(input.groupIds ?? input.memberIds)}::uuid[]) as team(member_id, group_id)
        ),
        per_member as (
          select team.group_id,
            sum(c.count) filter (where c.kind = 'DEPOSIT') as deposit_count,
            sum(c.amount) filter (where c.kind = 'DEPOSIT') as deposit_amount,
            sum(c.count) filter (where c.kind = 'WITHDRAWAL_PAID') as withdrawal_count,
            sum(c.amount) filter (where c.kind = 'WITHDRAWAL_PAID') as withdrawal_amount,
            sum(c.amount) filter (where c.kind = 'BONUS') as bonuses,
            sum(c.amount) filter (where c.kind = 'REBATE') as rebates
          from team join cash_daily_totals c on c.member_id = team.member_id
          where c.day ${days}
          group by team.group_id, c.member_id
        ),
        cash as (
          select group_id,
            coalesce(sum(deposit_count), 0) as deposit_count, sum(deposit_amount) as deposit_amount,
            count(*) filter (where deposit_count > 0) as depositors,
            coalesce(sum(withdrawal_count), 0) as withdrawal_count, sum(withdrawal_amount) as withdrawal_amount,
            sum(bonuses) as bonuses, sum(rebates) as rebates
          from per_member
          group by group_id
        ),
        firsts as (
          select team.group_id, count(*) as first_count, sum(f.amount) as first_amount
          from team join member_first_deposits f on f.member_id = team.member_id
          where f.day ${days}
          group by team.group_id
        )
        select coalesce(cash.group_id, firsts.group_id) as group_id,
          coalesce(cash.deposit_count, 0) as deposit_count, cash.deposit_amount,
          coalesce(cash.depositors, 0) as depositors, firsts.first_count, firsts.first_amount,
          coalesce(cash.withdrawal_count, 0) as withdrawal_count, cash.withdrawal_amount,
          cash.bonuses, cash.rebates
        from cash full join firsts on firsts.group_id = cash.group_id`),
      );
      const big = (value: string | null) => BigInt(value ?? 0);
      return new Map(
        rows.map((row) => [
          row.group_id,
          {
            deposits: { count: Number(row.deposit_count), amount: big(row.deposit_amount) },
            depositors: Number(row.depositors),
            firstDeposits: { count: Number(row.first_count ?? 0), amount: big(row.first_amount) },
            withdrawals: { count: Number(row.withdrawal_count), amount: big(row.withdrawal_amount) },
            bonuses: big(row.bonuses),
            rebates: big(row.rebates),
          },
        ]),
      );
    },

    /**
     * The account record (ODSFE2_MemTransDet rows) of several members: their main wallets' postings in
     * [from, to), optionally of one kind, newest first, each with its member's id.
     */
    async accountRecords(
      input: { memberIds: readonly string[]; from: Date; to: Date; kind?: TLedgerKind | undefined },
      page: PageRequest,
    ) {
      if (input.memberIds.length === 0)
        return pageReply<TAccountRecordRow & { memberId: string }>(page, [], 0);
      const { scale } = (await ctx.brand()).currency;
      const { rows, total } = await listMemberPostings(ctx.db, input.memberIds, {
        from: input.from,
        to: input.to,
        ...(input.kind ? { kind: input.kind } : {}),
        ...pageWindow(page),
      });
      const content = rows.map((row): TAccountRecordRow & { memberId: string } => ({
        id: row.postingId.toString(),
        memberId: row.memberId,
        time: row.createdAt.toISOString(),
        kind: row.kind,
        amount: toDecimal(row.amount, scale),
        balanceAfter: toDecimal(row.balanceAfter ?? 0n, scale),
        reference: row.reference,
        remark: row.remark,
      }));
      return pageReply(page, content, total);
    },
  };
}

export type TeamReads = ReturnType<typeof createTeamReads>;
