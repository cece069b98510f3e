import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../test/app';
import { createArgon2Hasher } from '../identity/password-hasher';
import { findMemberByAccount } from '../identity/repository';
import { checkLedger } from './ledger/check';
import {
  DEMO_BALANCES,
  DEMO_PAYMENT_PASSWORD,
  demoOpeningAt,
  walletDemoSeeder,
  walletDemoSummarySeeder,
  withinDemoWeek,
} from './seed';
import { ledgerSnapshot } from './testing';
import { createBalancePublisher } from './ledger/events';
import { createLedger } from './ledger/ledger';
import { systemClock } from '../../platform/clock';

describe('the demo week', () => {
  // 00:05 on Sunday 6 December in Mexico City (UTC−6): the account record's default seven days start on
  // Monday 30 November at 00:00, 06:00 UTC.
  const now = new Date('2026-12-06T06:05:00Z');
  const zone = 'America/Mexico_City';

  it('opens the demo accounts at the first instant of the record’s default seven days', () => {
    expect(demoOpeningAt(zone, now).toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('lays a round six days and 14 minutes back, a few minutes past midnight, just after the opening', () => {
    const sixDaysBack = new Date(now.getTime() - 6 * 86_400_000 - 14 * 60_000); // 29 November, 23:51
    expect(withinDemoWeek(zone, now, sixDaysBack).toISOString()).toBe('2026-11-30T06:01:00.000Z');
    const twoDaysBack = new Date('2026-12-04T12:00:00Z');
    expect(withinDemoWeek(zone, now, twoDaysBack)).toEqual(twoDaysBack);
  });
});

describe('wallet demo data', () => {
  it('gives the demo accounts their opening balance and payment password, once', async () => {
    const db = await getTestDb();
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => 'MXN',
    });
    const hasher = createArgon2Hasher();
    for (const [account, balance] of Object.entries(DEMO_BALANCES)) {
      const member = (await findMemberByAccount(db, account))!;
      // The opening balance is one OPENING_BALANCE movement (the seeded week of demo play moves it since).
      const opening = await db.execute(
        sql`select p.amount from ledger_postings p
            join ledger_transactions t on t.id = p.transaction_id
            join ledger_accounts a on a.id = p.account_id
            where t.kind = 'OPENING_BALANCE' and a.member_id = ${member.id}`,
      );
      expect(
        opening.rows.map((row) => BigInt(row.amount as string)),
        account,
      ).toEqual([BigInt(balance * 100)]);
      expect((await ledger.mainBalance(db, member.id)).balance, account).toBeGreaterThan(0n);
      expect(await hasher.verify(member.paymentPasswordHash!, DEMO_PAYMENT_PASSWORD)).toBe(true);
    }
    const before = await ledgerSnapshot(db);
    const announced: string[] = [];
    await db.transaction((tx) =>
      walletDemoSeeder.run(tx, { demo: true, log: () => {}, announce: (line) => announced.push(line) }),
    );
    expect(await ledgerSnapshot(db)).toEqual(before);
    expect(announced).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('dates the opening balance before the demo rounds it pays for', async () => {
    const db = await getTestDb();
    const member = (await findMemberByAccount(db, 'demo_player'))!;
    const { rows } = await db.execute(
      sql`select t.kind, t.created_at from ledger_transactions t
          join ledger_postings p on p.transaction_id = t.id
          join ledger_accounts a on a.id = p.account_id
          where a.member_id = ${member.id} order by p.id`,
    );
    const opening = rows.find((row) => row.kind === 'OPENING_BALANCE')!;
    const bets = rows.filter((row) => row.kind === 'BET');
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) {
      expect(new Date(opening.created_at as string).getTime()).toBeLessThan(
        new Date(bet.created_at as string).getTime(),
      );
    }
  });

  it('announces the opening balance, then the balance after the seeded week, as the site shows it', async () => {
    const db = await getTestDb();
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => 'MXN',
    });
    const member = (await findMemberByAccount(db, 'demo_player'))!;
    const state = await ledger.mainBalance(db, member.id);
    const after = (Number(state.balance - state.held) / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    expect(after).not.toBe('5,000.00');
    const announced: string[] = [];
    await db.transaction((tx) =>
      walletDemoSummarySeeder.run(tx, {
        demo: true,
        log: () => {},
        announce: (line) => announced.push(line),
      }),
    );
    expect(announced[0]).toBe(
      `Demo wallet: demo_player opening balance $5,000.00 MXN, balance after the seeded week $${after} MXN, payment password 123456`,
    );
  });
});
