import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from '@platform/contracts/lottery';
import { price, refusal, win, wins } from './testing';

/**
 * Hand-worked Vietnamese tickets. Unit price 1.00 = 100 minor units; default LOTT odds (decimals → the
 * ticket's thousandths). A win per occurrence = floor(units × odds‰ × 100 / 1000).
 */

/**
 * Miền Bắc, 27 numbers. Endings (last 2): 45 twice (ĐB and G2), 90, 10, 11…29 once each, 30 twice (G7),
 * 31, 33. ĐB 12345: last 3 = 345, last 4 = 2345, its last two 4 and 5 (sum 9).
 */
const MB: TLotteryResult = {
  kind: 'VN_MB',
  prizes: {
    DB: ['12345'],
    G1: ['67890'],
    G2: ['11145', '22210'],
    G3: ['30011', '30012', '30013', '30014', '30015', '30016'],
    G4: ['4017', '4018', '4019', '4020'],
    G5: ['5021', '5022', '5023', '5024', '5025', '5026'],
    G6: ['627', '628', '629'],
    G7: ['30', '31', '30', '33'],
  },
};

/** Miền Nam, 18 numbers: ending 56 four times (ĐB 123456, G6 7056, G7 856, G8 56). */
const MN: TLotteryResult = {
  kind: 'VN_MN',
  prizes: {
    DB: ['123456'],
    G1: ['11111'],
    G2: ['22222'],
    G3: ['33333', '44444'],
    G4: ['50001', '50002', '50003', '50004', '50005', '50006', '50007'],
    G5: ['6008'],
    G6: ['7009', '7010', '7056'],
    G7: ['856'],
    G8: ['56'],
  },
};

describe('lô', () => {
  it('LO2 in Bắc pays each occurrence: 45 drawn twice', () => {
    // units 3: per occurrence 3 × 99600 × 100 / 1000 = 29,880; twice = 59,760.
    expect(win('VNMB', { betType: 'LO2', picks: ['45'], units: 3 }, MB)).toBe(59_760n);
    expect(win('VNMB', { betType: 'LO2', picks: ['90'], units: 3 }, MB)).toBe(29_880n);
    expect(win('VNMB', { betType: 'LO2', picks: ['46'], units: 3 }, MB)).toBe(0n);
    // A G7 number is a lô too: 30 twice.
    expect(win('VNMB', { betType: 'LO2', picks: ['30'], units: 1 }, MB)).toBe(19_920n);
  });

  it('LO2 costs 27 unit prices per unit in Bắc, 18 in Nam; the potential is every number ending alike', () => {
    const [ticket] = price('VNMB', { betType: 'LO2', picks: ['45'], units: 3 });
    expect(ticket!.multiplier).toBe(27);
    expect(ticket!.cost).toBe(8_100n); // 3 × 27 × 100
    expect(ticket!.potentialWin).toBe(806_760n); // 27 × 29,880
    expect(ticket!.odds).toEqual([99_600]);
    const [nam] = price('VNMN', { betType: 'LO2', picks: ['56'], units: 1 });
    expect(nam!.cost).toBe(1_800n); // 1 × 18 × 100
    expect(nam!.potentialWin).toBe(179_280n); // 18 × 9,960
    // 56 four times in Nam: 4 × 9,960.
    expect(win('VNMN', { betType: 'LO2', picks: ['56'], units: 1 }, MN)).toBe(39_840n);
  });

  it('a lô line on N numbers is N tickets', () => {
    const tickets = price('VNMB', { betType: 'LO2', picks: ['45', '07', '90'], units: 2 });
    expect(tickets.map((t) => t.picks)).toEqual([['45'], ['07'], ['90']]);
    expect(tickets.every((t) => t.cost === 5_400n)).toBe(true); // 2 × 27 × 100 each
    expect(tickets.map((t) => t.exposure[0]!.number)).toEqual(['45', '07', '90']);
    // 45 twice (2 × 19,920), 07 never, 90 once.
    expect(wins('VNMB', { betType: 'LO2', picks: ['45', '07', '90'], units: 2 }, MB)).toEqual([
      39_840n,
      0n,
      19_920n,
    ]);
  });

  it('LO3 and LO4 look at numbers with that many digits (Bắc 23 / 20, Nam 17 / 16)', () => {
    // 345 once (ĐB): 1 × 980000 × 100 / 1000 = 98,000; 145 (G2) once; 627 (G6) once.
    expect(win('VNMB', { betType: 'LO3', picks: ['345'], units: 1 }, MB)).toBe(98_000n);
    expect(win('VNMB', { betType: 'LO3', picks: ['627'], units: 1 }, MB)).toBe(98_000n);
    expect(win('VNMB', { betType: 'LO3', picks: ['030'], units: 1 }, MB)).toBe(0n); // G7 has 2 digits
    expect(win('VNMB', { betType: 'LO4', picks: ['2345'], units: 1 }, MB)).toBe(950_000n);
    expect(price('VNMB', { betType: 'LO3', picks: ['345'], units: 1 })[0]!.cost).toBe(2_300n);
    expect(price('VNMB', { betType: 'LO4', picks: ['2345'], units: 1 })[0]!.cost).toBe(2_000n);
    expect(price('VNMT', { betType: 'LO3', picks: ['345'], units: 1 })[0]!.cost).toBe(1_700n);
    expect(price('VNMN', { betType: 'LO4', picks: ['3456'], units: 1 })[0]!.cost).toBe(1_600n);
    // Potential LO4 Bắc: 20 × 950,000.
    expect(price('VNMB', { betType: 'LO4', picks: ['2345'], units: 1 })[0]!.potentialWin).toBe(19_000_000n);
    expect(win('VNMN', { betType: 'LO4', picks: ['3456'], units: 1 }, MN)).toBe(950_000n);
  });
});

