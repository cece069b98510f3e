import { describe, expect, it } from 'vitest';
import {
  ZLotteryBetTypeInfoSchema,
  ZLotterySettingsSchema,
  type TLotteryBetType,
  type TLotteryResult,
} from '@platform/contracts/lottery';
import { LOTTERY_GAMES } from '../games/definitions';
import { DEFAULT_LOTTERY_SETTINGS } from '../settings';
import { houseResult } from './fairness';
import { betTypesOf, betTypesOfKind, priceLine, settleTicket } from './lines';
import { DEFAULT_ODDS } from './odds.defaults';
import { pairsWithSum } from './race-10';
import { game, UNIT_PRICE, type LineInput } from './testing';

describe('the default odds', () => {
  it('price every bet type of every game in every prize mode it is offered in', () => {
    for (const def of LOTTERY_GAMES) {
      for (const mode of def.prizeModes) {
        const offered = betTypesOf(def, DEFAULT_ODDS[mode]).map((info) => info.betType);
        expect(offered, `${def.gameCode} ${mode}`).toEqual(betTypesOfKind(def));
      }
    }
    expect(betTypesOfKind(game('VNMB'))).toHaveLength(19);
    expect(betTypesOfKind(game('MAGNUM'))).toHaveLength(6);
    expect(betTypesOfKind(game('E5D'))).toHaveLength(7);
    expect(betTypesOfKind(game('EK3'))).toHaveLength(5);
    expect(betTypesOfKind(game('EPK10'))).toHaveLength(4);
  });

  it('fit the settings schema (decimals, rows of at most 8)', () => {
    expect(ZLotterySettingsSchema.parse(DEFAULT_LOTTERY_SETTINGS).odds).toEqual(DEFAULT_ODDS);
  });

  it('ZY is every LOTT figure 1 % lower, down to the thousandth', () => {
    expect(DEFAULT_ODDS.ZY.LO2).toEqual([98.604]); // 99600 × 0.99 = 98604
    expect(DEFAULT_ODDS.ZY.TAI).toEqual([1.977]); // 1997 × 0.99 = 1977.03
    expect(DEFAULT_ODDS.ZY.K3_TRIPLE).toEqual([178.2]);
    expect(Object.keys(DEFAULT_ODDS.ZY).sort()).toEqual(Object.keys(DEFAULT_ODDS.LOTT).sort());
  });

  it('sum odds are 97.5 % of the fair odds over the 216 throws and the 90 ordered pairs', () => {
    const ways = new Map<number, number>();
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1)
        for (let c = 1; c <= 6; c += 1) ways.set(a + b + c, (ways.get(a + b + c) ?? 0) + 1);
    const dice = [3, 4, 5, 6, 7, 8, 9, 10].map((sum) => Math.floor((216 / ways.get(sum)!) * 97.5) / 100);
    expect(DEFAULT_ODDS.LOTT.K3_SUM).toEqual(dice);
    const race = [2, 4, 6, 8, 10].map((pairs) => Math.floor((90 / pairs) * 97.5) / 100);
    expect(DEFAULT_ODDS.LOTT.R10_SUM12).toEqual(race);
    let total = 0;
    for (let sum = 3; sum <= 19; sum += 1) total += pairsWithSum(sum);
    expect(total).toBe(90);
  });
});

