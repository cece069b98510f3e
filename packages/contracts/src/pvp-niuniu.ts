import type { HouseStream } from './house-fairness';

/**
 * Niu-Niu (Bull) with banker bidding: cards, hand ranking, the deal from a provably fair stream, the banker
 * choice and the settlement of a hand (pure; shared by the server, the web table and the tests).
 * The rules in words: docs/pvp-niuniu.md.
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

const FACE_MIN = 11; // J
const TEN = 10;
const SMALL_BELOW = 5;
const SMALL_SUM_MAX = 10;
const HAND_SIZE = 5;
const DECK_SIZE = 52;

/** Throws unless `cards` are five distinct cards 0–51. */
function assertHand(cards: readonly number[]): void {
  if (cards.length !== HAND_SIZE) throw new RangeError('a Niu-Niu hand has five cards');
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE) throw new RangeError(`not a card: ${c}`);
  }
  if (new Set(cards).size !== HAND_SIZE) throw new RangeError('a card appears twice in the hand');
}

/** The index of a rank in NIUNIU_RANKS (0 = NO_BULL … 14 = FIVE_SMALL). */
export function niuRankIndex(rank: TNiuRank): number {
  return NIUNIU_RANKS.indexOf(rank);
}

function handOf(rank: TNiuRank, arrangement: number[], high: number): TNiuHand {
  return { rank, multiplier: NIUNIU_MULTIPLIERS[rank], arrangement, high };
}

/**
 * A hand's rank: the special hands first (five small, bomb, gold, silver), then the bull from the first
 * triple (in the order of the cards given) whose points make a multiple of ten. The bull's value does not
 * depend on which triple: the other two make the total's points mod 10 whichever triple makes ten.
 */
export function evaluateNiuHand(cards: readonly number[]): TNiuHand {
  assertHand(cards);
  const points = cards.map(cardPoints);
  const ranks = cards.map(cardRank);
  const total = points.reduce((a, b) => a + b, 0);
  const highest = Math.max(...cards);

  if (points.every((p) => p < SMALL_BELOW) && total <= SMALL_SUM_MAX) {
    return handOf('FIVE_SMALL', [...cards], highest);
  }
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  for (const [r, n] of counts) {
    if (n === 4) {
      const quad = cards.filter((c) => cardRank(c) === r);
      const kicker = cards.filter((c) => cardRank(c) !== r);
      return handOf('BOMB', [...quad, ...kicker], Math.max(...quad));
    }
  }
  const faces = ranks.filter((r) => r >= FACE_MIN).length;
  if (faces === HAND_SIZE) return handOf('GOLD_BULL', [...cards], highest);
  if (faces === HAND_SIZE - 1 && ranks.includes(TEN)) {
    const ten = cards.filter((c) => cardRank(c) === TEN);
    return handOf('SILVER_BULL', [...cards.filter((c) => cardRank(c) !== TEN), ...ten], highest);
  }
  for (let i = 0; i < HAND_SIZE; i += 1) {
    for (let j = i + 1; j < HAND_SIZE; j += 1) {
      for (let k = j + 1; k < HAND_SIZE; k += 1) {
        if ((points[i]! + points[j]! + points[k]!) % 10 !== 0) continue;
        const rest = cards.filter((_, x) => x !== i && x !== j && x !== k);
        const value = total % 10;
        const rank: TNiuRank = value === 0 ? 'BULL_BULL' : (`BULL_${value}` as TNiuRank);
        return handOf(rank, [cards[i]!, cards[j]!, cards[k]!, ...rest], highest);
      }
    }
  }
  return handOf('NO_BULL', [...cards], highest);
}

/**
 * 1 when hand `a` beats hand `b`, -1 otherwise (two hands of one deck never tie; equal hands, only possible
 * outside one deck, count as `a` losing). The rank first; the same rank: the `high` card by rank then suit
 * (for bombs, the rank of the four, whose highest card is the ♠ of that rank). Card ids are ordered by rank
 * then suit, so comparing `high` ids is exactly "rank, then suit".
 */
export function compareNiuHands(a: readonly number[], b: readonly number[]): 1 | -1 {
  const ha = evaluateNiuHand(a);
  const hb = evaluateNiuHand(b);
  const ra = niuRankIndex(ha.rank);
  const rb = niuRankIndex(hb.rank);
  if (ra !== rb) return ra > rb ? 1 : -1;
  return ha.high > hb.high ? 1 : -1;
}

/** The most players one deck deals to (5 cards each). */
export const NIUNIU_MAX_PLAYERS = Math.floor(DECK_SIZE / HAND_SIZE);

/** The hand's deal: the deck 0–51 shuffled by `stream.shuffle`, five cards to each player in seat order. */
export function dealNiuNiu(stream: Pick<HouseStream, 'shuffle'>, players: number): number[][] {
  if (!Number.isInteger(players) || players < 1 || players > NIUNIU_MAX_PLAYERS) {
    throw new RangeError(`players out of range: ${players}`);
  }
  const deck = stream.shuffle(Array.from({ length: DECK_SIZE }, (_, i) => i));
  return Array.from({ length: players }, (_, p) => deck.slice(p * HAND_SIZE, (p + 1) * HAND_SIZE));
}

