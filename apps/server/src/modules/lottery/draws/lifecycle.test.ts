import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseResult } from '../rules/fairness';
import { lotteryDraws } from '../tables';
import { createLotteryTestApp, runDrawsJob, sha256Hex } from '../testing';
import type { LotteryResultsProvider } from './results-provider';

// A future date keeps clear of the demo history in the test database. The tests share the file's
// database and each job run handles every draw due before its clock: they go forward in time. 2030-01-15 is a Tuesday;
// America/Mexico_City (the brand zone) is UTC−6: 12:00:30 UTC = 06:00:30 there.
const START = new Date('2030-01-15T12:00:30Z');

async function drawOf(db: Parameters<typeof runDrawsJob>[0]['ctx']['db'], gameCode: string, numero: string) {
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, numero)));
  return rows[0]!;
}

describe('the lottery-draws job', () => {
  it('creates a house draw, closes it at the cut-off and draws it from its committed seed', async () => {
    const t = await createLotteryTestApp({ at: START });
    const first = await runDrawsJob(t.lottery);
    // Every game's upcoming draws: house games three cycles each (7 games), official games a week.
    expect(first.created).toBeGreaterThan(7 * 3);
    // 06:00:30 sells draw 361 (06:01 = minute 361 of the day), closing 10 s before.
    const numero = '20300115-0361';
    let draw = await drawOf(t.db, 'VNFAST', numero);
    expect(draw).toMatchObject({ status: 'OPEN', vendor: 'TCG_LOTTO_VN', result: null });
    expect(draw.closesAt.toISOString()).toBe('2030-01-15T12:00:50.000Z');
    expect(draw.drawAt.toISOString()).toBe('2030-01-15T12:01:00.000Z');
    expect(draw.seedHash).toBe(sha256Hex(draw.seed!));
    // A second run creates nothing new (idempotent), even 30 s later.
    t.clock.set(new Date('2030-01-15T12:00:49.999Z'));
    expect((await runDrawsJob(t.lottery)).created).toBe(0);
    expect((await drawOf(t.db, 'VNFAST', numero)).status).toBe('OPEN');

    t.clock.set(new Date('2030-01-15T12:00:50Z'));
    await runDrawsJob(t.lottery);
    expect((await drawOf(t.db, 'VNFAST', numero)).status).toBe('CLOSED');

    t.clock.set(new Date('2030-01-15T12:01:00Z'));
    await runDrawsJob(t.lottery);
    draw = await drawOf(t.db, 'VNFAST', numero);
    // House draws settle at once (no tickets here: settled in the same run).
    expect(['DRAWN', 'SETTLED']).toContain(draw.status);
    expect(draw.resultSource).toBe('HOUSE');
    expect(draw.drawnAt?.toISOString()).toBe('2030-01-15T12:01:00.000Z');
    expect(sha256Hex(draw.seed!)).toBe(draw.seedHash);
    expect(draw.result).toEqual(await houseResult('VN_FAST', draw.seed!, drawKeyOf('VNFAST', numero)));
    // The next cycle is selling.
    expect((await drawOf(t.db, 'VNFAST', '20300115-0362')).status).toBe('OPEN');
  });

  it('draws an official draw through the sandbox provider and settles it only after the delay', async () => {
    // Tuesday 2030-01-15 18:00 Mexico City: Miền Bắc draws at 18:15 (00:15 UTC), sales closed at 18:00.
    const t = await createLotteryTestApp({ at: new Date('2030-01-15T23:59:00Z') });
    await runDrawsJob(t.lottery);
    let draw = await drawOf(t.db, 'VNMB', '20300115');
    expect(draw.status).toBe('OPEN');
    expect(draw.closesAt.toISOString()).toBe('2030-01-16T00:00:00.000Z');
    t.clock.set(new Date('2030-01-16T00:00:00Z'));
    await runDrawsJob(t.lottery);
    expect((await drawOf(t.db, 'VNMB', '20300115')).status).toBe('CLOSED');

    t.clock.set(new Date('2030-01-16T00:15:00Z'));
    await runDrawsJob(t.lottery);
    draw = await drawOf(t.db, 'VNMB', '20300115');
    expect(draw).toMatchObject({ status: 'DRAWN', resultSource: 'PROVIDER' });
    expect(draw.result).toEqual(await houseResult('VN_MB', draw.seed!, drawKeyOf('VNMB', '20300115')));

    // officialSettleDelayMinutes = 10 (default): not before 00:25.
    t.clock.set(new Date('2030-01-16T00:24:59Z'));
    await runDrawsJob(t.lottery);
    expect((await drawOf(t.db, 'VNMB', '20300115')).status).toBe('DRAWN');
    t.clock.set(new Date('2030-01-16T00:25:00Z'));
    await runDrawsJob(t.lottery);
    expect((await drawOf(t.db, 'VNMB', '20300115')).status).toBe('SETTLED');
  });

  it('leaves an official draw CLOSED while the provider has nothing or answers a wrong shape', async () => {
    let answer: 'none' | 'wrong' = 'none';
    const results: LotteryResultsProvider = {
      name: 'test',
      fetch: async () => (answer === 'none' ? null : { kind: 'VN_MB', prizes: { DB: ['12345'] } }), // 1 of 27 numbers
    };
    const t = await createLotteryTestApp({ at: new Date('2030-01-17T23:59:00Z'), results });
    await runDrawsJob(t.lottery);
    t.clock.set(new Date('2030-01-18T00:15:00Z'));
    await runDrawsJob(t.lottery);
    expect((await drawOf(t.db, 'VNMB', '20300117')).status).toBe('CLOSED');
    answer = 'wrong';
    await runDrawsJob(t.lottery);
    const draw = await drawOf(t.db, 'VNMB', '20300117');
    expect(draw.status).toBe('CLOSED');
    expect(draw.result).toBeNull();
  });
  it('does not backfill cycles that passed while stopped', async () => {
    const t = await createLotteryTestApp({ at: new Date('2030-01-20T12:00:30Z') });
    await runDrawsJob(t.lottery);
    t.clock.set(new Date('2030-01-20T13:00:30Z'));
    await runDrawsJob(t.lottery);
    const rows = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameCode, 'VNFAST'));
    const numeros = rows.map((row) => row.numero).filter((n) => n.startsWith('20300120-'));
    // 06:00:30 → 0361…0363; 07:00:30 → 0421…0423; nothing in between.
    expect(numeros.sort()).toEqual([
      '20300120-0361',
      '20300120-0362',
      '20300120-0363',
      '20300120-0421',
      '20300120-0422',
      '20300120-0423',
    ]);
    // The draws left open while stopped are closed and drawn late.
    const late = rows.find((row) => row.numero === '20300120-0363')!;
    expect(['DRAWN', 'SETTLED']).toContain(late.status);
  });
});
