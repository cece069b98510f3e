import {
  LOTTERY_BET_TYPES,
  type TLotteryBetType,
  type TLotteryBetTypeInfo,
  type TLotteryKind,
  type TLotteryLine,
  type TLotteryOddsTable,
  type TLotteryResult,
} from '@platform/contracts/lottery';
import type { LotteryGameDef } from '../games/definitions';
import { invalid, moneyOf, toThousandths, type Family, type TicketPicks, type TypeRule } from './common';
import { diceFamily } from './dice-3';
import { fiveDFamily } from './fast-5d';
import { raceFamily } from './race-10';
import { seaFamily } from './sea-4d';
import { vnFamily } from './vn';

/**
 * The rules of every bet type (lottery.md), pure: which lines are valid, what a ticket costs, the most it
 * can win, what it wins on a result. The families live in vn.ts, sea-4d.ts, fast-5d.ts, dice-3.ts and
 * race-10.ts (each documents its decisions); this file dispatches by the game's kind.
 *
 * Units: the operator's odds table (`TLotteryOddsTable`, settings and DEFAULT_ODDS) holds decimals per
 * unit (99.6), as operators write them; a ticket stores its row in thousandths (99600) and everything
 * after that is integer: money in minor units (bigint), every division rounding down to the minor unit.
 * A win is Σ floor(units × odds × unit price / 1000) over the occurrences paid (common.ts).
 */

/**
 * What one ticket adds to a draw's exposure (lottery_exposure, per draw, bet type and number): its whole
 * cost as stake and its potential win as payout, under one key — the pick ("07", "1234", "12R4"), the
 * sorted picks joined with "-" for the multi-number types ("12-34-56" for a xiên 3 or lô trượt: the
 * combination is what the house is exposed to), `<position>:<pick>` where the type has a position
 * ("3:BIG", "1:DRAGON"), and the bet type's name for types without picks ("TAI", "K3_ANY_TRIPLE").
 */
export type ExposureShare = { number: string; stake: bigint; payout: bigint };

/** One ticket as the slip line priced it (a lô line on ten numbers is ten of these). */
export type PricedTicket = {
  betType: TLotteryLine['betType'];
  /** Normalised picks (digit strings, words upper-case, xiên and group digits sorted). */
  picks: string[];
  position: number | null;
  units: number;
  /** Stake multiplier of the type in this game (27 for Miền Bắc lô, 10 for a Roll, …). */
  multiplier: number;
  /** units × multiplier × unit price. */
  cost: bigint;
  /** The most this ticket can win on any valid result. */
  potentialWin: bigint;
  /** The odds row used (thousandths), stored with the ticket. */
  odds: number[];
  exposure: ExposureShare[];
};

/** What settlement needs of a stored ticket. */
export type SettleableTicket = {
  betType: TLotteryLine['betType'];
  picks: readonly string[];
  position: number | null;
  units: number;
  unitPrice: bigint;
  odds: readonly number[];
};

const FAMILIES: Record<TLotteryKind, Family> = {
  VN_MB: vnFamily,
  VN_MN: vnFamily,
  VN_MT: vnFamily,
  VN_FAST: vnFamily,
  SEA_4D: seaFamily,
  FAST_5D: fiveDFamily,
  DICE_3: diceFamily,
  RACE_10: raceFamily,
};

const rulesCache = new WeakMap<LotteryGameDef, Partial<Record<TLotteryBetType, TypeRule>>>();

/** The bet-type rules of a game (built once per game definition). */
function rulesOf(game: LotteryGameDef): Partial<Record<TLotteryBetType, TypeRule>> {
  let rules = rulesCache.get(game);
  if (!rules) {
    rules = FAMILIES[game.kind](game);
    rulesCache.set(game, rules);
  }
  return rules;
}

/** The row the slip shows for a type, when the table has a usable one. */
function infoRowOf(rule: TypeRule, table: TLotteryOddsTable): readonly number[] | undefined {
  const row = rule.infoRow ? rule.infoRow(table) : rule.row(table, { picks: [], position: null });
  if (!row || row.length === 0 || row.some((odds) => !Number.isFinite(odds) || odds < 0)) return undefined;
  if (!rule.infoRow && row.length !== rule.rowLength) return undefined;
  return row;
}

/** The ticket's row in thousandths, or LOTTERY_BET_INVALID on betType when the table has none. */
function ticketOdds(rule: TypeRule, table: TLotteryOddsTable, ticket: TicketPicks): number[] {
  const row = rule.row(table, ticket);
  if (!row || row.length !== rule.rowLength || row.some((odds) => !Number.isFinite(odds) || odds < 0)) {
    throw invalid('betType');
  }
  return row.map(toThousandths);
}

