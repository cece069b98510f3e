import { ZOperatorRaffleInputSchema } from '@platform/contracts/raffles';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../../../test/app';
import { createTestClock, createTestMember } from '../../identity/testing';
import { buildTestPromotionsContext } from '../rewards/testing';
import { createRafflesService } from './service';
import { insertCreditedDeposit, raffleBody } from './testing';

const author = { actor: 'operator:test', requestId: null };

async function setup() {
  const clock = createTestClock(new Date('2026-05-05T12:00:00Z'));
  const { ctx, events } = buildTestPromotionsContext(await getTestDb(), clock);
  return { clock, events, raffles: createRafflesService(ctx) };
}

describe('the lucky draw service', () => {
  it('tells the member’s pages after a credited deposit while a deposit raffle is open', async () => {
    const { clock, events, raffles } = await setup();
    const member = await createTestMember(await getTestDb());
    await raffles.afterDeposit(member.id);
    // No deposit raffle open yet at this (test) time: nothing sent.
    expect(events.filter((event) => event.memberId === member.id)).toEqual([]);
    await raffles.create(
      ZOperatorRaffleInputSchema.parse(raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }])),
      author,
    );
    await raffles.afterDeposit(member.id);
    expect(events.filter((event) => event.memberId === member.id)).toEqual([
      { memberId: member.id, event: { type: 'promotions', part: 'raffles' } },
    ]);
  });

  it('keeps a raffle for the member types it names', async () => {
    const { clock, raffles } = await setup();
    const db = await getTestDb();
    const agentsOnly = await raffles.create(
      ZOperatorRaffleInputSchema.parse({
        ...raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }]),
        memberTypes: [1],
      }),
      author,
    );
    const player = await createTestMember(db);
    await insertCreditedDeposit(db, player.id, 20_000n, new Date(clock.now().getTime() - 60_000));
    const listed = await raffles.list({ id: player.id, type: 0 }, 'es');
    expect(listed.raffles.map((raffle) => raffle.id)).not.toContain(agentsOnly.id);
    await expect(raffles.claim({ id: player.id, type: 0 }, agentsOnly.id, 'es')).rejects.toMatchObject({
      code: 'RAFFLE_NOT_FOUND',
    });
    const agent = await createTestMember(db, { type: 1 });
    await insertCreditedDeposit(db, agent.id, 20_000n, new Date(clock.now().getTime() - 60_000));
    const forAgent = await raffles.list({ id: agent.id, type: 1 }, 'es');
    expect(forAgent.raffles.find((raffle) => raffle.id === agentsOnly.id)?.drawsAvailable).toBe(2);
  });

  it('refuses a draw outside the raffle’s window', async () => {
    const { clock, raffles } = await setup();
    const db = await getTestDb();
    const raffle = await raffles.create(
      ZOperatorRaffleInputSchema.parse(raffleBody(clock.now(), [{ amount: 1, weight: 1, stock: null }])),
      author,
    );
    const player = await createTestMember(db);
    await insertCreditedDeposit(db, player.id, 20_000n, new Date(clock.now().getTime() - 60_000));
    clock.advance(2 * 86_400_000);
    await expect(raffles.claim({ id: player.id, type: 0 }, raffle.id, 'es')).rejects.toMatchObject({
      code: 'PROMOTION_NOT_OPEN',
    });
  });
});
