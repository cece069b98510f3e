import type { TLotteryBetType, TLotteryOddsTable, TLotteryResult } from '@platform/contracts/lottery';
import type { LotteryGameDef } from '../games/definitions';
import { digitsPick, type Family, type TicketPicks, type TypeRule } from './common';

/**
 * 4D bet types (lottery.md "4D"). A pick is one four-digit number ("0000"–"9999"); a line on several
 * numbers is one ticket per number.
 *
 * Odds rows (decimals per unit, one figure per prize place): Big `BIG` [1st, 2nd, 3rd, starter,
 * consolation], Small `SMALL` [1st, 2nd, 3rd], iBox `IBOX_BIG_<n>` / `IBOX_SMALL_<n>` for a number with n
 * distinct permutations (24, 12, 6, 4). Singapore 4D (SG4D) reads the same keys with the prefix `SG_`
 * (`SG_BIG`, `SG_IBOX_SMALL_6`, …); the Malaysian games (Magnum, Toto, Da Ma Cai) the plain keys.
 * Roll (ROLL_BIG / ROLL_SMALL) pays the Big / Small row itself (`BIG`, `SMALL`): each of the ten numbers it
 * covers pays the full table; it costs ten units (multiplier 10).
 *
 * Decisions: a ticket is paid in every prize place its number (for iBox: any permutation; for Roll: any
 * covered number) is drawn in, each place its own figure. A valid 4D result has 23 distinct numbers
 * (draws/result-shape.ts; the fair mapping redraws repeats), so the potential win is the sum of the
 * highest figures of as many places as the ticket covers numbers: Big 1 place (the 1st prize), iBox n
 * places, Roll 10 places (Big: 1st + 2nd + 3rd + 7 starters), Small at most the top three places. A number
 * with four equal digits (one permutation) is not an iBox (LOTTERY_BET_INVALID on picks).
 */

/** Places in prize order: 0 first, 1 second, 2 third, 3 starter (×10), 4 consolation (×10). */
const PLACES = [0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] as const;
const SMALL_PLACES = 3;

type FourDFacts = { byNumber: Map<string, number[]>; byDigits: Map<string, number[]> };
const factsCache = new WeakMap<TLotteryResult, FourDFacts>();

const sortedDigits = (number: string) => [...number].sort().join('');

function fourDFacts(result: TLotteryResult): FourDFacts {
  const cached = factsCache.get(result);
  if (cached) return cached;
  if (result.kind !== 'SEA_4D') throw new Error(`a ${result.kind} result for a 4D ticket`);
  const numbers = [result.first, result.second, result.third, ...result.starter, ...result.consolation];
  const facts: FourDFacts = { byNumber: new Map(), byDigits: new Map() };
  numbers.forEach((number, index) => {
    const place = PLACES[index] ?? 4;
    const add = (map: Map<string, number[]>, key: string) => map.set(key, [...(map.get(key) ?? []), place]);
    add(facts.byNumber, number);
    add(facts.byDigits, sortedDigits(number));
  });
  factsCache.set(result, facts);
  return facts;
}

/** Distinct permutations of a four-digit number: 24, 12, 6, 4 or 1. */
export function permutationCount(number: string): number {
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let divisor = 1;
  for (const count of counts.values()) for (let i = 2; i <= count; i += 1) divisor *= i;
  return 24 / divisor;
}

/** The ten numbers a Roll pattern ("12R4") covers. */
export const rollNumbers = (pattern: string): string[] =>
  Array.from({ length: 10 }, (_, digit) => pattern.replace('R', String(digit)));

/** The most a ticket covering `covered` distinct numbers can be paid: the best figures of that many places. */
function bestOf(odds: readonly number[], small: boolean, covered: number): number[] {
  const places = small ? PLACES.slice(0, SMALL_PLACES) : PLACES;
  return places
    .map((place) => odds[place]!)
    .sort((a, b) => b - a)
    .slice(0, covered);
}

const prefixOf = (game: LotteryGameDef) => (game.gameCode === 'SG4D' ? 'SG_' : '');
const four = digitsPick(4);

export const FOUR_D_PERMUTATIONS = [24, 12, 6, 4] as const;

export const seaFamily: Family = (game) => {
  const p = prefixOf(game);
  const paidAt = (odds: readonly number[], places: readonly number[] | undefined, small: boolean) =>
    (places ?? []).filter((place) => !small || place < SMALL_PLACES).map((place) => odds[place]!);

  const straight = (small: boolean): TypeRule => ({
    picks: { min: 1, max: 100, digits: 4 },
    position: null,
    multiplier: 1,
    perPick: true,
    pick: four,
    row: (table) => table[`${p}${small ? 'SMALL' : 'BIG'}`],
    rowLength: small ? 3 : 5,
    best: (odds) => bestOf(odds, small, 1),
    paid: (odds, { picks }, result) => paidAt(odds, fourDFacts(result).byNumber.get(picks[0]!), small),
  });

  const ibox = (small: boolean): TypeRule => {
    const key = (perms: number) => `${p}IBOX_${small ? 'SMALL' : 'BIG'}_${perms}`;
    return {
      picks: { min: 1, max: 100, digits: 4 },
      position: null,
      multiplier: 1,
      perPick: true,
      pick: (raw) => (four(raw) !== null && permutationCount(raw) > 1 ? raw : null),
      row: (table, { picks }) => table[key(permutationCount(picks[0]!))],
      infoRow: (table) =>
        table[key(24)] ??
        FOUR_D_PERMUTATIONS.map(key)
          .map((k) => table[k])
          .find(Boolean),
      rowLength: small ? 3 : 5,
      best: (odds, { picks }) => bestOf(odds, small, permutationCount(picks[0]!)),
      paid: (odds, { picks }, result) =>
        paidAt(odds, fourDFacts(result).byDigits.get(sortedDigits(picks[0]!)), small),
      info: (table: TLotteryOddsTable) => ({
        tables: Object.fromEntries(
          FOUR_D_PERMUTATIONS.flatMap((perms) => {
            const row = table[key(perms)];
            return row ? [[String(perms), [...row]]] : [];
          }),
        ),
      }),
    };
  };

  const roll = (small: boolean): TypeRule => ({
    picks: { min: 1, max: 100, digits: 4 },
    position: null,
    multiplier: 10,
    perPick: true,
    pick: (raw) => {
      const pattern = raw.toUpperCase();
      return /^[0-9R]{4}$/.test(pattern) && pattern.split('R').length === 2 ? pattern : null;
    },
    row: (table) => table[`${p}${small ? 'SMALL' : 'BIG'}`],
    rowLength: small ? 3 : 5,
    best: (odds) => bestOf(odds, small, 10),
    paid: (odds, { picks }: TicketPicks, result) => {
      const facts = fourDFacts(result);
      return rollNumbers(picks[0]!).flatMap((number) => paidAt(odds, facts.byNumber.get(number), small));
    },
  });

  const rules: Partial<Record<TLotteryBetType, TypeRule>> = {
    BIG: straight(false),
    SMALL: straight(true),
    IBOX_BIG: ibox(false),
    IBOX_SMALL: ibox(true),
    ROLL_BIG: roll(false),
    ROLL_SMALL: roll(true),
  };
  return rules;
};
