import { describe, expect, it } from 'vitest';
import { lotteryGame } from './definitions';
import { drawSellingAt, pastDraws, upcomingDraws } from './schedule';

// America/Mexico_City is UTC−6 all year (no daylight saving since 2022): brand midnight = 06:00 UTC.
const options = { timeZone: 'America/Mexico_City', houseCutoffSeconds: 10, officialCutoffMinutes: 15 };
const game = (code: string) => lotteryGame(code)!;
const iso = (date: Date) => date.toISOString();

describe('house games', () => {
  it('numbers a 1-minute game’s draws by the brand-zone day; the 24:00 draw is the day’s last', () => {
    // 2026-11-27 23:58:30 Mexico City = 2026-11-28 05:58:30 UTC.
    const draws = upcomingDraws(game('VNFAST'), new Date('2026-11-28T05:58:30Z'), options);
    expect(draws.map((d) => [d.numero, iso(d.opensAt), iso(d.closesAt), iso(d.drawAt)])).toEqual([
      // 23:59 is draw 1439 (23·60 + 59); 24:00 (= next day 00:00) is draw 1440 of the 27th.
      ['20261127-1439', '2026-11-28T05:58:00.000Z', '2026-11-28T05:58:50.000Z', '2026-11-28T05:59:00.000Z'],
      ['20261127-1440', '2026-11-28T05:59:00.000Z', '2026-11-28T05:59:50.000Z', '2026-11-28T06:00:00.000Z'],
      ['20261128-0001', '2026-11-28T06:00:00.000Z', '2026-11-28T06:00:50.000Z', '2026-11-28T06:01:00.000Z'],
    ]);
    expect(draws.every((d) => d.vendor === 'TCG_LOTTO_VN' && d.province === null)).toBe(true);
  });

  it('at a draw time exactly, the selling draw is the next one', () => {
    const at = new Date('2026-11-28T06:00:00Z');
    expect(drawSellingAt(game('VNFAST'), at, options).numero).toBe('20261128-0001');
    // 5-minute game: 00:00–00:05 sells draw 1; 288 draws a day.
    expect(drawSellingAt(game('LOTT5D'), at, options).numero).toBe('20261128-0001');
    expect(drawSellingAt(game('LOTT5D'), new Date('2026-11-28T05:57:00Z'), options).numero).toBe(
      '20261127-0288',
    );
  });

  it('lists past cycles newest first, across midnight', () => {
    const past = pastDraws(game('LOTTK3'), new Date('2026-11-28T06:04:00Z'), options, 3);
    // 00:04 → draws at 00:03 (0001), 00:00 (the 27th's 0480 = 1440/3), 23:57 (0479).
    expect(past.map((d) => d.numero)).toEqual(['20261128-0001', '20261127-0480', '20261127-0479']);
    expect(iso(past[1]!.drawAt)).toBe('2026-11-28T06:00:00.000Z');
  });
});

describe('official games', () => {
  it('Miền Nam on a Saturday draws four provinces incl. TP.HCM at 16:15 brand time', () => {
    // Friday 2026-11-27 20:00 Mexico City; Saturday 28 16:15 = 22:15 UTC.
    const draws = upcomingDraws(game('VNMN'), new Date('2026-11-28T02:00:00Z'), options, {
      officialDays: 1.5,
    });
    const saturday = draws.filter((d) => d.numero.startsWith('20261128'));
    expect(saturday.map((d) => [d.numero, d.province])).toEqual([
      ['20261128-HCM', 'TP.HCM'],
      ['20261128-LA', 'Long An'],
      ['20261128-BP', 'Bình Phước'],
      ['20261128-HG', 'Hậu Giang'],
    ]);
    const first = saturday[0]!;
    expect(iso(first.drawAt)).toBe('2026-11-28T22:15:00.000Z');
    expect(iso(first.closesAt)).toBe('2026-11-28T22:00:00.000Z'); // 15 minutes before
    expect(iso(first.opensAt)).toBe('2026-11-27T22:15:00.000Z'); // Friday's draw time
  });

  it('4D draws only Wednesday, Saturday and Sunday; Miền Bắc every day', () => {
    // From Monday 2026-11-23 00:00 Mexico City, 7 days.
    const from = new Date('2026-11-23T06:00:00Z');
    const magnum = upcomingDraws(game('MAGNUM'), from, options).map((d) => d.numero);
    expect(magnum).toEqual(['20261125', '20261128', '20261129']);
    const weekdays = upcomingDraws(game('SG4D'), from, options).map((d) => d.drawAt.getUTCDay());
    expect(weekdays).toEqual([4, 0, 1]); // 18:30 Mexico City = 00:30 UTC the next day
    const mb = upcomingDraws(game('VNMB'), from, options);
    expect(mb).toHaveLength(7);
    expect(mb[0]!.numero).toBe('20261123');
    // Wednesday's 4D opens at Sunday's draw time.
    expect(iso(upcomingDraws(game('MAGNUM'), from, options)[0]!.opensAt)).toBe('2026-11-23T01:00:00.000Z');
  });

  it('lists the last draw days with every province', () => {
    // Saturday 2026-11-28 17:00 Mexico City: Saturday's draw (16:15) already happened.
    const past = pastDraws(game('VNMN'), new Date('2026-11-28T23:00:00Z'), options, 2);
    expect(past.map((d) => d.numero)).toEqual([
      '20261128-HCM',
      '20261128-LA',
      '20261128-BP',
      '20261128-HG',
      '20261127-VL',
      '20261127-BD',
      '20261127-TV',
    ]);
  });
});
