import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { silentLog } from '../contracts/lifecycle-testing';
import { createTestIdentityService, createTestMember, type TestMemberInput } from '../identity/testing';
import { readBrand } from '../wallet/brand';
import { HOUSE, type Ledger } from '../wallet/ledger/ledger';
import { createInHouseWallet, type HouseBet, type InHouseWallet } from './in-house-wallet';
import { createTestLedger } from '../wallet/ledger/testing';

/**
 * Test helpers of the in-house wallet (its tests and the lottery's settlement tests):
 *
 * - `buildHouseWallet(db, clock?)` → `{ wallet, ledger, identity, settledMembers }`: the wallet as app.ts
 *   builds it, on a database (the test file's or a PostgreSQL race pool); `settledMembers` records every
 *   `afterSettled` call.
 * - `fundedMember(db, ledger, amount, input?)`: a new member with `amount` (minor units) deposited.
 * - `houseBet(amount, round?)`: a bet of the LOTT vendor's game `TEST` (a new uuid).
 * - `betRecordOf(db, uuid)`: the record's status, stake, valid bet, payout, win/loss (minor units).
 * - `dailyTotalsOf(db, memberId, vendor)`: the member's `bet_daily_totals` rows of the vendor.
 * - `clearingBalance(db, ledger, vendor)`: the vendor clearing account's balance (sum of its postings).
 */

export type HouseTesting = {
  wallet: InHouseWallet;
  ledger: Ledger;
  identity: ReturnType<typeof createTestIdentityService>;
  settledMembers: string[];
};

export function buildHouseWallet(db: Db, clock: Clock = systemClock): HouseTesting {
  const ledger = createTestLedger(clock);
  const identity = createTestIdentityService(db, clock);
  const settledMembers: string[] = [];
  const wallet = createInHouseWallet({
    db,
    clock,
    log: silentLog,
    ledger,
    brand: () => readBrand(db),
    members: identity,
    afterSettled: (memberId) => settledMembers.push(memberId),
  });
  return { wallet, ledger, identity, settledMembers };
}

export async function fundedMember(
  db: Db,
  ledger: Ledger,
  amount: bigint,
  input: TestMemberInput = {},
): Promise<string> {
  const { id } = await createTestMember(db, { password: null, ...input });
  if (amount > 0n) {
    await ledger.transaction(db, async (tx) =>
      ledger.post(tx, {
        key: `test-deposit:${randomUUID()}`,
        kind: 'DEPOSIT',
        legs: [
          { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -amount },
          { account: await ledger.mainAccount(tx, id), amount },
        ],
        memberId: id,
        actor: 'test',
      }),
    );
  }
  return id;
}

export const houseBet = (amount: bigint, round = 'TEST:20261127-0001'): HouseBet => ({
  transactionUuid: randomUUID(),
  gameCode: 'TEST',
  round,
  amount,
});

export type RecordFigures = {
  status: string;
  betAmount: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  gameType: string;
  settled: boolean;
};

export async function betRecordOf(db: Db, vendor: string, uuid: string): Promise<RecordFigures | null> {
  const { rows } = await db.execute<Record<string, string | null>>(
    sql`select status, bet_amount::text as bet_amount, valid_bet::text as valid_bet, payout::text as payout,
        win_loss::text as win_loss, game_type, settled_at
      from bet_records where vendor = ${vendor} and transaction_uuid = ${uuid}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status!,
    betAmount: BigInt(row.bet_amount!),
    validBet: BigInt(row.valid_bet!),
    payout: BigInt(row.payout!),
    winLoss: BigInt(row.win_loss!),
    gameType: row.game_type!,
    settled: row.settled_at !== null,
  };
}

export async function dailyTotalsOf(db: Db, memberId: string, vendor: string) {
  const { rows } = await db.execute<Record<string, string | number>>(
    sql`select day::text as day, game_type, bet_count, bet_amount::text as bet_amount, valid_bet::text as valid_bet,
        payout::text as payout, win_loss::text as win_loss
      from bet_daily_totals where member_id = ${memberId}::uuid and vendor = ${vendor} order by day, game_type`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    gameType: String(row.game_type),
    betCount: Number(row.bet_count),
    betAmount: BigInt(row.bet_amount!),
    validBet: BigInt(row.valid_bet!),
    payout: BigInt(row.payout!),
    winLoss: BigInt(row.win_loss!),
  }));
}

export async function clearingBalance(db: Db, vendor: string): Promise<bigint> {
  const { rows } = await db.execute<{ total: string | null }>(
    sql`select coalesce(sum(p.amount), 0)::text as total from ledger_postings p
      join ledger_accounts a on a.id = p.account_id
      where a.kind = 'HOUSE' and a.house_code = 'VENDOR_CLEARING' and a.vendor = ${vendor}`,
  );
  return BigInt(rows[0]?.total ?? '0');
}
