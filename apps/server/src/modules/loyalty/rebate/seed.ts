import { sql } from 'drizzle-orm';
import { isAppError } from '../../../platform/errors';
import { dateIn, startOfDay } from '../../../platform/zoned-time';
import type { Seeder } from '../../../seed/types';
import * as identityRepository from '../../identity/repository';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { createLoyaltyContext } from '../context';
import { createVipPart } from '../vip/part';
import { claimManualRebate } from './claim-manual-rebate';
import { addDays } from './periods';

const HOUR_MS = 3_600_000;

/**
 * Demo rebate history of demo_player: two past manual claims made through the claim itself (a controlled
 * clock), so the money, the claim rows and the rebate watermarks agree — one on the morning of the day
 * before yesterday counting the demo rounds up to three days ago, one just after today's midnight counting
 * those up to yesterday. Today's demo rounds stay unrebated: the manual rebate page shows them to claim.
 * Every finished day's valid bet is counted, so the automatic job offers nothing for the demo week (the
 * rewards journey expects exactly demo_player's two seeded rewards). Idempotent: a member with claims is
 * left alone. Runs after the demo play and the VIP levels (the rates are his level's).
 */
export const loyaltyRebateDemoSeeder: Seeder = {
  name: 'loyalty.rebate-demo',
  demo: true,
  async run(db, seed) {
    const member = await identityRepository.findMemberByAccount(db, 'demo_player');
    if (!member) return;
    const { rows } = await db.execute(
      sql`select 1 from rebate_claims where member_id = ${member.id}::uuid limit 1`,
    );
    if (rows.length > 0) return;
    const brand = await readBrand(db);
    const now = new Date();
    const today = dateIn(brand.timeZone, now);
    const at = { now: () => now };
    const ledger = createLedger({
      clock: at,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
    });
    const ctx = createLoyaltyContext({
      db,
      clock: at,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      brand: () => readBrand(db),
      ledger,
      identity: null as never,
      wallet: null as never,
      promotions: null as never,
      events: { publish: () => {} } as never,
    });
    const deps = { ctx, vip: createVipPart(ctx) };
    const claims = [
      {
        time: new Date(startOfDay(brand.timeZone, addDays(today, -2)).getTime() + 9 * HOUR_MS),
        through: addDays(today, -3),
      },
      {
        time: new Date(Math.min(now.getTime(), startOfDay(brand.timeZone, today).getTime() + 60_000)),
        through: addDays(today, -1),
      },
    ];
    let made = 0;
    for (const claim of claims) {
      at.now = () => claim.time;
      try {
        await claimManualRebate(deps, member.id, { throughDay: claim.through });
        made += 1;
      } catch (error) {
        // Nothing played in that window, below the minimum, or manual rebate off: no claim.
        if (!isAppError(error)) throw error;
      }
    }
    seed.log(`demo rebate claims: ${made}`);
  },
};
