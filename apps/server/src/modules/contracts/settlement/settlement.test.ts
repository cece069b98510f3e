import { minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/database';
import { getTestDatabase } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { checkLedger } from '../../wallet/ledger/check';
import { HOUSE } from '../../wallet/ledger/ledger';
import { DEFAULT_CONTRACT_SETTINGS } from '../settings';
import { AppError } from '../../../platform/errors';
import {
  createTestSettlement,
  insertBet,
  insertContract,
  minor,
  paymentsByAgent,
  terms,
  testClock,
} from './testing';

/**
 * PROOF BY HAND. Brand zone America/Mexico_City (UTC−6). The team:
 *
 *   T ─┬─ S1 ── U ── pU        (T, S1, S2, U agents; pT, p1, p2, pU players)
 *      │   └── p1
 *      ├─ S2 ── p2
 *      └─ pT
 *
 * Contracts from 2026-03-01 00:00 (D0); D1 = Mon 2026-03-02, D2 = 2026-03-03, D3 = 2026-03-04.
 * DAILY_SALARY: T old [≥100 valid, 1 active @10: 1 %; ≥600, 3 active @50: 2 %], REPLACED at D1 12:00 by
 *   T new [≥100, 1 @10: 0.8 %; ≥600, 3 @50: 1.5 %]; S1 [≥100, 1 @10: 0.5 %; ≥400, 2 @100: 0.7 %];
 *   S2 [≥100, 1 @10: 1 %] TERMINATED at D1 12:00 (above T's new contract); U [≥50, 1 @10: 0.3 %].
 * HOURLY_SALARY: T [≥100, 1 @10: 1 %], S1 [≥100, 1 @10: 0.5 %].
 * REALTIME_SALARY: T profit 0.5 %, loss 1 %, single bet 50; S1 profit 0.2 %, loss 0.6 %, single bet 100.
 * DIVIDEND (DAILY): T [≥100 valid, loss ≥100, 1 @10: 10 %], S1 [same: 8 %], U [≥50, loss ≥50, 1 @10: 5 %].
 *
 * Bets (stake → payout; settled time; "house" = stake − payout):
 * D1 10:03 p1 100 → 0;  D1 10:04:30 p1 200 → 500;  D1 11:01 p2 300 → 0;  D1 13:11 pU 50 → 0;
 * D1 23:58 pT 20 placed, settled D2 00:01 → 0 (counts on D2, hour 00 of D2, window 00:00 of D2);
 * D1 15:00 pT 40 placed then rolled back (counts nowhere); D1 12:30 a BONUS of 30 to p2;
 * D2 09:01 p1 400 → 0;  D2 09:31 p2 100 → 1000;  D2 09:33 pU 100 → 0;  D2 10:01, 10:02 pT 50.50 → 0 twice.
 *
 * Team figures (valid bet; net loss = Σ house − bonuses):
 * D1: T 650; 300 − 500 + 300 + 50 − 30 = 120 | S1 350; −200 + 50 = −150 | U 50; 50.
 * D2: T 20 + 400 + 100 + 100 + 101 = 721; 20 + 400 − 900 + 100 + 101 = −279 | S1 500; 500 | U 100; 100.
 */
const local = (day: string, time: string) => new Date(`${day}T${time}-06:00`);
const D0 = '2026-03-01';
const D1 = '2026-03-02';
const D2 = '2026-03-03';
const D3 = '2026-03-04';
const D4 = '2026-03-05';

let db: Db;
const clock = testClock(local(D0, '00:00:00'));
let harness: ReturnType<typeof createTestSettlement>;
const team = {} as Record<'T' | 'S1' | 'S2' | 'U' | 'pT' | 'p1' | 'p2' | 'pU', string>;
const contracts = {} as Record<string, string>;
const nameOf = (memberId: string) => Object.entries(team).find(([, id]) => id === memberId)?.[0] ?? memberId;
const money = (value: string | bigint) => minorToDecimal(BigInt(value), 2);

/** The records of a type, as [agent, period label, gross, downline total, carry in, net, carry out, paid, status]. */
async function recordsOf(type: string, from = D0) {
  const { rows } = await db.execute<
    Record<string, string>
  >(sql`select member_id, period_start, contract_id::text as contract_id,
      gross::text as gross, downline_total::text as downline_total, carry_in::text as carry_in, net::text as net,
      carry_out::text as carry_out, paid::text as paid, status, tier, valid_bet::text as valid_bet
    from contract_settlements where type = ${type} and period_start >= ${local(from, '00:00:00').toISOString()}::timestamptz
    order by period_start, member_id`);
  const at = (value: string | Date) =>
    new Date(new Date(value).getTime() - 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return rows
    .map((row) => [
      nameOf(row.member_id!),
      at(row.period_start!),
      money(row.gross!),
      money(row.downline_total!),
      money(row.carry_in!),
      money(row.net!),
      money(row.carry_out!),
      money(row.paid!),
      row.status,
    ])
    .sort((a, b) => `${a[1]} ${a[0]}`.localeCompare(`${b[1]} ${b[0]}`));
}

async function balances() {
  const entries = await Promise.all(
    (['T', 'S1', 'S2', 'U'] as const).map(async (name) => [
      name,
      money((await harness.ledger.mainBalance(db, team[name])).balance),
    ]),
  );
  return Object.fromEntries(entries);
}

async function expectPaidOnce() {
  for (const [memberId, [credited, paid]] of Object.entries(await paymentsByAgent(db, Object.values(team)))) {
    expect([nameOf(memberId), credited], 'credited = paid').toEqual([nameOf(memberId), paid]);
  }
  expect(await checkLedger(db)).toEqual([]);
}

beforeAll(async () => {
  db = (await getTestDatabase()).db;
  // The demo seed's contracts and records belong to other members; this file settles its own team only.
  await db.execute(sql`delete from contract_settlements`);
  await db.execute(sql`delete from contract_runs`);
  await db.execute(sql`delete from agent_contracts`);
  harness = createTestSettlement(db, clock);
  await harness.settings.update(
    { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'AUTOMATIC' },
    { actor: 'test', requestId: null },
  );
  const make = async (type: number, upline: string | null) =>
    (await createTestMember(db, { type, uplineId: upline })).id;
  team.T = await make(1, null);
  team.S1 = await make(1, team.T);
  team.S2 = await make(1, team.T);
  team.U = await make(1, team.S1);
  team.pT = await make(0, team.T);
  team.p1 = await make(0, team.S1);
  team.p2 = await make(0, team.S2);
  team.pU = await make(0, team.U);

  const start = local(D0, '00:00:00');
  const replacedAt = local(D1, '12:00:00');
  const c = async (
    key: string,
    input: Omit<Parameters<typeof insertContract>[1], 'startedAt'> & { startedAt?: Date },
  ) => (contracts[key] = await insertContract(db, { startedAt: start, ...input }));
  await c('T-daily-old', {
    memberId: team.T,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'REPLACED',
    endedAt: replacedAt,
    endReason: 'REPLACED',
    terms: terms({
      tiers: [
        { validBet: 100, activeMembers: 1, minBet: 10, rate: 1 },
        { validBet: 600, activeMembers: 3, minBet: 50, rate: 2 },
      ],
    }),
  });
  await c('T-daily', {
    memberId: team.T,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    startedAt: replacedAt,
    terms: terms({
      tiers: [
        { validBet: 100, activeMembers: 1, minBet: 10, rate: 0.8 },
        { validBet: 600, activeMembers: 3, minBet: 50, rate: 1.5 },
      ],
    }),
  });
  await c('S1-daily', {
    memberId: team.S1,
    issuerId: team.T,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    terms: terms({
      tiers: [
        { validBet: 100, activeMembers: 1, minBet: 10, rate: 0.5 },
        { validBet: 400, activeMembers: 2, minBet: 100, rate: 0.7 },
      ],
    }),
  });
  await c('S2-daily', {
    memberId: team.S2,
    issuerId: team.T,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'TERMINATED',
    endedAt: replacedAt,
    endReason: 'ABOVE_UPLINE',
    terms: terms({ tiers: [{ validBet: 100, activeMembers: 1, minBet: 10, rate: 1 }] }),
  });
  await c('U-daily', {
    memberId: team.U,
    issuerId: team.S1,
    type: 'DAILY_SALARY',
    period: 'DAILY',
    terms: terms({ tiers: [{ validBet: 50, activeMembers: 1, minBet: 10, rate: 0.3 }] }),
  });
  await c('T-hourly', {
    memberId: team.T,
    type: 'HOURLY_SALARY',
    period: 'HOURLY',
    terms: terms({ tiers: [{ validBet: 100, activeMembers: 1, minBet: 10, rate: 1 }] }),
  });
  await c('S1-hourly', {
    memberId: team.S1,
    issuerId: team.T,
    type: 'HOURLY_SALARY',
    period: 'HOURLY',
    terms: terms({ tiers: [{ validBet: 100, activeMembers: 1, minBet: 10, rate: 0.5 }] }),
  });
  await c('T-realtime', {
    memberId: team.T,
    type: 'REALTIME_SALARY',
    period: 'REALTIME',
    terms: terms({ realtime: { profitRate: 0.5, lossRate: 1, singleBet: 50 } }),
  });
  await c('S1-realtime', {
    memberId: team.S1,
    issuerId: team.T,
    type: 'REALTIME_SALARY',
    period: 'REALTIME',
    terms: terms({ realtime: { profitRate: 0.2, lossRate: 0.6, singleBet: 100 } }),
  });
  await c('T-dividend', {
    memberId: team.T,
    type: 'DIVIDEND',
    period: 'DAILY',
    terms: terms({ tiers: [{ validBet: 100, loss: 100, activeMembers: 1, minBet: 10, rate: 10 }] }),
  });
  await c('S1-dividend', {
    memberId: team.S1,
    issuerId: team.T,
    type: 'DIVIDEND',
    period: 'DAILY',
    terms: terms({ tiers: [{ validBet: 100, loss: 100, activeMembers: 1, minBet: 10, rate: 8 }] }),
  });
  await c('U-dividend', {
    memberId: team.U,
    issuerId: team.S1,
    type: 'DIVIDEND',
    period: 'DAILY',
    terms: terms({ tiers: [{ validBet: 50, loss: 50, activeMembers: 1, minBet: 10, rate: 5 }] }),
  });

  const bet = (
    member: keyof typeof team,
    stake: number,
    payout: number,
    placed: Date,
    settled?: Date,
    rolledBack = false,
  ) =>
    insertBet(db, {
      memberId: team[member],
      stake,
      payout,
      placedAt: placed,
      settledAt: settled,
      rolledBack,
    });
  await bet('p1', 100, 0, local(D1, '10:02:00'), local(D1, '10:03:00'));
  await bet('p1', 200, 500, local(D1, '10:04:00'), local(D1, '10:04:30'));
  await bet('p2', 300, 0, local(D1, '11:00:00'), local(D1, '11:01:00'));
  await bet('pU', 50, 0, local(D1, '13:10:00'), local(D1, '13:11:00'));
  await bet('pT', 20, 0, local(D1, '23:58:00'), local(D2, '00:01:00'));
  await bet('pT', 40, 0, local(D1, '15:00:00'), undefined, true);
  await bet('p1', 400, 0, local(D2, '09:00:00'), local(D2, '09:01:00'));
  await bet('p2', 100, 1000, local(D2, '09:30:00'), local(D2, '09:31:00'));
  await bet('pU', 100, 0, local(D2, '09:32:00'), local(D2, '09:33:00'));
  await bet('pT', 50.5, 0, local(D2, '10:00:00'), local(D2, '10:01:00'));
  await bet('pT', 50.5, 0, local(D2, '10:00:00'), local(D2, '10:02:00'));
  // The bonus, through the ledger (it lands in cash_daily_totals on the day of the clock: D1).
  clock.set(local(D1, '12:30:00'));
  await harness.ledger.transaction(db, async (tx) =>
    harness.ledger.post(tx, {
      key: `test-bonus:${team.p2}`,
      kind: 'BONUS',
      memberId: team.p2,
      legs: [
        { account: await harness.ledger.mainAccount(tx, team.p2), amount: minor(30) },
        { account: await harness.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -minor(30) },
      ],
    }),
  );
}, 60_000);

describe('settlement by hand', () => {
  it('settles nothing before a period’s end and grace', async () => {
    clock.set(local(D1, '10:05:30'));
    // The 10:00 window ended at 10:05 and waits a minute; the hour waits until 11:05.
    expect(await harness.settlement.settle(local(D1, '10:05:30'))).toMatchObject({ records: 0 });
    expect(await recordsOf('REALTIME_SALARY')).toEqual([]);
    clock.set(local(D1, '10:06:00'));
    const first = await harness.settlement.settle(local(D1, '10:06:00'));
    expect(first.records).toBe(2);
    expect(await recordsOf('HOURLY_SALARY')).toEqual([]);
  });

  it('pays each agent its net by hand, on D1 and D2', async () => {
    clock.set(local(D3, '00:10:00'));
    await harness.settlement.settle(local(D3, '00:10:00'));

    // DAILY_SALARY. D0: no bets, no records (T's old contract, replaced at D1 12:00, settles nothing).
    // D1: T's NEW contract settles the whole day: 650 valid, active @50 = p1, p2, pU = 3 → tier 2 1.5 %
    //     → 9.75; S2's contract ended mid-day: no record, nothing deducted. S1: 350 → tier 1 0.5 % → 1.75;
    //     U: 50 → 0.3 % → 0.15. Nets: T 9.75 − 1.75 = 8.00; S1 1.75 − 0.15 = 1.60; U 0.15.
    // D2: T 721 → 1.5 % = 10.815 → 10.81 (rounded down); S1 500, active @100 = p1, pU → tier 2 0.7 % = 3.50;
    //     U 100 → 0.30. Nets: T 10.81 − 3.50 = 7.31; S1 3.50 − 0.30 = 3.20; U 0.30.
    expect(await recordsOf('DAILY_SALARY')).toEqual([
      ['S1', `${D1} 00:00`, 1.75, 0.15, 0, 1.6, 0, 1.6, 'PAID'],
      ['T', `${D1} 00:00`, 9.75, 1.75, 0, 8, 0, 8, 'PAID'],
      ['U', `${D1} 00:00`, 0.15, 0, 0, 0.15, 0, 0.15, 'PAID'],
      ['S1', `${D2} 00:00`, 3.5, 0.3, 0, 3.2, 0, 3.2, 'PAID'],
      ['T', `${D2} 00:00`, 10.81, 3.5, 0, 7.31, 0, 7.31, 'PAID'],
      ['U', `${D2} 00:00`, 0.3, 0, 0, 0.3, 0, 0.3, 'PAID'],
    ]);
    const { rows: old } = await db.execute(
      sql`select 1 from contract_settlements where contract_id in (${contracts['T-daily-old']}::bigint, ${contracts['S2-daily']}::bigint)`,
    );
    expect(old).toEqual([]);

    // HOURLY_SALARY (bet_records by settled_at):
    // D1 10h: p1 300 → T 3.00, S1 1.50 → T net 1.50.   D1 11h: p2 300 → T 3.00 (S1: no team bet, no record).
    // D1 13h: pU 50 < 100 → no tier: T and S1 gross 0, net 0, CARRIED.   D2 00h: pT's late bet 20 → T 0, CARRIED.
    // D2 09h: T 600 → 6.00, S1 500 → 2.50 → T net 3.50.   D2 10h: pT 101 → T 1.01.
    expect(await recordsOf('HOURLY_SALARY')).toEqual([
      ['S1', `${D1} 10:00`, 1.5, 0, 0, 1.5, 0, 1.5, 'PAID'],
      ['T', `${D1} 10:00`, 3, 1.5, 0, 1.5, 0, 1.5, 'PAID'],
      ['T', `${D1} 11:00`, 3, 0, 0, 3, 0, 3, 'PAID'],
      ['S1', `${D1} 13:00`, 0, 0, 0, 0, 0, 0, 'CARRIED'],
      ['T', `${D1} 13:00`, 0, 0, 0, 0, 0, 0, 'CARRIED'],
      ['T', `${D2} 00:00`, 0, 0, 0, 0, 0, 0, 'CARRIED'],
      ['S1', `${D2} 09:00`, 2.5, 0, 0, 2.5, 0, 2.5, 'PAID'],
      ['T', `${D2} 09:00`, 6, 2.5, 0, 3.5, 0, 3.5, 'PAID'],
      ['T', `${D2} 10:00`, 1.01, 0, 0, 1.01, 0, 1.01, 'PAID'],
    ]);

    // REALTIME_SALARY (per bet ≥ the single bet amount; loss rate when the player lost, profit rate when won):
    // D1 10:00: p1 lost 100, won on 200 → T 1 % × 100 + 0.5 % × 200 = 2.00; S1 0.6 % × 100 + 0.2 % × 200 = 1.00.
    // D1 11:00: p2 lost 300 → T 3.00.   D1 13:10: pU lost 50 → T 0.50; S1: 50 < 100 → 0 (CARRIED).
    // D2 00:00: pT lost 20 < 50 → T 0 (CARRIED).   D2 09:00: p1 lost 400 → T 4.00, S1 2.40 → T net 1.60.
    // D2 09:30: p2 won on 100, pU lost 100 → T 0.50 + 1.00 = 1.50; S1 (pU only) 0.60 → T net 0.90.
    // D2 10:00: pT lost 50.50 twice: 1 % of the sum 101.00 = 1.01 (per bet it would be 0.50 + 0.50).
    expect(await recordsOf('REALTIME_SALARY')).toEqual([
      ['S1', `${D1} 10:00`, 1, 0, 0, 1, 0, 1, 'PAID'],
      ['T', `${D1} 10:00`, 2, 1, 0, 1, 0, 1, 'PAID'],
      ['T', `${D1} 11:00`, 3, 0, 0, 3, 0, 3, 'PAID'],
      ['S1', `${D1} 13:10`, 0, 0, 0, 0, 0, 0, 'CARRIED'],
      ['T', `${D1} 13:10`, 0.5, 0, 0, 0.5, 0, 0.5, 'PAID'],
      ['T', `${D2} 00:00`, 0, 0, 0, 0, 0, 0, 'CARRIED'],
      ['S1', `${D2} 09:00`, 2.4, 0, 0, 2.4, 0, 2.4, 'PAID'],
      ['T', `${D2} 09:00`, 4, 2.4, 0, 1.6, 0, 1.6, 'PAID'],
      ['S1', `${D2} 09:30`, 0.6, 0, 0, 0.6, 0, 0.6, 'PAID'],
      ['T', `${D2} 09:30`, 1.5, 0.6, 0, 0.9, 0, 0.9, 'PAID'],
      ['T', `${D2} 10:00`, 1.01, 0, 0, 1.01, 0, 1.01, 'PAID'],
    ]);

    // DIVIDEND (daily), on the team's net loss:
    // D1: T loss 120 → 10 % = 12.00; S1 loss −150 → no tier, gross 0, minus U's 2.50 → net −2.50: CARRIED,
    //     carried out −2.50; U loss 50 → 5 % = 2.50. T's downline S1 grossed 0: T net 12.00.
    // D2: T loss −279 → 0, minus S1's 40.00 → net −40.00 CARRIED; S1 loss 500 → 8 % = 40.00, minus U's 5.00,
    //     plus its carry −2.50 → net 32.50 paid; U loss 100 → 5.00.
    expect(await recordsOf('DIVIDEND')).toEqual([
      ['S1', `${D1} 00:00`, 0, 2.5, 0, -2.5, -2.5, 0, 'CARRIED'],
      ['T', `${D1} 00:00`, 12, 0, 0, 12, 0, 12, 'PAID'],
      ['U', `${D1} 00:00`, 2.5, 0, 0, 2.5, 0, 2.5, 'PAID'],
      ['S1', `${D2} 00:00`, 40, 5, -2.5, 32.5, 0, 32.5, 'PAID'],
      ['T', `${D2} 00:00`, 0, 40, 0, -40, -40, 0, 'CARRIED'],
      ['U', `${D2} 00:00`, 5, 0, 0, 5, 0, 5, 'PAID'],
    ]);

    // Balances = what was paid: T 15.31 + 9.01 + 8.01 + 12 = 44.33; S1 4.80 + 4.00 + 4.00 + 32.50 = 45.30;
    // U 0.45 + 7.50 = 7.95; S2 nothing.
    expect(await balances()).toEqual({ T: 44.33, S1: 45.3, S2: 0, U: 7.95 });
    await expectPaidOnce();
  });

  it('pays nothing more when settled again', async () => {
    const before = await balances();
    const again = await harness.settlement.settle(local(D3, '00:10:00'));
    expect(again).toMatchObject({ records: 0, paid: 0 });
    expect(await balances()).toEqual(before);
    await expectPaidOnce();
  });

  it('waits for an operator in review mode: approve pays, reject pays nothing, a second review is refused', async () => {
    await harness.settings.update(
      { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'REVIEW' },
      { actor: 'test', requestId: null },
    );
    // D3 10:00 p1 lost 200. Daily: T 200, active @50 = 1 < 3 → tier 1 0.8 % = 1.60; S1 200 → 0.5 % = 1.00.
    // Dividend: T loss 200 → 20.00 − S1's 16.00 − its carry 40.00 → −36.00 CARRIED; S1 16.00.
    await insertBet(db, {
      memberId: team.p1,
      stake: 200,
      payout: 0,
      placedAt: local(D3, '10:00:00'),
      settledAt: local(D3, '10:00:30'),
    });
    clock.set(local(D4, '00:10:00'));
    await harness.settlement.settle(local(D4, '00:10:00'));
    expect(await recordsOf('DAILY_SALARY', D3)).toEqual([
      ['S1', `${D3} 00:00`, 1, 0, 0, 1, 0, 1, 'PENDING_REVIEW'],
      ['T', `${D3} 00:00`, 1.6, 1, 0, 0.6, 0, 0.6, 'PENDING_REVIEW'],
    ]);
    expect(await recordsOf('DIVIDEND', D3)).toEqual([
      ['S1', `${D3} 00:00`, 16, 0, 0, 16, 0, 16, 'PENDING_REVIEW'],
      ['T', `${D3} 00:00`, 20, 16, -40, -36, -36, 0, 'CARRIED'],
    ]);
    const before = await balances();
    const idOf = async (contract: string) =>
      (
        await db.execute<{ id: string }>(
          sql`select id::text as id from contract_settlements where contract_id = ${contract}::bigint order by period_start desc limit 1`,
        )
      ).rows[0]!.id;
    const author = { actor: 'operator:test', requestId: null };
    const approved = await harness.settlement.review(
      await idOf(contracts['S1-dividend']!),
      { action: 'APPROVE' },
      author,
    );
    expect(approved).toMatchObject({ status: 'PAID', paid: 16 });
    const rejected = await harness.settlement.review(
      await idOf(contracts['T-daily']!),
      { action: 'REJECT', reason: 'duplicate team' },
      author,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'duplicate team', paid: 0.6, carryOut: 0 });
    for (const [contract, action] of [
      ['S1-dividend', 'APPROVE'],
      ['T-daily', 'APPROVE'],
    ] as const) {
      await expect(
        harness.settlement.review(await idOf(contracts[contract]!), { action }, author),
      ).rejects.toMatchObject({ code: 'SETTLEMENT_NOT_REVIEWABLE' } satisfies Partial<AppError>);
    }
    expect(await balances()).toEqual({ ...before, S1: before.S1 + 16 });
    // The job leaves the waiting records alone.
    await harness.settlement.settle(local(D4, '00:30:00'));
    expect(await balances()).toEqual({ ...before, S1: before.S1 + 16 });
    await expectPaidOnce();
    await harness.settings.update(
      { ...DEFAULT_CONTRACT_SETTINGS, payoutMode: 'AUTOMATIC' },
      { actor: 'test', requestId: null },
    );
  });
});
