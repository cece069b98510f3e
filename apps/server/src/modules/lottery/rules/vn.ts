import { VN_PRIZES, type TLotteryBetType, type TLotteryResult } from '@platform/contracts/lottery';
import type { LotteryGameDef } from '../games/definitions';
import { digitsPick, rowAt, single, times, type Family, type TicketPicks, type TypeRule } from './common';

/**
 * Vietnamese bet types (lottery.md "Bet types"), for the Miền Bắc structure (VN_MB and the house-drawn
 * VN_FAST: 27 numbers, ĐB … G7) and the Nam/Trung one (VN_MN, VN_MT: 18 numbers, ĐB … G8). Decisions
 * where lottery.md is silent:
 * - "lô" (a number appearing "as a lô") = the last 2 digits of any of the drawn numbers.
 * - LO2/LO3/LO4 pay once per occurrence; their most occurrences = how many drawn numbers have at least
 *   that many digits (Bắc 27 / 23 / 20, Nam-Trung 18 / 17 / 16 — the stake multipliers), the bound of the
 *   potential win (one ending could be all of them).
 * - Xiên pays its odds once when every leg appears (however often); lô trượt pays once when none does.
 *   Both take exactly 2/3/4 (4/8/10) distinct numbers; the ticket keeps them sorted.
 * - Đề đầu in Bắc pays per occurrence among the four G7 numbers (at most 4), and costs 4 unit prices
 *   per unit; in Nam/Trung it is the one G8 number.
 * - Đầu / đuôi: one digit, the tens / units of the special prize's last two digits.
 * - Tài/xỉu/chẵn/lẻ look at the SUM of the special's last two digits (0–18): tài ≥ 10, xỉu ≤ 9, chẵn the
 *   sum even, lẻ odd (lottery.md: "sum of the special's last 2 digits ≥ 10 / ≤ 9 / even / odd") — so a
 *   special ending in 37 is tài and chẵn (3 + 7 = 10), although 37 itself is odd.
 * - Single-number types (lô, đề, đầu/đuôi, càng) take 1 … all possible picks per line, one ticket each.
 */

type VnFacts = {
  /** Per ending, how many drawn numbers end in it (last 2 / 3 / 4 digits of numbers that long). */
  endings: [Map<string, number>, Map<string, number>, Map<string, number>];
  /** The special prize (ĐB). */
  special: string;
  /** G7 numbers (Bắc) or the G8 number (Nam/Trung), last two digits: what đề đầu looks at. */
  head: string[];
};

const factsCache = new WeakMap<TLotteryResult, VnFacts>();

/** The facts of a Vietnamese result, computed once per result object (settling a draw reuses them). */
export function vnFacts(result: TLotteryResult): VnFacts {
  const cached = factsCache.get(result);
  if (cached) return cached;
  if (!('prizes' in result)) throw new Error(`a ${result.kind} result for a Vietnamese ticket`);
  const endings: VnFacts['endings'] = [new Map(), new Map(), new Map()];
  for (const prize of VN_PRIZES) {
    for (const number of result.prizes[prize] ?? []) {
      for (let k = 2; k <= 4; k += 1) {
        if (number.length < k) continue;
        const map = endings[k - 2]!;
        const ending = number.slice(-k);
        map.set(ending, (map.get(ending) ?? 0) + 1);
      }
    }
  }
  const bac = result.kind === 'VN_MB' || result.kind === 'VN_FAST';
  const facts: VnFacts = {
    endings,
    special: result.prizes.DB?.[0] ?? '',
    head: ((bac ? result.prizes.G7 : result.prizes.G8) ?? []).map((n) => n.slice(-2)),
  };
  factsCache.set(result, facts);
  return facts;
}

const isBac = (game: LotteryGameDef) => game.kind === 'VN_MB' || game.kind === 'VN_FAST';

const two = digitsPick(2);
const lastTwoSum = (special: string) => Number(special.at(-2)) + Number(special.at(-1));

