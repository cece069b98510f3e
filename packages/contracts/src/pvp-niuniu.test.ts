import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { HouseStream, type SyncHmac } from './house-fairness';
import {
  NIUNIU_RANKS,
  chooseBanker,
  compareNiuHands,
  dealNiuNiu,
  evaluateNiuHand,
  holdFor,
  maxStakeMultiple,
  settleNiuNiuHand,
  type TNiuRank,
  type TNiuSettleInput,
} from './pvp-niuniu';

/** 'A♦' … 'K♠' → card id: (rank − 1) × 4 + suit (♦ 0, ♣ 1, ♥ 2, ♠ 3). */
const RANK_OF: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
const SUIT_OF: Record<string, number> = { '♦': 0, '♣': 1, '♥': 2, '♠': 3 };
function c(name: string): number {
  const rank = RANK_OF[name.slice(0, -1)] ?? Number(name.slice(0, -1));
  const suit = SUIT_OF[name.slice(-1)];
  if (!(rank >= 1 && rank <= 13) || suit === undefined) throw new Error(`bad card ${name}`);
  return (rank - 1) * 4 + suit;
}
const hand = (text: string) => text.split(' ').map(c);
/** HMAC-SHA256 (@noble/hashes, as the browser computes it; the contracts compile without node's types). */
const hmac: SyncHmac = (key, message) => nobleHmac(sha256, key, message);

