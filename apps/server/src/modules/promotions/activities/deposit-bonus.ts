import { sql } from 'drizzle-orm';
import type { CreditedDeposit } from '../../wallet/context';
import type { PromotionsContext } from '../context';
import { bonusExpiry, bonusTurnover, depositBonus, periodOf } from './engine';
import { rewardKey } from './evaluate';
import { findActivity, listPublished, membershipsOf, type ActivityRow } from './repository';

const DEPOSIT_KINDS = ['FIRST_DEPOSIT', 'RELOAD'] as const;

/** Whether a unique index refused the insert (23505). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Deposit bonuses (FIRST_DEPOSIT, RELOAD): a deposit credited to a member who joined the activity before
 * earns its bonus, issued at once (state Joined → Issued). Each decision runs in one ledger transaction
 * under the lock of the member's membership row: a second call (another tab, another process, the catch-up
 * job) waits, then sees the grant and pays nothing. The bonus's key is
 * `activity:<activityId>:<memberId>:<depositOrderId>`; a member gets at most one first-deposit bonus
 * across every activity (partial unique index on the grants).
 */
export function createDepositBonuses(ctx: PromotionsContext) {
  async function grant(activity: ActivityRow, deposit: CreditedDeposit, timeZone: string): Promise<bigint> {
    const rule = activity.rule;
    if (rule.kind !== 'FIRST_DEPOSIT' && rule.kind !== 'RELOAD') return 0n;
    const at = deposit.creditedAt.getTime();
    if (
      activity.status !== 'PUBLISHED' ||
      at < activity.startsAt.getTime() ||
      at >= activity.endsAt.getTime()
    ) {
      return 0n;
    }
    const amount = depositBonus(rule, deposit.amount);
    if (amount <= 0n) return 0n;
    try {
      return await ctx.ledger.transaction(ctx.db, async (tx) => {
        const member = await tx.execute<{ joined_at: Date | string }>(sql`
          select joined_at from promotion_activity_members
          where activity_id = ${activity.id}::uuid and member_id = ${deposit.memberId}::uuid for update`);
        const joinedAt = member.rows[0]?.joined_at;
        if (joinedAt === undefined || new Date(joinedAt).getTime() > at) return 0n;
        const done = await tx.execute(sql`select 1 from promotion_activity_grants
          where (activity_id = ${activity.id}::uuid and member_id = ${deposit.memberId}::uuid
              and deposit_order_id = ${deposit.orderId}::uuid)
            or (${rule.kind} = 'FIRST_DEPOSIT' and kind = 'FIRST_DEPOSIT' and member_id = ${deposit.memberId}::uuid)
          limit 1`);
        if (done.rows.length > 0) return 0n;
        let periodKey = 'first';
        if (rule.kind === 'FIRST_DEPOSIT') {
          // Only the member's first credited deposit ever.
          const first = await tx.execute<{ id: string }>(sql`select id::text from deposit_orders
            where member_id = ${deposit.memberId}::uuid and status = 'CREDITED'
            order by ledger_transaction_id asc nulls last, created_at asc limit 1`);
          if (first.rows[0]?.id !== deposit.orderId) return 0n;
        } else {
          const period = periodOf(timeZone, rule.period, deposit.creditedAt, activity);
          periodKey = period.key;
          const counted = await tx.execute<{ n: string | number }>(sql`select count(*) as n
            from promotion_activity_grants where activity_id = ${activity.id}::uuid
              and member_id = ${deposit.memberId}::uuid and period_key = ${periodKey}`);
          if (Number(counted.rows[0]?.n ?? 0) >= rule.maxPerPeriod) return 0n;
        }
        const now = ctx.clock.now();
        const bonus = await ctx.issueBonus(tx, {
          memberId: deposit.memberId,
          key: rewardKey(activity.id, deposit.memberId, deposit.orderId),
          source: 'ACTIVITY',
          sourceRef: activity.id,
          title: activity.title,
          amount,
          turnover: bonusTurnover(rule.bonus, deposit.amount),
          expiresAt: bonusExpiry(rule.bonus, now),
        });
        await tx.execute(sql`insert into promotion_activity_grants (activity_id, member_id, kind,
            deposit_order_id, period_key, deposit_amount, amount, bonus_id, created_at)
          values (${activity.id}::uuid, ${deposit.memberId}::uuid, ${rule.kind}, ${deposit.orderId}::uuid,
            ${periodKey}, ${String(deposit.amount)}::bigint, ${String(amount)}::bigint, ${bonus.bonusId}::uuid,
            ${now.toISOString()}::timestamptz)`);
        return bonus.replayed ? 0n : amount;
      });
    } catch (error) {
      // Another first-deposit activity of the member granted it in the meantime: nothing more is owed.
      if (isUniqueViolation(error)) return 0n;
      throw error;
    }
  }

  /** The deposit listener: every deposit activity the member joined, in turn. */
  async function afterDepositCredited(deposit: CreditedDeposit): Promise<void> {
    const memberships = await membershipsOf(ctx.db, deposit.memberId);
    if (memberships.size === 0) return;
    const timeZone = (await ctx.brand()).timeZone;
    const activities = (await listPublished(ctx.db)).filter(
      (row) => memberships.has(row.id) && (DEPOSIT_KINDS as readonly string[]).includes(row.kind),
    );
    let issued = 0n;
    for (const activity of activities) issued += await grant(activity, deposit, timeZone);
    if (issued > 0n) {
      ctx.notify(deposit.memberId, 'activities');
      ctx.notify(deposit.memberId, 'bonuses');
    }
  }

  /**
   * The catch-up job: credited deposits of the last 3 days by members who joined a deposit activity, whose
   * grant is missing (a listener call lost with its process). Idempotent: a deposit granted before pays nothing.
   */
  async function catchUp(now: Date): Promise<{ checked: number; issued: number }> {
    const since = new Date(now.getTime() - 3 * 86_400_000);
    const { rows } = await ctx.db.execute<{
      activity_id: string;
      order_id: string;
      member_id: string;
      amount: string;
      credited_at: Date | string;
    }>(sql`
      select m.activity_id::text, d.id::text as order_id, d.member_id::text, d.amount::text,
        d.updated_at as credited_at
      from promotion_activity_members m
      join promotion_activities a on a.id = m.activity_id
      join deposit_orders d on d.member_id = m.member_id
      where a.status = 'PUBLISHED' and a.kind in ('FIRST_DEPOSIT', 'RELOAD')
        and d.status = 'CREDITED' and d.updated_at >= ${since.toISOString()}::timestamptz
        and d.updated_at >= m.joined_at
        and not exists (select 1 from promotion_activity_grants g
          where g.activity_id = m.activity_id and g.member_id = m.member_id and g.deposit_order_id = d.id)
      order by d.updated_at limit 500`);
    const timeZone = (await ctx.brand()).timeZone;
    let issued = 0;
    for (const row of rows) {
      const activity = await findActivity(ctx.db, row.activity_id);
      if (!activity) continue;
      const amount = await grant(
        activity,
        {
          orderId: row.order_id,
          memberId: row.member_id,
          amount: BigInt(row.amount),
          creditedAt: new Date(row.credited_at),
        },
        timeZone,
      );
      if (amount > 0n) {
        issued += 1;
        ctx.notify(row.member_id, 'activities');
        ctx.notify(row.member_id, 'bonuses');
      }
    }
    return { checked: rows.length, issued };
  }

  return { grant, afterDepositCredited, catchUp };
}