describe('xiên and lô trượt', () => {
  it('xiên wins once when every leg appears, loses with one leg missing', () => {
    // 30 → 30000‰: 1 × 30000 × 100 / 1000 = 3,000, paid once although 45 is drawn twice.
    expect(win('VNMB', { betType: 'XIEN2', picks: ['45', '90'], units: 1 }, MB)).toBe(3_000n);
    expect(win('VNMB', { betType: 'XIEN2', picks: ['45', '99'], units: 1 }, MB)).toBe(0n);
    expect(win('VNMB', { betType: 'XIEN3', picks: ['45', '33', '10'], units: 2 }, MB)).toBe(33_000n); // 2 × 16,500
    expect(win('VNMB', { betType: 'XIEN4', picks: ['45', '33', '10', '11'], units: 1 }, MB)).toBe(77_500n);
    expect(win('VNMB', { betType: 'XIEN4', picks: ['45', '33', '10', '98'], units: 1 }, MB)).toBe(0n);
    const [ticket] = price('VNMB', { betType: 'XIEN3', picks: ['45', '33', '10'], units: 2 });
    expect(ticket!.picks).toEqual(['10', '33', '45']);
    expect(ticket!.cost).toBe(200n); // multiplier 1
    expect(ticket!.potentialWin).toBe(33_000n);
    expect(ticket!.exposure).toEqual([{ number: '10-33-45', stake: 200n, payout: 33_000n }]);
  });

  it('lô trượt wins when none appears and loses when one does', () => {
    // TRUOT4 odds 2: 2000 × 100 / 1000 = 200 per unit.
    expect(win('VNMB', { betType: 'TRUOT4', picks: ['40', '41', '42', '43'], units: 1 }, MB)).toBe(200n);
    expect(win('VNMB', { betType: 'TRUOT4', picks: ['40', '41', '42', '45'], units: 1 }, MB)).toBe(0n);
    const eight = ['40', '41', '42', '43', '44', '46', '47', '48'];
    expect(win('VNMB', { betType: 'TRUOT8', picks: eight, units: 1 }, MB)).toBe(400n);
    expect(win('VNMB', { betType: 'TRUOT10', picks: [...eight, '49', '50'], units: 1 }, MB)).toBe(600n);
    expect(win('VNMB', { betType: 'TRUOT10', picks: [...eight, '49', '90'], units: 1 }, MB)).toBe(0n);
  });
});