/** The picks of each ticket of a line, validated and normalised (LOTTERY_BET_INVALID on picks). */
function ticketPicks(rule: TypeRule, raw: readonly string[]): string[][] {
  const picks = raw.map((pick) => rule.pick(pick));
  if (picks.some((pick) => pick === null)) throw invalid('picks');
  const normalised = picks as string[];
  if (new Set(normalised).size !== normalised.length) throw invalid('picks');
  if (rule.perPick) {
    if (normalised.length < Math.max(1, rule.picks.min) || normalised.length > rule.picks.max) {
      throw invalid('picks');
    }
    return normalised.map((pick) => [pick]);
  }
  if (normalised.length < rule.picks.min || normalised.length > rule.picks.max) throw invalid('picks');
  return [[...normalised].sort()];
}

const exposureKey = (betType: TLotteryBetType, { picks, position }: TicketPicks) => {
  const numbers = picks.length > 0 ? picks.join('-') : betType;
  return position === null ? numbers : `${position}:${numbers}`;
};

/**
 * Validates a slip line for a game and splits it into tickets. Throws AppError LOTTERY_BET_INVALID with
 * `fields` naming what is wrong: `betType` when the game has no such type or the odds table no row for it,
 * `position` when the type's position is missing, out of range or given to a type without one, `picks`
 * when a pick is out of range or of the wrong length, the count is wrong, or a pick repeats.
 */
export function priceLine(
  game: LotteryGameDef,
  line: TLotteryLine,
  odds: TLotteryOddsTable,
  unitPrice: bigint,
): PricedTicket[] {
  const rule = rulesOf(game)[line.betType];
  if (!rule || !infoRowOf(rule, odds)) throw invalid('betType');
  const position = line.position ?? null;
  if (rule.position) {
    if (position === null || position < rule.position.min || position > rule.position.max) {
      throw invalid('position');
    }
  } else if (position !== null) {
    throw invalid('position');
  }
  if (!Number.isInteger(line.units) || line.units < 1) throw invalid('units');
  const cost = BigInt(line.units) * BigInt(rule.multiplier) * unitPrice;
  return ticketPicks(rule, line.picks ?? []).map((picks) => {
    const ticket = { picks, position };
    const row = ticketOdds(rule, odds, ticket);
    const potentialWin = moneyOf(rule.best(row, ticket), line.units, unitPrice);
    return {
      betType: line.betType,
      picks,
      position,
      units: line.units,
      multiplier: rule.multiplier,
      cost,
      potentialWin,
      odds: row,
      exposure: [{ number: exposureKey(line.betType, ticket), stake: cost, payout: potentialWin }],
    };
  });
}

/** The win of one ticket on a result (0n when it loses). */
export function settleTicket(game: LotteryGameDef, ticket: SettleableTicket, result: TLotteryResult): bigint {
  const rule = rulesOf(game)[ticket.betType];
  if (!rule) throw new Error(`bet type ${ticket.betType} does not exist in ${game.gameCode}`);
  const paid = rule.paid(ticket.odds, { picks: ticket.picks as string[], position: ticket.position }, result);
  return paid.length === 0 ? 0n : moneyOf(paid, ticket.units, ticket.unitPrice);
}

/** The bet types a game offers with an odds table (the slip's list, odds as decimals, in the catalogue order). */
export function betTypesOf(game: LotteryGameDef, odds: TLotteryOddsTable): TLotteryBetTypeInfo[] {
  const rules = rulesOf(game);
  return LOTTERY_BET_TYPES.flatMap((betType): TLotteryBetTypeInfo[] => {
    const rule = rules[betType];
    const row = rule && infoRowOf(rule, odds);
    if (!rule || !row) return [];
    return [
      {
        betType,
        picks: { ...rule.picks },
        position: rule.position ? { ...rule.position } : null,
        multiplier: rule.multiplier,
        odds: row[0]!,
        ...(row.length > 1 ? { table: [...row] } : {}),
        ...rule.info?.(odds),
      },
    ];
  });
}

/** The bet types a game's kind has (whatever the odds table): for the rules page and the tests. */
export const betTypesOfKind = (game: LotteryGameDef): TLotteryBetType[] =>
  LOTTERY_BET_TYPES.filter((betType) => rulesOf(game)[betType] !== undefined);
