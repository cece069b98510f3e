import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../../test/app';
import * as identityRepository from '../../identity/repository';
import { buildTestPromotionsContext } from '../rewards/testing';
import { createRewardsService } from '../rewards/service';
import { DEMO_RAFFLE_ID } from './seed';
import { createRafflesService } from './service';

describe('the demo rewards and lucky draw', () => {
  it('leave demo_player two rewards to claim, one claimed, and draws in the open raffle', async () => {
    const db = await getTestDb();
    const { ctx } = buildTestPromotionsContext(db);
    const member = (await identityRepository.findMemberByAccount(db, 'demo_player'))!;
    const rewards = createRewardsService(ctx);
    const pending = await rewards.list(member.id, { tab: 'PENDING', pageNo: 1, pageSize: 20 }, 'es');
    expect(pending).toMatchObject({ pendingCount: 2, pendingAmount: 103, unreadCount: 2 });
    const history = await rewards.list(member.id, { tab: 'HISTORY', pageNo: 1, pageSize: 20 }, 'es');
    expect(history.content).toMatchObject([{ title: 'Reembolso semanal', status: 'CLAIMED', amount: 12.5 }]);

    const raffles = await createRafflesService(ctx).list({ id: member.id, type: 0 }, 'es');
    const demo = raffles.raffles.find((raffle) => raffle.id === DEMO_RAFFLE_ID)!;
    // The seeded week of play (at least 10 + 10 + 20 + 50 + 5 + 20 + 10 + 5 = 130.00 of valid bet), one
    // draw per 25.00.
    expect(demo.title).toBe('Sorteo de la suerte');
    expect(demo.progress).toBeGreaterThanOrEqual(130);
    expect(demo.drawsAvailable).toBe(Math.floor(demo.progress / 25));
    expect(demo.prizes.map((prize) => prize.amount)).toEqual([1, 5, 20, 100, 888]);
  });
});