describe('đề, đầu/đuôi, càng', () => {
  it('DE is the last two of ĐB', () => {
    expect(win('VNMB', { betType: 'DE', picks: ['45'], units: 1 }, MB)).toBe(9_900n); // 99 × 100
    expect(win('VNMB', { betType: 'DE', picks: ['90'], units: 1 }, MB)).toBe(0n);
    expect(win('VNMN', { betType: 'DE', picks: ['56'], units: 1 }, MN)).toBe(9_900n);
  });

  it('DE_DAU in Bắc: per G7 occurrence, 4 unit prices per unit; in Nam the G8 number', () => {
    // units 2: per occurrence 2 × 99000 × 100 / 1000 = 19,800; 30 is twice in G7 → 39,600.
    expect(win('VNMB', { betType: 'DE_DAU', picks: ['30'], units: 2 }, MB)).toBe(39_600n);
    expect(win('VNMB', { betType: 'DE_DAU', picks: ['31'], units: 2 }, MB)).toBe(19_800n);
    expect(win('VNMB', { betType: 'DE_DAU', picks: ['45'], units: 2 }, MB)).toBe(0n); // not a G7 number
    const [bac] = price('VNMB', { betType: 'DE_DAU', picks: ['30'], units: 2 });
    expect(bac!.cost).toBe(800n); // 2 × 4 × 100
    expect(bac!.potentialWin).toBe(79_200n); // 4 × 19,800
    const [nam] = price('VNMN', { betType: 'DE_DAU', picks: ['56'], units: 1 });
    expect(nam!.cost).toBe(100n);
    expect(nam!.potentialWin).toBe(9_900n);
    expect(win('VNMN', { betType: 'DE_DAU', picks: ['56'], units: 1 }, MN)).toBe(9_900n);
    expect(win('VNMN', { betType: 'DE_DAU', picks: ['08'], units: 1 }, MN)).toBe(0n);
  });

  it('DAU / DUOI: tens and units of ĐB’s last two (…45)', () => {
    // 9.94 → 9940‰ × 100 / 1000 = 994.
    expect(win('VNMB', { betType: 'DAU', picks: ['4'], units: 1 }, MB)).toBe(994n);
    expect(win('VNMB', { betType: 'DAU', picks: ['5'], units: 1 }, MB)).toBe(0n);
    expect(win('VNMB', { betType: 'DUOI', picks: ['5'], units: 1 }, MB)).toBe(994n);
    expect(wins('VNMB', { betType: 'DUOI', picks: ['4', '5'], units: 1 }, MB)).toEqual([0n, 994n]);
  });

  it('CANG3 / CANG4: last 3 / 4 of ĐB', () => {
    expect(win('VNMB', { betType: 'CANG3', picks: ['345'], units: 1 }, MB)).toBe(98_000n);
    expect(win('VNMB', { betType: 'CANG3', picks: ['145'], units: 1 }, MB)).toBe(0n); // a lô, not ĐB
    expect(win('VNMB', { betType: 'CANG4', picks: ['2345'], units: 1 }, MB)).toBe(920_000n); // 9200 × 100
    expect(win('VNMN', { betType: 'CANG4', picks: ['3456'], units: 1 }, MN)).toBe(920_000n);
  });
});

describe('tài / xỉu / chẵn / lẻ (sum of ĐB’s last two digits)', () => {
  it('…45: 4 + 5 = 9 → xỉu and lẻ', () => {
    // 1.997 → 1997‰: units 3 → 3 × 1997 × 100 / 1000 = 599.1 → 599.
    expect(win('VNMB', { betType: 'XIU', units: 3 }, MB)).toBe(599n);
    expect(win('VNMB', { betType: 'LE', units: 3 }, MB)).toBe(599n);
    expect(win('VNMB', { betType: 'TAI', units: 3 }, MB)).toBe(0n);
    expect(win('VNMB', { betType: 'CHAN', units: 3 }, MB)).toBe(0n);
    expect(win('VNMB', { betType: 'XIU', units: 1 }, MB)).toBe(199n); // 199.7 rounded down
  });

  it('…37: 3 + 7 = 10 → tài and chẵn (the sum’s parity, although 37 is odd)', () => {
    const result: TLotteryResult = { ...MB, prizes: { ...MB.prizes, DB: ['00037'] } } as TLotteryResult;
    expect(win('VNMB', { betType: 'TAI', units: 1 }, result)).toBe(199n);
    expect(win('VNMB', { betType: 'CHAN', units: 1 }, result)).toBe(199n);
    expect(win('VNMB', { betType: 'XIU', units: 1 }, result)).toBe(0n);
    expect(win('VNMB', { betType: 'LE', units: 1 }, result)).toBe(0n);
    const [ticket] = price('VNMB', { betType: 'TAI', units: 1 });
    expect(ticket!.exposure[0]!.number).toBe('TAI');
  });
});

describe('refusals', () => {
  it('refuses picks of the wrong length, out of range, repeated or of the wrong count', () => {
    expect(refusal('VNMB', { betType: 'LO2', picks: ['7'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO2', picks: ['100'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO2', picks: ['ab'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO2', picks: [], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO2', picks: ['12', '12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO3', picks: ['12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'XIEN2', picks: ['12', '12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'XIEN2', picks: ['12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'XIEN3', picks: ['12', '13', '14', '15'], units: 1 })).toEqual([
      'picks',
    ]);
    expect(refusal('VNMB', { betType: 'TRUOT4', picks: ['12', '13', '14'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'DAU', picks: ['12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'TAI', picks: ['12'], units: 1 })).toEqual(['picks']);
    expect(refusal('VNMB', { betType: 'LO2', picks: ['12'], units: 1 })).toBeNull();
  });

  it('refuses a type the game does not have, and a position on a type without one', () => {
    expect(refusal('VNMB', { betType: 'BIG', picks: ['1234'], units: 1 })).toEqual(['betType']);
    expect(refusal('VNMB', { betType: 'P5_DIGIT', picks: ['1'], position: 1, units: 1 })).toEqual([
      'betType',
    ]);
    expect(refusal('VNMB', { betType: 'LO2', picks: ['12'], position: 1, units: 1 })).toEqual(['position']);
    // The SEA table has no Vietnamese rows.
    expect(refusal('VNMB', { betType: 'LO2', picks: ['12'], units: 1 }, 'SEA')).toEqual(['betType']);
  });
});
