import { cardRank, cardSuit } from '@platform/contracts/pvp-niuniu';

/** The corner letter of a card's rank: A, 2–10, J, Q, K. */
const RANK_SYMBOLS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** The ranks' text keys (pvp.cards.ranks.<rank>). */
const RANK_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
/** ♦ ♣ ♥ ♠ in the suits' order (0–3). */
const SUIT_SYMBOLS = ['♦', '♣', '♥', '♠'] as const;
const SUIT_NAMES = ['diamonds', 'clubs', 'hearts', 'spades'] as const;

export type TCardFace = {
  rank: number;
  rankKey: (typeof RANK_KEYS)[number];
  rankSymbol: string;
  suitSymbol: string;
  /** The suit's text key (pvp.cards.suits.<name>). */
  suitName: (typeof SUIT_NAMES)[number];
  red: boolean;
};

export function cardFace(card: number): TCardFace {
  const rank = cardRank(card);
  const suit = cardSuit(card);
  return {
    rank,
    rankKey: RANK_KEYS[rank - 1]!,
    rankSymbol: RANK_SYMBOLS[rank - 1]!,
    suitSymbol: SUIT_SYMBOLS[suit]!,
    suitName: SUIT_NAMES[suit]!,
    red: suit === 0 || suit === 2,
  };
}