describe('evaluateNiuHand', () => {
  // Worked out by hand: points (A 1, 2–9, 10/J/Q/K 10), the triple making ten, the other two mod 10.
  const table: Array<[string, TNiuRank, number, string]> = [
    // 1 1 2 5 10: no triple is a multiple of ten (4 7 12 8 13 16 17).
    ['A♦ A♣ 2♥ 5♠ K♦', 'NO_BULL', 1, 'K♦'],
    ['3♦ 7♣ K♥ A♠ 10♦', 'BULL_1', 1, 'K♥'], // 3+7+10 = 20; 1+10 = 11 → 1
    ['4♣ 6♦ J♠ 2♥ K♣', 'BULL_2', 1, 'K♣'], // 4+6+10; 2+10 = 12 → 2
    ['5♦ 5♣ Q♥ 3♠ 10♣', 'BULL_3', 1, 'Q♥'], // 5+5+10; 3+10 = 13 → 3
    ['2♦ 8♣ 10♥ 9♠ 5♥', 'BULL_4', 1, '10♥'], // 2+8+10; 9+5 = 14 → 4
    ['A♣ 9♥ Q♦ 6♠ 9♣', 'BULL_5', 1, 'Q♦'], // 1+9+10; 6+9 = 15 → 5
    ['7♦ 3♥ 10♠ 8♦ 8♥', 'BULL_6', 1, '10♠'], // 7+3+10; 8+8 = 16 → 6
    ['6♣ 4♥ K♦ 7♥ Q♣', 'BULL_7', 2, 'K♦'], // 6+4+10; 7+10 = 17 → 7
    ['9♦ A♥ J♣ 4♠ 4♦', 'BULL_8', 2, 'J♣'], // 9+1+10; 4+4 = 8
    ['2♣ 3♦ 5♥ 9♥ 10♠', 'BULL_9', 3, '10♠'], // 2+3+5; 9+10 = 19 → 9
    ['8♠ 2♥ K♠ 6♥ 4♣', 'BULL_BULL', 4, 'K♠'], // 8+2+10; 6+4 = 10 → 0
    ['J♦ Q♥ K♣ K♦ 10♥', 'SILVER_BULL', 5, 'K♣'], // four of J/Q/K and a 10
    ['J♣ J♥ Q♠ K♥ Q♦', 'GOLD_BULL', 5, 'K♥'], // five of J/Q/K
    ['7♦ 7♣ 7♥ 7♠ 2♦', 'BOMB', 6, '7♠'], // four 7s
    ['A♠ 2♦ 2♣ 3♥ 2♠', 'FIVE_SMALL', 8, '3♥'], // all under 5, 1+2+2+3+2 = 10
  ];

  it('ranks a table of hands worked out by hand, one per rank', () => {
    expect(table.map((row) => row[1])).toEqual([...NIUNIU_RANKS]);
    for (const [cards, rank, multiplier, high] of table) {
      const h = evaluateNiuHand(hand(cards));
      expect({ cards, rank: h.rank, multiplier: h.multiplier, high: h.high }).toEqual({
        cards,
        rank,
        multiplier,
        high: c(high),
      });
    }
  });

  it('edge cases: five small over bomb, sum 11 is not five small, silver needs a 10', () => {
    // Four aces and a 4: a bomb and five small (1+1+1+1+4 = 8) → five small, which beats any bomb.
    expect(evaluateNiuHand(hand('A♦ A♣ A♥ A♠ 4♦')).rank).toBe('FIVE_SMALL');
    expect(compareNiuHands(hand('A♦ A♣ A♥ A♠ 4♦'), hand('K♦ K♣ K♥ K♠ 2♠'))).toBe(1);
    // All under 5 but 1+2+2+3+3 = 11: not five small; no triple reaches 10 (the largest is 3+3+2) → no bull.
    expect(evaluateNiuHand(hand('A♦ 2♥ 2♠ 3♦ 3♣')).rank).toBe('NO_BULL');
    // Three faces and two 10s: bull-bull, not silver; four faces and a 5: 10+10+10, 10+5 → bull 5.
    expect(evaluateNiuHand(hand('10♦ 10♠ J♥ Q♣ K♦')).rank).toBe('BULL_BULL');
    expect(evaluateNiuHand(hand('J♠ Q♣ K♥ K♠ 5♣')).rank).toBe('BULL_5');
    // Silver beats a bull-bull even when the bull-bull holds the higher card (K♠ over K♣).
    expect(compareNiuHands(hand('J♦ Q♥ K♣ K♦ 10♥'), hand('8♠ 2♥ K♠ 6♥ 4♣'))).toBe(1);
    // Four kings and a queen: a bomb (above gold).
    expect(evaluateNiuHand(hand('K♦ K♣ K♥ K♠ Q♦')).rank).toBe('BOMB');
  });

  it('finds the triple wherever it is; several triples give the same bull', () => {
    // 4 9 6 1 5: in card order the first triple making ten is 4+1+5 (the 1st, 4th and 5th cards); 9+6+5 = 20
    // makes ten too. Either way the other two make 15 or 5 → bull 5 (the total 25 mod 10).
    const h = evaluateNiuHand(hand('4♦ 9♣ 6♥ A♠ 5♦'));
    expect(h.rank).toBe('BULL_5');
    expect(h.arrangement).toEqual(hand('4♦ A♠ 5♦ 9♣ 6♥'));
    // Only the last three make ten (3+7+K), the bull is the first two: 8+8 = 16 → 6.
    const late = evaluateNiuHand(hand('8♦ 8♥ 3♥ 7♦ K♣'));
    expect(late.rank).toBe('BULL_6');
    expect(late.arrangement).toEqual(hand('3♥ 7♦ K♣ 8♦ 8♥'));
  });

  it('refuses what is not five distinct cards', () => {
    expect(() => evaluateNiuHand([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateNiuHand([1, 2, 3, 4, 4])).toThrow(RangeError);
    expect(() => evaluateNiuHand([1, 2, 3, 4, 52])).toThrow(RangeError);
  });
});

describe('compareNiuHands: ties', () => {
  it('the same rank: the highest card by rank, then by suit', () => {
    const bull7KingSpades = hand('6♣ 4♥ K♠ 7♥ Q♣'); // 6+4+10; 7+10 → 7, high K♠
    const bull7KingHearts = hand('3♦ 7♦ K♥ 8♣ 9♠'); // 3+7+10; 8+9 = 17 → 7, high K♥
    const bull7QueenSpades = hand('2♠ 8♥ Q♠ 9♦ 8♦'); // 2+8+10; 9+8 = 17 → 7, high Q♠
    expect(evaluateNiuHand(bull7KingHearts).rank).toBe('BULL_7');
    expect(evaluateNiuHand(bull7QueenSpades).rank).toBe('BULL_7');
    expect(compareNiuHands(bull7KingSpades, bull7KingHearts)).toBe(1);
    expect(compareNiuHands(bull7KingHearts, bull7KingSpades)).toBe(-1);
    // K♥ beats Q♠: the rank of the highest card comes before its suit.
    expect(compareNiuHands(bull7KingHearts, bull7QueenSpades)).toBe(1);
    // No bull against no bull: K♦ beats Q♠.
    expect(compareNiuHands(hand('A♦ A♣ 2♥ 5♠ K♦'), hand('A♥ A♠ 2♣ 5♦ Q♠'))).toBe(1);
    // A rank beats a higher card: bull 1 with a 10 over no bull with a king.
    expect(compareNiuHands(hand('3♦ 7♣ 10♥ A♠ 10♦'), hand('A♦ A♣ 2♥ 5♠ K♦'))).toBe(1);
  });

  it('bombs by the rank of the four, whatever the fifth card', () => {
    expect(compareNiuHands(hand('6♦ 6♣ 6♥ 6♠ 2♦'), hand('5♦ 5♣ 5♥ 5♠ K♠'))).toBe(1);
    expect(compareNiuHands(hand('5♦ 5♣ 5♥ 5♠ K♠'), hand('6♦ 6♣ 6♥ 6♠ 2♦'))).toBe(-1);
  });

  it('equal hands (only outside one deck) count as a loss for the first', () => {
    expect(compareNiuHands(hand('A♦ A♣ 2♥ 5♠ K♦'), hand('K♦ 5♠ 2♥ A♣ A♦'))).toBe(-1);
  });
});

describe('dealNiuNiu', () => {
  const seed = '0123456789abcdef'.repeat(4);

  it('deals five cards each in seat order from a shuffle of the deck (pinned seed)', () => {
    const stream = new HouseStream(seed, 'table-1:1', 0, hmac);
    const deal = dealNiuNiu(stream, 3);
    // The permutation property on its own: the whole shuffle is 0–51 once each, and the deal is its start.
    const deck = new HouseStream(seed, 'table-1:1', 0, hmac).shuffle(Array.from({ length: 52 }, (_, i) => i));
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(deal).toEqual([deck.slice(0, 5), deck.slice(5, 10), deck.slice(10, 15)]);
    // Pinned (computed once with this seed and pasted; recomputed independently with python3 hmac): A♦ Q♠ 7♠ 2♦ 3♣ (1+7+2; 10+3 → bull 3),
    // 3♦ 10♥ 7♣ 8♥ 2♥ (3+10+7; 8+2 → bull-bull), 8♠ Q♦ 7♦ 4♣ J♦ (no bull). docs/pvp-niuniu.md shows it.
    expect(deal).toEqual([
      [0, 47, 27, 4, 9],
      [8, 38, 25, 30, 6],
      [31, 44, 24, 13, 40],
    ]);
    expect(deal.map((h) => evaluateNiuHand(h).rank)).toEqual(['BULL_3', 'BULL_BULL', 'NO_BULL']);
    // Nobody bids: the banker is below(3) read from the same stream, after the deal → seat 1.
    expect(
      chooseBanker(
        [0, 1, 2].map((seat) => ({ seat, bid: 0 })),
        stream,
      ),
    ).toEqual({ seat: 1, multiplier: 1 });
  });

  it('refuses more players than one deck deals', () => {
    const stream = new HouseStream(seed, 'x', 0, hmac);
    expect(() => dealNiuNiu(stream, 11)).toThrow(RangeError);
    expect(() => dealNiuNiu(stream, 0)).toThrow(RangeError);
  });
});

describe('chooseBanker', () => {
  const fixed = (index: number) => {
    const calls: number[] = [];
    return { calls, below: (n: number) => (calls.push(n), index) };
  };

  it('the highest bid wins without reading the stream', () => {
    const s = fixed(0);
    const bids = [
      { seat: 0, bid: 1 },
      { seat: 3, bid: 3 },
      { seat: 4, bid: 2 },
    ];
    expect(chooseBanker(bids, s)).toEqual({ seat: 3, multiplier: 3 });
    expect(s.calls).toEqual([]);
  });

  it('a tie at the highest bid: below(count) among them, in the order given', () => {
    const s = fixed(1);
    const bids = [
      { seat: 0, bid: 4 },
      { seat: 1, bid: 2 },
      { seat: 2, bid: 4 },
      { seat: 5, bid: 4 },
    ];
    expect(chooseBanker(bids, s)).toEqual({ seat: 2, multiplier: 4 });
    expect(s.calls).toEqual([3]);
  });

  it('nobody bids: one of all, multiplier 1; a bid outside 0–4 is refused', () => {
    const s = fixed(2);
    expect(
      chooseBanker(
        [0, 1, 2].map((seat) => ({ seat, bid: 0 })),
        s,
      ),
    ).toEqual({ seat: 2, multiplier: 1 });
    expect(s.calls).toEqual([3]);
    expect(() => chooseBanker([{ seat: 0, bid: 5 }], s)).toThrow(RangeError);
    expect(() => chooseBanker([], s)).toThrow(RangeError);
  });
});

describe('holdFor and maxStakeMultiple', () => {
  it('holds the most a player could lose: (seats − 1) × 5 × 4 × 8 base bets, or the balance', () => {
    // 6 seats, base 100: 5 × 5 × 4 × 8 = 800 base bets = 80,000.
    expect(holdFor(100_000n, 100n, 6)).toBe(80_000n);
    expect(holdFor(50_000n, 100n, 6)).toBe(50_000n);
    // 2 seats: 1 × 160 base bets = 16,000.
    expect(holdFor(100_000n, 100n, 2)).toBe(16_000n);
  });

  it('the largest m of 1–5 with base × m × banker multiplier ≤ hold', () => {
    expect(maxStakeMultiple(1_000n, 100n, 2)).toBe(5); // 100 × 5 × 2 = 1,000
    expect(maxStakeMultiple(999n, 100n, 2)).toBe(4); // 800 ≤ 999 < 1,000
    expect(maxStakeMultiple(700n, 100n, 4)).toBe(1); // 400 ≤ 700 < 800
    expect(maxStakeMultiple(399n, 100n, 4)).toBe(0); // even 1× (400) is too much
  });
});

describe('settleNiuNiuHand (fixtures worked out by hand)', () => {
  const check = (input: TNiuSettleInput) => {
    const out = settleNiuNiuHand(input);
    const sum = (f: (p: (typeof out.players)[number]) => bigint) =>
      out.players.reduce((a, p) => a + f(p), 0n);
    expect(sum((p) => p.gross)).toBe(0n);
    expect(sum((p) => p.net) + out.rake).toBe(0n);
    expect(sum((p) => p.rake)).toBe(out.rake);
    return out;
  };
  const row = (seat: number, gross: bigint, rake: bigint, net: bigint) => ({ seat, gross, rake, net });

  // Banker (seat 0) bull 6 (×1); seat 1 bull 9 (×3) wins; seat 2 bull 4 and seat 3 no bull lose.
  const fixtureA = (rakeBps: number): TNiuSettleInput => ({
    baseBet: 1_000n,
    bankerSeat: 0,
    bankerMultiplier: 2,
    rakeBps,
    players: [
      { seat: 0, hold: 100_000n, stake: 0, cards: hand('7♦ 3♥ 10♠ 8♦ 8♥') },
      { seat: 1, hold: 100_000n, stake: 3, cards: hand('2♣ 3♦ 5♥ 9♥ 10♣') },
      { seat: 2, hold: 100_000n, stake: 2, cards: hand('2♦ 8♣ 10♥ 9♠ 5♦') },
      { seat: 3, hold: 100_000n, stake: 1, cards: hand('A♦ A♣ 2♥ 5♠ K♦') },
    ],
  });

  it('(a) banker ×2, one winner with bull 9, two losers, 5 % rake', () => {
    // seat 1: 1,000 × 3 × 2 × 3 = +18,000, rake 900, net 17,100; seat 2: 1,000 × 2 × 2 × 1 = −4,000;
    // seat 3: 1,000 × 1 × 2 × 1 = −2,000; banker: 4,000 + 2,000 − 18,000 = −12,000.
    const out = check(fixtureA(500));
    expect(out.players).toEqual([
      row(0, -12_000n, 0n, -12_000n),
      row(1, 18_000n, 900n, 17_100n),
      row(2, -4_000n, 0n, -4_000n),
      row(3, -2_000n, 0n, -2_000n),
    ]);
    expect(out.rake).toBe(900n);
  });

  it('(b) a loss is capped at the loser’s hold', () => {
    // Banker bull-bull (×4), bank ×3. Seat 1 (bull 7, stake 5): 1,000 × 5 × 3 × 4 = 60,000 > hold 25,000 →
    // −25,000. Seat 2 (no bull, stake 1): 1,000 × 1 × 3 × 4 = −12,000. Banker +37,000, rake 1,850 → 35,150.
    const out = check({
      baseBet: 1_000n,
      bankerSeat: 0,
      bankerMultiplier: 3,
      rakeBps: 500,
      players: [
        { seat: 0, hold: 100_000n, stake: 0, cards: hand('8♠ 2♥ K♠ 6♥ 4♣') },
        { seat: 1, hold: 25_000n, stake: 5, cards: hand('6♣ 4♥ K♦ 7♥ Q♣') },
        { seat: 2, hold: 50_000n, stake: 1, cards: hand('A♦ A♣ 2♦ 5♠ K♥') },
      ],
    });
    expect(out.players).toEqual([
      row(0, 37_000n, 1_850n, 35_150n),
      row(1, -25_000n, 0n, -25_000n),
      row(2, -12_000n, 0n, -12_000n),
    ]);
  });

  it('(c) a win is capped at the winner’s own hold', () => {
    // Banker no bull, bank ×4; seat 1 five small (×8), stake 5: 1,000 × 5 × 4 × 8 = 160,000 > hold 30,000
    // → +30,000, rake 1,500, net 28,500; the banker (hold 200,000) −30,000.
    const out = check({
      baseBet: 1_000n,
      bankerSeat: 0,
      bankerMultiplier: 4,
      rakeBps: 500,
      players: [
        { seat: 0, hold: 200_000n, stake: 0, cards: hand('A♦ A♣ 2♥ 5♠ K♦') },
        { seat: 1, hold: 30_000n, stake: 5, cards: hand('A♠ 2♦ 2♣ 3♥ 2♠') },
      ],
    });
    expect(out.players).toEqual([row(0, -30_000n, 0n, -30_000n), row(1, 30_000n, 1_500n, 28_500n)]);
  });

  it('(d) the banker cannot cover: pro rata, floored, the remainder stays with the banker', () => {
    // Banker (seat 2, listed second) bull 3, hold 10,000, nobody bid (×1). Seat 0 bull-bull (×4), stake 5:
    // claims 20,000; seat 4 bull 8 (×2), stake 3: claims 6,000; seat 5 no bull, stake 2: loses 2,000.
    // Available 10,000 + 2,000 = 12,000 < 26,000 claimed: seat 0 gets floor(20,000 × 12,000 / 26,000) =
    // 9,230, seat 4 floor(6,000 × 12,000 / 26,000) = 2,769; 11,999 paid, 1 stays: banker 2,000 − 11,999 =
    // −9,999. Rakes: floor(461.5) = 461 and floor(138.45) = 138 → nets 8,769 and 2,631; rake 599.
    const out = check({
      baseBet: 1_000n,
      bankerSeat: 2,
      bankerMultiplier: 1,
      rakeBps: 500,
      players: [
        { seat: 0, hold: 80_000n, stake: 5, cards: hand('8♠ 2♥ K♠ 6♥ 4♣') },
        { seat: 2, hold: 10_000n, stake: 0, cards: hand('5♦ 5♣ Q♥ 3♠ 10♣') },
        { seat: 4, hold: 80_000n, stake: 3, cards: hand('9♦ A♥ J♣ 4♠ 4♦') },
        { seat: 5, hold: 80_000n, stake: 2, cards: hand('A♦ A♣ 2♦ 5♠ K♦') },
      ],
    });
    expect(out.players).toEqual([
      row(0, 9_230n, 461n, 8_769n),
      row(2, -9_999n, 0n, -9_999n),
      row(4, 2_769n, 138n, 2_631n),
      row(5, -2_000n, 0n, -2_000n),
    ]);
    expect(out.rake).toBe(599n);
  });

  it('(e) no rake: net = gross', () => {
    const out = check(fixtureA(0));
    expect(out.players.map((p) => p.net)).toEqual([-12_000n, 18_000n, -4_000n, -2_000n]);
    expect(out.rake).toBe(0n);
  });

  it('sums to zero and never takes more than a hold over many dealt hands', () => {
    for (let n = 0; n < 200; n += 1) {
      const stream = new HouseStream('ab'.repeat(32), `t:${n}`, 0, hmac);
      const seats = 2 + (n % 5);
      const deal = dealNiuNiu(stream, seats);
      const players = deal.map((cards, seat) => ({
        seat,
        hold: BigInt(1 + stream.below(40_000)),
        stake: 1 + stream.below(5),
        cards,
      }));
      const out = check({
        baseBet: 500n,
        bankerSeat: n % seats,
        bankerMultiplier: 1 + (n % 4),
        rakeBps: 777,
        players,
      });
      out.players.forEach((p, i) => expect(p.net >= -players[i]!.hold).toBe(true));
    }
  });

  it('refuses a banker who is not a participant and stakes outside 0–5', () => {
    const input = fixtureA(500);
    expect(() => settleNiuNiuHand({ ...input, bankerSeat: 9 })).toThrow(RangeError);
    const bad = { ...input, players: input.players.map((p) => (p.seat === 1 ? { ...p, stake: 6 } : p)) };
    expect(() => settleNiuNiuHand(bad)).toThrow(RangeError);
  });
});
