import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/app';
import { houseResult, newSeed } from '../rules/fairness';
import { lotteryDraws } from '../tables';
import { createLotteryTestApp, createOpenDraw, newOperatorHeaders, runDrawsJob } from '../testing';

// The tests share the file's database and go forward in time (a job run handles every draw due before its
// clock), a week apart. `setup(day)`: Tuesday `day` 17:00 Mexico City (23:00 UTC, UTC−6), when Tuesday's
// Miền Nam draws (16:15) are past their time.
async function setup(day: string) {
  const t = await createLotteryTestApp({ at: new Date(`${day}T23:00:00Z`) });
  // Tuesday's first Miền Nam province (Bến Tre), closed, the provider silent.
  const draw = await createOpenDraw(t.ctx, 'VNMN', { at: new Date(`${day}T21:00:00Z`), status: 'CLOSED' });
  const a = await newOperatorHeaders(t.app);
  const b = await newOperatorHeaders(t.app);
  const result = await houseResult('VN_MN', newSeed(), drawKeyOf('VNMN', draw.numero));
  const enter = (headers: object, body: unknown, drawId = String(draw.id)) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/lottery/draws/${drawId}/results`,
      headers: headers as Record<string, string>,
      payload: { result: body },
    });
  const confirm = (headers: object, drawId = String(draw.id)) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/lottery/draws/${drawId}/results/confirm`,
      headers: headers as Record<string, string>,
    });
  return { t, draw, a, b, result, enter, confirm };
}

describe('operator results (two operators)', () => {
  it('stores an entry, refuses its author’s confirmation and applies another operator’s', async () => {
    const { t, draw, a, b, result, enter, confirm } = await setup('2030-02-05');
    expect(draw.numero).toBe('20300205-BTR');
    const entered = await enter(a, result);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value).toMatchObject({ status: 'CLOSED', pendingEntry: { result } });

    const same = await confirm(a);
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('LOTTERY_SAME_OPERATOR');

    t.clock.advance(60_000);
    const confirmed = await confirm(b);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: 'DRAWN',
      resultSource: 'OPERATOR',
      result,
      pendingEntry: null,
      drawnAt: '2030-02-05T23:01:00.000Z',
    });
    const again = await confirm(b);
    expect(again.json().code).toBe('LOTTERY_RESULT_NOT_PENDING');

    const audit = await t.db.execute<{ action: string; actor: string }>(
      sql`select action, actor from audit_log where target = ${`lottery-draw:${draw.id}`} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['lottery.result.enter', 'lottery.result.confirm']);
    expect(audit.rows[0]!.actor).not.toBe(audit.rows[1]!.actor);
  });

  it('a new entry supersedes the pending one; a correction of a drawn draw restarts the settle delay', async () => {
    const { t, draw, a, b, result, enter, confirm } = await setup('2030-02-12');
    const other = await houseResult('VN_MN', newSeed(), 'x');
    expect((await enter(a, other)).statusCode).toBe(200);
    expect((await enter(b, result)).statusCode).toBe(200);
    // b entered last: a confirms b's result.
    expect((await confirm(b)).json().code).toBe('LOTTERY_SAME_OPERATOR');
    expect((await confirm(a)).json().value).toMatchObject({ status: 'DRAWN', result });

    // Corrected 5 minutes later (still before the 10-minute delay): drawn_at moves on.
    t.clock.advance(5 * 60_000);
    expect((await enter(a, other)).statusCode).toBe(200);
    expect((await confirm(b)).json().value).toMatchObject({
      result: other,
      drawnAt: '2030-02-12T23:05:00.000Z',
    });
    t.clock.advance(9 * 60_000);
    await runDrawsJob(t.lottery);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(row!.status).toBe('DRAWN');
  });

  it('refuses wrong shapes, house draws, open draws, settled draws and unknown draws', async () => {
    const { t, draw, a, result, enter } = await setup('2030-02-26');
    const mbShaped = await houseResult('VN_MB', newSeed(), 'x');
    const invalid = await enter(a, mbShaped);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('LOTTERY_RESULT_INVALID');

    const house = await createOpenDraw(t.ctx, 'VNFAST', {
      at: new Date('2030-02-26T22:00:30Z'),
      status: 'CLOSED',
    });
    const houseEntry = await enter(a, await houseResult('VN_FAST', newSeed(), 'x'), String(house.id));
    expect(houseEntry.json().code).toBe('LOTTERY_DRAW_NOT_CHANGEABLE');

    const open = await createOpenDraw(t.ctx, 'VNMN'); // Wednesday's, selling now
    expect(open.status).toBe('OPEN');
    expect((await enter(a, result, String(open.id))).json().code).toBe('LOTTERY_DRAW_NOT_CHANGEABLE');

    await t.db.update(lotteryDraws).set({ status: 'SETTLED' }).where(eq(lotteryDraws.id, draw.id));
    expect((await enter(a, result)).json().code).toBe('LOTTERY_DRAW_NOT_CHANGEABLE');
    const unknown = await enter(a, result, '999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LOTTERY_DRAW_NOT_FOUND');
  });
});

describe('operator draws and settings', () => {
  it('lists draws by game and status, the seed hidden until drawn', async () => {
    const t = await createLotteryTestApp({ at: new Date('2030-03-12T23:00:00Z') });
    await runDrawsJob(t.lottery);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/admin-api/lottery/draws?gameCode=LOTTK3&status=OPEN',
      headers: operatorHeaders,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { list, total } = reply.json().value;
    expect(total).toBe(3);
    expect(list[0]).toMatchObject({ gameCode: 'LOTTK3', status: 'OPEN', seed: null, tickets: 0 });
    expect(list[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads and replaces the settings (audited)', async () => {
    // Last: the changed cut-off stays in the file's database.
    const t = await createLotteryTestApp({ at: new Date('2030-03-19T23:00:00Z') });
    const get = await t.app.inject({
      method: 'GET',
      url: '/admin-api/lottery/settings',
      headers: operatorHeaders,
    });
    expect(get.statusCode).toBe(200);
    const settings = get.json().value;
    expect(settings.houseCutoffSeconds).toBe(10);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/lottery/settings',
      headers: operatorHeaders,
      payload: { ...settings, houseCutoffSeconds: 20 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.ctx.settings.get()).houseCutoffSeconds).toBe(20);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/lottery/settings',
      headers: operatorHeaders,
      payload: { ...settings, houseCutoffSeconds: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t.db.execute(sql`select 1 from audit_log where action = 'lottery.settings.settings'`);
    expect(audit.rows).toHaveLength(1);
  });
});
