import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { balanceOf, expectLedgerClean, requestId } from '../../wallet/testing';
import { lotteryDraws, lotteryTickets } from '../tables';
import { createFundedMember, createLotteryTestApp, createOpenDraw, runDrawsJob } from '../testing';

// A future date keeps clear of the demo history in the test database (2030-04-02 06:00:30 Mexico City).
const NOW = new Date('2030-04-02T12:00:30Z');

describe('operator void', () => {
  it('voids an open draw with a ticket: the stake comes back once; settled draws cannot be voided', async () => {
    const t = await createLotteryTestApp({ at: NOW });
    const draw = await createOpenDraw(t.ctx, 'VNFAST');
    const player = await createFundedMember(t, 100);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/wps/lottery/tickets',
      headers: player.headers,
      payload: {
        requestId: requestId('buy'),
        drawId: String(draw.id),
        prizeMode: 'LOTT',
        lines: [{ betType: 'DE', picks: ['07'], units: 5 }],
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // Đề: 5 units × multiplier 1 × 1.00 = 5.00; 100 − 5 = 95.
    expect((await balanceOf(t.app, player)).balance).toBe(95);

    const voidIt = (drawId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/lottery/draws/${drawId}/void`,
        headers: operatorHeaders,
        payload: { reason: 'feed outage' },
      });
    const voided = await voidIt(String(draw.id));
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({ status: 'VOID', voidReason: 'feed outage', tickets: 1 });
    expect((await balanceOf(t.app, player)).balance).toBe(100);
    const tickets = await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(tickets.map((ticket) => ticket.status)).toEqual(['VOID']);
    // Again: nothing more comes back.
    expect((await voidIt(String(draw.id))).statusCode).toBe(200);
    expect((await balanceOf(t.app, player)).balance).toBe(100);
    await expectLedgerClean(t.db);

    // A void draw is never drawn by the job.
    t.clock.advance(60_000);
    await runDrawsJob(t.lottery);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(row).toMatchObject({ status: 'VOID', result: null });

    // The next cycle's draw, drawn and settled by the job: refused.
    const next = await t.db.execute<{ id: string | number }>(
      sql`select id from lottery_draws where game_code = 'VNFAST' and status = 'SETTLED'
        and draw_at <= ${t.clock.now().toISOString()}::timestamptz order by draw_at desc limit 1`,
    );
    const settled = await voidIt(String(next.rows[0]!.id));
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('LOTTERY_DRAW_NOT_CHANGEABLE');
    const audit = await t.db.execute(
      sql`select 1 from audit_log where action = 'lottery.draw.void' and target = ${`lottery-draw:${draw.id}`}`,
    );
    expect(audit.rows).toHaveLength(2);
  });
});
