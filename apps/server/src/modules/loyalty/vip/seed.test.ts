import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../../test/app';
import * as identityRepository from '../../identity/repository';
import { buildTestLoyalty } from '../testing';
import { lifetimeFigures } from './repository';
import { vipStatus } from './status';

describe('the demo VIP state', () => {
  it('puts demo_player at Bronze with progress toward Silver and no upgrade bonus in his reward centre', async () => {
    const db = await getTestDb();
    await db.execute(
      sql`update brand_config set config = jsonb_set(config, '{whitelabel,VIP3}', 'true'::jsonb)`,
    );
    const { loyalty, ctx } = buildTestLoyalty(db);
    const member = (await identityRepository.findMemberByAccount(db, 'demo_player'))!;
    const pendingVip = async () =>
      (
        await db.execute<{ source_key: string }>(sql`select source_key from promotion_rewards
          where member_id = ${member.id}::uuid and status = 'PENDING' and source = 'VIP' order by source_key`)
      ).rows.map((row) => row.source_key);
    // Only the promotions demo's own VIP reward waits for him.
    expect(await pendingVip()).toEqual([`demo:vip:${member.id}`]);

    // Evaluating him (a settlement) and closing the last period change nothing for him.
    expect(await loyalty.vip.evaluate(member.id)).toBeNull();
    await loyalty.vip.runPeriod();
    expect(await pendingVip()).toEqual([`demo:vip:${member.id}`]);

    // Progress: his demo play plus Bronze's reach (1,000.00 bet, 100.00 deposits) toward Silver's.
    const lifetime = await lifetimeFigures(db, member.id);
    const status = await vipStatus(ctx, member.id, 'es');
    expect(status).toMatchObject({
      enabled: true,
      level: 1,
      levelName: 'Bronce',
      validBet: Number(lifetime.validBet) / 100 + 1_000,
      deposit: Number(lifetime.deposit) / 100 + 100,
      next: { level: 2, name: 'Plata' },
    });
    expect(status.next!.percent).toBeGreaterThan(0);
    expect(status.next!.percent).toBeLessThan(100);
  });
});
