import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFace } from '../utils/cards';

/** A card's name for screen readers: "As de picas", "Ace of spades". */
export function useCardLabel(): (card: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (card: number) => {
      const face = cardFace(card);
      return t('pvp.cards.label', {
        rank: t(`pvp.cards.ranks.${face.rankKey}`),
        suit: t(`pvp.cards.suits.${face.suitName}`),
      });
    },
    [t],
  );
}
