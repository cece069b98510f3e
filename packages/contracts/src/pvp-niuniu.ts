import type { HouseStream } from './house-fairness';

/**
 * Niu-Niu (Bull) with banker bidding: cards, hand ranking, the deal from a provably fair stream, the banker
 * choice and the settlement of a hand (pure; shared by the server, the web table and the tests).
 * The rules in words: docs/pvp-niuniu.md.
 *
 * SKELETON: the bodies are written by the contracts helper (issue 18). Signatures are agreed; do not change
 * them without telling the server and web helpers.
 */

/** Hand ranks, lowest first. */
export const NIUNIU_RANKS = [
  'NO_BULL',
  'BULL_1',
  'BULL_2',
  'BULL_3',
  'BULL_4',
  'BULL_5',
  'BULL_6',
  'BULL_7',
  'BULL_8',
  'BULL_9',
  'BULL_BULL',
  'SILVER_BULL',
  'GOLD_BULL',
  'BOMB',
  'FIVE_SMALL',
] as const;
export type TNiuRank = (typeof NIUNIU_RANKS)[number];

/** What a hand pays (or costs) in units of stake × banker multiplier. */
export const NIUNIU_MULTIPLIERS: Readonly<Record<TNiuRank, number>> = {
  NO_BULL: 1,
  BULL_1: 1,
  BULL_2: 1,
  BULL_3: 1,
  BULL_4: 1,
  BULL_5: 1,
  BULL_6: 1,
  BULL_7: 2,
  BULL_8: 2,
  BULL_9: 3,
  BULL_BULL: 4,
  SILVER_BULL: 5,
  GOLD_BULL: 5,
  BOMB: 6,
  FIVE_SMALL: 8,
};
export const MAX_HAND_MULTIPLIER = 8;

/** Bank bids: 0 = no bid, 1–4 = the banker's multiplier. */
export const NIUNIU_BIDS = [0, 1, 2, 3, 4] as const;
/** Stake multiples of the base bet; the table maximum is the last. */
export const NIUNIU_STAKES = [1, 2, 3, 4, 5] as const;
export const NIUNIU_MAX_STAKE = 5;
export const NIUNIU_MAX_BID = 4;

/** 1 (A) … 13 (K). */
export function cardRank(card: number): number {
  return Math.floor(card / 4) + 1;
}
/** 0 ♦, 1 ♣, 2 ♥, 3 ♠ (the suit order for ties: ♠ highest). */
export function cardSuit(card: number): number {
  return card % 4;
}
/** Points: A 1, 2–9 face value, 10 J Q K 10. */
export function cardPoints(card: number): number {
  return Math.min(cardRank(card), 10);
}

export type TNiuHand = {
  rank: TNiuRank;
  multiplier: number;
  /** The five cards arranged for display: the three that make a multiple of ten first (bull hands). */
  arrangement: number[];
  /** The card that decides a tie (the highest by rank, then suit; for a bomb, the highest of the four). */
  high: number;
};

export function evaluateNiuHand(cards: readonly number[]): TNiuHand {
  void cards;
  throw new Error('evaluateNiuHand: not written yet');
}

/** 1 when hand `a` beats hand `b`, -1 otherwise (two hands of one deck never tie). */
export function compareNiuHands(a: readonly number[], b: readonly number[]): 1 | -1 {
  void a;
  void b;
  throw new Error('compareNiuHands: not written yet');
}

/** The hand's deal: the deck 0–51 shuffled by `stream.shuffle`, five cards to each player in seat order. */
export function dealNiuNiu(stream: Pick<HouseStream, 'shuffle'>, players: number): number[][] {
  void stream;
  void players;
  throw new Error('dealNiuNiu: not written yet');
}

/**
 * The banker: the highest bid; several at the highest bid (or nobody bid) → one of them by
 * `stream.below(count)` after the deal, in seat order; a bank nobody bid for has multiplier 1.
 */
export function chooseBanker(
  bids: ReadonlyArray<{ seat: number; bid: number }>,
  stream: Pick<HouseStream, 'below'>,
): { seat: number; multiplier: number } {
  void bids;
  void stream;
  throw new Error('chooseBanker: not written yet');
}

/** What is held of a participant's balance at a hand's start: the most anyone could lose at this table. */
export function holdFor(spendable: bigint, baseBet: bigint, seats: number): bigint {
  const most =
    BigInt(Math.max(seats - 1, 1) * NIUNIU_MAX_STAKE * NIUNIU_MAX_BID * MAX_HAND_MULTIPLIER) * baseBet;
  return spendable < most ? spendable : most;
}

/** The largest stake multiple a player may choose: base × multiple × banker multiplier ≤ hold (0: none). */
export function maxStakeMultiple(hold: bigint, baseBet: bigint, bankerMultiplier: number): number {
  void hold;
  void baseBet;
  void bankerMultiplier;
  throw new Error('maxStakeMultiple: not written yet');
}

export type TNiuSettleInput = {
  baseBet: bigint;
  bankerSeat: number;
  bankerMultiplier: number;
  rakeBps: number;
  /** Every participant, the banker included (its `stake` is ignored). */
  players: ReadonlyArray<{ seat: number; hold: bigint; stake: number; cards: readonly number[] }>;
};
export type TNiuSettlement = {
  /** In the input's order; gross sums to zero; net = gross − rake; −hold ≤ net. */
  players: Array<{ seat: number; gross: bigint; rake: bigint; net: bigint }>;
  /** The sum of the rakes (Σ net + rake = 0). */
  rake: bigint;
};

export function settleNiuNiuHand(input: TNiuSettleInput): TNiuSettlement {
  void input;
  throw new Error('settleNiuNiuHand: not written yet');
}