describe('betTypesOf', () => {
  it('describes the slip: multiplier, odds as decimals, tables, most occurrences', () => {
    const vn = betTypesOf(game('VNMB'), DEFAULT_ODDS.LOTT);
    for (const info of vn) ZLotteryBetTypeInfoSchema.parse(info);
    expect(vn.find((i) => i.betType === 'LO2')).toEqual({
      betType: 'LO2',
      picks: { min: 1, max: 100, digits: 2 },
      position: null,
      multiplier: 27,
      odds: 99.6,
      maxHits: 27,
    });
    expect(vn.find((i) => i.betType === 'XIEN3')?.picks).toEqual({ min: 3, max: 3, digits: 2 });
    expect(betTypesOf(game('VNMN'), DEFAULT_ODDS.LOTT).find((i) => i.betType === 'DE_DAU')).toMatchObject({
      multiplier: 1,
      maxHits: 1,
    });
    const sea = betTypesOf(game('MAGNUM'), DEFAULT_ODDS.SEA);
    expect(sea.find((i) => i.betType === 'BIG')).toMatchObject({
      odds: 2500,
      table: [2500, 1000, 500, 180, 60],
    });
    expect(sea.find((i) => i.betType === 'IBOX_BIG')?.tables?.['12']).toEqual([209, 84, 42, 15, 5]);
    expect(sea.find((i) => i.betType === 'ROLL_SMALL')).toMatchObject({ multiplier: 10, odds: 3500 });
    const k3 = betTypesOf(game('LOTTK3'), DEFAULT_ODDS.LOTT).find((i) => i.betType === 'K3_SUM');
    expect(k3?.tables?.['3']).toEqual([210.6]);
    expect(k3?.tables?.['11']).toEqual([7.8]);
    const r10 = betTypesOf(game('LOTTPK10'), DEFAULT_ODDS.LOTT).find((i) => i.betType === 'R10_DT');
    expect(r10?.position).toEqual({ min: 1, max: 5 });
    // A table without a type's row hides it.
    const { LO2: _dropped, ...withoutLo2 } = DEFAULT_ODDS.LOTT;
    expect(betTypesOf(game('VNMB'), withoutLo2).some((i) => i.betType === 'LO2')).toBe(false);
  });
});

/** A sample line of every bet type (picks chosen to hit often on the extreme results below). */
const SAMPLES: Partial<Record<TLotteryBetType, LineInput>> = {
  LO2: { betType: 'LO2', picks: ['45'], units: 2 },
  LO3: { betType: 'LO3', picks: ['345'], units: 1 },
  LO4: { betType: 'LO4', picks: ['2345'], units: 1 },
  XIEN2: { betType: 'XIEN2', picks: ['45', '12'], units: 1 },
  XIEN3: { betType: 'XIEN3', picks: ['45', '12', '07'], units: 1 },
  XIEN4: { betType: 'XIEN4', picks: ['45', '12', '07', '99'], units: 1 },
  DE: { betType: 'DE', picks: ['45'], units: 1 },
  DE_DAU: { betType: 'DE_DAU', picks: ['45'], units: 3 },
  DAU: { betType: 'DAU', picks: ['4'], units: 1 },
  DUOI: { betType: 'DUOI', picks: ['5'], units: 1 },
  CANG3: { betType: 'CANG3', picks: ['345'], units: 1 },
  CANG4: { betType: 'CANG4', picks: ['2345'], units: 1 },
  TRUOT4: { betType: 'TRUOT4', picks: ['01', '02', '03', '04'], units: 1 },
  TRUOT8: { betType: 'TRUOT8', picks: ['01', '02', '03', '04', '05', '06', '07', '08'], units: 1 },
  TRUOT10: {
    betType: 'TRUOT10',
    picks: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
    units: 1,
  },
  TAI: { betType: 'TAI', units: 1 },
  XIU: { betType: 'XIU', units: 1 },
  CHAN: { betType: 'CHAN', units: 1 },
  LE: { betType: 'LE', units: 1 },
  BIG: { betType: 'BIG', picks: ['2345'], units: 1 },
  SMALL: { betType: 'SMALL', picks: ['2345'], units: 1 },
  IBOX_BIG: { betType: 'IBOX_BIG', picks: ['2345'], units: 1 },
  IBOX_SMALL: { betType: 'IBOX_SMALL', picks: ['2234'], units: 1 },
  ROLL_BIG: { betType: 'ROLL_BIG', picks: ['23R5'], units: 1 },
  ROLL_SMALL: { betType: 'ROLL_SMALL', picks: ['R345'], units: 1 },
  P5_DIGIT: { betType: 'P5_DIGIT', picks: ['5'], position: 2, units: 1 },
  P5_BSOE: { betType: 'P5_BSOE', picks: ['BIG'], position: 1, units: 1 },
  P5_STRAIGHT3: { betType: 'P5_STRAIGHT3', picks: ['555'], position: 2, units: 1 },
  P5_GROUP3: { betType: 'P5_GROUP3', picks: ['455'], position: 3, units: 1 },
  P5_GROUP6: { betType: 'P5_GROUP6', picks: ['345'], position: 3, units: 1 },
  P5_STRAIGHT2: { betType: 'P5_STRAIGHT2', picks: ['55'], units: 1 },
  P5_SUM: { betType: 'P5_SUM', picks: ['BIG'], units: 1 },
  K3_SUM: { betType: 'K3_SUM', picks: ['10'], units: 1 },
  K3_TRIPLE: { betType: 'K3_TRIPLE', picks: ['5'], units: 1 },
  K3_ANY_TRIPLE: { betType: 'K3_ANY_TRIPLE', units: 1 },
  K3_PAIR: { betType: 'K3_PAIR', picks: ['5'], units: 1 },
  K3_BSOE: { betType: 'K3_BSOE', picks: ['EVEN'], units: 1 },
  R10_POS: { betType: 'R10_POS', picks: ['5'], position: 5, units: 1 },
  R10_BSOE: { betType: 'R10_BSOE', picks: ['ODD'], position: 2, units: 1 },
  R10_DT: { betType: 'R10_DT', picks: ['DRAGON'], position: 3, units: 1 },
  R10_SUM12: { betType: 'R10_SUM12', picks: ['11'], units: 1 },
};

