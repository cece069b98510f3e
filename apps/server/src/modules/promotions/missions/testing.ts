import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { createPromotionsContext, type PromotionsContext } from '../context';

/** A promotions context on a database of the test's own (a PostgreSQL pool for races), events dropped. */
export function buildTestPromotionsContext(
  db: Db,
  clock: Clock,
  publicUrl: string | null = null,
): PromotionsContext {
  return createPromotionsContext({
    db,
    clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    brand: () => readBrand(db),
    ledger: createLedger({
      clock,
      publisher: createBalancePublisher(),
      currency: async (executor) => (await readBrand(executor)).currency.code,
      timeZone: async (executor) => (await readBrand(executor)).timeZone,
    }),
    identity: null as never,
    messaging: null as never,
    events: { publish: () => undefined } as never,
    uploadDir: '',
    publicUrl,
  });
}

/** A day of settled play of a member, as the vendors module keeps it (test fixture). */
export async function insertDailyTotals(
  db: Db,
  row: { memberId: string; day: string; gameType: string; validBet: bigint; betCount: number },
) {
  await db.execute(sql`insert into bet_daily_totals (day, member_id, game_type, vendor, bet_count, bet_amount,
      valid_bet, payout, win_loss)
    values (${row.day}::date, ${row.memberId}::uuid, ${row.gameType}, 'TEST', ${row.betCount},
      ${String(row.validBet)}::bigint, ${String(row.validBet)}::bigint, 0, ${String(-row.validBet)}::bigint)`);
}

/** A settled bet record (test fixture): stake = valid bet, payout given. */
export async function insertSettledBet(
  db: Db,
  row: { memberId: string; gameType?: string; stake: bigint; payout?: bigint; settledAt: Date },
) {
  const payout = row.payout ?? 0n;
  await db.execute(sql`insert into bet_records (vendor, transaction_uuid, member_id, game_code, game_type, round, kind,
      bet_amount, valid_bet, payout, win_loss, status, round_closed, placed_at, settled_at)
    values ('TEST', ${randomUUID()}, ${row.memberId}::uuid, 'TEST_GAME', ${row.gameType ?? 'RNG'}, ${randomUUID()}, 'BET',
      ${String(row.stake)}::bigint, ${String(row.stake)}::bigint, ${String(payout)}::bigint,
      ${String(payout - row.stake)}::bigint, 'SETTLED', true, ${row.settledAt.toISOString()}::timestamptz,
      ${row.settledAt.toISOString()}::timestamptz)`);
}

/** A sign-in of a member at an instant (test fixture). */
export async function insertSignIn(db: Db, memberId: string, at: Date) {
  await db.execute(sql`insert into member_sign_ins (member_id, at, ip, user_agent, method, known)
    values (${memberId}::uuid, ${at.toISOString()}::timestamptz, '198.18.0.1', 'test', 'password', true)`);
}