function lo(k: 2 | 3 | 4, most: number, maxPicks: number): TypeRule {
  const key = `LO${k}` as const;
  return {
    picks: { min: 1, max: maxPicks, digits: k },
    position: null,
    multiplier: most,
    perPick: true,
    pick: digitsPick(k),
    row: rowAt(key),
    rowLength: 1,
    best: (odds) => times(most, odds[0]!),
    paid: (odds, { picks }, result) => times(vnFacts(result).endings[k - 2]!.get(picks[0]!) ?? 0, odds[0]!),
    info: () => ({ maxHits: most }),
  };
}

/** Xiên (every leg appears) or lô trượt (no leg appears): one ticket on `count` distinct numbers. */
function group(key: string, count: number, wins: (appearing: number) => boolean): TypeRule {
  return single(
    {
      picks: { min: count, max: count, digits: 2 },
      position: null,
      multiplier: 1,
      perPick: false,
      pick: two,
    },
    key,
    ({ picks }, result) => {
      const endings = vnFacts(result).endings[0];
      return wins(picks.filter((pick) => endings.has(pick)).length);
    },
  );
}

function onSpecial(
  key: string,
  digits: number,
  maxPicks: number,
  wins: (special: string, pick: string) => boolean,
) {
  return single(
    {
      picks: { min: 1, max: maxPicks, digits },
      position: null,
      multiplier: 1,
      perPick: true,
      pick: digitsPick(digits),
    },
    key,
    ({ picks }: TicketPicks, result: TLotteryResult) => wins(vnFacts(result).special, picks[0]!),
  );
}

function noPicks(key: string, wins: (sum: number) => boolean): TypeRule {
  return single(
    { picks: { min: 0, max: 0, digits: 0 }, position: null, multiplier: 1, perPick: false, pick: () => null },
    key,
    (_ticket, result) => wins(lastTwoSum(vnFacts(result).special)),
  );
}

export const vnFamily: Family = (game) => {
  const bac = isBac(game);
  const headCount = bac ? 4 : 1;
  const rules: Partial<Record<TLotteryBetType, TypeRule>> = {
    LO2: lo(2, bac ? 27 : 18, 100),
    LO3: lo(3, bac ? 23 : 17, 100),
    LO4: lo(4, bac ? 20 : 16, 100),
    XIEN2: group('XIEN2', 2, (n) => n === 2),
    XIEN3: group('XIEN3', 3, (n) => n === 3),
    XIEN4: group('XIEN4', 4, (n) => n === 4),
    DE: onSpecial('DE', 2, 100, (special, pick) => special.slice(-2) === pick),
    DE_DAU: {
      picks: { min: 1, max: 100, digits: 2 },
      position: null,
      multiplier: headCount,
      perPick: true,
      pick: two,
      row: rowAt('DE_DAU'),
      rowLength: 1,
      best: (odds) => times(headCount, odds[0]!),
      paid: (odds, { picks }, result) =>
        times(vnFacts(result).head.filter((number) => number === picks[0]).length, odds[0]!),
      info: () => ({ maxHits: headCount }),
    },
    DAU: onSpecial('DAU', 1, 10, (special, pick) => special.at(-2) === pick),
    DUOI: onSpecial('DUOI', 1, 10, (special, pick) => special.at(-1) === pick),
    CANG3: onSpecial('CANG3', 3, 100, (special, pick) => special.slice(-3) === pick),
    CANG4: onSpecial('CANG4', 4, 100, (special, pick) => special.slice(-4) === pick),
    TRUOT4: group('TRUOT4', 4, (n) => n === 0),
    TRUOT8: group('TRUOT8', 8, (n) => n === 0),
    TRUOT10: group('TRUOT10', 10, (n) => n === 0),
    TAI: noPicks('TAI', (sum) => sum >= 10),
    XIU: noPicks('XIU', (sum) => sum <= 9),
    CHAN: noPicks('CHAN', (sum) => sum % 2 === 0),
    LE: noPicks('LE', (sum) => sum % 2 === 1),
  };
  return rules;
};
