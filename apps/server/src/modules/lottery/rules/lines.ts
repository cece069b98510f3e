import type {
  TLotteryBetTypeInfo,
  TLotteryLine,
  TLotteryOddsTable,
  TLotteryResult,
} from '@platform/contracts/lottery';
import type { LotteryGameDef } from '../games/definitions';

/**
 * The rules of every bet type (lottery.md), pure: which lines are valid, what a ticket costs, the most it
 * can win, what it wins on a result. Odds are thousandths of the unit price (99.6 → 99600); money is minor
 * units (bigint); every division rounds down to the minor unit.
 */

/** What one ticket adds to a draw's exposure: per number (as the bet type counts it), stake and most payout. */
export type ExposureShare = { number: string; stake: bigint; payout: bigint };

/** One ticket as the slip line priced it (a lô line on ten numbers is ten of these). */
export type PricedTicket = {
  betType: TLotteryLine['betType'];
  /** Normalised picks (digit strings zero-padded, words upper-case, xiên sorted). */
  picks: string[];
  position: number | null;
  units: number;
  /** Stake multiplier of the type in this game (27 for Miền Bắc lô, 10 for a Roll, …). */
  multiplier: number;
  /** units × multiplier × unit price. */
  cost: bigint;
  /** The most this ticket can win on any result. */
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

/**
 * Validates a slip line for a game and splits it into tickets. Throws AppError LOTTERY_BET_INVALID with
 * `fields` naming what is wrong (`picks`, `position`, `betType`, `units`) when a pick is out of range or of
 * the wrong length, a xiên repeats a number, the type does not exist in this game, or the odds table has no
 * row for it.
 */
export function priceLine(
  game: LotteryGameDef,
  line: TLotteryLine,
  odds: TLotteryOddsTable,
  unitPrice: bigint,
): PricedTicket[] {
  void game;
  void line;
  void odds;
  void unitPrice;
  throw new Error('priceLine: not implemented yet');
}

/** The win of one ticket on a result (0n when it loses). */
export function settleTicket(game: LotteryGameDef, ticket: SettleableTicket, result: TLotteryResult): bigint {
  void game;
  void ticket;
  void result;
  throw new Error('settleTicket: not implemented yet');
}

/** The bet types a game offers with an odds table (the slip's list, odds as decimals). */
export function betTypesOf(game: LotteryGameDef, odds: TLotteryOddsTable): TLotteryBetTypeInfo[] {
  void game;
  void odds;
  throw new Error('betTypesOf: not implemented yet');
}