describe('the potential win', () => {
  it('is never passed on random results of every game and mode, and is reached on the extreme ones', async () => {
    for (const def of LOTTERY_GAMES) {
      const results: TLotteryResult[] = [];
      for (let i = 0; i < 60; i += 1) {
        results.push(await houseResult(def.kind, i.toString(16).padStart(64, '0'), `${def.gameCode}:${i}`));
      }
      const extreme = extremeResult(def.kind);
      if (extreme) results.push(extreme);
      for (const mode of def.prizeModes) {
        for (const betType of betTypesOfKind(def)) {
          const line = SAMPLES[betType]!;
          const [ticket] = priceLine(def, { picks: [], ...line }, DEFAULT_ODDS[mode], UNIT_PRICE);
          let most = 0n;
          for (const result of results) {
            const won = settleTicket(def, { ...ticket!, unitPrice: UNIT_PRICE }, result);
            expect(won, `${def.gameCode} ${mode} ${betType}`).toBeLessThanOrEqual(ticket!.potentialWin);
            if (won > most) most = won;
          }
          if (extreme && REACHED.has(betType)) {
            expect(most, `${def.gameCode} ${mode} ${betType} reached`).toBe(ticket!.potentialWin);
          }
        }
      }
    }
  });
});

/** Bet types whose potential the extreme results reach. */
const REACHED = new Set<TLotteryBetType>([
  'LO2',
  'LO3',
  'LO4',
  'DE',
  'DE_DAU',
  'CANG3',
  'CANG4',
  'DAU',
  'DUOI',
]);

/** Vietnamese results whose every number ends in …2345 / 45 (the best case of a lô on 45). */
function extremeResult(kind: TLotteryResult['kind']): TLotteryResult | null {
  const fill = (count: number, digits: number) =>
    Array.from({ length: count }, () => '0000012345'.slice(-digits));
  if (kind === 'VN_MB' || kind === 'VN_FAST') {
    return {
      kind,
      prizes: {
        DB: fill(1, 5),
        G1: fill(1, 5),
        G2: fill(2, 5),
        G3: fill(6, 5),
        G4: fill(4, 4),
        G5: fill(6, 4),
        G6: fill(3, 3),
        G7: fill(4, 2),
      },
    };
  }
  if (kind === 'VN_MN' || kind === 'VN_MT') {
    return {
      kind,
      prizes: {
        DB: fill(1, 6),
        G1: fill(1, 5),
        G2: fill(1, 5),
        G3: fill(2, 5),
        G4: fill(7, 5),
        G5: fill(1, 4),
        G6: fill(3, 4),
        G7: fill(1, 3),
        G8: fill(1, 2),
      },
    };
  }
  return null;
}
