import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../test/app';
import { createArgon2Hasher } from '../identity/password-hasher';
import { findMemberByAccount } from '../identity/repository';
import { checkLedger } from './ledger/check';
import { DEMO_BALANCES, DEMO_PAYMENT_PASSWORD, walletDemoSeeder } from './seed';
import { ledgerSnapshot } from './testing';
import { createBalancePublisher } from './ledger/events';
import { createLedger } from './ledger/ledger';
import { systemClock } from '../../platform/clock';

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
    expect(announced[0]).toBe('Demo wallet: demo_player balance $5,000.00 MXN, payment password 123456');
    expect(await checkLedger(db)).toEqual([]);
  });
});