/**
 * The banker: the highest bid; several at the highest bid (or nobody bid) → one of them by
 * `stream.below(count)` after the deal, in seat order; a bank nobody bid for has multiplier 1.
 * A single highest bidder reads nothing from the stream.
 */
export function chooseBanker(
  bids: ReadonlyArray<{ seat: number; bid: number }>,
  stream: Pick<HouseStream, 'below'>,
): { seat: number; multiplier: number } {
  if (bids.length === 0) throw new RangeError('no bids');
  for (const b of bids) {
    if (!Number.isInteger(b.bid) || b.bid < 0 || b.bid > NIUNIU_MAX_BID) {
      throw new RangeError(`bid out of range: ${b.bid}`);
    }
  }
  const top = Math.max(...bids.map((b) => b.bid));
  const candidates = bids.filter((b) => b.bid === top);
  const chosen = candidates.length === 1 ? candidates[0]! : candidates[stream.below(candidates.length)]!;
  return { seat: chosen.seat, multiplier: Math.max(top, 1) };
}

/** What is held of a participant's balance at a hand's start: the most anyone could lose at this table. */
export function holdFor(spendable: bigint, baseBet: bigint, seats: number): bigint {
  const most =
    BigInt(Math.max(seats - 1, 1) * NIUNIU_MAX_STAKE * NIUNIU_MAX_BID * MAX_HAND_MULTIPLIER) * baseBet;
  return spendable < most ? spendable : most;
}

/** The largest stake multiple a player may choose: base × multiple × banker multiplier ≤ hold (0: none). */
export function maxStakeMultiple(hold: bigint, baseBet: bigint, bankerMultiplier: number): number {
  const bank = BigInt(bankerMultiplier);
  for (let i = NIUNIU_STAKES.length - 1; i >= 0; i -= 1) {
    const m = NIUNIU_STAKES[i]!;
    if (baseBet * BigInt(m) * bank <= hold) return m;
  }
  return 0;
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

/**
 * Settles a hand against the banker. Each other player is compared with the banker: amount = base × stake ×
 * banker multiplier × the winner's hand multiplier. A loser pays min(amount, own hold); a winner claims
 * min(amount, own hold). The banker pays the claims from its hold plus what it won; when that does not cover
 * them, each winner gets floor(claim × available / Σ claims) and the remainder stays with the banker. The
 * rake is floor(gross × rakeBps / 10,000) of each positive gross.
 */
export function settleNiuNiuHand(input: TNiuSettleInput): TNiuSettlement {
  const { baseBet, bankerSeat, bankerMultiplier, rakeBps, players } = input;
  if (!Number.isInteger(rakeBps) || rakeBps < 0 || rakeBps > 10_000) {
    throw new RangeError(`rakeBps out of range: ${rakeBps}`);
  }
  if (!Number.isInteger(bankerMultiplier) || bankerMultiplier < 1 || bankerMultiplier > NIUNIU_MAX_BID) {
    throw new RangeError(`bankerMultiplier out of range: ${bankerMultiplier}`);
  }
  if (baseBet < 0n) throw new RangeError('baseBet below zero');
  const banker = players.find((p) => p.seat === bankerSeat);
  if (!banker) throw new RangeError(`the banker (seat ${bankerSeat}) is not a participant`);
  if (new Set(players.map((p) => p.seat)).size !== players.length)
    throw new RangeError('a seat appears twice');
  const bankerHand = evaluateNiuHand(banker.cards);
  const bank = BigInt(bankerMultiplier);

  type Outcome = { loss: bigint; claim: bigint };
  const outcomes = new Map<number, Outcome>();
  let losses = 0n;
  let claims = 0n;
  for (const p of players) {
    if (p.hold < 0n) throw new RangeError('hold below zero');
    if (p.seat === bankerSeat) continue;
    if (!Number.isInteger(p.stake) || p.stake < 0 || p.stake > NIUNIU_MAX_STAKE) {
      throw new RangeError(`stake out of range: ${p.stake}`);
    }
    const hand = evaluateNiuHand(p.cards);
    const wins = compareNiuHands(p.cards, banker.cards) === 1;
    const winner = wins ? hand : bankerHand;
    const amount = baseBet * BigInt(p.stake) * bank * BigInt(winner.multiplier);
    const capped = amount < p.hold ? amount : p.hold;
    const o: Outcome = wins ? { loss: 0n, claim: capped } : { loss: capped, claim: 0n };
    outcomes.set(p.seat, o);
    losses += o.loss;
    claims += o.claim;
  }
  const available = banker.hold + losses;
  const paidOf = (claim: bigint) => (claims <= available ? claim : (claim * available) / claims);
  let paid = 0n;
  const gross = new Map<number, bigint>();
  for (const [seat, o] of outcomes) {
    const g = o.claim > 0n ? paidOf(o.claim) : -o.loss;
    if (g > 0n) paid += g;
    gross.set(seat, g);
  }
  gross.set(bankerSeat, losses - paid);

  let rake = 0n;
  const out = players.map((p) => {
    const g = gross.get(p.seat)!;
    const r = g > 0n ? (g * BigInt(rakeBps)) / 10_000n : 0n;
    rake += r;
    return { seat: p.seat, gross: g, rake: r, net: g - r };
  });
  return { players: out, rake };
}
