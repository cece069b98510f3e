import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { createTestMember } from '../../identity/testing';
import { createDemoRoundPlayer } from '../../vendors/seed';
import { uid } from '../../vendors/wallet-testing';
import { readBrand } from '../../wallet/brand';
import { checkLedger } from '../../wallet/ledger/check';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger, type Ledger } from '../../wallet/ledger/ledger';
import { createPromotionsContext, type PromotionsContext } from '../context';
import type { IssueBonusInput } from './issue-bonus';
import { createBonusesPart, type BonusesPart } from './part';
import { expireBonuses } from './expire-bonuses';
import { forfeitBonus } from './forfeit-bonus';
import { refreshProgress } from './refresh-progress';

const RACERS = 20;
const DAY = 86_400_000;

/**
 * Single-use actions of bonuses racing on PostgreSQL (PGlite runs one query at a time): one key issues
 * one bonus, one forfeit takes back once, the expiry job expires each bonus once, and simultaneous
 * recounts never count a bet twice. The ledger checker stays clean after each.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('bonuses under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let ctx: PromotionsContext;
  let ledger: Ledger;
  let part: BonusesPart;
  const clock = {
    at: new Date(Math.floor(Date.now() / 60_000) * 60_000),
    now() {
      return this.at;
    },
  };

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 2);
    ledger = createLedger({ clock, publisher: createBalancePublisher(), currency: async () => 'MXN' });
    ctx = createPromotionsContext({
      db: pool.db,
      clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      brand: () => readBrand(pool.db),
      ledger,
      identity: null as never,
      messaging: null as never,
      events: { publish: () => {} } as never,
      uploadDir: '',
      publicUrl: null,
    });
    part = createBonusesPart(ctx);
  });

  afterAll(async () => {
    await pool?.close();
  });

  const input = (memberId: string, over: Partial<IssueBonusInput> = {}): IssueBonusInput => ({
    memberId,
    key: uid('race'),
    source: 'MANUAL',
    title: { es: 'Bono de carrera' },
    amount: 10_000n,
    turnover: { base: 'BONUS', percent: 1000 },
    expiresAt: new Date(clock.at.getTime() + DAY),
    ...over,
  });
  const issue = (value: IssueBonusInput) => ledger.transaction(pool.db, (tx) => ctx.issueBonus(tx, value));
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await pool.db.execute<{ n: string | number }>(query)).rows[0]!.n);
  const balance = async (memberId: string) => (await ledger.mainBalance(pool.db, memberId)).balance;

  it('one key issues one bonus however many try at once', async () => {
    const member = await createTestMember(pool.db);
    const value = input(member.id);
    const results = await Promise.allSettled(Array.from({ length: RACERS }, () => issue(value)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const ids = new Set(results.map((result) => (result.status === 'fulfilled' ? result.value.bonusId : '')));
    expect(ids.size).toBe(1);
    expect(await count(sql`select count(*) as n from promotion_bonuses where member_id = ${member.id}`)).toBe(
      1,
    );
    expect(await balance(member.id)).toBe(10_000n);
    expect(await checkLedger(pool.db)).toEqual([]);
  });

  it('of 20 simultaneous forfeits one takes the bonus back', async () => {
    const member = await createTestMember(pool.db);
    const { bonusId } = await issue(input(member.id));
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () =>
        forfeitBonus(part.deps, {
          bonusId,
          memberId: member.id,
          outcome: 'FORFEITED',
          takeBack: true,
          actor: null,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'BONUS_NOT_ACTIVE' });
    }
    expect(await balance(member.id)).toBe(0n);
    expect(
      await count(
        sql`select count(*) as n from ledger_transactions where idempotency_key = ${`bonus-forfeit:${bonusId}`}`,
      ),
    ).toBe(1);
    expect(await checkLedger(pool.db)).toEqual([]);
  });

  it('20 simultaneous expiry runs expire each bonus once', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createTestMember(pool.db)));
    for (const member of members) await issue(input(member.id, { amount: 5_000n }));
    const saved = clock.at;
    clock.at = new Date(saved.getTime() + 2 * DAY);
    try {
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, () => expireBonuses(part.deps)),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      for (const member of members) {
        expect(await balance(member.id)).toBe(0n);
        expect(
          await count(
            sql`select count(*) as n from promotion_bonuses where member_id = ${member.id} and status = 'EXPIRED' and forfeited_amount = 5000`,
          ),
        ).toBe(1);
      }
    } finally {
      clock.at = saved;
    }
    expect(await checkLedger(pool.db)).toEqual([]);
  });

  it('20 simultaneous recounts count each bet once', async () => {
    const member = await createTestMember(pool.db);
    await issue(input(member.id, { amount: 30_000n, turnover: { base: 'BONUS', percent: 200 } }));
    const brand = await readBrand(pool.db);
    const play = await createDemoRoundPlayer(pool.db, brand);
    // 300.00 × 2 = 600.00 owed; two slot bets of 120.00 after the grant: 240.00.
    for (const stake of [120, 120]) {
      await play({
        account: member.account,
        memberId: member.id,
        nodeId: 'PG-RNG001',
        round: uid('race-round'),
        at: new Date(clock.at.getTime() + 60_000),
        stake,
        payout: 0,
      });
    }
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => refreshProgress(part.deps, member.id)),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await pool.db.execute<{ done: string }>(
      sql`select turnover_done as done from promotion_bonuses where member_id = ${member.id}`,
    );
    expect(BigInt(rows[0]!.done)).toBe(24_000n);
    expect(await checkLedger(pool.db)).toEqual([]);
  });
});
